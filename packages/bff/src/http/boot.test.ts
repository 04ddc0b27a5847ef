import { describe, expect, it } from "vitest";
import { parse } from "graphql";
import type { TestBrowser } from "../test/browser.js";
import { useStack } from "../test/use-stack.js";
import { webOperations } from "../test/web-operations.js";
import { LIST_TABLES } from "@portal/schema";
import { matchRoute, renderPage, withTypenames } from "./boot.js";

const INDEX = `<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>`;
const ROUTES = {
  "/login": ["/assets/LoginLayout-1.js"],
  "/": ["/assets/DefaultLayout-1.js", "/assets/home-1.css"],
  "/order/details/:id": ["/assets/DefaultLayout-1.js", "/assets/ordering-1.js", "/assets/ordering-1.css"],
};
const LOCALES = ["es", "ca", "pt"] as const;
/** Each first route's area messages chunk per locale. */
const MESSAGES = {
  "/login": Object.fromEntries(LOCALES.map((locale) => [locale, [`/assets/messages.${locale}-session.js`]])),
  "/": Object.fromEntries(LOCALES.map((locale) => [locale, [`/assets/messages.${locale}-home.js`]])),
};

const queries = Object.fromEntries((await webOperations()).filter((op) => op.kind === "query").map((op) => [op.name, op.document]));

// A web build as the BFF sees it: index.html and the boot manifest the build writes from the web's documents.
const stack = useStack({
  web: { "index.html": INDEX, ".vite/boot.json": JSON.stringify({ operations: queries, routes: ROUTES, messages: MESSAGES }) },
});
const { browser, signIn } = stack;

interface Page {
  status: number;
  cacheControl: string | undefined;
  operations: Array<{ operationName: string; variables: Record<string, unknown>; data: any }>;
  /** The rest of the boot data: language, modules, styles. */
  rest: Record<string, unknown>;
  links: string[];
}

async function page(browser: TestBrowser, path: string): Promise<Page> {
  const response = await browser.fetch(path);
  const html = await response.body.text();
  const json = /<script id="portal-boot" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  const { operations = [], ...rest } = json ? JSON.parse(json) : {};
  return {
    status: response.statusCode,
    cacheControl: response.headers["cache-control"] as string | undefined,
    operations,
    rest,
    links: [...html.matchAll(/<link [^>]+>/g)].map((m) => m[0]),
  };
}

/** The same data without the `__typename`s Apollo Client adds to what it sends. */
function withoutTypenames(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTypenames);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== "__typename")
        .map(([k, v]) => [k, withoutTypenames(v)]),
    );
  return value;
}

describe("a page served with its first data (boot)", () => {
  it("carries the shell's answer for a signed-out visitor, the market's languages and the login's modules and messages", async () => {
    const pt = await page(browser("PT"), "/login");
    expect(pt.status).toBe(200);
    expect(pt.cacheControl).toBe("private, no-cache");
    expect(pt.operations.map((o) => o.operationName)).toEqual(["Shell"]);
    const shell = pt.operations[0].data;
    expect(shell.viewer).toBeNull();
    expect(shell.portal).toMatchObject({ __typename: "Portal", market: "PT", defaultLanguage: "PT", pendingLogin: null });
    expect(pt.rest).toEqual({
      language: { market: "PT", locale: "pt", locales: { PT: "pt" } },
      modules: ["/assets/LoginLayout-1.js"],
      styles: [],
      messages: { pt: ["/assets/messages.pt-session.js"] },
    });
    expect(pt.links).toEqual([]);
    // Signed out on /: the guard will send the visitor to /login, so the home's modules are not in the page.
    const es = await page(browser("ES"), "/");
    expect(es.rest).toEqual({ language: { market: "ES", locale: "es", locales: { CAST: "es", CAT: "ca" } }, modules: [], styles: [] });
  });

  it("carries Shell and Home on the signed-in home page, exactly as the client would get them, and preloads the first banner", async () => {
    const b = await signIn("ES", "gerente@demo.es");
    const shell = await b.graphql<any>(queries.Shell);
    // The home asks for the restaurant the header shows (the shell's selection), as the page does.
    const restaurantId = shell.data.viewer.selectedRestaurant.id as string;
    const direct = await b.graphql<any>(queries.Home, { es: true, restaurantId });
    stack.calls.length = 0;
    const home = await page(b, "/");
    expect(stack.calls).toEqual([]); // everything it needs is warm: the session check and the home's data
    expect(home.operations.map((o) => [o.operationName, o.variables])).toEqual([
      ["Shell", {}],
      ["Home", { es: true, restaurantId }],
    ]);
    expect(withoutTypenames(home.operations[0].data)).toEqual(shell.data);
    expect(withoutTypenames(home.operations[1].data)).toEqual(direct.data);
    expect(home.operations[1].data.home.__typename).toBe("Home");
    expect(home.operations[1].data.home.sliders[0].__typename).toBe("Slider");
    const banner = direct.data.home.sliders[0].imageUrl;
    expect(home.links).toEqual([`<link rel="preload" href="${banner}" as="image" fetchpriority="high">`]);
    expect(home.rest).toMatchObject({
      modules: ["/assets/DefaultLayout-1.js"],
      styles: ["/assets/home-1.css"],
      messages: { es: ["/assets/messages.es-home.js"], ca: ["/assets/messages.ca-home.js"] },
    });
    // Signed in on /login: the guard will send the user home, so the login's modules are not in the page.
    expect((await page(b, "/login")).rest).toMatchObject({ modules: [], styles: [] });
  });

  it("follows the session's language and answers only the shell on screens it does not answer", async () => {
    const b = await signIn("ES", "consultor@demo.es", { language: "CAT" });
    const search = await page(b, "/search?s=bacon");
    expect(search.operations.map((o) => o.operationName)).toEqual(["Shell"]);
    expect(search.operations[0].data.viewer).toMatchObject({ language: "CAT", user: { email: "consultor@demo.es" } });
    expect(search.rest).toEqual({ language: { market: "ES", locale: "ca", locales: { CAST: "es", CAT: "ca" } }, modules: [], styles: [] });
    expect(search.links).toEqual([]);
  });

  it("carries a screen's data by its route pattern, with the variables the screen sends, and a file detail's preview", async () => {
    const user = await stack.factories.createUser({ market: "ES", type: "FRANCHISEE", restaurants: 1 });
    const resource = await stack.factories.createResource({ market: "ES", section: "hamburguesas", name: "Cartel de arranque" });
    await stack.factories.attachResourceFile({ resource, name: "cartel.png", content: Buffer.from("png"), mime: "image/png" });
    await stack.sql("UPDATE resources SET thumb = $1 WHERE id = $2", ["arranque.png", resource.id]);
    const b = await signIn(user);
    const shell = await b.graphql<any>(queries.Shell);
    const restaurantId = shell.data.viewer.selectedRestaurant.id as string;
    const answered = async (path: string) => (await page(b, path)).operations.slice(1).map((o) => [o.operationName, o.variables]);

    expect(await answered("/nacional/hamburguesas")).toEqual([
      ["LibraryArea", { type: "NATIONAL", category: "hamburguesas", resource: null, detail: false }],
    ]);
    expect(await answered("/comunicacion")).toEqual([["LibraryArea", { type: "COMMUNICATION", category: null, resource: null, detail: false }]]);
    // A literal route over a pattern: the opening form is no category of the communication area.
    expect(await answered("/comunicacion/form")).toEqual([]);
    // Toolkits narrow by ?category=, as the screen reads it.
    expect(await answered("/toolkits?category=verano")).toEqual([
      ["LibraryArea", { type: "TOOLKIT", category: "verano", resource: null, detail: false }],
    ]);
    expect(await answered("/orders")).toEqual([["MyOrders", {}]]);
    expect(await answered("/cart?add=12")).toEqual([["CartOptions", { add: "12" }]]);
    expect(await answered("/cart")).toEqual([["CartOptions", { add: null }]]);
    expect(await answered("/diagnostic")).toEqual([["Diagnostic", { restaurantId }]]);
    expect(await answered("/marketing?year=2026")).toEqual([["Marketing", { year: 2026, restaurantId }]]);
    expect(await answered("/marketing")).toEqual([["Marketing", { year: null, restaurantId }]]);
    expect(await answered("/channels")).toEqual([["Channels", { restaurantId }]]);
    expect(await answered(`/order/${resource.id}`)).toEqual([["OrderWizard", { resourceId: String(resource.id) }]]);

    // The detail: exactly the client's answer, and its large preview (an image file: the file itself) preloaded.
    const variables = { type: "NATIONAL", category: "hamburguesas", resource: resource.url, detail: true };
    const direct = await b.graphql<any>(queries.LibraryArea, variables);
    expect(direct.data.libraryArea.resource.name).toBe("Cartel de arranque");
    const detail = await page(b, `/nacional/hamburguesas/${resource.url}`);
    expect(detail.operations.map((o) => [o.operationName, o.variables])).toEqual([
      ["Shell", {}],
      ["LibraryArea", variables],
    ]);
    expect(withoutTypenames(detail.operations[1].data)).toEqual(direct.data);
    const preview = direct.data.libraryArea.resource.file.previewUrl as string;
    expect(preview).toMatch(/^\/files\//);
    expect(detail.links).toEqual([`<link rel="preload" href="${preview}" as="image" fetchpriority="high">`]);

    // The list: its first card's thumbnail, which the grid loads at once.
    const list = { type: "NATIONAL", category: "hamburguesas", resource: null, detail: false };
    const first = (await b.graphql<any>(queries.LibraryArea, list)).data.libraryArea.resources[0];
    expect(first.name).toBe("Cartel de arranque");
    const thumbnail = first.thumbnailUrl as string;
    expect(thumbnail).toMatch(/^\/files\/.*arranque\.png$/);
    expect((await page(b, "/nacional/hamburguesas")).links).toEqual([`<link rel="preload" href="${thumbnail}" as="image" fetchpriority="high">`]);
  });

  it("carries a route pattern's modules and styles: an order's details by its id", async () => {
    const b = await signIn("ES", "franquiciado@demo.es");
    const details = await page(b, "/order/details/999999");
    expect(details.rest).toMatchObject({ modules: ["/assets/DefaultLayout-1.js", "/assets/ordering-1.js"], styles: ["/assets/ordering-1.css"] });
    // No such order: the page carries the answer the client would get (none), and the screen says so.
    expect(details.operations.slice(1).map((o) => [o.operationName, o.variables, o.data])).toEqual([
      ["OrderDetails", { id: "999999" }, { order: null }],
    ]);
  });

  it("answers the admin header's pending MOP count on ES admin screens, for administrators only", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const mop = await page(admin, "/admin/mop");
    const [{ pending }] = await stack.sql<{ pending: number }>(
      "SELECT count(*)::int AS pending FROM mop_requests WHERE market = 'ES' AND status = 1",
    );
    expect(mop.operations.map((o) => [o.operationName, o.data.adminMopHeader ?? null])).toEqual([
      ["Shell", null],
      ["AdminMopHeader", { __typename: "MopHeader", id: "ES", pending }],
      ["AdminMop", null], // the screen's table
    ]);
    expect((await page(admin, "/")).operations.map((o) => o.operationName)).toEqual(["Shell", "Home"]);
    expect((await page(await signIn("PT", "admin@demo.pt"), "/admin/import")).operations.map((o) => o.operationName)).toEqual(["Shell"]);
    expect((await page(await signIn("ES", "partner@demo.es"), "/admin/mop")).operations.map((o) => o.operationName)).toEqual(["Shell"]);
  });

  it("carries a table's page as the table reads it from the address (@portal/schema LIST_TABLES), for those who may see it", async () => {
    const carried = async (b: TestBrowser, path: string) =>
      (await page(b, path)).operations.slice(1).filter((o) => o.operationName !== "AdminMopHeader");
    const first = (table: keyof typeof LIST_TABLES) => {
      const { sizes, defaultSort } = LIST_TABLES[table];
      return { input: { page: 1, size: sizes.default, search: "", ...defaultSort } };
    };
    const admin = await signIn("ES", "admin@demo.es");
    const tables = [
      ["/admin/restaurants", "AdminRestaurants", "restaurants"],
      ["/admin/users", "AdminUsers", "users"],
      ["/admin/sections", "AdminSections", "sections"],
      ["/admin/resources", "AdminResources", "resources"],
      ["/admin/sliders", "AdminSliders", "sliders"],
      ["/admin/videos", "AdminVideos", "videos"],
      ["/admin/orders", "AdminOrders", "orders"],
      ["/admin/mop", "AdminMop", "mop"],
    ] as const;
    for (const [path, operation, table] of tables)
      expect(
        (await carried(admin, path)).map((o) => [o.operationName, o.variables]),
        path,
      ).toEqual([[operation, first(table)]]);
    const franchisee = await signIn("ES", "franquiciado@demo.es");
    expect((await carried(franchisee, "/users")).map((o) => [o.operationName, o.variables])).toEqual([["MyPeople", first("people")]]);
    // The account page's restaurants, by the address; the notifications page reads the same first page.
    const accountPage = (input: Record<string, unknown>) => [["Account", { restaurants: input }]];
    expect((await carried(franchisee, "/account")).map((o) => [o.operationName, o.variables])).toEqual(accountPage(first("account").input));
    expect((await carried(franchisee, "/account?size=10&sort=CITY&dir=DESC&q=madrid")).map((o) => [o.operationName, o.variables])).toEqual(
      accountPage({ page: 1, size: 10, search: "madrid", sortBy: "CITY", direction: "DESC" }),
    );
    expect((await carried(franchisee, "/notifications?size=10")).map((o) => [o.operationName, o.variables])).toEqual(
      accountPage(first("account").input),
    );
    const partner = await signIn("ES", "partner@demo.es");
    expect((await carried(partner, "/partner/reports")).map((o) => [o.operationName, o.variables])).toEqual([
      ["PartnerReportMonths", first("partnerMonths")],
    ]);
    // A month's reports, by the address's month and the table's page; a month that is none carries nothing.
    const [month] = (await carried(partner, "/partner/reports/10/2026?size=25&sort=CREATED_AT&dir=DESC")).map((o) => [o.operationName, o.variables]);
    expect(month).toEqual([
      "PartnerReports",
      { month: "10/2026", input: { page: 1, size: 25, search: "", sortBy: "CREATED_AT", direction: "DESC" } },
    ]);
    expect(await carried(partner, "/partner/reports/13/2026")).toEqual([]);

    // Exactly the client's answer to the same request.
    const [resources] = await carried(admin, "/admin/resources");
    const direct = await admin.graphql<any>(queries.AdminResources, first("resources"));
    expect(direct.data.adminResources.items.length).toBeGreaterThan(0);
    expect(withoutTypenames(resources!.data)).toEqual(direct.data);
    // The address's page, size, search and sort; what the table does not offer falls back to its default.
    expect((await carried(admin, "/admin/resources?page=2&size=all&q=cartel&sort=NAME&dir=ASC"))[0]!.variables).toEqual({
      input: { page: 2, size: null, search: "cartel", sortBy: "NAME", direction: "ASC" },
    });
    expect((await carried(admin, "/admin/resources?page=0&size=7&sort=URL&dir=UP"))[0]!.variables).toEqual(first("resources"));
    // Not an administrator: the catalogue refuses, the page carries nothing but the shell.
    expect((await page(await signIn("PT", "franqueado@demo.pt"), "/admin/resources")).operations.map((o) => o.operationName)).toEqual(["Shell"]);
  });

  it("leaves out an operation that fails: the client asks for it itself", async () => {
    const b = await signIn("ES", "gerente@demo.es");
    await stack.legacy.expireSessions();
    stack.cache.clear(); // the home's data must come from the catalogue, which answers 403
    const home = await page(b, "/");
    expect(home.status).toBe(200);
    expect(home.operations.map((o) => o.operationName)).toEqual(["Shell"]);
  });
});

describe("boot helpers", () => {
  it("matches a path to its route pattern as the client's router does: same segments, literal segments first", () => {
    const patterns = [
      "/",
      "/comunicacion",
      "/comunicacion/:category",
      "/comunicacion/form",
      "/comunicacion/:category/:resource",
      "/order/details/:id",
    ];
    expect(matchRoute(patterns, "/")).toEqual({ pattern: "/", params: {} });
    expect(matchRoute(patterns, "/comunicacion/form")).toEqual({ pattern: "/comunicacion/form", params: {} });
    expect(matchRoute(patterns, "/comunicacion/apertura")).toEqual({ pattern: "/comunicacion/:category", params: { category: "apertura" } });
    expect(matchRoute(patterns, "/comunicacion/apertura/cartel%20a3/")).toEqual({
      pattern: "/comunicacion/:category/:resource",
      params: { category: "apertura", resource: "cartel a3" },
    });
    expect(matchRoute(patterns, "/order/details/7")).toEqual({ pattern: "/order/details/:id", params: { id: "7" } });
    expect(matchRoute(patterns, "/order/7")).toBeNull();
    expect(matchRoute(patterns, "/comunicacion/a/b/c")).toBeNull();
  });

  it("adds __typename below the root of every selection, as Apollo Client does", () => {
    const printed = withTypenames(parse(`query Q { viewer { user { id } } portal { market } } fragment F on User { id }`));
    const names = (set: any): any => set.selections.map((s: any) => (s.selectionSet ? { [s.name.value]: names(s.selectionSet) } : s.name.value));
    expect(names((printed.definitions[0] as any).selectionSet)).toEqual([
      { viewer: [{ user: ["id", "__typename"] }, "__typename"] },
      { portal: ["market", "__typename"] },
    ]);
    expect(names((printed.definitions[1] as any).selectionSet)).toEqual(["id", "__typename"]);
  });

  it("cannot be broken out of: data that holds markup stays inside the JSON", () => {
    const html = renderPage(INDEX, {
      operations: [{ operationName: "Shell", variables: {}, data: { name: "</script><script>alert(1)</script>\u2028" } }],
      modules: [],
      styles: [],
      image: `/files/static/a"b<c.png`,
    });
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain(`href="/files/static/a&quot;b&lt;c.png"`);
    const json = /<script id="portal-boot" type="application\/json">(.*?)<\/script>/.exec(html)![1];
    expect(JSON.parse(json).operations[0].data.name).toBe("</script><script>alert(1)</script>\u2028");
  });
});
