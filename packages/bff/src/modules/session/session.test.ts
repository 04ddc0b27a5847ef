import { describe, expect, it, vi } from "vitest";
import { DEMO_PASSWORD, LOGIN, VIEWER, type SignInExtra } from "../../test/browser.js";
import { useStack } from "../../test/use-stack.js";

/* Login, its failures, the session, legal terms, languages and markets. */

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
  it("gives the user's legal-terms acceptance and letter code as the catalogue stores them", async () => {
    const query = `{ viewer { user { email legalAccepted letter } } }`;
    for (const email of ["franquiciado@demo.es", "gerente@demo.es"]) {
      const [row] = await stack.sql<{ legal: number; letter: number }>(`SELECT legal, letter FROM users WHERE market = 'ES' AND email = $1`, [email]);
      const { b } = await signIn("ES", email);
      const { data } = await b.graphql<{ viewer: { user: unknown } }>(query);
      expect(data?.viewer.user).toEqual({ email, legalAccepted: row.legal === 1, letter: row.letter });
    }
    const [first] = await stack.sql<{ letter: number }>(`SELECT letter FROM users WHERE market = 'ES' AND email = 'franquiciado@demo.es'`);
    expect(first.letter, "the seed gives one user a letter code").toBe(1);
  });

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

  it("sets an httpOnly, sameSite=lax cookie not named connect.sid (and the device cookie of a browser that signed in)", async () => {
    const b = browser("ES");
    const result = await b.graphql(LOGIN, { username: "gerente@demo.es", password: DEMO_PASSWORD });
    const cookies = [result.headers["set-cookie"]].flat().map(String);
    expect(cookies.map((cookie) => cookie.split("=")[0])).toEqual(["portal.device", "portal.sid"]);
    expect(cookies[0]).toMatch(/^portal\.device=[\w-]{22}\.[\w-]{22}; Max-Age=15552000; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Strict$/);
    const header = cookies[1];
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
