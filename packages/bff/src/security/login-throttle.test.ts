import { describe, expect, it } from "vitest";
import { GraphQLError } from "graphql";
import { useStack } from "../test/use-stack.js";
import { LOGIN, TestBrowser, type GraphQLResponse } from "../test/browser.js";
import { LOGIN_LIMITS, LoginThrottle } from "./login-throttle.js";

// 127.0.0.2 stands for the proxy (TRUST_PROXY names it); a browser connecting from 127.0.0.1 reaches the BFF without it.
const PROXY = "127.0.0.2";
const stack = useStack({ env: { TRUST_PROXY: PROXY } });
const { browser } = stack;

type Login = { login: { __typename: string; reason?: string } };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("login rate limits (against the real catalogue and Redis)", () => {
  it("one request cannot try several passwords: a second credential field is refused before the catalogue", async () => {
    const user = await stack.factories.createUser({ market: "ES", restaurants: 1 });
    const b = browser("ES");
    stack.resetCalls();
    const tries = ["one", "two", "three"].map((p, i) => `t${i}: login(input: { username: "${user.email}", password: "${p}" }) { __typename }`);
    const aliased = await b.graphql(`mutation { ${tries.join(" ")} }`);
    expect(aliased.status).toBe(400);
    expect(aliased.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
      ["An operation may check one credential at most.", "GRAPHQL_VALIDATION_FAILED"],
    ]);
    const mixed = await b.graphql(
      `mutation { login(input: { username: "${user.email}", password: "x" }) { __typename } acceptLegalTerms { __typename } }`,
    );
    expect(mixed.status).toBe(400);
    expect(stack.callPaths()).toEqual([]);
  });

  it("past the free wrong passwords, the account waits (growing) before its next attempt, which never reaches the catalogue", async () => {
    const user = await stack.factories.createUser({ market: "ES", restaurants: 1 });
    const b = browser("ES");
    const attempt = (password: string) => b.graphql<Login>(LOGIN, { username: user.email, password });
    for (let n = 1; n <= LOGIN_LIMITS.FREE_FAILURES + 1; n++) {
      expect((await attempt(`wrong-${n}`)).data?.login).toEqual({
        __typename: "LoginFailure",
        reason: "INVALID_CREDENTIALS",
        messageKey: "login.error.credentials",
      });
    }
    // The 6th wrong password blocked the next attempt for 1 s: even the right password waits, and the catalogue is not asked.
    stack.resetCalls();
    const blocked: GraphQLResponse<Login> = await attempt(user.password);
    expect(blocked.errors?.map((e) => [e.message, e.extensions])).toEqual([
      ["error.TOO_MANY_REQUESTS", { code: "TOO_MANY_REQUESTS", retryAfter: 1 }],
    ]);
    expect(blocked.headers["retry-after"]).toBe("1");
    expect(stack.callPaths()).toEqual([]);

    await sleep(1_100);
    expect((await attempt(user.password)).data?.login.__typename).toBe("LoginSuccess");
    // A success forgets the wrong passwords: the next wrong one is answered as such.
    expect((await browser("ES").graphql<Login>(LOGIN, { username: user.email, password: "wrong" })).data?.login.__typename).toBe("LoginFailure");
  });
});

describe("login limits behind a proxy (TRUST_PROXY names its address)", () => {
  const outcome = (answer: GraphQLResponse<Login>) => answer.data?.login.__typename ?? answer.errors?.[0].extensions?.code;
  const loginCalls = () => stack.callPaths().filter((path) => path === "login").length;

  it("9 wrong passwords from an address it does not name, each with a new X-Forwarded-For, are slowed like any others", async () => {
    const user = await stack.factories.createUser({ market: "ES", restaurants: 1 });
    stack.resetCalls();
    const answers: Array<string | undefined> = [];
    for (let n = 1; n <= 9; n++) {
      const forged = { "x-forwarded-for": `203.0.113.${n}` };
      answers.push(outcome(await browser("ES").graphql<Login>(LOGIN, { username: user.email, password: `wrong-${n}` }, forged)));
    }
    // The header was not believed: one address, 5 free wrong passwords, then the 6th blocks the next attempt (1 s, then 2 s…).
    expect(answers.slice(0, 7)).toEqual([...Array(LOGIN_LIMITS.FREE_FAILURES + 1).fill("LoginFailure"), "TOO_MANY_REQUESTS"]);
    expect(answers.filter((answer) => answer === "TOO_MANY_REQUESTS").length).toBeGreaterThanOrEqual(2);
    expect(loginCalls()).toBe(answers.filter((answer) => answer === "LoginFailure").length);
  });

  it("guesses at one account from many addresses are limited; a browser that signed in to it before still signs in", async () => {
    const user = await stack.factories.createUser({ market: "ES", restaurants: 1 });
    const usual = TestBrowser.of(stack.url, "ES", { from: PROXY });
    const asUser = { "x-forwarded-for": "198.51.100.7" };
    expect(outcome(await usual.graphql<Login>(LOGIN, { username: user.email, password: user.password }, asUser))).toBe("LoginSuccess");
    expect(usual.deviceCookie).toMatch(/^portal\.device=[\w-]{22}\.[\w-]{22}$/);

    stack.resetCalls();
    const guess = (n: number, password = `wrong-${n}`) =>
      TestBrowser.of(stack.url, "ES", { from: PROXY }).graphql<Login>(
        LOGIN,
        { username: user.email, password },
        { "x-forwarded-for": `192.0.2.${n}` },
      );
    const answers: Array<string | undefined> = [];
    for (let n = 1; n <= LOGIN_LIMITS.ACCOUNT_FREE_FAILURES + 1; n++) answers.push(outcome(await guess(n)));
    // Each from an address of its own (the proxy's X-Forwarded-For is believed): no limit per address set in…
    expect(answers).toEqual(Array(LOGIN_LIMITS.ACCOUNT_FREE_FAILURES + 1).fill("LoginFailure"));
    // …but the account's did: the next guess waits, from wherever it comes, even with the right password.
    const blocked = await guess(50, user.password);
    expect([outcome(blocked), blocked.errors?.[0].extensions, blocked.headers["retry-after"]]).toEqual([
      "TOO_MANY_REQUESTS",
      { code: "TOO_MANY_REQUESTS", retryAfter: 1 },
      "1",
    ]);
    expect(loginCalls()).toBe(LOGIN_LIMITS.ACCOUNT_FREE_FAILURES + 1);
    // The user's own browser is not locked out by the stranger.
    usual.cookie = undefined; // signed out, the device cookie kept
    expect(outcome(await usual.graphql<Login>(LOGIN, { username: user.email, password: user.password }, asUser))).toBe("LoginSuccess");
  });
});

describe("LoginThrottle (its rules, in memory)", () => {
  const retryAfter = async (promise: Promise<void>) => {
    const error = await promise.then(() => null).catch((e: unknown) => e);
    return error instanceof GraphQLError ? error.extensions.retryAfter : null;
  };
  const ana = (ip: string, device?: string) => ({ account: "ana@demo.es", ip, device });

  it("doubles the wait with each wrong password past the free ones, up to the cap", async () => {
    const throttle = new LoginThrottle({ prefix: "test" });
    const waits: Array<unknown> = [];
    for (let n = 1; n <= LOGIN_LIMITS.FREE_FAILURES + 4; n++) {
      await throttle.failed(ana("10.0.0.1"));
      waits.push(await retryAfter(throttle.check(ana("10.0.0.1"))));
    }
    expect(waits).toEqual([null, null, null, null, null, 1, 2, 4, 8]);
    // Another address, or another account, is not held back by this account's wrong passwords.
    expect(await retryAfter(throttle.check(ana("10.0.0.2")))).toBeNull();
    expect(await retryAfter(throttle.check({ account: "eva@demo.es", ip: "10.0.0.1" }))).toBeNull();
  });

  it("blocks an address that tried too many wrong passwords, whatever the accounts", async () => {
    const throttle = new LoginThrottle({ prefix: "test" });
    for (let n = 0; n < LOGIN_LIMITS.IP_FAILURES; n++) await throttle.failed({ account: `user${n}@demo.es`, ip: "10.0.0.9" });
    const wait = await retryAfter(throttle.check({ account: "new@demo.es", ip: "10.0.0.9" }));
    expect(wait).toBeGreaterThan(LOGIN_LIMITS.WINDOW_SECONDS - 5);
    expect(wait).toBeLessThanOrEqual(LOGIN_LIMITS.WINDOW_SECONDS);
  });

  it("limits an account whatever the addresses: growing waits up to a cap, for the browsers it does not know only", async () => {
    const throttle = new LoginThrottle({ prefix: "test" });
    const waits: Array<unknown> = [];
    for (let n = 1; n <= LOGIN_LIMITS.ACCOUNT_FREE_FAILURES + 10; n++) {
      await throttle.failed(ana(`192.0.2.${n}`)); // each guess from an address of its own
      waits.push(await retryAfter(throttle.check(ana(`198.51.100.${n}`))));
    }
    expect(waits).toEqual([...Array(LOGIN_LIMITS.ACCOUNT_FREE_FAILURES).fill(null), 1, 2, 4, 8, 16, 32, 64, 128, 256, 300]);
    expect(LOGIN_LIMITS.ACCOUNT_MAX_BLOCK_SECONDS).toBe(300);
    // A browser that signed in to the account before is not held back by a stranger's guesses…
    expect(await retryAfter(throttle.check(ana("198.51.100.99", "device-1")))).toBeNull();
    // …nor is another account.
    expect(await retryAfter(throttle.check({ account: "eva@demo.es", ip: "198.51.100.99" }))).toBeNull();
    // Its own wrong passwords count per account and device (not for the account, not for the address), and a success forgets them.
    for (let n = 1; n <= LOGIN_LIMITS.FREE_FAILURES + 1; n++) await throttle.failed(ana("198.51.100.99", "device-1"));
    expect(await retryAfter(throttle.check(ana("198.51.100.99", "device-1")))).toBe(1);
    expect(await retryAfter(throttle.check(ana("198.51.100.99", "device-2")))).toBeNull();
    await throttle.succeeded(ana("198.51.100.99", "device-1"));
    expect(await retryAfter(throttle.check(ana("198.51.100.99", "device-1")))).toBeNull();
    // The account's count outlives the success: the stranger's next guess still waits.
    expect(await retryAfter(throttle.check(ana("203.0.113.1")))).toBe(300);
  });
});
