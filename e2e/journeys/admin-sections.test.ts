/**
 * The admin sections (every administrator, a restricted one too; both markets): the ES table searched; a section
 * created with the live url preview ('1' appended when the name is taken), the section type error shown 4 s, the
 * parent rules (same type, level 0 or 1, choosing the chosen one again unselects it), the position's rule; edited with
 * the editor's feedback and the question before leaving; deleted after confirming, and a section with sub-sections
 * refused. A new active section is in the library at once for a franchisee. A restricted administrator lands on the
 * table; a PT administrator creates one. Every section made here is deleted again (other journeys read the seed).
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { catalogue, expectPath, expectScreenTitle, login, newPage } from "../support/portal.js";

const NAME = "Otoño E2E";
const SLUG = "otonoe2e";

type Row = { id: number; url: string; type: number; parent_id: number | null; level: number; pos: number; status: number };
const sectionRow = async (url: string, market = "ES") =>
  (await catalogue<Row>("SELECT id, url, type, parent_id, level, pos, status FROM sections WHERE market = $1 AND url = $2", [market, url]))[0];
const sectionId = async (market: string, url: string) =>
  (await catalogue<{ id: number }>("SELECT id FROM sections WHERE market = $1 AND url = $2", [market, url]))[0]!.id;

/** Picks an option of a Mantine Select (a combobox, its options in a listbox). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The options a Mantine Select offers (opened, read, closed again). */
async function options(page: Page, label: string): Promise<string[]> {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  const listbox = page.getByRole("listbox");
  await listbox.waitFor();
  const found = await listbox.getByRole("option").allInnerTexts();
  await page.keyboard.press("Escape");
  return found.map((text) => text.trim());
}

/** Deletes a section from the table after confirming; waits for its row to go. */
async function deleteFromTable(page: Page, path: string, labels: { search: string; delete: string; dialog: string; confirm: string }) {
  await page.getByRole("searchbox", { name: labels.search }).fill(path);
  const row = page.getByRole("table").locator("tbody tr").filter({ hasText: path });
  await row.first().waitFor();
  await row.first().getByRole("button", { name: labels.delete }).click();
  const dialog = page.getByRole("dialog", { name: labels.dialog });
  await dialog.getByRole("button", { name: labels.confirm, exact: true }).click();
  await dialog.waitFor({ state: "detached" });
  await row.first().waitFor({ state: "detached" });
}

const ES_DELETE = (path: string) => ({
  search: "Buscar por nombre o ruta",
  delete: `Eliminar la sección ${path}`,
  dialog: "Eliminar sección",
  confirm: "Eliminar",
});

describe("admin sections", () => {
  it("ES: an administrator searches the table, creates, edits and deletes a section with the form's rules", async () => {
    const total = (await catalogue<{ n: number }>("SELECT count(*)::int AS n FROM sections WHERE market = 'ES'"))[0]!.n;
    const page = await newPage("ES", { as: "admin@demo.es" });
    await page.goto("/admin/sections");
    await expectScreenTitle(page, "Secciones");
    const rows = page.getByRole("table", { name: "Secciones" }).locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(Math.min(total, 20));
    await expect.poll(() => page.getByText(`1–20 de ${total}`, { exact: true }).isVisible()).toBe(true);

    // Search by name or path; the address keeps it.
    await page.getByRole("searchbox", { name: "Buscar por nombre o ruta" }).fill("interior");
    await expect.poll(() => rows.count()).toBe(2); // Cartelería › Interior and its Menuboards (by path)
    expect(new URL(page.url()).searchParams.get("q")).toBe("interior");
    expect(await rows.first().locator("td").allInnerTexts()).toEqual(expect.arrayContaining(["Interior", "carteleria/interior", "Nacional", "1"]));

    // Create: no type yet (-1): the section type error, for 4 s.
    await page.getByRole("link", { name: "Nueva sección", exact: true }).click();
    await expectPath(page, "/admin/section/add");
    await expectScreenTitle(page, "Nueva sección");
    const save = page.getByRole("button", { name: "Guardar", exact: true });
    expect(await save.isDisabled()).toBe(true);
    const name = page.getByRole("textbox", { name: "Nombre", exact: true });
    // The url preview: the name lowercased, accents and spaces removed; a taken url gets '1'.
    await name.fill("Postres");
    await page.getByText("URL: postres1", { exact: true }).waitFor();
    await name.fill(NAME);
    await page.getByText(`URL: ${SLUG}`, { exact: true }).waitFor();
    await name.press("Tab");
    await save.click();
    const typeError = page.getByText("Elige el tipo de la sección.", { exact: true });
    await typeError.waitFor();
    const shown = Date.now();
    await typeError.waitFor({ state: "detached", timeout: 7_000 });
    expect(Date.now() - shown).toBeGreaterThan(3_000);
    expect(await catalogue("SELECT id FROM sections WHERE url = $1", [SLUG])).toEqual([]);

    // The parent: sections of the chosen type at level 0 or 1, by path; choosing the chosen one again unselects it.
    await choose(page, "Tipo", "Nacional");
    const parents = await options(page, "Sección padre");
    expect(parents).toEqual(expect.arrayContaining(["campanas", "campanas/hamburguesas", "carteleria/interior", "legal"]));
    expect(parents).not.toContain("campanas/hamburguesas/edicion-limitada"); // level 2
    expect(parents).not.toContain("colegios"); // local
    await choose(page, "Sección padre", "campanas/hamburguesas");
    await page.getByText(/La sección quedará en el nivel 2\.$/).waitFor();
    await choose(page, "Sección padre", "campanas/hamburguesas");
    expect(await page.getByRole("combobox", { name: "Sección padre", exact: true }).inputValue()).toBe("");
    await page.getByText(/La sección quedará en el nivel 0\.$/).waitFor();
    await choose(page, "Sección padre", "campanas");
    // Another type: the national parent is no choice any more.
    await choose(page, "Tipo", "Local");
    expect(await page.getByRole("combobox", { name: "Sección padre", exact: true }).inputValue()).toBe("");
    expect(await options(page, "Sección padre")).not.toContain("campanas");
    await choose(page, "Tipo", "Nacional");
    await choose(page, "Sección padre", "campanas");

    // The position: an integer from 0.
    const position = page.getByRole("textbox", { name: "Posición", exact: true });
    await position.fill("primera");
    await position.press("Tab");
    await save.click();
    await page.getByText("Introduce un número entero igual o mayor que 0.", { exact: true }).waitFor();
    await position.fill("5");
    await position.press("Tab");
    await save.click();

    // Saved: the form becomes the new section's edit form, with the save's feedback.
    await page.getByText("Los datos de la sección se han actualizado.", { exact: true }).waitFor();
    const created = await sectionRow(SLUG);
    expect(created).toEqual({
      id: expect.any(Number),
      url: SLUG,
      type: 1,
      parent_id: await sectionId("ES", "campanas"),
      level: 1,
      pos: 5,
      status: 1,
    });
    await expectPath(page, `/admin/section/${created!.id}`);
    await expectScreenTitle(page, "Editar sección");
    await page.getByText("Guardado", { exact: true }).waitFor();
    await expect.poll(() => save.isDisabled()).toBe(true);

    // A second section of that name: its url gets '1' (the preview says so before saving). Emptied again, nothing to keep.
    await page.goto("/admin/section/add");
    await name.fill(NAME);
    await page.getByText(`URL: ${SLUG}1`, { exact: true }).waitFor();
    await name.fill("");

    // Edit: renamed (a new url) and switched off.
    await page.goto(`/admin/section/${created!.id}`);
    await expect.poll(() => name.inputValue()).toBe(NAME);
    await page.getByText(`URL: ${SLUG}`, { exact: true }).waitFor();
    await name.fill(`${NAME} bis`);
    await page.getByText(`URL: ${SLUG}bis`, { exact: true }).waitFor();
    await page.getByRole("switch", { name: "Activo" }).uncheck({ force: true });
    await name.press("Tab");
    await save.click();
    await page.getByText("Los datos de la sección se han actualizado.", { exact: true }).waitFor();
    await expect.poll(async () => (await sectionRow(`${SLUG}bis`))?.status).toBe(0);
    expect((await sectionRow(`${SLUG}bis`))!.id).toBe(created!.id);

    // Leaving with unsaved changes asks first: stay, then leave without saving.
    await position.fill("7");
    await position.press("Tab");
    await page.getByRole("link", { name: "Volver", exact: true }).click();
    const leave = page.getByRole("dialog", { name: "Cambios sin guardar" });
    await leave.getByRole("button", { name: "Seguir editando", exact: true }).click();
    await leave.waitFor({ state: "detached" });
    expect(await position.inputValue()).toBe("7");
    await page.getByRole("link", { name: "Volver", exact: true }).click();
    await leave.getByRole("button", { name: "Salir sin guardar", exact: true }).click();
    await expectPath(page, "/admin/sections");
    expect((await sectionRow(`${SLUG}bis`))!.pos).toBe(5);

    // A section with sub-sections is not deleted: the reason, translated.
    await page.getByRole("searchbox", { name: "Buscar por nombre o ruta" }).fill("campanas");
    const campaigns = rows.filter({ has: page.getByRole("cell", { name: "campanas", exact: true }) });
    await campaigns.waitFor();
    await campaigns.getByRole("button", { name: "Eliminar la sección campanas", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Eliminar sección" });
    await dialog.getByRole("button", { name: "Eliminar", exact: true }).click();
    await page.getByText("No se puede eliminar: la sección tiene subsecciones. Elimínalas o muévelas antes.", { exact: true }).waitFor();
    expect(await catalogue("SELECT id FROM sections WHERE market = 'ES' AND url = 'campanas'")).toHaveLength(1);

    // Delete, after confirming.
    await deleteFromTable(page, `campanas/${SLUG}bis`, ES_DELETE(`campanas/${SLUG}bis`));
    expect(await catalogue("SELECT id FROM sections WHERE id = $1", [created!.id])).toEqual([]);
  });

  it("ES: a new active section is in the library at once for a franchisee (/nacional shows its category)", async () => {
    const franchisee = await newPage("ES", { as: "franquiciado@demo.es" });
    await franchisee.goto("/nacional");
    const categories = franchisee.getByRole("list", { name: "Categorías" });
    await categories.getByRole("link").first().waitFor();
    expect(await categories.getByRole("link", { name: "Verano E2E" }).count()).toBe(0);

    const admin = await newPage("ES", { as: "admin@demo.es" });
    await admin.goto("/admin/section/add");
    await admin.getByRole("textbox", { name: "Nombre", exact: true }).fill("Verano E2E");
    await choose(admin, "Tipo", "Nacional");
    await admin.getByRole("textbox", { name: "Posición", exact: true }).fill("0");
    await admin.getByRole("textbox", { name: "Posición", exact: true }).press("Tab");
    await admin.getByRole("button", { name: "Guardar", exact: true }).click();
    await admin.getByText("Los datos de la sección se han actualizado.", { exact: true }).waitFor();
    expect(await sectionRow("veranoe2e")).toMatchObject({ type: 1, level: 0, status: 1 });

    await franchisee.reload();
    await categories.getByRole("link", { name: "Verano E2E" }).waitFor();
    await categories.getByRole("link", { name: "Verano E2E" }).click();
    await expectPath(franchisee, "/nacional/veranoe2e");

    await admin.getByRole("link", { name: "Volver", exact: true }).click();
    await expectPath(admin, "/admin/sections");
    await deleteFromTable(admin, "veranoe2e", ES_DELETE("veranoe2e"));
    expect(await sectionRow("veranoe2e")).toBeUndefined();
  });

  it("a restricted administrator lands on the sections table and may open the form", async () => {
    const page = await newPage("ES");
    await login(page, "restringido@demo.es");
    await expectPath(page, "/admin/sections");
    await expectScreenTitle(page, "Secciones");
    await page.getByRole("table", { name: "Secciones" }).locator("tbody tr").first().waitFor();
    await page.getByRole("link", { name: "Nueva sección", exact: true }).click();
    await expectPath(page, "/admin/section/add");
    await page.getByRole("combobox", { name: "Tipo", exact: true }).waitFor();
  });

  it("PT: an administrator creates a section, in Portuguese, and deletes it", async () => {
    const page = await newPage("PT");
    await login(page, "admin@demo.pt");
    await expectPath(page, "/admin/resources");
    await page.goto("/admin/sections");
    await expectScreenTitle(page, "Secções");
    await page.getByRole("link", { name: "Nova secção", exact: true }).click();
    await expectPath(page, "/admin/section/add");
    await expectScreenTitle(page, "Nova secção");
    await page.getByRole("textbox", { name: "Nome", exact: true }).fill("Verão E2E pt");
    await page.getByText("URL: veraoe2ept", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await page.getByText("Escolha o tipo da secção.", { exact: true }).waitFor();
    await choose(page, "Tipo", "Local");
    await choose(page, "Secção-mãe", "eventos-locais");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await page.getByText("Os dados da secção foram atualizados.", { exact: true }).waitFor();
    const created = await sectionRow("veraoe2ept", "PT");
    expect(created).toEqual({
      id: expect.any(Number),
      url: "veraoe2ept",
      type: 2,
      parent_id: await sectionId("PT", "eventos-locais"),
      level: 1,
      pos: 0,
      status: 1,
    });
    await expectPath(page, `/admin/section/${created!.id}`);
    await expectScreenTitle(page, "Editar secção");

    await page.getByRole("link", { name: "Voltar", exact: true }).click();
    await expectPath(page, "/admin/sections");
    await deleteFromTable(page, "eventos-locais/veraoe2ept", {
      search: "Pesquisar por nome ou caminho",
      delete: "Eliminar a secção eventos-locais/veraoe2ept",
      dialog: "Eliminar secção",
      confirm: "Eliminar",
    });
    expect(await sectionRow("veraoe2ept", "PT")).toBeUndefined();
  });
});
