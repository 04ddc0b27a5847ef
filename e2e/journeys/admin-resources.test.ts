/**
 * The admin resources (administrators, both markets): an ES administrator creates a national poster (the required
 * fields' messages first) with a file and a thumbnail cropped in the browser, saves it, watches the upload queue send
 * both one at a time with their progress in the header until each says "uploaded successfully", finds the stored
 * 600×600 JPEG thumbnail and the file named after the slug, activates the new draft from the table's selection, and a
 * franchisee then finds it in the library. The administrator finally deletes it after confirming. A file of the wrong
 * type is refused as it is chosen (its first bytes), before the record is saved; the crop opens only for an image (by
 * its bytes) under the limit; an upload the catalogue fails waits in the queue with its message and a retry that
 * works. The list and the form have no accessibility violation.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../support/axe.js";
import { expectFits, PHONE, TABLET } from "../support/fit.js";
import { png } from "../support/images.js";
import { RESOURCE_THUMBNAIL } from "@portal/schema";
import {
  catalogue,
  catalogueFault,
  changeCatalogue,
  clearCatalogueFaults,
  expectPath,
  expectScreenTitle,
  newPage,
  settle,
} from "../support/portal.js";

const NAME = "Cartel del recorrido e2e";
const SLUG = "carteldelrecorridoe2e";

/** A real PNG of one colour (an image to crop: not square). */
const photo = () => png(800, 500, [30, 120, 60]);

/** A PDF of about `bytes` (a comment pads it): large enough for the browser to report its upload's progress. */
function pdf(bytes = 3 * 1024 * 1024): Buffer {
  const head = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n", "latin1");
  const tail = Buffer.from("\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n", "latin1");
  return Buffer.concat([head, Buffer.from(`%${"x".repeat(bytes)}`, "latin1"), tail]);
}

/** The width and height of a JPEG, from its first frame header. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  for (let at = 2; at + 9 < bytes.length;) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc3) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return null;
}

/** Every text the header's upload badge shows from now on (recorded in the page). */
async function recordBadge(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { badgeTexts: string[] }).badgeTexts = seen;
    const badge = document.querySelector('[data-testid="upload-badge"]')!;
    new MutationObserver(() => seen.push(badge.textContent ?? "")).observe(badge, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { badgeTexts: string[] }).badgeTexts);
}

const axe = async (page: Page) => {
  await settle(page);
  return (await axeViolations(page)).map((v) => `${page.url()} ${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 4).join("\n    ")}`);
};

describe("admin resources", () => {
  it("ES: an administrator creates a resource with a cropped thumbnail and a file, the queue sends them, a franchisee finds it", async () => {
    const page = await newPage("ES", { as: "admin@demo.es" });
    await page.goto("/admin/resources");
    await expectScreenTitle(page, "Recursos");
    const table = page.getByRole("table", { name: "Recursos" });
    await expect.poll(() => table.locator("tbody tr").count()).toBe(10);
    expect(await axe(page)).toEqual([]);

    // On a phone the administration menu is a drawer, folded at start; the menu button opens it, Escape folds it (the
    // focus back on the button), a link folds it too.
    await page.setViewportSize(PHONE);
    const burger = page.getByRole("button", { name: "Abrir o cerrar el menú", exact: true });
    const drawer = page.locator("#admin-navbar");
    await expect.poll(() => drawer.evaluate((nav) => (nav as HTMLElement).inert)).toBe(true);
    expect(await burger.getAttribute("aria-expanded")).toBe("false");
    await expectFits(page, "admin resources");
    await burger.click();
    await expect.poll(() => drawer.evaluate((nav) => (nav as HTMLElement).inert)).toBe(false);
    await page.keyboard.press("Escape");
    await expect.poll(() => drawer.evaluate((nav) => (nav as HTMLElement).inert)).toBe(true);
    expect(await burger.evaluate((el) => el === document.activeElement)).toBe(true);
    await burger.click();
    await drawer.getByRole("link", { name: "Usuarios", exact: true }).click();
    await expectPath(page, "/admin/users");
    await expect.poll(() => drawer.evaluate((nav) => (nav as HTMLElement).inert)).toBe(true);
    await page.getByRole("link", { name: "Nuevo usuario", exact: true }).waitFor();
    await expectFits(page, "admin users");
    await page.setViewportSize(TABLET);
    await expectFits(page, "admin users");
    await page.goto("/admin/resources");
    await expect.poll(() => table.locator("tbody tr").count()).toBe(10);
    await expectFits(page, "admin resources");
    await page.setViewportSize({ width: 1280, height: 800 });

    // Create: the required fields first.
    await page.getByRole("link", { name: "Nuevo recurso", exact: true }).click();
    await expectPath(page, "/admin/resources/add");
    await expectScreenTitle(page, "Nuevo recurso");
    const save = page.getByRole("button", { name: "Guardar", exact: true });
    expect(await save.isDisabled()).toBe(true);
    expect(await axe(page)).toEqual([]);
    const name = page.getByRole("textbox", { name: "Nombre", exact: true });
    await name.fill(" ");
    await name.press("Tab");
    await save.click();
    await page.getByText("Elige al menos una sección.", { exact: true }).waitFor();
    expect(await page.getByText("Este campo es obligatorio.", { exact: true }).count()).toBe(2); // name, category

    await name.fill(NAME);
    await page.getByText(`URL: ${SLUG} (se añade _1, _2… si ya existe)`, { exact: true }).waitFor();
    const choose = async (label: string, option: string) => {
      await page.getByRole("combobox", { name: label, exact: true }).click();
      await page.getByRole("option", { name: option, exact: true }).click();
    };
    await choose("Categoría", "Nacional");
    await choose("Tipo de pieza", "Cartel");
    await choose("Idioma", "Castellano");
    // The category picker pages 10 rows (spec 1 §9): the national tree, in tree order.
    const [national] = await catalogue<{ count: number }>("SELECT count(*)::int AS count FROM sections WHERE market = 'ES' AND type = 1");
    const nationalSections = national!.count;
    expect(nationalSections).toBeGreaterThan(10);
    const sectionBoxes = page.getByRole("group", { name: "Secciones", exact: true }).getByRole("checkbox");
    await expect.poll(() => sectionBoxes.count()).toBe(10);
    await page.getByText(`1–10 de ${nationalSections}`, { exact: true }).waitFor();
    await page.getByRole("button", { name: "Página 2", exact: true }).click();
    await expect.poll(() => sectionBoxes.count()).toBe(Math.min(10, nationalSections - 10));
    await page.getByText(`11–${Math.min(20, nationalSections)} de ${nationalSections}`, { exact: true }).waitFor();
    await page.getByRole("button", { name: "Página 1", exact: true }).click();
    await page.getByRole("checkbox", { name: "Hamburguesas", exact: true }).check();
    const tags = page.getByRole("combobox", { name: "Etiquetas", exact: true });
    await tags.fill("otoño");
    await tags.press("Enter");
    await tags.fill("e2e|");
    await tags.press("Enter");
    await page.getByRole("switch", { name: "Presupuestable" }).check({ force: true });

    // The file, then the thumbnail, cropped to a square in the browser.
    await page
      .locator('input[type="file"][accept*="application/pdf"]')
      .setInputFiles({ name: "cartel original.pdf", mimeType: "application/pdf", buffer: pdf() });
    await page.getByText("cartel original.pdf (se subirá al guardar)", { exact: true }).waitFor();
    await page
      .locator('input[type="file"][accept="image/jpeg,image/png,image/webp"]')
      .setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: photo() });
    const crop = page.getByRole("dialog", { name: "Recortar la miniatura" });
    await crop.waitFor();
    await crop.getByRole("button", { name: "Usar este recorte", exact: true }).click();
    await page.getByRole("img", { name: "Miniatura recortada, se subirá al guardar" }).waitFor();

    // Saved: the record first (a draft), then the queue sends the file and the thumbnail one at a time.
    const badgeTexts = await recordBadge(page);
    await save.click();
    await page.getByText("Los datos del recurso se han actualizado.", { exact: true }).waitFor();
    const [created] = await catalogue<{ id: number; url: string; status: number; budget: number; tags: string }>(
      "SELECT id, url, status, budget, tags FROM resources WHERE market = 'ES' AND name = $1",
      [NAME],
    );
    expect(created).toEqual({ id: expect.any(Number), url: SLUG, status: 2, budget: 1, tags: "otoño|e2e" });
    await expectPath(page, `/admin/resources/${created!.id}`);
    await expectScreenTitle(page, "Editar recurso");
    const queue = page.getByRole("region", { name: "Subidas" });
    await expect
      .poll(() => queue.locator("li").evaluateAll((items) => items.map((i) => i.getAttribute("data-upload-state"))), { timeout: 30_000 })
      .toEqual(["done", "done"]);
    expect(await queue.getByText("Subido correctamente", { exact: true }).count()).toBe(2);
    // The header showed the uploads waiting and the browser's progress of the one being sent, then none.
    const shown = await badgeTexts();
    expect(
      shown.some((text) => /^[12] · \d{1,2}%$/.test(text)),
      shown.join(", "),
    ).toBe(true);
    await expect.poll(() => page.getByTestId("upload-badge").textContent()).toBe("0");

    const [stored] = await catalogue<{ file: string; file_name: string; thumb: string }>(
      "SELECT file, file_name, thumb FROM resources WHERE id = $1",
      [created!.id],
    );
    expect(stored).toEqual({ file: `resources/${SLUG}.pdf`, file_name: `${SLUG}.pdf`, thumb: `thumbs/${SLUG}.jpg` });
    // The thumbnail is the browser's crop: a 600×600 JPEG.
    const thumbnail = page.getByRole("img", { name: "Miniatura del recurso" });
    await thumbnail.waitFor();
    const bytes = await page.evaluate(
      async (src) => Array.from(new Uint8Array(await (await fetch(src)).arrayBuffer())),
      (await thumbnail.getAttribute("src"))!,
    );
    expect(jpegSize(Buffer.from(bytes))).toEqual({ width: 600, height: 600 });
    expect(await axe(page)).toEqual([]);

    // A draft: activated from the table's selection.
    await page.getByRole("link", { name: "Volver", exact: true }).click();
    await expectPath(page, "/admin/resources");
    const row = table.locator("tbody tr").filter({ hasText: NAME });
    await row.waitFor();
    await row.getByText("Borrador", { exact: true }).waitFor();
    await row.getByRole("checkbox", { name: `Seleccionar el recurso ${NAME}` }).check();
    await page.getByText("1 seleccionado", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Activar", exact: true }).click();
    await row.getByText("Activo", { exact: true }).waitFor();
    expect((await catalogue<{ status: number }>("SELECT status FROM resources WHERE id = $1", [created!.id]))[0]!.status).toBe(1);

    // A franchisee finds it in the library's category and opens it.
    const franchisee = await newPage("ES", { as: "franquiciado@demo.es" });
    await franchisee.goto("/nacional/hamburguesas");
    const card = franchisee.getByRole("link", { name: NAME, exact: true });
    await card.first().waitFor();
    await card.first().click();
    await expectPath(franchisee, `/nacional/hamburguesas/${SLUG}`);
    await franchisee.getByRole("heading", { level: 1, name: NAME }).waitFor();

    // Deactivating asks first: cancelled, nothing changes; confirmed, it is inactive.
    const select = row.getByRole("checkbox", { name: `Seleccionar el recurso ${NAME}` });
    await select.check();
    await page.getByRole("button", { name: "Desactivar", exact: true }).click();
    const ask = page.getByRole("dialog", { name: "Desactivar recursos" });
    await ask.getByText("¿Desactivar el recurso seleccionado? Dejará de verse en la biblioteca.", { exact: true }).waitFor();
    await ask.getByRole("button", { name: "Cancelar", exact: true }).click();
    await ask.waitFor({ state: "detached" });
    expect((await catalogue<{ status: number }>("SELECT status FROM resources WHERE id = $1", [created!.id]))[0]!.status).toBe(1);
    await page.getByRole("button", { name: "Desactivar", exact: true }).click();
    await ask.getByRole("button", { name: "Desactivar", exact: true }).click();
    await row.getByText("Inactivo", { exact: true }).waitFor();
    expect((await catalogue<{ status: number }>("SELECT status FROM resources WHERE id = $1", [created!.id]))[0]!.status).toBe(0);

    // Deleted after confirming: gone from the table and the catalogue.
    await row.getByRole("button", { name: `Eliminar el recurso ${NAME}`, exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "Eliminar recurso" });
    await confirm.getByRole("button", { name: "Eliminar", exact: true }).click();
    await expect.poll(() => row.count()).toBe(0);
    expect(await catalogue("SELECT id FROM resources WHERE id = $1", [created!.id])).toEqual([]);
    // Two browsers, a 3 MB upload and four axe runs: slower than one screen's journey on a busy machine.
  }, 120_000);

  it("ES: a wrong file is refused as it is chosen, before any save; the crop opens only for an image under the limit; a failed upload waits with a retry that works", async () => {
    const [made] = await changeCatalogue<{ id: number }>(
      `INSERT INTO resources (market, lang, name, url, category, status, tags) VALUES ('ES', 'CAST', 'Práctica de subida rechazada', 'practicadesubidarechazada', 5, 2, '')
       RETURNING id`,
    );
    await changeCatalogue(
      "INSERT INTO resource_sections (resource_id, section_id, pos) SELECT $1, id, 0 FROM sections WHERE market = 'ES' AND type = 5 ORDER BY id LIMIT 1",
      [made!.id],
    );
    try {
      const page = await newPage("ES", { as: "restringido@demo.es" });
      await page.goto(`/admin/resources/${made!.id}`);
      await expectScreenTitle(page, "Editar recurso");
      const save = page.getByRole("button", { name: "Guardar", exact: true });
      const fileInput = page.locator('input[type="file"][accept*="application/pdf"]');
      const imageInput = page.locator('input[type="file"][accept="image/jpeg,image/png,image/webp"]');
      const crop = page.getByRole("dialog", { name: "Recortar la miniatura" });

      // A text file named .pdf: the browser reads its first bytes and refuses it; nothing waits to be sent or saved.
      await fileInput.setInputFiles({ name: "falso.pdf", mimeType: "application/pdf", buffer: Buffer.from("not a pdf at all, only some words") });
      await page.getByRole("alert").getByText("El archivo debe ser PDF, imagen, vídeo MP4 o ZIP.", { exact: true }).waitFor();
      expect(await page.getByTestId("resource-file").textContent()).toBe("Sin archivo");
      expect(await save.isDisabled()).toBe(true);

      // The thumbnail: a text file named .png, then a real PNG past the limit: refused, the crop never opens.
      await imageInput.setInputFiles({ name: "falsa.png", mimeType: "image/png", buffer: Buffer.from("only words, no image") });
      await page.getByRole("alert").getByText("La miniatura debe ser JPEG, PNG o WebP.", { exact: true }).waitFor();
      const huge = Buffer.concat([png(40, 40, [200, 30, 30]), Buffer.alloc(RESOURCE_THUMBNAIL.sourceMaxBytes)]);
      await imageInput.setInputFiles({ name: "enorme.png", mimeType: "image/png", buffer: huge }, { timeout: 30_000 }); // 10 MB to the browser
      await page.getByRole("alert").getByText("La imagen supera los 10 MB.", { exact: true }).waitFor();
      await page.waitForTimeout(300);
      expect(await crop.count()).toBe(0);
      expect(await save.isDisabled()).toBe(true);
      expect(await catalogue("SELECT file, thumb FROM resources WHERE id = $1", [made!.id])).toEqual([{ file: null, thumb: null }]);

      // A real PDF is kept; the catalogue fails its upload: the queue says so with a retry, which works once it is back.
      await catalogueFault({ match: "^admin/resource/upload$", mode: "fail", seconds: 60 });
      try {
        await fileInput.setInputFiles({ name: "guia.pdf", mimeType: "application/pdf", buffer: pdf(64 * 1024) });
        await page.getByText("guia.pdf (se subirá al guardar)", { exact: true }).waitFor();
        await save.click();
        const queue = page.getByRole("region", { name: "Subidas" });
        await queue
          .getByText("El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.", { exact: true })
          .waitFor({ timeout: 20_000 });
        expect((await catalogue<{ file: string | null }>("SELECT file FROM resources WHERE id = $1", [made!.id]))[0]!.file).toBeNull();
      } finally {
        await clearCatalogueFaults();
      }
      const queue = page.getByRole("region", { name: "Subidas" });
      await queue.getByRole("button", { name: "Reintentar", exact: true }).click();
      await queue.getByText("Subido correctamente", { exact: true }).waitFor({ timeout: 20_000 });
      expect((await catalogue<{ file: string | null }>("SELECT file FROM resources WHERE id = $1", [made!.id]))[0]!.file).toBe(
        "resources/practicadesubidarechazada.pdf",
      );
    } finally {
      await changeCatalogue("DELETE FROM resources WHERE id = $1", [made!.id]);
    }
    // A 10 MB image sent to the browser and an upload failed then retried, on a busy machine.
  }, 120_000);

  it("PT: the form offers Portuguese only, in Portuguese; the list and the form have no violation", async () => {
    const page = await newPage("PT", { as: "admin@demo.pt" });
    await page.goto("/admin/resources");
    await expectScreenTitle(page, "Recursos");
    await page.getByRole("table", { name: "Recursos" }).locator("tbody tr").first().waitFor();
    expect(await axe(page)).toEqual([]);
    for (const viewport of [PHONE, TABLET]) {
      await page.setViewportSize(viewport);
      await expectFits(page, "admin resources");
    }
    await page.goto("/admin/resources/add");
    await expectScreenTitle(page, "Novo recurso");
    await page.getByRole("combobox", { name: "Categoria", exact: true }).waitFor();
    await expectFits(page, "new resource");
    await page.setViewportSize(PHONE);
    await expectFits(page, "new resource");
    await page.getByRole("combobox", { name: "Categoria", exact: true }).click();
    await page.getByRole("option", { name: "Local", exact: true }).click();
    await page.getByRole("combobox", { name: "Idioma", exact: true }).click();
    expect(await page.getByRole("listbox").getByRole("option").allInnerTexts()).toEqual(["Português"]);
    await page.keyboard.press("Escape");
    // The budget switch shows for national and local pieces only.
    await page.getByRole("switch", { name: "Orçamentável" }).waitFor();
    await page.getByRole("combobox", { name: "Categoria", exact: true }).click();
    await page.getByRole("option", { name: "Toolkit", exact: true }).click();
    await expect.poll(() => page.getByRole("switch", { name: "Orçamentável" }).count()).toBe(0);
    expect(await page.getByRole("combobox", { name: "Idioma", exact: true }).count()).toBe(0);
    expect(await axe(page)).toEqual([]);
  }, 60_000);
});
