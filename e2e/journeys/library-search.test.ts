/**
 * Resource library search (issue "Resource library and home"; spec 1 §2): the header's box in ES and PT, a typo, the
 * facets and the back button, proposals picked with the keyboard, Catalan resources in a Catalan session, the filters
 * on a phone, and nothing for nonsense. The browse, short link, downloads and drafts are in library.test.ts.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../support/axe.js";
import { expectFits, PHONE } from "../support/fit.js";
import { expectPath, login, newPage, openUserMenu } from "../support/portal.js";
import { cardNames, expectHeading, searchResults } from "../support/library.js";

const ES_USER = "consultor@demo.es";
const PT_USER = "consultor@demo.pt";

/** Types into the header's search box, opens its first proposal with ↓ and Enter, and lands on its page. */
async function pickSuggestion(page: Page, label: string, text: string): Promise<void> {
  const box = page.getByRole("banner").getByRole("combobox", { name: label, exact: true });
  await box.fill(text);
  const first = page.getByRole("listbox").getByRole("option").first();
  await first.waitFor();
  await box.press("ArrowDown");
  expect(await box.getAttribute("aria-activedescendant")).toBe(await first.getAttribute("id"));
  const chosen = (await first.innerText()).split("\n")[0]!;
  await box.press("Enter");
  await expectHeading(page, chosen);
}

describe("resource library: search", () => {
  async function search(page: Page, label: string, text: string): Promise<void> {
    const box = page.getByRole("banner").getByRole("combobox", { name: label, exact: true });
    await box.fill(text);
    await box.press("Enter");
  }

  /** The count a facet's checkbox shows in its name ("PDF (3)"), and the checkbox. */
  async function facet(page: Page, group: string, value: string) {
    const box = page
      .getByRole("group", { name: group, exact: true })
      .getByRole("checkbox", { name: new RegExp(`^${value} \\(\\d+\\)$`) })
      .first();
    const name = (await box.getAttribute("aria-label")) ?? (await box.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? ""));
    return { box, count: Number(/\((\d+)\)$/.exec(name)?.[1]) };
  }
  const sorted = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b));
  /**
   * Two facets with the filters open: the PDF format, then the first value of the first group still offered (a group
   * with one value left is not shown), each count being the results it gives; then the format's chip takes the format
   * off again (the other stays).
   */
  async function twoFacets(page: Page, texts: { format: string; others: string[]; results: (count: number) => string; remove: string }) {
    const pdf = await facet(page, texts.format, "PDF");
    await pdf.box.click();
    await page.getByText(texts.results(pdf.count), { exact: true }).waitFor();
    const params = () => [...new URL(page.url()).searchParams.keys()].sort();
    const before = params();
    let group: string | undefined;
    for (const title of texts.others) if (await page.getByRole("group", { name: title, exact: true }).count()) group = group ?? title;
    expect(group, `one of ${texts.others.join(", ")} is offered`).toBeDefined();
    const second = await facet(page, group!, "[^(]+");
    await second.box.click();
    await page.getByText(texts.results(second.count), { exact: true }).waitFor();
    expect(params().length).toBe(before.length + 1);
    await page.getByRole("button", { name: texts.remove, exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("format")).toBeNull();
    expect(params().length).toBe(before.length);
  }

  it("ES: a typo in the header box finds the resources; two facets narrow them, the back button undoes one; by date; nonsense finds nothing", async () => {
    const page = await newPage("ES", { as: ES_USER });
    await page.goto("/orders");
    await expectHeading(page, "Mis pedidos");

    const expected = await searchResults("ES", "CAST", "bacon");
    expect(expected.length).toBeGreaterThan(1);
    await search(page, "Buscar recursos", "  bacom ");
    await expectPath(page, "/search?s=bacom");
    await expectHeading(page, "Búsqueda");
    await page.getByText(`${expected.length} resultados para «bacom»`, { exact: true }).waitFor();
    const results = page.getByRole("list", { name: "Resultados de «bacom»", exact: true });
    expect(sorted(await cardNames(results))).toEqual(sorted(expected));

    // Two facets: each count is what choosing it gives; the address keeps them; a chip removes one.
    const pdf = await facet(page, "Formato", "PDF");
    await pdf.box.click();
    await expectPath(page, "/search?s=bacom&format=PDF");
    await page.getByText(`${pdf.count} ${pdf.count === 1 ? "resultado" : "resultados"} para «bacom»`, { exact: true }).waitFor();
    const catalan = await facet(page, "Idioma", "Català");
    await catalan.box.click();
    await expectPath(page, "/search?s=bacom&format=PDF&lang=CAT");
    await page.getByText(`${catalan.count} ${catalan.count === 1 ? "resultado" : "resultados"} para «bacom»`, { exact: true }).waitFor();
    await expect.poll(async () => (await cardNames(results)).every((name) => /Cartell|xarxes/.test(name))).toBe(true);
    await page.getByRole("button", { name: "Quitar el filtro PDF", exact: true }).waitFor();
    await page.goBack();
    await expectPath(page, "/search?s=bacom&format=PDF");
    await page.getByText(`${pdf.count} ${pdf.count === 1 ? "resultado" : "resultados"} para «bacom»`, { exact: true }).waitFor();
    await page.getByRole("button", { name: "Quitar el filtro PDF", exact: true }).click();
    await expectPath(page, "/search?s=bacom");

    // By date: the newest first, as the catalogue dates them.
    await page.getByRole("combobox", { name: "Ordenar por", exact: true }).selectOption("DATE");
    await expectPath(page, "/search?s=bacom&sort=DATE");
    await expect.poll(() => cardNames(results)).toEqual(expected);
    expect(await axeViolations(page)).toEqual([]);

    await search(page, "Buscar recursos", "xqzwv nada");
    await expectPath(page, "/search?s=xqzwv+nada");
    await page.getByText("No hay recursos que coincidan con la búsqueda.", { exact: true }).waitFor();
    expect(await page.getByRole("article").count()).toBe(0);
  });

  it("ES: the header box proposes categories and resources from two letters; the keyboard picks one", async () => {
    const page = await newPage("ES", { as: ES_USER });
    await page.goto("/orders");
    await expectHeading(page, "Mis pedidos");
    const box = page.getByRole("banner").getByRole("combobox", { name: "Buscar recursos", exact: true });
    await box.fill("desay");
    const list = page.getByRole("listbox");
    await list.getByRole("option").first().waitFor();
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    const options = await list.getByRole("option").allInnerTexts();
    expect(
      options.some((o) => o.startsWith("Desayunos") && o.includes("Categoría")),
      options.join(" | "),
    ).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // ↓ twice then ↑ lands on the first; Escape folds; ↓ opens again; Enter opens the option chosen.
    await box.press("ArrowDown");
    await box.press("ArrowDown");
    await box.press("ArrowUp");
    const first = list.getByRole("option").first();
    expect(await first.getAttribute("aria-selected")).toBe("true");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await first.getAttribute("id"));
    await box.press("Escape");
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    await box.press("ArrowDown");
    const chosen = (await list.getByRole("option").first().innerText()).split("\n")[0];
    await box.press("Enter");
    await expectHeading(page, chosen);
  });

  it("ES: in a Catalan session the search finds the Catalan resources (accents ignored); on a phone the filters fold, two of them narrow the results and a proposal is picked with the keys", async () => {
    const page = await newPage("ES");
    await login(page, ES_USER);
    await expectPath(page, "/");
    const menu = await openUserMenu(page, "Elena Castro Vidal");
    await menu.getByRole("button", { name: "Català", exact: true }).click();
    await expectHeading(page, "Inici");

    const expected = await searchResults("ES", "CAT", "tofona");
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.every((name) => name.includes("Tòfona"))).toBe(true);
    await search(page, "Cerca recursos", "tofona");
    await expectPath(page, "/search?s=tofona");
    await expectHeading(page, "Cerca");
    await page.getByText(`${expected.length} ${expected.length === 1 ? "resultat" : "resultats"} per a «tofona»`, { exact: true }).waitFor();
    expect(sorted(await cardNames(page.getByRole("list", { name: "Resultats de «tofona»", exact: true })))).toEqual(sorted(expected));

    await page.setViewportSize(PHONE);
    const show = page.getByRole("button", { name: "Mostrar filtres", exact: true });
    await show.click();
    await page.getByRole("group", { name: "Format", exact: true }).waitFor();
    await expectFits(page, "/search (Catalan, filters open)");
    await twoFacets(page, {
      format: "Format",
      others: ["Tipus de peça", "Categoria", "Àrea", "Idioma"],
      results: (count) => `${count} ${count === 1 ? "resultat" : "resultats"} per a «tofona»`,
      remove: "Treure el filtre PDF",
    });
    // The header's search proposes in Catalan too (on a phone, behind its button); ↓ and Enter open the first proposal.
    await page.getByRole("banner").getByRole("button", { name: "Cerca recursos", exact: true }).click();
    await pickSuggestion(page, "Cerca recursos", "tofo");
  });

  it("PT: on a phone, a typo finds the Portuguese resources, two facets narrow them and a proposal of the header's search is picked with the keys", async () => {
    const page = await newPage("PT", { as: PT_USER, phone: true });
    const expected = await searchResults("PT", "PT", "bacon");
    expect(expected.length).toBeGreaterThan(0);
    await page.goto("/search?s=bacom");
    await page.getByText(`${expected.length} ${expected.length === 1 ? "resultado" : "resultados"} para «bacom»`, { exact: true }).waitFor();
    expect(sorted(await cardNames(page.getByRole("list", { name: "Resultados de «bacom»", exact: true })))).toEqual(sorted(expected));
    await expectFits(page, "/search (PT)");
    await page.getByRole("button", { name: "Mostrar filtros", exact: true }).tap();
    await twoFacets(page, {
      format: "Formato",
      others: ["Tipo de peça", "Categoria", "Área", "Idioma"],
      results: (count) => `${count} ${count === 1 ? "resultado" : "resultados"} para «bacom»`,
      remove: "Remover o filtro PDF",
    });
    // On a phone the header's search is a button that opens the box; its proposals are picked with the keys as well.
    await page.getByRole("banner").getByRole("button", { name: "Pesquisar recursos", exact: true }).tap();
    await pickSuggestion(page, "Pesquisar recursos", "baco");
  });
});
