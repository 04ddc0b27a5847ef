/**
 * GraphQL request budgets of the administrators' screens (docs/ARCHITECTURE.md, "Budgets are tests": one screen,
 * one request), counted in the browser by operation name: a cold load of a form sends the screen's one query, of a
 * table none (the page carries its rows); going from the table to the form and back in the app sends the form's
 * query, then fresh rows. The restaurant users' screens are in request-budget-screens.test.ts.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { catalogue, expectPath, graphql, newPage, userId } from "../support/portal.js";

/**
 * A query is sent as its screen mounts, before the screen can show its heading; a quiet moment after
 * the heading catches any late or repeated request.
 */
const quiet = (page: Page) => page.waitForTimeout(150);

/** A screen loaded cold: its path, its h1, the GraphQL operations it must send, and what shows its data is there. */
type ColdLoad = [path: string, h1: string, sent: string[], ready: (page: Page) => Promise<void>];

/** Each screen, loaded cold in a fresh page of `user`, sends exactly its operations once its data is on screen. */
async function expectColdLoads(market: "ES" | "PT", user: string, screens: ColdLoad[]) {
  for (const [path, h1, sent, ready] of screens) {
    const page = await newPage(market, { as: user });
    await page.goto(path);
    await expectPath(page, path);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 10_000, interval: 50 }).toBe(h1);
    await ready(page);
    await quiet(page);
    expect(graphql(page).names(), `cold load of ${path}`).toEqual(sent);
  }
}

describe("request budget of the admin restaurant screens (ES full administrator)", () => {
  const ADMIN = "admin@demo.es";
  const SITE = "ES0101";

  it("a cold load sends the form's one query, the table's none (the page carries its rows): the form's (restaurant and provinces together)", async () => {
    const [restaurant] = await catalogue<{ id: number }>("SELECT id FROM restaurants WHERE market = 'ES' AND site = $1", [SITE]);
    // Each screen with its data on screen: the table's row, the form's province choice.
    const screens: ColdLoad[] = [
      ["/admin/restaurants", "Restaurantes", [], (page) => page.getByRole("link", { name: SITE, exact: true }).waitFor()],
      [
        `/admin/restaurants/${restaurant!.id}`,
        "Editar restaurante",
        ["AdminRestaurantForm"],
        (page) => page.getByRole("combobox", { name: "Provincia" }).waitFor(),
      ],
      ["/admin/restaurants/add", "Nuevo restaurante", ["AdminRestaurantForm"], (page) => page.getByRole("combobox", { name: "Provincia" }).waitFor()],
    ];
    await expectColdLoads("ES", ADMIN, screens);
  });

  it("table → form in the app sends the form's one query; back to the table, it asks again for fresh rows; the form again, none", async () => {
    const page = await newPage("ES", { as: ADMIN });
    const counter = graphql(page);
    await page.goto("/admin/restaurants");
    const row = page.getByRole("table", { name: "Restaurantes" }).locator("tbody tr").filter({ hasText: SITE });
    await row.waitFor();
    await quiet(page);

    let mark = counter.mark();
    await row.getByRole("link", { name: SITE, exact: true }).click();
    await expect.poll(() => page.getByRole("textbox", { name: "Site", exact: true }).inputValue(), { timeout: 10_000 }).toBe(SITE);
    await quiet(page);
    expect(counter.since(mark), "table → form").toEqual(["AdminRestaurantForm"]);

    // The table is shown from the cache at once and refreshed (cache-and-network: another administrator may have changed it).
    mark = counter.mark();
    await page.goBack();
    await row.waitFor();
    await quiet(page);
    expect(counter.since(mark), "back to the table").toEqual(["AdminRestaurants"]);

    mark = counter.mark();
    await row.getByRole("link", { name: SITE, exact: true }).click();
    await expect.poll(() => page.getByRole("textbox", { name: "Site", exact: true }).inputValue(), { timeout: 10_000 }).toBe(SITE);
    await quiet(page);
    expect(counter.since(mark), "the form again").toEqual([]);
  });
});

describe("request budget of the admin slider screens (ES administrator)", () => {
  const ADMIN = "admin@demo.es";
  const NAME = "Doble Burger Bacon";

  it("a cold load sends the form's one query, the table's none (the page carries its rows): the form's (slider and sections together)", async () => {
    const [slider] = await catalogue<{ id: number }>("SELECT id FROM sliders WHERE market = 'ES' AND name = $1", [NAME]);
    // Each screen with its data on screen: the table's row, the form's section choice.
    const screens: ColdLoad[] = [
      ["/admin/sliders", "Banners", [], (page) => page.getByRole("link", { name: NAME, exact: true }).waitFor()],
      [
        `/admin/sliders/${slider!.id}`,
        "Editar banner",
        ["AdminSliderForm"],
        (page) => page.getByRole("combobox", { name: "URL de destino" }).waitFor(),
      ],
      ["/admin/sliders/add", "Nuevo banner", ["AdminSliderForm"], (page) => page.getByRole("combobox", { name: "URL de destino" }).waitFor()],
    ];
    await expectColdLoads("ES", ADMIN, screens);
  });

  it("table → form in the app sends the form's one query; back to the table, it asks again for fresh rows; the form again, none", async () => {
    const page = await newPage("ES", { as: ADMIN });
    const counter = graphql(page);
    await page.goto("/admin/sliders");
    const link = page.getByRole("table", { name: "Banners" }).getByRole("link", { name: NAME, exact: true });
    await link.waitFor();
    await quiet(page);

    let mark = counter.mark();
    await link.click();
    await expect.poll(() => page.getByRole("textbox", { name: "Nombre", exact: true }).inputValue(), { timeout: 10_000 }).toBe(NAME);
    await quiet(page);
    expect(counter.since(mark), "table → form").toEqual(["AdminSliderForm"]);

    // The table is shown from the cache at once and refreshed (cache-and-network: another administrator may have changed it).
    mark = counter.mark();
    await page.goBack();
    await link.waitFor();
    await quiet(page);
    expect(counter.since(mark), "back to the table").toEqual(["AdminSliders"]);

    mark = counter.mark();
    await link.click();
    await expect.poll(() => page.getByRole("textbox", { name: "Nombre", exact: true }).inputValue(), { timeout: 10_000 }).toBe(NAME);
    await quiet(page);
    expect(counter.since(mark), "the form again").toEqual([]);
  });
});

describe("request budget of the admin section screens (ES restricted administrator)", () => {
  const USER = "restringido@demo.es";

  it("a cold load sends the form's one query, the table's none (the page carries its rows): the form's (section, parents and urls in use together)", async () => {
    const [section] = await catalogue<{ id: number }>("SELECT id FROM sections WHERE market = 'ES' AND url = 'hamburguesas'");
    const screens: ColdLoad[] = [
      ["/admin/sections", "Secciones", [], (page) => page.getByRole("link", { name: "Campañas", exact: true }).waitFor()],
      [
        `/admin/section/${section!.id}`,
        "Editar sección",
        ["AdminSectionForm"],
        (page) => page.getByText("URL: hamburguesas", { exact: true }).waitFor(),
      ],
      ["/admin/section/add", "Nueva sección", ["AdminSectionForm"], (page) => page.getByRole("combobox", { name: "Sección padre" }).waitFor()],
    ];
    await expectColdLoads("ES", USER, screens);
  });

  it("table → form sends the form's one query; back to the table, fresh rows; the form again, fresh too (urls another may have taken)", async () => {
    const page = await newPage("ES", { as: USER });
    const counter = graphql(page);
    await page.goto("/admin/sections");
    const link = page.getByRole("link", { name: "Campañas", exact: true });
    await link.waitFor();
    await quiet(page);

    let mark = counter.mark();
    await link.click();
    await expect.poll(() => page.getByRole("textbox", { name: "Nombre", exact: true }).inputValue(), { timeout: 10_000 }).toBe("Campañas");
    await quiet(page);
    expect(counter.since(mark), "table → form").toEqual(["AdminSectionForm"]);

    // Both are shown from the cache at once and refreshed (cache-and-network: another administrator may have changed them).
    mark = counter.mark();
    await page.goBack();
    await link.waitFor();
    await quiet(page);
    expect(counter.since(mark), "back to the table").toEqual(["AdminSections"]);

    mark = counter.mark();
    await link.click();
    await expect.poll(() => page.getByRole("textbox", { name: "Nombre", exact: true }).inputValue(), { timeout: 10_000 }).toBe("Campañas");
    await quiet(page);
    expect(counter.since(mark), "the form again").toEqual(["AdminSectionForm"]);
  });
});

describe("request budget of the admin resource screens (ES restricted administrator)", () => {
  const USER = "restringido@demo.es";
  const NAME = "Cartel Doble Burger Bacon";

  it("a cold load sends the form's one query, the table's none (the page carries its rows): the form's (resource, sections, types and languages together)", async () => {
    const [resource] = await catalogue<{ id: number }>("SELECT id FROM resources WHERE market = 'ES' AND name = $1", [NAME]);
    // Each screen with its data on screen: the table's rows, the form's section tree.
    const screens: ColdLoad[] = [
      ["/admin/resources", "Recursos", [], (page) => page.getByRole("table", { name: "Recursos" }).locator("tbody tr").first().waitFor()],
      [
        `/admin/resources/${resource!.id}`,
        "Editar recurso",
        ["AdminResourceForm"],
        (page) => page.getByRole("checkbox", { name: "Hamburguesas", exact: true }).waitFor(),
      ],
      ["/admin/resources/add", "Nuevo recurso", ["AdminResourceForm"], (page) => page.getByRole("combobox", { name: "Categoría" }).waitFor()],
    ];
    await expectColdLoads("ES", USER, screens);
  });

  it("table → form in the app sends the form's one query; back to the table, it asks again for fresh rows", async () => {
    const [resource] = await catalogue<{ id: number }>("SELECT id FROM resources WHERE market = 'ES' AND name = $1", [NAME]);
    const page = await newPage("ES", { as: USER });
    const counter = graphql(page);
    await page.goto(`/admin/resources?q=${encodeURIComponent(NAME)}`);
    const link = page.getByRole("table", { name: "Recursos" }).getByRole("link", { name: NAME, exact: true });
    await link.waitFor();
    await quiet(page);

    let mark = counter.mark();
    await link.click();
    await expectPath(page, `/admin/resources/${resource!.id}`);
    await expect.poll(() => page.getByRole("textbox", { name: "Nombre", exact: true }).inputValue(), { timeout: 10_000 }).toBe(NAME);
    await quiet(page);
    expect(counter.since(mark), "table → form").toEqual(["AdminResourceForm"]);

    // The table is shown from the cache at once and refreshed (cache-and-network: another administrator may have changed it).
    mark = counter.mark();
    await page.goBack();
    await link.waitFor();
    await quiet(page);
    expect(counter.since(mark), "back to the table").toEqual(["AdminResources"]);
  });

  it("the page carries the rows its address asks for (sort, page), and another page of the table asks the server once", async () => {
    const page = await newPage("ES", { as: USER });
    const counter = graphql(page);
    await page.goto("/admin/resources?sort=NAME&dir=ASC&page=2");
    const rows = page.getByRole("table", { name: "Recursos" }).locator("tbody tr");
    await rows.first().waitFor();
    await quiet(page);
    expect(counter.names(), "cold load").toEqual([]);
    const second = await rows.first().textContent();

    const mark = counter.mark();
    await page.getByRole("button", { name: "Página 1", exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("page")).toBe(null);
    await expect.poll(() => rows.first().textContent()).not.toBe(second);
    await quiet(page);
    expect(counter.since(mark), "page 1").toEqual(["AdminResources"]);
  });
});

describe("request budget of the admin user screens (PT full administrator)", () => {
  it("a cold load sends the form's one query, the table's none (the page carries its rows): the form's (user, restaurants and the log-in-as record together)", async () => {
    const owner = await userId("PT", "franqueado@demo.pt");
    const screens: ColdLoad[] = [
      ["/admin/users", "Utilizadores", [], (page) => page.getByRole("table", { name: "Utilizadores" }).locator("tbody tr").first().waitFor()],
      [
        `/admin/users/${owner}`,
        "Editar utilizador",
        ["AdminUserForm"],
        (page) => page.getByRole("button", { name: "Entrar como este utilizador" }).waitFor(),
      ],
      ["/admin/users/add", "Novo utilizador", ["AdminUserForm"], (page) => page.getByRole("combobox", { name: "Tipo" }).waitFor()],
    ];
    await expectColdLoads("PT", "admin@demo.pt", screens);
  });
});

describe("request budget of the download report (ES administrator)", () => {
  it("a cold load sends the report's one query; a change of day asks again, once", async () => {
    const page = await newPage("ES", { as: "admin@demo.es" });
    await page.goto("/admin/inform?from=2026-01-01&to=2026-01-31");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 10_000, interval: 50 }).toBe("Informe de descargas");
    await page
      .getByRole("status")
      .filter({ hasText: /descarga/ })
      .waitFor();
    await quiet(page);
    const counter = graphql(page);
    expect(counter.names(), "cold load of /admin/inform").toEqual(["DownloadReport"]);
    const mark = counter.mark();
    await page.getByRole("textbox", { name: "Hasta" }).fill("28/02/2026");
    await page.getByRole("textbox", { name: "Hasta" }).press("Enter");
    await page.getByRole("status").filter({ hasText: "28/02/2026" }).waitFor();
    await quiet(page);
    expect(counter.since(mark), "a change of day").toEqual(["DownloadReport"]);
  });
});
