import { describe, expect, it } from "vitest";
import { useStack } from "../test/use-stack.js";

const stack = useStack({ redisUrl: null });

describe("the development explorer (Altair, from the BFF's own files)", () => {
  it("serves its page at /explorer/, pointed at the market's /graphql with the session cookie, and its assets", async () => {
    const b = stack.browser("PT");
    const bare = await b.fetch("/explorer");
    await bare.body.dump();
    expect([bare.statusCode, bare.headers.location]).toEqual([302, "/explorer/"]);
    const page = await b.fetch("/explorer/");
    const html = await page.body.text();
    expect([page.statusCode, page.headers["x-frame-options"]]).toEqual([200, "SAMEORIGIN"]);
    expect(html).toContain("endpointURL: `/graphql`");
    expect(html).toContain("'request.withCredentials': true");
    // Every script and style it names is served here: no CDN.
    const assets = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset).not.toMatch(/^https?:/);
      const file = await b.fetch(new URL(asset, "http://x/explorer/").pathname);
      await file.body.dump();
      expect([asset, file.statusCode]).toEqual([asset, 200]);
    }
  });
});
