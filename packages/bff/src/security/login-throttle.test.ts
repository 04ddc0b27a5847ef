import { describe, expect, it } from "vitest";
import { GraphQLError } from "graphql";
import { useStack } from "../test/use-stack.js";
import { LOGIN, type GraphQLResponse } from "../test/browser.js";
import { LOGIN_LIMITS, LoginThrottle } from "./login-throttle.js";

const stack = useStack();
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

describe("LoginThrottle (its rules, in memory)", () => {
  const retryAfter = async (promise: Promise<void>) => {
    const error = await promise.then(() => null).catch((e: unknown) => e);
    return error instanceof GraphQLError ? error.extensions.retryAfter : null;
  };

  it("doubles the wait with each wrong password past the free ones, up to the cap", async () => {
    const throttle = new LoginThrottle({ prefix: "test" });
    const waits: Array<unknown> = [];
    for (let n = 1; n <= LOGIN_LIMITS.FREE_FAILURES + 4; n++) {
      await throttle.failed("10.0.0.1", "ana@demo.es");
      waits.push(await retryAfter(throttle.check("10.0.0.1", "ana@demo.es")));
    }
    expect(waits).toEqual([null, null, null, null, null, 1, 2, 4, 8]);
    // Another address, or another account, is not held back by this account's wrong passwords.
    expect(await retryAfter(throttle.check("10.0.0.2", "ana@demo.es"))).toBeNull();
    expect(await retryAfter(throttle.check("10.0.0.1", "eva@demo.es"))).toBeNull();
  });

  it("blocks an address that tried too many wrong passwords, whatever the accounts", async () => {
    const throttle = new LoginThrottle({ prefix: "test" });
    for (let n = 0; n < LOGIN_LIMITS.IP_FAILURES; n++) await throttle.failed("10.0.0.9", `user${n}@demo.es`);
    const wait = await retryAfter(throttle.check("10.0.0.9", "new@demo.es"));
    expect(wait).toBeGreaterThan(LOGIN_LIMITS.WINDOW_SECONDS - 5);
    expect(wait).toBeLessThanOrEqual(LOGIN_LIMITS.WINDOW_SECONDS);
  });
});
