import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useStack } from "../test/use-stack.js";
import { startBff } from "../test/stack.js";
import { signIn } from "../test/browser.js";
import { invalidateHome } from "../modules/home/home.cache.js";

const VIDEO = `{ home { video { kind embedId } } }`;
type Video = { home: { video: { kind: string; embedId: string | null } | null } };

/** Two BFF processes of one portal: the same catalogue, the same Redis, the same invalidation channel. */
const channel = `portal:cache:test:${randomUUID()}`;
const stack = useStack({ env: { CACHE_INVALIDATION_CHANNEL: channel } });
let second: Awaited<ReturnType<typeof startBff>>;

beforeAll(async () => {
  second = await startBff({
    LEGACY_URL_ES: `${stack.legacy.url}/es/api/`,
    LEGACY_URL_PT: `${stack.legacy.url}/pt/api/`,
    REDIS_URL: stack.config.redisUrl!,
    CACHE_INVALIDATION_CHANNEL: channel,
  });
  await Promise.all([stack.cache.listening, second.cache.listening]);
});
afterAll(() => second?.close());

describe("cache invalidation across BFF processes (Redis pub/sub)", () => {
  it("drops the entry in every process when one of them invalidates it, and only that entry", async () => {
    const one = await stack.signIn("ES", "gerente@demo.es");
    const two = await signIn(second.url, "ES", "gerente@demo.es");
    const before = (await one.graphql<Video>(VIDEO)).data!.home.video;
    expect((await two.graphql<Video>(VIDEO)).data!.home.video).toEqual(before);
    expect(before?.kind).not.toBe("VIMEO");

    // The catalogue changes behind both caches (as an admin write will): both still answer the cached video. Raw SQL on
    // purpose: a write through the BFF would invalidate the caches itself, which is what this test must not have.
    await stack.sql(`UPDATE videos SET url = 'https://vimeo.com/76979871' WHERE market = 'ES'`);
    second.calls.length = 0;
    expect((await two.graphql<Video>(VIDEO)).data!.home.video).toEqual(before);
    expect(second.calls).toEqual([]);

    // The first process invalidates (the write's own process); the second hears it on the channel.
    invalidateHome.videos(stack.cache, "ES");
    const changed = { kind: "VIMEO", embedId: "76979871" };
    expect((await one.graphql<Video>(VIDEO)).data!.home.video).toEqual(changed);
    await expect.poll(async () => (await two.graphql<Video>(VIDEO)).data!.home.video, { timeout: 2_000, interval: 20 }).toEqual(changed);
    expect(second.calls.filter((c) => c.path === "videos")).toHaveLength(1);
    // Other entries stay: the sliders were not invalidated.
    expect(second.calls.filter((c) => c.path === "sliders")).toEqual([]);
  });
});
