import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { useStack } from "../test/use-stack.js";

// In production, with sessions in memory (no REDIS_URL) and a web build of one asset, precompressed as the build does.
const stack = useStack({
  redisUrl: null,
  env: { NODE_ENV: "production", SESSION_SECRET: "a-production-test-secret-of-at-least-32-bytes", LOG_LEVEL: "silent" },
  web: {
    "index.html": "<!doctype html><title>Portal</title>",
    "assets/app-abc123.js": "console.log(1)",
    "assets/app-abc123.js.br": brotliCompressSync("console.log(1)"),
    "assets/app-abc123.js.gz": gzipSync("console.log(1)"),
  },
});

const es = () => stack.browser("ES");

describe("in production", () => {
  it("serves the web app with a history-mode fallback and long-cached assets", async () => {
    const page = await es().fetch("/nacional/carteleria/cartel");
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-cache");
    expect(await page.body.text()).toBe("<!doctype html><title>Portal</title>");
    const asset = await es().fetch("/assets/app-abc123.js");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await asset.body.text()).toBe("console.log(1)");
    const brotli = await es().fetch("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect([brotli.headers["content-encoding"], brotli.headers["content-type"], brotli.headers.vary]).toEqual([
      "br",
      "text/javascript; charset=UTF-8",
      "Accept-Encoding",
    ]);
    expect(brotliDecompressSync(Buffer.from(await brotli.body.arrayBuffer())).toString()).toBe("console.log(1)");
    const gzip = await es().fetch("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    await gzip.body.dump();
    const missing = await es().fetch("/assets/nope.js");
    await missing.body.dump();
    expect(missing.statusCode).toBe(404);
  });

  it("sends security headers: a CSP on pages, no framing, a same-origin referrer, HSTS over TLS", async () => {
    const page = await es().fetch("/nacional");
    await page.body.dump();
    expect(page.headers["content-security-policy"]).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; media-src 'self'; " +
        "font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; " +
        "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com; object-src 'none'; base-uri 'self'; " +
        "form-action 'self'; frame-ancestors 'none'; upgrade-insecure-requests",
    );
    expect([page.headers["x-frame-options"], page.headers["referrer-policy"], page.headers["x-content-type-options"]]).toEqual([
      "DENY",
      "same-origin",
      "nosniff",
    ]);
    expect(page.headers["strict-transport-security"]).toBe("max-age=15552000; includeSubDomains");
    // Files may be framed by the portal's own download frame only.
    const file = await es().fetch("/files/resource/1");
    await file.body.dump();
    expect(file.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("keeps server routes out of the fallback", async () => {
    const health = await es().fetch("/healthz");
    expect(await health.body.json()).toEqual({ status: "ok" });
    const callback = await es().fetch("/inituserlogin/error");
    await callback.body.dump();
    expect(callback.headers.location).toBe("/login?error=auth");
  });

  it("answers GraphQL with no-store: every answer is the session's own", async () => {
    const answer = await es().graphql(`{ __typename }`);
    expect([answer.data, answer.headers["cache-control"]]).toEqual([{ __typename: "Query" }, "no-store"]);
  });

  it("turns introspection off, gives no hint at the schema's names, shows no landing page", async () => {
    const introspection = await es().graphql(`{ __schema { types { name } } }`);
    expect(introspection.errors?.[0].extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    const field = await es().graphql(`{ viewr { market } }`);
    const value = await es().graphql(`{ libraryArea(type: NATIONL) { sections { id } } }`);
    for (const answer of [field, value]) {
      expect(answer.status).toBe(400);
      expect(answer.errors?.map((e) => e.message).join(" ")).not.toMatch(/Did you mean|viewer|NATIONAL/);
    }
    const page = await es().fetch("/graphql", { headers: { accept: "text/html" } });
    const html = await page.body.text();
    expect(page.statusCode).toBe(400);
    expect(html).not.toMatch(/<html|sandbox|embeddable|landing|version/i);
    // Nor the development explorer: /explorer/ is a page of the app like any unknown path.
    const explorer = await es().fetch("/explorer/");
    expect(await explorer.body.text()).toBe("<!doctype html><title>Portal</title>");
  });

  it("refuses abusive queries (too many aliases, too deep) with a 400 that does not tell the limit", async () => {
    const aliases = Array.from({ length: 25 }, (_, i) => `a${i}: portal { market }`).join(" ");
    const many = await es().graphql(`{ ${aliases} }`);
    const deep = await es().graphql(
      `{ libraryArea(type: NATIONAL) { sections { children { children { children { children { children { children { children { children { children { children { children { id } } } } } } } } } } } } } }`,
    );
    for (const refused of [many, deep]) {
      expect(refused.status).toBe(400);
      expect(refused.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
        ["Syntax Error: Query validation error.", "GRAPHQL_VALIDATION_FAILED"],
      ]);
    }
  });

  it("sends the session and device cookies Secure, as __Host-portal.sid and __Host-portal.device, and only over TLS (behind the proxy)", async () => {
    const LOGIN = `mutation { login(input: { username: "gerente@demo.es", password: "demo1234" }) { __typename } }`;
    const plain = await es().graphql(LOGIN);
    expect(plain.headers["set-cookie"], "no session cookie over plain HTTP").toBeUndefined();
    const b = es();
    const tls = await b.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-proto": "https" },
      body: JSON.stringify({ query: LOGIN }),
    });
    expect(await tls.body.json()).toEqual({ data: { login: { __typename: "LoginSuccess" } } });
    const cookies = [tls.headers["set-cookie"]].flat().map(String);
    expect(cookies.map((cookie) => cookie.split("=")[0])).toEqual(["__Host-portal.device", "__Host-portal.sid"]);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; Path=\/;/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).not.toMatch(/Domain=/i);
    }
  });

  it("limits the request body", async () => {
    const response = await es().fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `{ portal { market } }`, variables: { pad: "x".repeat(200_000) } }),
    });
    expect(response.statusCode).toBe(413);
    const body = await response.body.json();
    expect(body).toEqual({ errors: [{ message: "error.generic", extensions: { code: "BAD_REQUEST" } }] });
  });
});
