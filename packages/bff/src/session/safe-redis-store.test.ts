import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { createClient, type RedisClientType } from "redis";
import type { Request } from "express";
import type { SessionData } from "express-session";
import { SafeRedisStore } from "./safe-redis-store.js";
import { startBff } from "../test/stack.js";
import { faultyCatalogue } from "../test/faulty-catalogue.js";
import { DEMO_PASSWORD, LOGIN, TestBrowser, VIEWER } from "../test/browser.js";
import { startRedisServer } from "../test/redis-server.js";

const redis: RedisClientType = createClient({ url: process.env.REDIS_URL ?? "redis://127.0.0.1:6379" });
await redis.connect();
afterAll(() => redis.close());

/** Two requests of one session, as express-session drives the store: each loads it, changes it, saves it. */
function requestsOf(store: SafeRedisStore, sid: string, data: SessionData) {
  const load = () => {
    const req = { sessionID: sid } as unknown as Request;
    const session = store.createSession(req, structuredClone(data)) as unknown as Record<string, unknown>;
    return {
      session,
      save: () => new Promise<void>((resolve, reject) => store.set(sid, session as unknown as SessionData, (e) => (e ? reject(e) : resolve()))),
    };
  };
  return [load(), load()] as const;
}

describe("session writes (a store around connect-redis, on the real Redis)", () => {
  const prefix = `portal:sess:test:${randomUUID()}:`;
  const store = new SafeRedisStore(redis, { prefix, ttlSeconds: 60, timeoutMs: 500, userChangesPrefix: `${prefix}changed` });
  const stored = async (sid: string) => JSON.parse((await redis.get(`${prefix}${sid}`)) ?? "null");
  const base = { cookie: { originalMaxAge: 60_000, httpOnly: true, path: "/" }, market: "ES", legacyCookie: "x", language: "CAST", site: "ES0101" };

  it("keeps both of two concurrent changes to different fields", async () => {
    const sid = randomUUID();
    await redis.set(`${prefix}${sid}`, JSON.stringify(base));
    const [a, b] = requestsOf(store, sid, base as unknown as SessionData);
    a.session.language = "CAT";
    b.session.site = "ES0104";
    await a.save();
    await b.save(); // loaded before a's change, saved after it
    expect(await stored(sid)).toMatchObject({ language: "CAT", site: "ES0104", legacyCookie: "x" });
  });

  it("never writes back a session destroyed while a request ran (a logout stays a logout)", async () => {
    const sid = randomUUID();
    await redis.set(`${prefix}${sid}`, JSON.stringify(base));
    const [running] = requestsOf(store, sid, base as unknown as SessionData);
    await new Promise<void>((resolve) => store.destroy(sid, () => resolve()));
    running.session.site = "ES0104";
    await running.save();
    expect(await redis.exists(`${prefix}${sid}`)).toBe(0);
  });

  it("writes a session the request created whole", async () => {
    const sid = randomUUID();
    const req = { sessionID: "another" } as unknown as Request;
    store.createSession(req, structuredClone(base) as unknown as SessionData); // what the request loaded before its new id
    const fresh = { ...base, req, legacyCookie: "y" } as unknown as SessionData;
    await new Promise<void>((resolve, reject) => store.set(sid, fresh, (e) => (e ? reject(e) : resolve())));
    expect(await stored(sid)).toMatchObject({ legacyCookie: "y", language: "CAST" });
  });
});

describe("two BFF processes on one Redis", () => {
  it("a language chosen through one and a restaurant through the other, at the same time, both stay", async () => {
    const catalogue = await faultyCatalogue();
    const env = {
      ...catalogue.env,
      REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
      SESSION_SECRET: "one-secret-for-both-processes-of-the-test",
    };
    const [one, two] = [await startBff(env), await startBff(env)];
    try {
      const b1 = TestBrowser.of(one.url, "ES");
      expect(
        (await b1.graphql<{ login: { __typename: string } }>(LOGIN, { username: "franquiciado@demo.es", password: DEMO_PASSWORD })).data?.login
          .__typename,
      ).toBe("LoginSuccess");
      const b2 = TestBrowser.of(two.url, "ES");
      b2.cookie = b1.cookie;
      // The restaurant's change waits at the catalogue while the language changes through the other process.
      catalogue.delays.set("/api/user/favorite", 400);
      const selecting = b1.graphql<{ selectRestaurant: { selectedRestaurant: { site: string } } }>(
        `mutation { selectRestaurant(input: { site: "ES0102" }) { selectedRestaurant { site } } }`,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      const language = await b2.graphql<{ setLanguage: { language: string } }>(`mutation { setLanguage(input: { language: CAT }) { language } }`);
      expect(language.data?.setLanguage.language).toBe("CAT");
      expect((await selecting).data?.selectRestaurant.selectedRestaurant.site).toBe("ES0102");
      catalogue.delays.clear();
      for (const b of [b1, b2]) {
        const viewer = await b.graphql<{ viewer: { language: string; selectedRestaurant: { site: string } } }>(
          `{ viewer { language selectedRestaurant { site } } }`,
        );
        expect(viewer.data?.viewer).toEqual({ language: "CAT", selectedRestaurant: { site: "ES0102" } });
      }
    } finally {
      await one.close();
      await two.close();
      await catalogue.close();
    }
  });
});

describe("a signed-in request's Redis round trips", () => {
  it("the session and its user's change mark come in one round trip; a change made meanwhile is still followed", async () => {
    const catalogue = await faultyCatalogue();
    const own = await startRedisServer();
    const bff = await startBff({ ...catalogue.env, REDIS_URL: own.url, QUERY_BUDGET_PER_MINUTE: "0" });
    const admin = createClient({ url: own.url });
    await admin.connect();
    try {
      const b = TestBrowser.of(bff.url, "ES");
      const login = await b.graphql<{ login: { __typename: string } }>(LOGIN, { username: "gerente@demo.es", password: DEMO_PASSWORD });
      expect(login.data?.login.__typename).toBe("LoginSuccess");
      const commands = async () =>
        Object.fromEntries(
          [...(await admin.info("commandstats")).matchAll(/^cmdstat_(\w+):calls=(\d+)/gm)].map(([, name, calls]) => [name, Number(calls)]),
        );
      const VIEWER_ID = `{ viewer { user { email id } } }`;
      await b.graphql(VIEWER_ID); // the sign-in's last writes settle (its session saved once more, its checks cached)
      await admin.configResetStat();
      const viewer = await b.graphql<{ viewer: { user: { email: string; id: string } } }>(VIEWER_ID);
      expect(viewer.data?.viewer.user.email).toBe("gerente@demo.es");
      const { info: _ownInfo, ...used } = await commands();
      // One command sent (the script), whose two reads (the session, the mark) Redis counts too.
      expect(used).toEqual({ eval: 1, get: 2 });
      // Someone else changes the user (as an administrator's save does): the next request checks the session again.
      await admin.set(`${bff.config.userChangesPrefix}:ES:${viewer.data?.viewer.user.id}`, String(Date.now() + 1000));
      bff.calls.length = 0;
      expect((await b.graphql<{ viewer: { user: { email: string } } }>(VIEWER)).data?.viewer.user.email).toBe("gerente@demo.es");
      expect(bff.calls.map((call) => call.path)).toEqual(["user/data"]);
    } finally {
      await admin.close();
      await bff.close();
      await own.stop();
      await catalogue.close();
    }
  });
});
