/**
 * Helpers of the browser journeys: a fresh browser context per test on the shared chromium,
 * the portal's URLs per market, login through the real form, the GraphQL request counter, and
 * control of the in-process catalogue (catalogue.ts, re-exported here).
 */
import { join } from "node:path";
import { afterAll, expect, inject, onTestFinished } from "vitest";
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request } from "playwright-core";

export * from "./catalogue.js";

export type Market = "ES" | "PT";

export const DEMO_PASSWORD = "demo1234";

/** Origin of the portal for a market, e.g. http://es.localhost:43123 */
export const origin = (market: Market): string => inject("portal")[market];

/** Absolute URL of a portal path in a market. */
export const portalUrl = (market: Market, path: string): string => `${origin(market)}${path}`;

let browser: Promise<Browser> | null = null;

/** This file's connection to the chromium the global setup started (closed after the file). */
function sharedBrowser(): Promise<Browser> {
  browser ??= chromium.connect(inject("wsEndpoint"));
  return browser;
}

afterAll(async () => {
  if (browser) await (await browser).close();
  browser = null;
  signedInStates.clear();
});

/** One GraphQL request a page sent. */
export interface GraphqlCall {
  operationName: string;
  /** Path of the page when the request left. */
  pagePath: string;
}

/**
 * Requests no screen makes, left out of the counts: the header's poll of orders with news
 * (packages/web/src/features/ordering/OrdersMark.tsx), sent once after the first screen and then every minute; the
 * header search's suggestions while one types (packages/web/src/features/library/HeaderSuggestions.tsx).
 */
export const BACKGROUND_OPERATIONS: ReadonlySet<string> = new Set(["UnreadOrderCount", "SearchSuggestions"]);

/** Records every `/graphql` request of a page (operation names from the POST body), but the background ones. */
export class GraphqlCounter {
  readonly calls: GraphqlCall[] = [];
  /** The background requests (BACKGROUND_OPERATIONS) the page sent. */
  readonly background: GraphqlCall[] = [];

  constructor(page: Page) {
    page.on("request", (request) => {
      if (new URL(request.url()).pathname !== "/graphql") return;
      const call = { operationName: operationNameOf(request), pagePath: new URL(page.url()).pathname };
      (BACKGROUND_OPERATIONS.has(call.operationName) ? this.background : this.calls).push(call);
    });
  }

  get count(): number {
    return this.calls.length;
  }

  /** Operation names, in the order the requests left. */
  names(): string[] {
    return this.calls.map((call) => call.operationName);
  }

  /** A mark to count from: `counter.since(mark)` lists the requests sent after it. */
  mark(): number {
    return this.calls.length;
  }

  since(mark: number): string[] {
    return this.names().slice(mark);
  }
}

function operationNameOf(request: Request): string {
  if (request.method() === "GET") return new URL(request.url()).searchParams.get("operationName") ?? "?";
  try {
    const body = request.postDataJSON() as { operationName?: string } | Array<{ operationName?: string }> | null;
    if (Array.isArray(body)) return body.map((op) => op.operationName ?? "?").join("+");
    return body?.operationName ?? "?";
  } catch {
    return "?";
  }
}

const counters = new WeakMap<Page, GraphqlCounter>();

/** The GraphQL request counter of a page made by `newPage` (it counts from the page's creation). */
export function graphql(page: Page): GraphqlCounter {
  const counter = counters.get(page);
  if (!counter) throw new Error("graphql(page): the page was not made by newPage()");
  return counter;
}

export interface PageOptions {
  /**
   * Let the home page's advertising video pop-up open (a modal over the whole app). Off by default:
   * the journeys behave as a user who already chose "show later" in this browser session.
   */
  videoPopup?: boolean;
  /**
   * Start signed in as this user (e-mail): the context gets the cookies and local storage of a sign-in
   * through the real form, done once per test file and user (`signedInState`). Every page made this
   * way shares that one portal session, so use it only where the journey does not change the session
   * (language, restaurant) or the user.
   */
  as?: string;
  /** Browser permissions of the context, e.g. ["clipboard-read", "clipboard-write"]. */
  permissions?: string[];
  /** A phone's screen (390 × 844, touch) instead of a desktop's. */
  phone?: boolean;
  /** The language this browser has chosen for the market (the app's `portal.language.<market>`), e.g. "CAT". */
  language?: "CAST" | "CAT" | "PT";
}

/**
 * Init script: sessionStorage answers "1" for every `portal.session.video.later.<id>` key (the video pop-up's
 * "show later" for this session, packages/web/src/features/home/videoPopup.ts), whatever the video id.
 */
const VIDEO_POPUP_LATER = `(() => {
  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function (key) {
    if (this === window.sessionStorage && typeof key === "string" && key.startsWith("portal.session.video.later.")) return "1";
    return getItem.call(this, key);
  };
})();`;

const slug = (text: string) =>
  text
    .replace(/[^\w-]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 120);

/**
 * A page in a fresh browser context (fresh cookies and localStorage) whose base URL is the
 * market's portal. Call it inside a test: the context closes when the test ends, after a
 * screenshot (`.e2e/<test>.png` at the repo root) if the test failed.
 */
export async function newPage(market: Market, options: PageOptions = {}): Promise<Page> {
  const storageState = options.as ? await signedInState(market, options.as) : undefined;
  const context = await (
    await sharedBrowser()
  ).newContext({
    ...contextOptions(market),
    ...(options.phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
    storageState,
    permissions: options.permissions,
  });
  if (!options.videoPopup) await context.addInitScript(VIDEO_POPUP_LATER);
  if (options.language)
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [`portal.language.${market}`, options.language] as const);
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(15_000);
  const page = await context.newPage();
  counters.set(page, new GraphqlCounter(page));
  const blocked: string[] = [];
  cspBlocked.set(page, blocked);
  page.on("console", (message) => {
    if (/Content Security Policy/.test(message.text())) blocked.push(`${page.url()}: ${message.text()}`);
  });
  onTestFinished(async ({ task }) => {
    if (task.result?.state === "fail") {
      const path = join(inject("artifactsDir"), `${slug(task.fullName ?? task.name)}.png`);
      await page.screenshot({ path, fullPage: true }).then(
        () => console.error(`[e2e] screenshot of the ${task.fails ? "expected (it.fails) " : ""}failure: ${path} (page ${page.url()})`),
        () => undefined,
      );
    }
    await context.close();
  });
  return page;
}

const cspBlocked = new WeakMap<Page, string[]>();

/** What the page's Content Security Policy blocked so far (Chromium reports each refusal on the console). */
export function cspViolations(page: Page): string[] {
  return [...(cspBlocked.get(page) ?? [])];
}

function contextOptions(market: Market) {
  return { baseURL: origin(market), locale: market === "ES" ? "es-ES" : "pt-PT", viewport: { width: 1280, height: 800 } };
}

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
const signedInStates = new Map<string, Promise<StorageState>>();

/**
 * Cookies and local storage of `username` signed in through the real form (then landed), made once per
 * test file, market and user, in a context of its own that is closed right after.
 */
export function signedInState(market: Market, username: string): Promise<StorageState> {
  const key = `${market} ${username}`;
  let state = signedInStates.get(key);
  if (!state) {
    state = (async () => {
      const context = await (await sharedBrowser()).newContext(contextOptions(market));
      try {
        await context.addInitScript(VIDEO_POPUP_LATER);
        context.setDefaultTimeout(10_000);
        const page = await context.newPage();
        await login(page, username);
        await page.waitForURL((url) => url.pathname !== "/login");
        await settle(page);
        return await context.storageState();
      } finally {
        await context.close();
      }
    })();
    state.catch(() => signedInStates.delete(key));
    signedInStates.set(key, state);
  }
  return state;
}

/** Another tab in the same browser context as `page` (same cookies and storage), with its own request counter. */
export async function newTab(page: Page): Promise<Page> {
  const tab = await page.context().newPage();
  counters.set(tab, new GraphqlCounter(tab));
  return tab;
}

/** The login form's texts in each interface language (packages/web/src/features/session/messages.*.json). */
const LOGIN_TEXTS = {
  es: {
    username: { ES: "Correo electrónico", PT: "Usuario" },
    password: "Contraseña",
    submit: "Entrar",
    usePassword: "Entrar con usuario y contraseña",
  },
  ca: {
    username: { ES: "Correu electrònic", PT: "Usuari" },
    password: "Contrasenya",
    submit: "Entra",
    usePassword: "Entra amb usuari i contrasenya",
  },
  pt: {
    username: { ES: "Correio eletrónico", PT: "Utilizador" },
    password: "Palavra-passe",
    submit: "Entrar",
    usePassword: "Entrar com utilizador e palavra-passe",
  },
} as const;

export function marketOf(page: Page): Market {
  return new URL(page.url()).hostname.startsWith("pt.") ? "PT" : "ES";
}

/**
 * Signs in through the real login form (opening /login first when the page is elsewhere; in PT it
 * reveals the username/password form behind the external sign-in). Does not wait for the landing page.
 */
export async function login(page: Page, username: string, password: string = DEMO_PASSWORD): Promise<void> {
  if (page.url() === "about:blank" || new URL(page.url()).pathname !== "/login") await page.goto("/login");
  await page.getByRole("heading", { level: 1 }).waitFor();
  const lang = (await page.evaluate(() => document.documentElement.lang)).split("-")[0]; // "pt-PT" → "pt"
  const texts = LOGIN_TEXTS[lang as keyof typeof LOGIN_TEXTS] ?? LOGIN_TEXTS.es;
  const market = marketOf(page);
  // By role and accessible name: a label's text also holds Mantine's aria-hidden " *" of required fields.
  const usernameField = page.getByRole("textbox", { name: texts.username[market], exact: true });
  const toggle = page.getByRole("button", { name: texts.usePassword, exact: true });
  if (!(await usernameField.isVisible()) && (await toggle.isVisible())) await toggle.click();
  await usernameField.fill(username);
  await page.getByRole("textbox", { name: texts.password, exact: true }).fill(password);
  await page.getByRole("button", { name: texts.submit, exact: true }).click();
}

/** Waits (polling) until the page shows exactly this portal path (query included when given). */
export async function expectPath(page: Page, path: string, timeout = 10_000): Promise<void> {
  const market = marketOf(page);
  await expect.poll(() => page.url(), { timeout, interval: 50 }).toBe(portalUrl(market, path));
}

/** Waits for the page to settle: no request in flight for a moment (lazy chunks, GraphQL). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
}

/**
 * Waits until the page has had no request in flight for `ms` (at most `limitMs`): the screen's lazy parts loaded and
 * their own requests answered, which "networkidle" (500 ms without a connection) can miss on a slow machine.
 */
export async function quiet(page: Page, ms = 2_000, limitMs = 20_000): Promise<void> {
  await settle(page);
  let inFlight = 0;
  let last = Date.now();
  const started = () => ((inFlight += 1), (last = Date.now()));
  const ended = () => ((inFlight = Math.max(0, inFlight - 1)), (last = Date.now()));
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    const until = Date.now() + limitMs;
    while (Date.now() < until && (inFlight > 0 || Date.now() - last < ms)) await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
}

/** Name of the header's user-menu button in each market's default language. */
const USER_MENU = { ES: (name: string) => `Menú de usuario de ${name}`, PT: (name: string) => `Menu de utilizador de ${name}` };

/** The header's user menu, opened: its panel (a disclosure: the button's `aria-controls`). */
export async function openUserMenu(page: Page, name: string): Promise<Locator> {
  const button = page.getByRole("button", { name: USER_MENU[marketOf(page)](name), exact: true });
  await button.click();
  expect(await button.getAttribute("aria-expanded")).toBe("true");
  const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
  await panel.waitFor();
  return panel;
}

/**
 * The header shows the signed-in user: its user-menu button is named after them and, opened, the menu shows their
 * name. Escape folds the menu again and gives the focus back to the button.
 */
export async function expectSignedInAs(page: Page, name: string): Promise<void> {
  const panel = await openUserMenu(page, name);
  expect(await panel.getByText(name, { exact: true }).isVisible()).toBe(true);
  await page.keyboard.press("Escape");
  await panel.waitFor({ state: "detached" });
  const button = page.getByRole("button", { name: USER_MENU[marketOf(page)](name), exact: true });
  expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
}

/** Name of the header's restaurant selector in each language. */
const RESTAURANT = { es: "Restaurante", ca: "Restaurant", pt: "Restaurante" } as const;

/** The header's restaurant selector (the browser's own select), in the page's language. */
export async function restaurantSelector(page: Page): Promise<Locator> {
  const lang = (await page.evaluate(() => document.documentElement.lang)).split("-")[0] as keyof typeof RESTAURANT;
  return page.getByRole("combobox", { name: RESTAURANT[lang] ?? RESTAURANT.es, exact: true });
}

/** The label ("site - name") of the restaurant the header's selector shows. */
export function selectedRestaurant(selector: Locator): Promise<string | undefined> {
  return selector.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent ?? undefined);
}

/** The labels of the header selector's restaurants, in order. */
export function restaurantOptions(selector: Locator): Promise<string[]> {
  return selector.evaluate((el: HTMLSelectElement) => [...el.options].filter((o) => o.value).map((o) => o.textContent ?? ""));
}

/** The level-1 heading of the screen (the placeholder screens show their translated title). */
export async function expectScreenTitle(page: Page, title: string): Promise<void> {
  const heading = page.getByRole("heading", { level: 1 });
  await expect.poll(() => heading.textContent(), { timeout: 10_000, interval: 50 }).toBe(title);
}
