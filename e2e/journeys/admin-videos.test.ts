/**
 * The first admin table (ES videos): search, page size, create with the shared rules' messages, edit, delete with a
 * confirmation; PT has no videos screen. The video it makes starts in 2099, so no home in another journey shows it.
 */
import { describe, expect, it } from "vitest";
import { catalogue, expectPath, expectScreenTitle, login, newPage } from "../support/portal.js";

const VIDEO_URL = "https://vimeo.com/20990101";

describe("admin videos", () => {
  it("ES: an administrator searches the table, creates, edits and deletes a video", async () => {
    const page = await newPage("ES", { as: "admin@demo.es" });
    await page.goto("/admin/videos");
    await expectScreenTitle(page, "Vídeos");
    const table = page.getByRole("table", { name: "Vídeos" });
    const rows = table.locator("tbody tr");
    const seeded = await catalogue<{ url: string }>("SELECT url FROM videos WHERE market = 'ES' ORDER BY id DESC");
    await expect.poll(() => rows.count()).toBe(seeded.length);
    await expect.poll(() => page.getByText(`1–${seeded.length} de ${seeded.length}`, { exact: true }).isVisible()).toBe(true);

    // Search waits for a pause in typing, then asks the server; the address keeps it.
    await page.getByRole("searchbox", { name: "Buscar por URL" }).fill("vimeo");
    await expect.poll(() => rows.count()).toBe(seeded.filter((v) => v.url.includes("vimeo")).length);
    expect(new URL(page.url()).searchParams.get("q")).toBe("vimeo");
    await page.getByRole("searchbox", { name: "Buscar por URL" }).fill("");
    await expect.poll(() => rows.count()).toBe(seeded.length);
    await page.getByRole("combobox", { name: "Filas por página" }).selectOption("all");
    expect(new URL(page.url()).searchParams.get("size")).toBe("all");

    // Create: the shared rules speak first, in the interface language.
    await page.getByRole("link", { name: "Nuevo vídeo", exact: true }).click();
    await expectPath(page, "/admin/videos/add");
    await expectScreenTitle(page, "Nuevo vídeo");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await page.getByText("Este campo es obligatorio.", { exact: true }).waitFor();
    // Only YouTube, Vimeo or a video file: the shared rule's translated message.
    await page.getByRole("textbox", { name: "URL" }).fill("not a url");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await page
      .getByText(
        "Introduce un enlace de YouTube o Vimeo, o la dirección o ruta de un archivo de vídeo (.mp4, .webm…), de 500 caracteres como máximo.",
        {
          exact: true,
        },
      )
      .waitFor();
    expect(await catalogue("SELECT id FROM videos WHERE url = 'not a url'")).toEqual([]);
    await page.getByRole("textbox", { name: "URL" }).fill(VIDEO_URL);
    await page.getByRole("textbox", { name: "Inicio" }).fill("10/01/2099");
    await page.getByRole("textbox", { name: "Inicio" }).press("Tab");
    await page.getByRole("textbox", { name: "Fin" }).fill("01/01/2099");
    await page.getByRole("textbox", { name: "Fin" }).press("Tab");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await page.getByText("La fecha de fin no puede ser anterior a la de inicio.", { exact: true }).waitFor();
    await page.getByRole("textbox", { name: "Fin" }).fill("31/01/2099");
    await page.getByRole("textbox", { name: "Fin" }).press("Tab");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expectPath(page, "/admin/videos");
    const [created] = await catalogue<{ id: number; status: number; start_date: string; end_date: string }>(
      "SELECT id, status, to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date FROM videos WHERE url = $1",
      [VIDEO_URL],
    );
    expect(created).toEqual({ id: expect.any(Number), status: 1, start_date: "2099-01-10", end_date: "2099-01-31" });
    const row = rows.filter({ hasText: VIDEO_URL });
    await row.waitFor();
    expect(await row.locator("td").allInnerTexts()).toEqual(expect.arrayContaining([VIDEO_URL, "10/01/2099", "31/01/2099"]));

    // Edit: switch it off.
    await row.getByRole("link", { name: `Editar el vídeo ${VIDEO_URL}` }).click();
    await expectPath(page, `/admin/videos/${created.id}`);
    await expectScreenTitle(page, "Editar vídeo");
    await expect.poll(() => page.getByRole("textbox", { name: "URL" }).inputValue()).toBe(VIDEO_URL);
    await page.getByRole("switch", { name: "Activo" }).uncheck({ force: true });
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expectPath(page, "/admin/videos");
    await expect.poll(async () => (await catalogue<{ status: number }>("SELECT status FROM videos WHERE id = $1", [created.id]))[0]?.status).toBe(0);
    await row.getByRole("img", { name: "Inactivo" }).waitFor();

    // Delete, after confirming.
    await row.getByRole("button", { name: `Eliminar el vídeo ${VIDEO_URL}` }).click();
    const dialog = page.getByRole("dialog", { name: "Eliminar vídeo" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Eliminar", exact: true }).click();
    await row.waitFor({ state: "detached" });
    expect(await catalogue("SELECT id FROM videos WHERE id = $1", [created.id])).toEqual([]);
  });

  it("PT: there is no videos screen; an administrator lands on the resources list", async () => {
    const page = await newPage("PT");
    await login(page, "admin@demo.pt");
    await expectPath(page, "/admin/resources");
    await page.goto("/admin/videos");
    await expectPath(page, "/admin/resources");
  });
});
