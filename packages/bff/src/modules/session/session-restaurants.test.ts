import { describe, expect, it, vi } from "vitest";
import { request } from "undici";
import { DEMO_PASSWORD, LOGIN, VIEWER, type SignInExtra, type TestBrowser } from "../../test/browser.js";
import { useStack } from "../../test/use-stack.js";

/* Restaurant selection, the password reminder and change, external sign-in (PT), upstream calls and HTTP hygiene. */

const stack = useStack();

const { browser } = stack;

/** This file asserts every kind of login answer: the raw answer, with its browser as `b`. */
async function signIn(market: "ES" | "PT", username: string, password = DEMO_PASSWORD, extra: SignInExtra = {}) {
  const { browser: b, result, login } = await stack.login(market, username, { ...extra, password });
  return { b, result, login };
}

describe("restaurant selection", () => {
  it("selects one of the user's restaurants, remembers it, and refuses others", async () => {
    const user = await stack.factories.createUser({ market: "ES", restaurants: 3 });
    const { b, login } = await signIn("ES", user.email);
    const sites: string[] = login?.viewer.restaurants.map((r: { site: string }) => r.site);
    expect(login?.viewer.selectedRestaurant.site).toBe(sites[0]);
    const chosen = await b.graphql<{ selectRestaurant: any }>(
      `mutation($s: String!) { selectRestaurant(input: { site: $s }) { selectedRestaurant { site } } }`,
      { s: sites[1] },
    );
    expect(chosen.data?.selectRestaurant.selectedRestaurant.site).toBe(sites[1]);
    expect((await b.graphql<{ viewer: any }>(VIEWER)).data?.viewer.selectedRestaurant.site).toBe(sites[1]);

    const foreign = await b.graphql(`mutation { selectRestaurant(input: { site: "PT0201" }) { landingPath } }`);
    expect(foreign.errors?.[0]).toMatchObject({ message: "restaurant.error.not_available", extensions: { code: "FORBIDDEN" } });
  });

  it("starts on the user's first restaurant, not the catalogue's favourite: a choice on one browser does not follow to another", async () => {
    const [favourite] = await stack.sql<{ site: string }>(
      `SELECT r.site FROM users u JOIN restaurants r ON r.id = u.favorite WHERE u.market = 'ES' AND u.email = 'consultor@demo.es'`,
    );
    const { login } = await signIn("ES", "consultor@demo.es");
    const sites: string[] = login?.viewer.restaurants.map((r: { site: string }) => r.site);
    expect(sites.indexOf(favourite.site), "the seed's favourite is not the first").toBeGreaterThan(0);
    expect(login?.viewer.selectedRestaurant.site).toBe(sites[0]);

    const user = await stack.factories.createUser({ market: "ES", restaurants: 3 });
    const one = await signIn("ES", user.email);
    const all: string[] = one.login?.viewer.restaurants.map((r: { site: string }) => r.site);
    await one.b.graphql(`mutation($s: String!) { selectRestaurant(input: { site: $s }) { landingPath } }`, { s: all[2] });
    const other = await signIn("ES", user.email);
    expect(other.login?.viewer.selectedRestaurant.site).toBe(all[0]);
  });

  it("takes the browser's remembered site at login when it is the user's", async () => {
    const user = await stack.factories.createUser({ market: "ES", type: "CONSULTANT", restaurants: 4 });
    const first = await signIn("ES", user.email);
    const sites: string[] = first.login?.viewer.restaurants.map((r: { site: string }) => r.site);
    const again = await signIn("ES", user.email, DEMO_PASSWORD, { site: sites[sites.length - 1] });
    expect(again.login?.viewer.selectedRestaurant.site).toBe(sites[sites.length - 1]);
    const unknown = await signIn("ES", "gerente@demo.es", DEMO_PASSWORD, { site: "XX9999" });
    expect(unknown.login?.viewer.selectedRestaurant.site).toBe(unknown.login?.viewer.restaurants[0].site);
  });
});

describe("password reminder and change", () => {
  const CHANGE = `mutation($id: String!, $time: Int!, $p: String!, $r: String!) { changePassword(input: { id: $id, time: $time, password: $p, repeat: $r }) { changed } }`;

  it("mails a link whose form changes the password once", async () => {
    const user = await stack.factories.createUser({ market: "PT", type: "CONSULTANT" });
    const b = browser("PT");
    expect((await b.graphql(`mutation { requestPasswordReminder(input: { username: "${user.email}" }) { sent } }`)).data).toEqual({
      requestPasswordReminder: { sent: true },
    });
    const mails = await stack.legacy.outbox("PT");
    const mail = mails.find((m) => m.to === user.email);
    const [, id, time] = /\/changepassword\/([^/]+)\/(\d+)/.exec(mail!.link)!;

    const mismatch = await b.graphql(CHANGE, { id, time: Number(time), p: "nova-senha-1", r: "nova-senha-2" });
    expect(mismatch.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { repeat: "password.error.mismatch" } });
    const expired = await b.graphql(CHANGE, { id, time: Math.floor(Date.now() / 1000) - 1, p: "x", r: "x" });
    expect(expired.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { time: "password.error.expired" } });

    expect((await b.graphql(CHANGE, { id, time: Number(time), p: "nova-senha-1", r: "nova-senha-1" })).data).toEqual({
      changePassword: { changed: true },
    });
    expect((await signIn("PT", user.email, "nova-senha-1")).login?.__typename).toBe("LoginSuccess");
    expect((await signIn("PT", user.email)).login?.reason).toBe("INVALID_CREDENTIALS");
    const reused = await b.graphql(CHANGE, { id, time: Number(time), p: "again", r: "again" });
    expect(reused.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { id: "password.error.invalid" } });
  });

  it("requires a username", async () => {
    const result = await browser("ES").graphql(`mutation { requestPasswordReminder(input: { username: "  " }) { sent } }`);
    expect(result.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { username: "login.error.username_required" } });
  });
});

describe("external sign-in (PT)", () => {
  async function ticketFor(username: string, password = DEMO_PASSWORD) {
    const response = await request(`${stack.legacy.url}/pt/sso/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username, password, return_to: "http://pt.localhost:4000" }).toString(),
    });
    await response.body.dump();
    return String(response.headers.location);
  }

  /** A browser that pressed the login page's external button: the cookie that marks it, and where it was sent. */
  async function startSignIn(b: TestBrowser) {
    const response = await b.fetch("/loginexternal");
    await response.body.dump();
    const setCookie = String(response.headers["set-cookie"]);
    return { status: response.statusCode, location: response.headers.location, setCookie, cookie: setCookie.split(";")[0]! };
  }

  /** The provider's return, in a browser holding `cookie` (none: a browser that did not start the sign-in). */
  async function callback(b: TestBrowser, location: string, cookie?: string) {
    const headers: Record<string, string> = cookie ? { cookie: b.cookie ? `${b.cookie}; ${cookie}` : cookie } : {};
    const response = await b.fetch(new URL(location, "http://pt.localhost:4000").pathname, { headers });
    await response.body.dump();
    return response;
  }

  it("starts at the portal, which marks the browser and sends it to the provider's page", async () => {
    const portal = await browser("PT").graphql<{ portal: { externalSignInUrl: string } }>(`{ portal { externalSignInUrl } }`);
    expect(portal.data?.portal.externalSignInUrl).toBe("/loginexternal");
    const started = await startSignIn(browser("PT"));
    expect([started.status, started.location]).toEqual([
      303,
      `${stack.legacy.url}/pt/sso/login?return_to=${encodeURIComponent("http://pt.localhost")}`,
    ]);
    expect(started.setCookie).toMatch(/^portal\.sso=[0-9a-f]{32}; Max-Age=600; Path=\/inituserlogin; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
  });

  it("completes the session from the ticket in the browser that started it, and redirects to the landing path", async () => {
    const b = browser("PT");
    const { cookie } = await startSignIn(b);
    const location = await ticketFor("admin@demo.pt");
    expect(location).toMatch(/^http:\/\/pt\.localhost:4000\/inituserlogin\/[^/]+$/);
    const done = await callback(b, location, cookie);
    expect([done.statusCode, done.headers.location]).toEqual([303, "/admin"]);
    expect((await b.graphql<{ viewer: any }>(VIEWER)).data?.viewer.user.email).toBe("admin@demo.pt");
    const replay = await callback(browser("PT"), location, cookie);
    expect(replay.headers.location).toBe("/login?error=auth");
  });

  it("refuses a ticket opened in a browser that did not start the sign-in (no forced sign-in), and keeps its session", async () => {
    // The victim is signed in as themselves; the attacker's ticket reaches their browser through a link.
    const { b: victim } = await signIn("PT", "gerente@demo.pt");
    const attackersTicket = await ticketFor("admin@demo.pt");
    stack.resetCalls();
    const forced = await callback(victim, attackersTicket);
    expect(forced.headers.location).toBe("/login?error=auth");
    expect(stack.callPaths()).toEqual([]); // the ticket was not even tried
    expect((await victim.graphql<{ viewer: any }>(VIEWER)).data?.viewer.user.email).toBe("gerente@demo.pt");
    // A return that fails for another reason (a made-up ticket) does not end the session either.
    const { cookie } = await startSignIn(victim);
    const garbage = await callback(victim, "/inituserlogin/0123456789abcdef", cookie);
    expect(garbage.headers.location).toBe("/login?error=auth");
    expect((await victim.graphql<{ viewer: any }>(VIEWER)).data?.viewer.user.email).toBe("gerente@demo.pt");
  });

  it("sends failures back to the login page with the auth error", async () => {
    const location = await ticketFor("admin@demo.pt", "wrong");
    expect(new URL(location).pathname).toBe("/inituserlogin/error");
    const response = await browser("PT").fetch("/inituserlogin/error");
    await response.body.dump();
    expect(response.headers.location).toBe("/login?error=auth");
  });

  it("answers /logoutexternal without a side effect: a GET signs nobody out", async () => {
    const { b } = await signIn("PT", "admin@demo.pt");
    stack.calls.length = 0;
    const response = await b.fetch("/logoutexternal");
    await response.body.dump();
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/login");
    expect(stack.calls).toEqual([]);
    expect((await b.graphql<{ viewer: any }>(VIEWER)).data?.viewer.user.email).toBe("admin@demo.pt");
  });

  it("sends a legal-pending user to the legal-terms step", async () => {
    const b = browser("PT");
    const { cookie } = await startSignIn(b);
    const location = await ticketFor("novo@demo.pt");
    const response = await callback(b, location, cookie);
    expect(response.headers.location).toBe("/login?legal=1");
    const portal = await b.graphql<{ portal: { pendingLogin: { userName: string } | null } }>(`{ portal { pendingLogin { userName } } }`);
    expect(portal.data?.portal.pendingLogin?.userName).toMatch(/\S+ \S+/);
  });
});

describe("upstream calls", () => {
  it("costs a login two catalogue calls; the viewer reuses that session check for SESSION_CHECK_SECONDS, then checks again", async () => {
    const b = browser("ES");
    await b.graphql(`{ portal { market } }`);
    stack.calls.length = 0;
    await b.graphql(LOGIN, { username: "gerente@demo.es", password: DEMO_PASSWORD });
    expect(stack.calls.map((c) => c.path)).toEqual(["login", "user/data"]);
    stack.calls.length = 0;
    await b.graphql(VIEWER);
    expect(stack.calls).toEqual([]);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + stack.config.sessionCheckSeconds * 1000);
      await b.graphql(VIEWER);
      expect(stack.calls.map((c) => c.path)).toEqual(["user/data"]);
      stack.calls.length = 0;
      await b.graphql(VIEWER);
      expect(stack.calls).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("HTTP hygiene", () => {
  it("refuses requests that could be cross-site forgeries", async () => {
    const response = await browser("ES").fetch("/graphql", {
      method: "POST",
      body: `{"query":"mutation { logout }"}`,
      headers: { "content-type": "text/plain" },
    });
    expect(response.statusCode).toBe(400);
    await response.body.dump();
  });

  it("never sends stack traces", async () => {
    const result = await browser("ES").graphql(`{ nope }`);
    expect(result.errors?.[0].extensions).toEqual({ code: "GRAPHQL_VALIDATION_FAILED" });
  });

  it("reports health and readiness", async () => {
    const health = await browser("ES").fetch("/healthz");
    expect(await health.body.json()).toEqual({ status: "ok" });
    const ready = await browser("ES").fetch("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(await ready.body.json()).toEqual({ status: "ready", sessions: "ok", catalogueES: "ok", cataloguePT: "ok" });
  });
});
