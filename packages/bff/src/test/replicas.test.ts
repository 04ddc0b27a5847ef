import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { faultyCatalogue } from "./faulty-catalogue.js";
import { startBff } from "./stack.js";
import { DEMO_PASSWORD, LOGIN, TestBrowser, VIEWER } from "./browser.js";
import { LOGIN_LIMITS } from "../security/login-throttle.js";

/**
 * Two BFF processes behind one proxy, as docker-compose runs them: one Redis (sessions, rate limits, the cache's
 * invalidations), one catalogue. Whichever replica a request reaches, the user sees one portal.
 */
describe("two BFF replicas on one Redis", () => {
  let catalogue: Awaited<ReturnType<typeof faultyCatalogue>>;
  let replicas: Array<Awaited<ReturnType<typeof startBff>>>;

  beforeAll(async () => {
    catalogue = await faultyCatalogue();
    const shared = {
      ...catalogue.env,
      REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
      SESSION_SECRET: "one-secret-for-both-replicas-of-the-test",
      CACHE_INVALIDATION_CHANNEL: `portal:cache:test:${randomUUID()}`,
      RATE_LIMIT_PREFIX: `portal:rl:test:${randomUUID()}`,
    };
    replicas = [await startBff(shared), await startBff(shared)];
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    await catalogue.close();
  });

  /** One browser whose requests alternate between the replicas, as a round-robin proxy sends them. */
  function roundRobin(market: "ES" | "PT") {
    const browsers = replicas.map((r) => TestBrowser.of(r.url, market));
    let next = 0;
    return {
      graphql<T>(query: string, variables: Record<string, unknown> = {}) {
        const b = browsers[next++ % browsers.length];
        b.cookie = browsers.find((other) => other.cookie)?.cookie;
        return b.graphql<T>(query, variables).then((answer) => {
          for (const other of browsers) other.cookie = b.cookie;
          return answer;
        });
      },
    };
  }

  it("a session opened on one replica is the same session on the other, signing out included", async () => {
    const b = roundRobin("ES");
    expect(
      (await b.graphql<{ login: { __typename: string } }>(LOGIN, { username: "gerente@demo.es", password: DEMO_PASSWORD })).data?.login.__typename,
    ).toBe("LoginSuccess");
    expect((await b.graphql<{ viewer: { user: { email: string } } }>(VIEWER)).data?.viewer.user.email).toBe("gerente@demo.es");
    expect((await b.graphql<{ logout: boolean }>(`mutation { logout }`)).errors).toBeUndefined();
    expect((await b.graphql<{ viewer: null }>(VIEWER)).data?.viewer).toBeNull();
  });

  it("a video an administrator changes through one replica is on the home of the other at once (its cache dropped)", async () => {
    const reader = TestBrowser.of(replicas[1].url, "ES");
    await reader.graphql(LOGIN, { username: "franquiciado@demo.es", password: DEMO_PASSWORD });
    const HOME = `{ home { video { id url } } }`;
    const before = (await reader.graphql<{ home: { video: { id: string; url: string } } }>(HOME)).data!.home.video;
    expect(before).not.toBeNull();
    replicas[1].calls.length = 0;
    expect((await reader.graphql(HOME)).data).toEqual({ home: { video: before } }); // cached: no catalogue call
    expect(replicas[1].calls.filter((c) => c.path === "videos")).toEqual([]);

    const admin = TestBrowser.of(replicas[0].url, "ES");
    await admin.graphql(LOGIN, { username: "admin@demo.es", password: DEMO_PASSWORD });
    const url = "https://vimeo.com/76979871";
    const saved = await admin.graphql<{ saveVideo: { id: string; url: string } }>(
      `mutation Save($input: SaveVideoInput!) { saveVideo(input: $input) { id url } }`,
      { input: { id: before.id, url } },
    );
    expect(saved.data?.saveVideo).toEqual({ id: before.id, url });
    // Invalidations travel by Redis pub/sub: the other replica has dropped its copy by the time the admin reads the answer, or just after.
    let after;
    for (let i = 0; i < 20; i++) {
      after = (await reader.graphql<{ home: { video: { id: string; url: string } } }>(HOME)).data!.home.video;
      if (after.url === url) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(after).toEqual({ id: before.id, url });
  });

  it("wrong passwords count once across the replicas: the attempt past the free ones is refused by either", async () => {
    const b = roundRobin("PT");
    for (let n = 1; n <= LOGIN_LIMITS.FREE_FAILURES + 1; n++)
      expect(
        (await b.graphql<{ login: { __typename: string } }>(LOGIN, { username: "gerente@demo.pt", password: `wrong-${n}` })).data?.login.__typename,
      ).toBe("LoginFailure");
    for (let n = 0; n < 2; n++) {
      const blocked = await b.graphql(LOGIN, { username: "gerente@demo.pt", password: DEMO_PASSWORD });
      expect(blocked.errors?.map((e) => e.extensions?.code)).toEqual(["TOO_MANY_REQUESTS"]);
    }
  });
});
