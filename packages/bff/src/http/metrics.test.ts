import { describe, expect, it } from "vitest";
import { useStack } from "../test/use-stack.js";

// In production with a web build: /metrics and unknown files must not fall back to the app's page.
const stack = useStack({
  env: { NODE_ENV: "production", SESSION_SECRET: "a-production-test-secret-of-at-least-32-bytes", COOKIE_SECURE: "false" },
  web: { "index.html": "<!doctype html><title>Portal</title>" },
});

describe("metrics", () => {
  it("counts HTTP answers, GraphQL operations and catalogue calls at /metrics (Prometheus)", async () => {
    const b = stack.browser("ES");
    const answer = await b.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ operationName: "Languages", query: "query Languages { portal { languages { code } } }" }),
    });
    await answer.body.dump();
    const metrics = await b.fetch("/metrics");
    const text = await metrics.body.text();
    expect([metrics.statusCode, String(metrics.headers["content-type"])]).toEqual([200, "text/plain; version=0.0.4; charset=utf-8"]);
    expect(text).toMatch(/^portal_graphql_operation_duration_seconds_count\{operation="Languages"\} 1$/m);
    expect(text).toMatch(/^portal_catalogue_call_duration_seconds_count\{market="ES",path="languages",outcome="ok"\} 1$/m);
    expect(text).toMatch(/^portal_http_request_duration_seconds_count\{kind="graphql",status="200"\} 1$/m);
    expect(text).toMatch(/^portal_reference_cache_total\{result="miss"\} \d+$/m);
    expect(text).toMatch(/^portal_nodejs_eventloop_lag_seconds \d/m);
  });

  it("answers an unknown file 404, never the app's page", async () => {
    for (const path of ["/wp-login.php", "/.env", "/favicon.ico", "/nacional/a.json"]) {
      const response = await stack.browser("ES").fetch(path);
      await response.body.dump();
      expect(response.statusCode, path).toBe(404);
    }
    const page = await stack.browser("ES").fetch("/nacional/campanas");
    expect([page.statusCode, await page.body.text()]).toEqual([200, "<!doctype html><title>Portal</title>"]);
  });
});
