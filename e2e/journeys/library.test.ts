/**
 * Resource library (issue "Resource library and home"; spec 1 §2 file list and file detail), ES and PT,
 * compared with the catalogue's data:
 *
 * - browse: /nacional → a category card → a category of the side navigation → a resource card →
 *   /nacional/{category}/{resource} (name, type, reference, language, file, download) → back;
 * - the short link: focusing the URL box copies /r/{id}/{userId}, 'copied' shows for ~3 s; the link
 *   redirects (on the server) to the resource's detail route;
 * - downloads: the file's bytes and name, counted by the catalogue;
 * - (the search from the header box: library-search.test.ts).
 *
 * Pages that only read share one sign-in per market (consultants); the Catalan search signs in on its own.
 */
import { describe, expect, it } from "vitest";
import type { Page, Request, Response } from "playwright-core";
import { catalogue, expectPath, type Market, newPage, newTab, origin, portalUrl, userId } from "../support/portal.js";
import {
  cardNames,
  countFor,
  expectHeading,
  detailFacts,
  download,
  firstResourceIn,
  resource,
  sectionResources,
  topSections,
  type Lang,
  type ResourceRow,
} from "../support/library.js";

const ES_USER = "consultor@demo.es";
const PT_USER = "consultor@demo.pt";

/** Texts of the library screens per market's language. */
const T = {
  ES: {
    area: "Nacional",
    categories: "Categorías",
    nav: "Secciones de Nacional",
    list: (name: string) => `Recursos de ${name}`,
    count: (n: number) => `${n} ${n === 1 ? "recurso" : "recursos"}`,
    back: (name: string) => `Volver a ${name}`,
    download: (name: string) => `Descargar ${name}`,
    facts: { type: "Tipo de pieza", reference: "Referencia", language: "Idioma", file: "Archivo", format: "Formato", size: "Tamaño" },
    preview: (name: string) => `Vista previa de ${name}`,
    locale: "es-ES",
    link: "Enlace para compartir",
    copied: "Enlace copiado",
  },
  PT: {
    area: "Nacional",
    categories: "Categorias",
    nav: "Secções de Nacional",
    list: (name: string) => `Recursos de ${name}`,
    count: (n: number) => `${n} ${n === 1 ? "recurso" : "recursos"}`,
    back: (name: string) => `Voltar a ${name}`,
    download: (name: string) => `Transferir ${name}`,
    facts: { type: "Tipo de peça", reference: "Referência", language: "Idioma", file: "Ficheiro", format: "Formato", size: "Tamanho" },
    preview: (name: string) => `Pré-visualização de ${name}`,
    locale: "pt-PT",
    link: "Ligação para partilhar",
    copied: "Ligação copiada",
  },
} as const;

const LANGUAGE_NAMES: Record<Lang, string> = { CAST: "Castellano", CAT: "Català", PT: "Português" };

/** The journey's path through each market's national area: a top category, one of its leaf categories, a resource of it. */
const BROWSE = {
  ES: { top: "Campañas", topSlug: "campanas", category: "Postres", categorySlug: "postres", resource: "Cartel Helado Caramelo", lang: "CAST" },
  PT: { top: "Campanhas", topSlug: "campanhas", category: "Sobremesas", categorySlug: "sobremesas", resource: "Banner Pastel de Nata", lang: "PT" },
} as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The file detail of a resource: its heading and facts, the download button, and the short link. */
async function expectDetail(page: Page, market: Market, row: ResourceRow, user: number): Promise<void> {
  const t = T[market];
  await expectHeading(page, row.name);
  const facts: Record<string, string> = { [t.facts.type]: row.type_name!, [t.facts.reference]: row.reference! };
  // The language is not shown for Portuguese resources.
  if (row.lang !== "PT") facts[t.facts.language] = LANGUAGE_NAMES[row.lang];
  facts[t.facts.file] = row.file_name!;
  facts[t.facts.format] = row.file_mime!.split("/")[1]!.toUpperCase();
  facts[t.facts.size] = new Intl.NumberFormat(t.locale, { style: "unit", unit: "kilobyte", unitDisplay: "short", maximumFractionDigits: 1 }).format(
    row.file_size! / 1000,
  );
  expect(await detailFacts(page)).toEqual(facts);
  await expectPreview(page, t.preview(row.name), row);
  const download = page.getByRole("link", { name: t.download(row.name), exact: true });
  expect(await download.getAttribute("href")).toBe(`/files/resource/${row.id}`);
  expect(await page.getByRole("textbox", { name: t.link, exact: true }).inputValue()).toBe(`${origin(market)}/r/${row.id}/${user}`);
}

/**
 * The detail's large preview: the first page of a PDF drawn at the preview's width (not the 240 px thumbnail), or an
 * image file itself.
 */
async function expectPreview(page: Page, label: string, row: ResourceRow): Promise<void> {
  const preview = page.getByRole("img", { name: label, exact: true });
  if (row.file_mime === "application/pdf") {
    await expect.poll(() => preview.evaluate((el) => el.tagName), { timeout: 10_000 }).toBe("CANVAS");
    await preview.waitFor();
    const drawn = await preview.evaluate((canvas: HTMLCanvasElement) => {
      const pixels = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data;
      let ink = 0;
      for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! < 200) ink += 1;
      return { width: canvas.getBoundingClientRect().width, ink };
    });
    expect(drawn.width).toBeGreaterThanOrEqual(400);
    expect(drawn.ink, "the page has text drawn on it").toBeGreaterThan(100);
  } else {
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(240);
    expect(await preview.getAttribute("src")).toBe(`/files/preview/${row.id}`);
  }
}

async function browse(market: Market, user: string): Promise<void> {
  const t = T[market];
  const path = BROWSE[market];
  const page = await newPage(market, { as: user });
  await page.goto("/nacional");
  await expectHeading(page, t.area);

  // The national area's active top categories, by position, each with its active subcategories.
  const expectedTop = await topSections(market, 1, path.lang);
  const cards = page.getByRole("list", { name: t.categories, exact: true }).getByRole("link");
  await cards.first().waitFor();
  expect(await cards.evaluateAll((links) => links.map((link) => (link as HTMLElement).innerText.split("\n").filter(Boolean)))).toEqual(
    expectedTop.map((section) => (section.children.length ? [section.name, section.children.join(" · ")] : [section.name])),
  );

  await cards.filter({ hasText: new RegExp(`^${escape(path.top)}`) }).click();
  await expectPath(page, `/nacional/${path.topSlug}`);
  await expectHeading(page, path.top);

  await page.getByRole("navigation", { name: t.nav, exact: true }).getByRole("link", { name: path.category, exact: true }).click();
  await expectPath(page, `/nacional/${path.categorySlug}`);
  await expectHeading(page, path.category);
  const expected = await sectionResources(market, path.lang, path.categorySlug);
  const list = page.getByRole("list", { name: t.list(path.category), exact: true });
  await list.waitFor();
  expect(await cardNames(list)).toEqual(expected);
  expect(await page.getByText(t.count(expected.length), { exact: true }).isVisible()).toBe(true);

  const row = await resource(market, path.lang, path.resource);
  expect(row.category).toBe(path.categorySlug);
  expect(expected).toContain(path.resource);
  // The description's sanitiser is asked for as the detail's data is, not after it came (no grey placeholder meanwhile).
  const order: string[] = [];
  const onRequest = (request: Request) => {
    if (/\/SafeHtml-[\w-]+\.js$/.test(new URL(request.url()).pathname)) order.push("sanitiser");
  };
  const onResponse = (response: Response) => {
    const body = new URL(response.url()).pathname === "/graphql" ? response.request().postDataJSON() : null;
    if (body?.operationName === "LibraryArea" && body.variables?.detail) order.push("detail data");
  };
  page.on("request", onRequest);
  page.on("response", onResponse);
  await list.getByRole("link", { name: path.resource, exact: true }).click();
  await expectPath(page, `/nacional/${path.categorySlug}/${row.slug}`);
  await expectDetail(page, market, row, await userId(market, user));
  page.off("request", onRequest);
  page.off("response", onResponse);
  expect(order).toEqual(["sanitiser", "detail data"]);

  await page.getByRole("link", { name: t.back(path.category), exact: true }).click();
  await expectPath(page, `/nacional/${path.categorySlug}`);
  await expectHeading(page, path.category);
  expect(await cardNames(list)).toEqual(expected);
}

describe("resource library: browse to a resource and back", () => {
  it("ES: /nacional → Campañas → Postres → Cartel Helado Caramelo → back to Postres", async () => {
    await browse("ES", ES_USER);
  });

  it("PT: /nacional → Campanhas → Sobremesas → Banner Pastel de Nata → back to Sobremesas", async () => {
    await browse("PT", PT_USER);
  });

  it("ES: the side navigation opens a category that has subcategories (Campañas → Hamburguesas)", async () => {
    const page = await newPage("ES", { as: ES_USER });
    await page.goto("/nacional/campanas");
    await expectHeading(page, "Campañas");
    await page.getByRole("navigation", { name: T.ES.nav, exact: true }).getByRole("link", { name: "Hamburguesas", exact: true }).click();
    await expectPath(page, "/nacional/hamburguesas", 2_000);
    await expectHeading(page, "Hamburguesas");
  });
});

describe("resource library: short link", () => {
  it("ES: focusing the URL box copies /r/{id}/{userId}, 'copied' shows for ~3 s; the link opens the detail", async () => {
    const page = await newPage("ES", { as: ES_USER, permissions: ["clipboard-read", "clipboard-write"] });
    const row = await resource("ES", "CAST", BROWSE.ES.resource);
    const user = await userId("ES", ES_USER);
    const detailPath = `/nacional/${row.category}/${row.slug}`;
    await page.goto(detailPath);
    await expectHeading(page, row.name);

    const shortLink = `${origin("ES")}/r/${row.id}/${user}`;
    const box = page.getByRole("textbox", { name: T.ES.link, exact: true });
    const copied = page.getByText(T.ES.copied, { exact: true });
    expect(await copied.count()).toBe(0);
    await box.focus();
    const shownAt = Date.now();
    await copied.waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shortLink);
    // The whole link is selected (to copy by hand where the clipboard refuses).
    expect(await box.evaluate((input: HTMLInputElement) => input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0))).toBe(shortLink);
    await copied.waitFor({ state: "detached", timeout: 6_000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor, `'copied' showed for ${shownFor} ms`).toBeGreaterThanOrEqual(2_500);
    expect(shownFor, `'copied' showed for ${shownFor} ms`).toBeLessThanOrEqual(4_500);

    // The short link, opened in another tab of the signed-in browser: a server-side redirect to the detail.
    const hitsBefore = await countFor("short_link_hits", row.id, user);
    const tab = await newTab(page);
    const response = await tab.goto(shortLink);
    const hop = response!.request().redirectedFrom();
    expect(hop?.url()).toBe(shortLink);
    expect((await hop!.response())!.status()).toBe(302);
    expect(tab.url()).toBe(portalUrl("ES", detailPath));
    await expectHeading(tab, row.name);
    expect(await detailFacts(tab)).toMatchObject({ [T.ES.facts.reference]: row.reference! });
    await expect.poll(() => countFor("short_link_hits", row.id, user)).toBe(hitsBefore + 1);
  });
});

describe("resource library: downloads", () => {
  it("ES: the detail's download saves the PDF with its name; the catalogue counts it", async () => {
    const page = await newPage("ES", { as: ES_USER });
    const row = await resource("ES", "CAST", BROWSE.ES.resource);
    const user = await userId("ES", ES_USER);
    await page.goto(`/nacional/${row.category}/${row.slug}`);
    await expectHeading(page, row.name);
    const before = await countFor("resource_downloads", row.id, user);

    const file = await download(page, T.ES.download(row.name));
    expect(file.filename).toBe(row.file_name);
    expect(file.bytes.length).toBeGreaterThan(0);
    expect(file.bytes.length).toBe(row.file_size);
    expect(file.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(file.bytes.toString("latin1")).toContain(row.reference!);
    await expect.poll(() => countFor("resource_downloads", row.id, user)).toBe(before + 1);
  });

  it("PT: a card's download keeps the file's non-ASCII name", async () => {
    const page = await newPage("PT", { as: PT_USER });
    const row = await resource("PT", "PT", "Guia de comunicação de aberturas");
    expect(row.file_name).toBe("Guia de aberturas – edição 2026.pdf");
    await page.goto(`/comunicacion/${row.category}`);
    await expectHeading(page, "Aberturas");
    const file = await download(page, T.PT.download(row.name));
    expect(file.filename).toBe(row.file_name);
    expect(file.bytes.length).toBe(row.file_size);
    expect(file.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
});

describe("resource library: preview", () => {
  it("ES: an image file's detail shows the image itself, with its format and size", async () => {
    const [found] = await catalogue<{ name: string }>(
      `SELECT r.name FROM resources r JOIN resource_sections rs ON rs.resource_id = r.id AND rs.pos = 0 JOIN sections s ON s.id = rs.section_id
        WHERE r.market = 'ES' AND r.lang = 'CAST' AND r.status = 1 AND r.file_mime = 'image/png' AND s.type = 1 AND s.status = 1 ORDER BY r.id LIMIT 1`,
    );
    expect(found, "the seed has a social-media image in the national area").toBeDefined();
    const row = await resource("ES", "CAST", found!.name);
    const page = await newPage("ES", { as: ES_USER });
    await page.goto(`/nacional/${row.category}/${row.slug}`);
    await expectDetail(page, "ES", row, await userId("ES", ES_USER));
  });
});

describe("resource library: drafts", () => {
  it("ES: a franchisee sees a draft as a disabled 'coming soon' card, without a button", async () => {
    const draft = await firstResourceIn("ES", "CAST", { status: 2, sectionType: 1 });
    const page = await newPage("ES", { as: ES_USER });
    await page.goto(`/nacional/${draft.category}`);
    const card = page.getByRole("article", { name: draft.name, exact: true });
    await card.waitFor();
    await card.getByText("Próximamente", { exact: true }).waitFor();
    expect(await card.getByRole("button").count()).toBe(0);
    expect(await card.getByRole("link", { name: new RegExp(`^(Descargar|Adaptar|Producción de) `) }).count()).toBe(0);
  });

  it("ES: a toolkit card opens nothing (toolkits have no detail), so the filtered list stays", async () => {
    const toolkit = await firstResourceIn("ES", "CAST", { status: 1, sectionType: 4 });
    const page = await newPage("ES", { as: ES_USER });
    const path = `/toolkits?category=${toolkit.category}`;
    await page.goto(path);
    const card = page.getByRole("article", { name: toolkit.name, exact: true });
    await card.waitFor();
    expect(await card.getByRole("link", { name: toolkit.name, exact: true }).count()).toBe(0);
    await card.getByText(toolkit.name, { exact: true }).click();
    await expectPath(page, path);
  });
});
