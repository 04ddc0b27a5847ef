import { describe, expect, it, vi } from "vitest";
import { request } from "undici";
import { DEMO_PASSWORD, LOGIN, VIEWER, type SignInExtra, type TestBrowser } from "../../test/browser.js";
import { useStack } from "../../test/use-stack.js";

const stack = useStack();
const { browser } = stack;

/** This file asserts every kind of login answer: the raw answer, with its browser as `b`. */
async function signIn(market: "ES" | "PT", username: string, password = DEMO_PASSWORD, extra: SignInExtra = {}) {
  const { browser: b, result, login } = await stack.login(market, username, { ...extra, password });
  return { b, result, login };
}

describe("login, for every user type in both markets, lands on the right path", () => {
  // The README's demo accounts: [ES account, PT account, type, admin, landing path].
  const types: Array<[es: string, pt: string, type: string, admin: boolean, landing: string]> = [
    ["franquiciado@demo.es", "franqueado@demo.pt", "FRANCHISEE", false, "/"],
    ["admin@demo.es", "admin@demo.pt", "ADMINISTRATOR", true, "/admin"],
    ["gerente@demo.es", "gerente@demo.pt", "MANAGER", false, "/"],
    ["restringido@demo.es", "restrito@demo.pt", "RESTRICTED_ADMINISTRATOR", true, "/admin/sections"],
    ["consultor@demo.es", "consultor@demo.pt", "CONSULTANT", false, "/"],
    ["partner@demo.es", "parceiro@demo.pt", "PARTNER", false, "/partner/reports"],
  ];
  const cases = (["ES", "PT"] as const).flatMap((market) => types.map(([es, pt, ...rest]) => [market, market === "ES" ? es : pt, ...rest] as const));
  it.each(cases)("%s %s → %s (admin %s), landing %s", async (market, username, type, admin, landing) => {
    const { b, login } = await signIn(market, `  ${username.toUpperCase()} `);
    expect(login?.__typename).toBe("LoginSuccess");
    expect(login?.viewer.user).toEqual({ email: username, type, admin });
    expect(login?.viewer.market).toBe(market);
    expect(login?.viewer.language).toBe(market === "ES" ? "CAST" : "PT");
    expect(login?.viewer.landingPath).toBe(landing);
    expect(login?.viewer.restaurants.length).toBeGreaterThanOrEqual(2);
    expect(login?.viewer.restaurants.length).toBeLessThanOrEqual(4);
    const again = await b.graphql<{ viewer: any }>(VIEWER);
    expect(again.data?.viewer.user.email).toBe(username);
    expect(again.data?.viewer.restaurants.every((r: { site: string }) => r.site.startsWith(market))).toBe(true);
  });
});

describe("login failures", () => {
  it("answers a wrong password with a typed failure and no session", async () => {
    const { b, login, result } = await signIn("ES", "franquiciado@demo.es", "wrong-password");
    expect(login).toEqual({ __typename: "LoginFailure", reason: "INVALID_CREDENTIALS", messageKey: "login.error.credentials" });
    expect(result.errors).toBeUndefined();
    expect((await b.graphql<{ viewer: null }>(VIEWER)).data?.viewer).toBeNull();
  });

  it("refuses a disabled account", async () => {
    const { login } = await signIn("ES", "inactivo@demo.es");
    expect(login).toEqual({ __typename: "LoginFailure", reason: "ACCOUNT_INACTIVE", messageKey: "login.error.inactive" });
  });

  it("does not let a user of one market sign in on the other", async () => {
    const { login } = await signIn("PT", "franquiciado@demo.es");
    expect(login?.reason).toBe("INVALID_CREDENTIALS");
  });

  it("rejects blank fields with field keys before calling the catalogue", async () => {
    const { result } = await signIn("ES", "   ", " ");
    expect(result.data).toBeNull();
    expect(result.errors?.[0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { username: "login.error.username_required", password: "login.error.password_required" },
    });
    expect(stack.calls).toEqual([]);
  });
});

describe("the session", () => {
  it("gets a new id at login and is destroyed at logout", async () => {
    const b = browser("ES");
    await b.graphql(`mutation { requestPasswordReminder(input: { username: "nobody@demo.es" }) { sent } }`);
    await b.graphql(LOGIN, { username: "gerente@demo.es", password: DEMO_PASSWORD });
    const first = b.sessionId;
    expect(first).toBeDefined();
    await b.graphql(`mutation { logout }`);
    await b.graphql(LOGIN, { username: "gerente@demo.es", password: DEMO_PASSWORD });
    expect(b.sessionId).toBeDefined();
    expect(b.sessionId).not.toBe(first);

    const stolen = b.cookie;
    expect((await b.graphql(`mutation { logout }`)).data).toEqual({ logout: true });
    expect((await b.graphql<{ viewer: null }>(VIEWER)).data?.viewer).toBeNull();
    const replay = browser("ES");
    replay.cookie = stolen;
    expect((await replay.graphql<{ viewer: null }>(VIEWER)).data?.viewer).toBeNull();
  });

  it("sets an httpOnly, sameSite=lax cookie not named connect.sid", async () => {
    const b = browser("ES");
    const result = await b.graphql(LOGIN, { username: "gerente@demo.es", password: DEMO_PASSWORD });
    const header = String(result.headers["set-cookie"]);
    expect(header).toMatch(/^portal\.sid=/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).not.toMatch(/ci_session/);
  });

  it("slides its expiry by saving a session in use once a minute, not on every request", async () => {
    const { b } = await signIn("ES", "gerente@demo.es");
    const expiresOf = (headers: Record<string, unknown>) => /Expires=([^;]+)/.exec(String(headers["set-cookie"] ?? ""))?.[1];
    await b.graphql(VIEWER);
    const soon = await b.graphql(VIEWER);
    expect(soon.headers["set-cookie"]).toBeUndefined();
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const later = Date.now() + 60_000;
      vi.setSystemTime(later);
      const slid = await b.graphql(VIEWER);
      const expires = Date.parse(expiresOf(slid.headers) ?? "");
      expect(Math.abs(expires - (later + stack.config.sessionTtlSeconds * 1000))).toBeLessThan(2_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it("is worthless on the other market's host", async () => {
    const { b } = await signIn("ES", "gerente@demo.es");
    const pt = browser("PT");
    pt.cookie = b.cookie;
    expect((await pt.graphql<{ viewer: null }>(VIEWER)).data?.viewer).toBeNull();
  });

  it("after the catalogue session expired, a call meeting its 403 asks for a reload, whose session check signs out", async () => {
    const { b } = await signIn("ES", "consultor@demo.es");
    await stack.legacy.expireSessions();
    // The viewer answers from the last session check (younger than SESSION_CHECK_SECONDS)...
    expect((await b.graphql<{ viewer: { user: { email: string } } }>(VIEWER)).data?.viewer.user.email).toBe("consultor@demo.es");
    // ...the next call that reaches the catalogue meets its 403: not the session check, so the browser reloads...
    const expired = await b.graphql(`{ search(text: "cafe") { text } }`);
    expect(expired.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([["error.UPSTREAM_FORBIDDEN", "UPSTREAM_FORBIDDEN"]]);
    // ...and the reload's viewer checks the session at the catalogue (the last check is forgotten): 403, signed out.
    stack.resetCalls();
    const reloaded = await b.graphql(VIEWER);
    expect(reloaded.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([["error.UNAUTHENTICATED", "UNAUTHENTICATED"]]);
    expect(stack.callPaths()).toEqual(["user/data"]);
    expect((await b.graphql<{ viewer: null }>(VIEWER)).data?.viewer).toBeNull();
  });

  it("notices an expired catalogue session at the viewer's next session check", async () => {
    const { b } = await signIn("ES", "consultor@demo.es");
    await stack.legacy.expireSessions();
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + stack.config.sessionCheckSeconds * 1000);
      const expired = await b.graphql(VIEWER);
      expect(expired.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    } finally {
      vi.useRealTimers();
    }
    expect((await b.graphql<{ viewer: null }>(VIEWER)).data?.viewer).toBeNull();
  });

  it("answers UNAUTHENTICATED to a signed-out caller of a guarded mutation", async () => {
    const result = await browser("ES").graphql(`mutation { selectRestaurant(input: { site: "ES0101" }) { landingPath } }`);
    expect(result.errors?.map((e) => e.extensions?.code)).toEqual(["UNAUTHENTICATED"]);
  });
});

describe("legal terms", () => {
  it("holds the login until the terms are accepted, then completes it", async () => {
    const user = await stack.factories.createUser({ market: "ES", legalAccepted: false });
    const { b, login } = await signIn("ES", user.email);
    expect(login?.__typename).toBe("LegalTermsRequired");
    expect(login?.userName).toMatch(/\S+ \S+/);
    expect((await b.graphql<{ viewer: null }>(VIEWER)).data?.viewer).toBeNull();
    const pendingCookie = b.cookie;
    const pendingId = b.sessionId;
    const accepted = await b.graphql<{ acceptLegalTerms: any }>(
      `mutation { acceptLegalTerms { __typename ... on LoginSuccess { viewer { user { email } landingPath } } } }`,
    );
    expect(accepted.data?.acceptLegalTerms).toEqual({ __typename: "LoginSuccess", viewer: { user: { email: user.email }, landingPath: "/" } });
    expect((await b.graphql<{ viewer: any }>(VIEWER)).data?.viewer.user.email).toBe(user.email);
    // Accepting changed the session's privileges, and its id: the pending one is worth nothing now.
    expect(b.sessionId).toBeDefined();
    expect(b.sessionId).not.toBe(pendingId);
    const stale = stack.browser("ES");
    stale.cookie = pendingCookie;
    expect((await stale.graphql<{ viewer: null }>(VIEWER)).data?.viewer).toBeNull();
    const next = await signIn("ES", user.email);
    expect(next.login?.__typename).toBe("LoginSuccess");
  });

  it("drops the pending login when the terms are rejected", async () => {
    const { b, login } = await signIn("PT", "novo@demo.pt");
    expect(login?.__typename).toBe("LegalTermsRequired");
    expect((await b.graphql(`mutation { rejectLegalTerms { pendingLogin { userName } } }`)).data).toEqual({
      rejectLegalTerms: { pendingLogin: null },
    });
    const accept = await b.graphql(`mutation { acceptLegalTerms { __typename } }`);
    expect(accept.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("languages and markets", () => {
  const PORTAL = `{ portal { market defaultLanguage languages { code name } externalSignInUrl pendingLogin { userName } } }`;

  it("describes each market to signed-out screens", async () => {
    const es = await browser("ES").graphql<{ portal: any }>(PORTAL);
    expect(es.data?.portal).toEqual({
      market: "ES",
      defaultLanguage: "CAST",
      languages: [
        { code: "CAST", name: "Castellano" },
        { code: "CAT", name: "Català" },
      ],
      externalSignInUrl: null,
      pendingLogin: null,
    });
    const pt = await browser("PT").graphql<{ portal: any }>(PORTAL);
    expect(pt.data?.portal.languages).toEqual([{ code: "PT", name: "Português" }]);
    expect(pt.data?.portal.externalSignInUrl).toBe("/loginexternal"); // the portal's start of it, which leads to the provider
  });

  it("lets ES switch to Catalan and refuses Castilian in PT", async () => {
    const es = await signIn("ES", "gerente@demo.es", DEMO_PASSWORD, { language: "CAT" });
    expect(es.login?.viewer.language).toBe("CAT");
    const back = await es.b.graphql<{ setLanguage: any }>(`mutation { setLanguage(input: { language: CAST }) { language } }`);
    expect(back.data?.setLanguage).toEqual({ language: "CAST" });

    const pt = await signIn("PT", "gerente@demo.pt", DEMO_PASSWORD, { language: "CAST" });
    expect(pt.login?.viewer.language).toBe("PT");
    const refused = await pt.b.graphql(`mutation { setLanguage(input: { language: CAST }) { language } }`);
    expect(refused.errors?.[0]).toMatchObject({ message: "language.error.not_allowed", extensions: { code: "FORBIDDEN" } });
  });
});

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
