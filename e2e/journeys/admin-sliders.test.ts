/**
 * The admin sliders (administrators, both markets): an ES administrator creates a banner with an uploaded image (the
 * required fields' messages first), sees it last in the table, moves it to the top and back while a franchisee's home
 * shows the carousel's new order, moves its days to 2099 (the end before the start refused first) and deletes it after
 * confirming; the positions end as seeded. A PT administrator changes a banner in Portuguese and puts it back.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../support/axe.js";
import { png } from "../support/images.js";
import { catalogue, expectPath, expectScreenTitle, login, newPage } from "../support/portal.js";

const NAME = "Banner del recorrido e2e";

/** A real 1000×500 PNG of one colour (the cover size the form asks for). */
const cover = () => png(1000, 500, [218, 41, 28]);

/** The banners a home shows, in their order (their images' alternative texts; the thumbnails have none). */
async function homeBanners(page: Page): Promise<string[]> {
  const carousel = page.getByRole("region", { name: "Banners destacados", exact: true });
  await carousel.waitFor();
  return carousel.locator("img:not([alt=''])").evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).alt));
}

/** The home after a reload: what the BFF answers now (its cached sliders dropped by each write). */
async function reloadedHome(page: Page): Promise<string[]> {
  await page.reload();
  return homeBanners(page);
}

const positions = (market: string) =>
  catalogue<{ id: number; priority: number }>("SELECT id, priority FROM sliders WHERE market = $1 ORDER BY priority, id", [market]);

describe("admin sliders", () => {
  it("ES: an administrator creates a banner with an image, moves it while the home follows, changes its days and deletes it", async () => {
    const seeded = await positions("ES");
    const home = await newPage("ES", { as: "franquiciado@demo.es" });
    await home.goto("/");
    const before = await homeBanners(home);
    expect(before.length).toBeGreaterThan(0);

    const page = await newPage("ES", { as: "admin@demo.es" });
    await page.goto("/admin/sliders");
    await expectScreenTitle(page, "Banners");
    const rows = page.getByRole("table", { name: "Banners" }).locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(seeded.length);

    // Create: the name and the image are required; the image is uploaded as soon as it is chosen, with a preview.
    await page.getByRole("link", { name: "Nuevo banner", exact: true }).click();
    await expectPath(page, "/admin/sliders/add");
    await expectScreenTitle(page, "Nuevo banner");
    const save = page.getByRole("button", { name: "Guardar", exact: true });
    expect(await save.isDisabled()).toBe(true);
    await page.getByText("Imagen de portada de 1000 × 500 px: JPEG, PNG o WebP, de 5 MB como máximo.", { exact: true }).waitFor();
    const name = page.getByRole("textbox", { name: "Nombre", exact: true });
    await name.fill(" ");
    await name.press("Tab");
    await save.click();
    await expect.poll(() => page.getByText("Este campo es obligatorio.", { exact: true }).count()).toBe(2);
    await name.fill(NAME);
    await page.locator('input[type="file"]').setInputFiles({ name: "otoño.png", mimeType: "image/png", buffer: cover() });
    await page.getByRole("img", { name: "Vista previa de la imagen del banner" }).waitFor();
    await expect.poll(() => page.getByText("Este campo es obligatorio.", { exact: true }).count()).toBe(0);
    // The link: a section of the tree, found by its name or path.
    await page.getByRole("combobox", { name: "URL de destino" }).click();
    await page.getByRole("combobox", { name: "URL de destino" }).fill("/nacional/postres");
    await page.getByRole("option", { name: "Postres · /nacional/postres", exact: true }).click();
    await page.getByRole("combobox", { name: "URL de destino" }).press("Tab");
    await save.click();
    // Saved once, the new banner's form becomes its edit form.
    await page.getByText("Los datos del banner se han actualizado.", { exact: true }).waitFor();
    const [created] = await catalogue<{ id: number; file: string; url: string; status: number; priority: number }>(
      "SELECT id, file, url, status, priority FROM sliders WHERE market = 'ES' AND name = $1",
      [NAME],
    );
    expect(created).toEqual({
      id: expect.any(Number),
      file: expect.stringMatching(/^sliders\/[0-9a-f]{16}-oto_o\.png$/),
      url: "/nacional/postres",
      status: 1,
      priority: seeded.length + 1,
    });
    await expectPath(page, `/admin/sliders/${created!.id}`);
    await expectScreenTitle(page, "Editar banner");

    // Last in the table, and last on the home (it has no dates: it shows at once).
    await page.getByRole("link", { name: "Volver", exact: true }).click();
    await expectPath(page, "/admin/sliders");
    const row = rows.filter({ hasText: NAME });
    await row.waitFor();
    expect(await row.locator("td").allInnerTexts()).toEqual(expect.arrayContaining([NAME, "/nacional/postres", "—"]));
    expect(await row.getByRole("button", { name: `Bajar el banner ${NAME}` }).isDisabled()).toBe(true);
    await expect.poll(() => reloadedHome(home)).toEqual([...before, NAME]);

    // Up one place at a time until it is first: the home's first banner is it.
    for (let priority = seeded.length + 1; priority > 1; priority -= 1) {
      await row.getByRole("button", { name: `Subir el banner ${NAME}` }).click();
      await expect
        .poll(async () => (await catalogue<{ priority: number }>("SELECT priority FROM sliders WHERE id = $1", [created!.id]))[0]!.priority)
        .toBe(priority - 1);
    }
    await expect.poll(() => row.getByRole("button", { name: `Subir el banner ${NAME}` }).isDisabled()).toBe(true);
    await expect.poll(() => reloadedHome(home)).toEqual([NAME, ...before]);
    // One place down: the seeded first banner leads the carousel again.
    await row.getByRole("button", { name: `Bajar el banner ${NAME}` }).click();
    await expect.poll(() => reloadedHome(home)).toEqual([before[0], NAME, ...before.slice(1)]);

    // Its days: the end before the start is refused; from 2099 it leaves the home.
    await row.getByRole("link", { name: `Editar el banner ${NAME}` }).click();
    await expectPath(page, `/admin/sliders/${created!.id}`);
    await expect.poll(() => name.inputValue()).toBe(NAME);
    const start = page.getByRole("textbox", { name: "Inicio" });
    const end = page.getByRole("textbox", { name: "Fin" });
    await start.fill("10/01/2099");
    await start.press("Tab");
    await end.fill("01/01/2099");
    await end.press("Tab");
    await save.click();
    await page.getByText("La fecha de fin no puede ser anterior a la de inicio.", { exact: true }).waitFor();
    await end.fill("31/01/2099");
    // The open calendar names its buttons in the interface's language, and every day in it reads (axe clean).
    await end.click();
    await page.getByRole("button", { name: "Mes anterior" }).waitFor();
    await page.getByRole("button", { name: "Mes siguiente" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await end.press("Tab");
    await save.click();
    await page.getByText("Los datos del banner se han actualizado.", { exact: true }).waitFor();
    await page.getByText("Guardado", { exact: true }).waitFor();
    await expect.poll(() => save.isDisabled()).toBe(true);
    const [dated] = await catalogue<{ start_date: string; end_date: string }>(
      "SELECT to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date FROM sliders WHERE id = $1",
      [created!.id],
    );
    expect(dated).toEqual({ start_date: "2099-01-10", end_date: "2099-01-31" });
    await expect.poll(() => reloadedHome(home)).toEqual(before);

    // Delete, after confirming: gone, and the positions as seeded.
    await page.getByRole("link", { name: "Volver", exact: true }).click();
    await expectPath(page, "/admin/sliders");
    await row.waitFor();
    expect(await row.locator("td").allInnerTexts()).toEqual(expect.arrayContaining(["10/01/2099", "31/01/2099"]));
    await row.getByRole("button", { name: `Eliminar el banner ${NAME}` }).click();
    const dialog = page.getByRole("dialog", { name: "Eliminar banner" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Eliminar", exact: true }).click();
    await row.waitFor({ state: "detached" });
    expect(await catalogue("SELECT id FROM sliders WHERE id = $1", [created!.id])).toEqual([]);
    expect(await positions("ES")).toEqual(seeded);
    await expect.poll(() => reloadedHome(home)).toEqual(before);
  }, 120_000);

  it("PT: an administrator changes a banner in Portuguese (the required name's message first) and puts it back", async () => {
    const [slider] = await catalogue<{ id: number; name: string }>(
      "SELECT id, name FROM sliders WHERE market = 'PT' AND status = 0 ORDER BY priority, id LIMIT 1",
    );
    const page = await newPage("PT");
    await login(page, "admin@demo.pt");
    await expectPath(page, "/admin/resources");
    await page.goto("/admin/sliders");
    await expectScreenTitle(page, "Banners");
    await page.getByRole("link", { name: `Editar o banner ${slider!.name}` }).click();
    await expectPath(page, `/admin/sliders/${slider!.id}`);
    await expectScreenTitle(page, "Editar banner");
    const name = page.getByRole("textbox", { name: "Nome", exact: true });
    await expect.poll(() => name.inputValue()).toBe(slider!.name);
    await page.getByRole("img", { name: "Pré-visualização da imagem do banner" }).waitFor();
    const save = page.getByRole("button", { name: "Guardar", exact: true });
    expect(await save.isDisabled()).toBe(true);

    await name.fill("");
    await name.press("Tab");
    await save.click();
    await page.getByText("O campo é obrigatório.", { exact: true }).waitFor();
    await name.fill(`${slider!.name} 2026`);
    await name.press("Tab");
    await save.click();
    await page.getByText("Os dados do banner foram atualizados.", { exact: true }).waitFor();
    await expect
      .poll(async () => (await catalogue<{ name: string }>("SELECT name FROM sliders WHERE id = $1", [slider!.id]))[0]!.name)
      .toBe(`${slider!.name} 2026`);

    // Put it back as seeded.
    await name.fill(slider!.name);
    await name.press("Tab");
    await save.click();
    await page.getByText("Guardado", { exact: true }).waitFor();
    await expect
      .poll(async () => (await catalogue<{ name: string }>("SELECT name FROM sliders WHERE id = $1", [slider!.id]))[0]!.name)
      .toBe(slider!.name);
  });
});
