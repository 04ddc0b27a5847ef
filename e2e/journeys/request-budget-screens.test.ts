/**
 * GraphQL request budgets per screen (docs/ARCHITECTURE.md, "Budgets are tests":
 * one screen, one request), counted in the browser by operation name:
 *
 * - a cold page load sends only what the page does not carry: the BFF answers the shell's query in every
 *   page it serves, and the screen's query in the pages of the screens it knows (the home, the library's
 *   areas and details, the orders, the cart, the wizard, an order's details, the diagnostic, the marketing
 *   plan, the channels: its `src/http/boot.ts`); other screens send their own query;
 * - an in-app navigation (clicking links, no page load) to a screen with data sends exactly its one
 *   query, to a screen without data (placeholders, forms) none;
 * - returning to a visited screen (browser back, or its link again) sends none: Apollo's cache-first.
 *
 * One table holds the expected operations per route. The walk visits the routes in table order, each
 * through a link of the previous screen (the navbar, a category card, the side navigation, a resource
 * card, the header's search box), then goes back through all of them.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { catalogue, expectPath, graphql, newPage, portalUrl } from "../support/portal.js";

/** A franchisee: the one user type that may open every screen of the table (/customresource: ES franchisees). */
const USER = "franquiciado@demo.es";
/** The resource the walk opens: a poster whose main category is Postres. */
const RESOURCE = "Cartel Helado Caramelo";

let resourceSlug = "";
let resourceId = 0;
/** The user's newest order (seeded, already read: opening it sends no read mark). */
let order = { id: 0, number: "" };

/** An in-app navigation as the router's own history would make it (for screens no link of the walk leads to). */
const routerPush = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({ usr: null, key: "e2e", idx: window.history.length }, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  }, path);

interface Screen {
  /** The route (with its query), as the address bar shows it. */
  path: string;
  /** The screen's level-1 heading once its data is on screen. */
  h1: string;
  /** GraphQL operations of a cold page load (the page itself answers Shell, and the screen's query where it knows it). */
  cold: string[];
  /** GraphQL operations of an in-app navigation to it. */
  visit: string[];
  /** How the walk reaches it from the previous row's screen. */
  via: (page: Page) => Promise<void>;
}

/**
 * The navbar's link. The navbar is folded on every width: the burger (aria-expanded) opens it, and it
 * folds again after a link is followed; the click waits for it to have slid fully into view.
 */
const navbar = (name: string) => async (page: Page) => {
  const burger = page.getByRole("button", { name: "Abrir o cerrar el menú", exact: true });
  if ((await burger.getAttribute("aria-expanded")) !== "true") await burger.click();
  await expect.poll(() => inViewport(page, "#main-navbar"), { timeout: 5_000, interval: 50 }).toBe(true);
  await page.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name, exact: true }).click();
};

/** The element lies entirely inside the viewport (not sliding in or out). */
async function inViewport(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth;
  });
}

/**
 * The expected GraphQL operations per route. `cold`: a page load; `visit`: an in-app navigation there;
 * returning to any of them (back, or its link again) must send nothing.
 */
const SCREENS: Screen[] = [
  { path: "/", h1: "Inicio", cold: [], visit: ["Home"], via: navbar("Inicio") },
  { path: "/nacional", h1: "Nacional", cold: [], visit: ["LibraryArea"], via: navbar("Nacional") },
  {
    path: "/nacional/campanas",
    h1: "Campañas",
    cold: [],
    visit: ["LibraryArea"],
    via: (page) =>
      page
        .getByRole("list", { name: "Categorías" })
        .getByRole("link", { name: /^Campañas/ })
        .click(),
  },
  {
    // A leaf of the side navigation (a section with subsections there only unfolds: see library.test.ts).
    path: "/nacional/postres",
    h1: "Postres",
    cold: [],
    visit: ["LibraryArea"],
    via: (page) => page.getByRole("navigation", { name: "Secciones de Nacional" }).getByRole("link", { name: "Postres", exact: true }).click(),
  },
  {
    path: "/nacional/postres/{resource}",
    h1: RESOURCE,
    cold: [],
    visit: ["LibraryArea"],
    via: (page) => page.getByRole("list", { name: "Recursos de Postres" }).getByRole("link", { name: RESOURCE, exact: true }).click(),
  },
  { path: "/toolkits", h1: "Toolkits", cold: [], visit: ["LibraryArea"], via: navbar("Toolkits") },
  {
    path: "/search?s=bacon",
    h1: "Búsqueda",
    cold: ["SearchResources"],
    visit: ["SearchResources"],
    via: async (page) => {
      const box = page.getByRole("banner").getByRole("combobox", { name: "Buscar recursos", exact: true });
      await box.fill("bacon");
      await box.press("Enter");
    },
  },
  { path: "/local", h1: "Local", cold: [], visit: ["LibraryArea"], via: navbar("Local") },
  { path: "/comunicacion", h1: "Comunicación", cold: [], visit: ["LibraryArea"], via: navbar("Comunicación") },
  { path: "/practices", h1: "Buenas prácticas", cold: [], visit: ["LibraryArea"], via: navbar("Buenas prácticas") },
  { path: "/diagnostic", h1: "Diagnóstico", cold: [], visit: ["Diagnostic"], via: navbar("Diagnóstico") },
  { path: "/marketing", h1: "Plan de marketing", cold: [], visit: ["Marketing"], via: navbar("Plan de marketing") },
  { path: "/channels", h1: "Canales", cold: [], visit: ["Channels"], via: navbar("Canales") },
  { path: "/orders", h1: "Mis pedidos", cold: [], visit: ["MyOrders"], via: navbar("Mis pedidos") },
  { path: "/customresource", h1: "Solicitar un recurso", cold: [], visit: [], via: navbar("Solicitar un recurso") },
  {
    path: "/comunicacion/form",
    h1: "Comunicación de apertura",
    cold: [],
    visit: [],
    // No screen links the opening form: a client-side navigation as the router's own history would make it.
    via: (page) => routerPush(page, "/comunicacion/form"),
  },
  {
    path: "/cart",
    h1: "Carrito",
    cold: [],
    visit: ["CartOptions"],
    via: (page) => page.getByRole("link", { name: /^Carrito: / }).click(),
  },
  {
    path: "/order/{resourceId}",
    h1: "Nuevo pedido",
    cold: [],
    visit: ["OrderWizard"],
    via: (page) => routerPush(page, `/order/${resourceId}`),
  },
  {
    path: "/order/details/{order}",
    h1: "Pedido {number}",
    cold: [],
    visit: ["OrderDetails"],
    via: (page) => routerPush(page, `/order/details/${order.id}`),
  },
  { path: "/account", h1: "Mi cuenta", cold: [], visit: ["Account"], via: (page) => routerPush(page, "/account") },
  // The same query as /account's first page: from the cache after it.
  { path: "/notifications", h1: "Notificaciones", cold: [], visit: [], via: (page) => routerPush(page, "/notifications") },
];

const pathOf = (screen: Screen) =>
  screen.path.replace("{resource}", resourceSlug).replace("{resourceId}", String(resourceId)).replace("{order}", String(order.id));

/** Waits until the screen shows its level-1 heading (its data has arrived). */
async function expectScreen(page: Page, screen: Screen): Promise<void> {
  await expectPath(page, pathOf(screen));
  const heading = page.getByRole("heading", { level: 1 });
  await expect.poll(() => heading.textContent(), { timeout: 10_000, interval: 50 }).toBe(screen.h1.replace("{number}", order.number));
}

/**
 * A query is sent as its screen mounts, before the screen can show its heading; a quiet moment after
 * the heading catches any late or repeated request.
 */
const quiet = (page: Page) => page.waitForTimeout(150);

describe("request budget per screen (ES franchisee)", () => {
  beforeAll(async () => {
    const [row] = await catalogue<{ url: string }>("SELECT url FROM resources WHERE market = 'ES' AND lang = 'CAST' AND name = $1", [RESOURCE]);
    resourceSlug = row!.url;
    resourceId = (await catalogue<{ id: number }>("SELECT id FROM resources WHERE market = 'ES' AND lang = 'CAST' AND name = $1", [RESOURCE]))[0]!.id;
    [order] = await catalogue<{ id: number; number: string }>(
      `SELECT o.id, o.number FROM orders o JOIN users u ON u.id = o.user_id
        WHERE u.market = 'ES' AND lower(u.email) = $1 AND o.idem_key = 'seed-1'`,
      [USER],
    );
  });

  describe("a cold page load sends the shell's query and the screen's own", () => {
    for (const screen of SCREENS) {
      it(`${screen.path}: ${screen.cold.join(" + ") || "nothing"}`, async () => {
        const page = await newPage("ES", { as: USER });
        await page.goto(pathOf(screen));
        await expectScreen(page, screen);
        await quiet(page);
        const sent = graphql(page).names();
        expect(sent, `cold load of ${pathOf(screen)}: ${sent.join(", ")}`).toEqual(screen.cold);
      });
    }
  });

  it("navigating in the app sends one query per screen with data and none for the others; returning sends none", async () => {
    const page = await newPage("ES", { as: USER });
    const counter = graphql(page);
    // Start on a screen without data, so that every row's first visit is an in-app one.
    await page.goto("/customresource");
    await expectScreen(
      page,
      SCREENS.find((screen) => screen.path === "/customresource")!,
    );
    const report: string[] = [];

    // Forward: every row, reached through a link of the previous screen.
    const walk = SCREENS;
    for (const screen of walk) {
      const mark = counter.mark();
      await screen.via(page);
      await expectScreen(page, screen);
      await quiet(page);
      const sent = counter.since(mark);
      report.push(`→ ${pathOf(screen)}: [${sent.join(", ")}]`);
      expect.soft(sent, `in-app navigation to ${pathOf(screen)}`).toEqual(screen.visit);
    }

    // Back: through the whole history again, every screen from the cache.
    for (const screen of [...walk].reverse().slice(1)) {
      const mark = counter.mark();
      await page.goBack();
      await expectScreen(page, screen);
      await quiet(page);
      const sent = counter.since(mark);
      report.push(`← ${pathOf(screen)}: [${sent.join(", ")}]`);
      expect.soft(sent, `browser back to ${pathOf(screen)}`).toEqual([]);
    }

    // Its link again: screens visited earlier, reached by their links, from the cache.
    for (const screen of [SCREENS[5]!, SCREENS[1]!, SCREENS[0]!]) {
      const mark = counter.mark();
      await screen.via(page);
      await expectScreen(page, screen);
      await quiet(page);
      const sent = counter.since(mark);
      report.push(`↻ ${pathOf(screen)}: [${sent.join(", ")}]`);
      expect.soft(sent, `link again to ${pathOf(screen)}`).toEqual([]);
    }
    console.log(`[e2e] GraphQL requests of the in-app walk (${portalUrl("ES", "")}):\n  ${report.join("\n  ")}`);
    // Forty-four screens, each waited for until its requests are over: more than the default 30 s on a busy machine.
  }, 120_000);
});
