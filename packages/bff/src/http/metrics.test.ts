import { describe, expect, it } from "vitest";
import { once } from "node:events";
import { pino } from "pino";
import { useStack } from "../test/use-stack.js";
import { loadConfig } from "../config.js";
import { Metrics } from "./metrics.js";

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
    const metrics = await fetch(`${stack.metricsUrl}/metrics`);
    const text = await metrics.text();
    expect([metrics.status, metrics.headers.get("content-type")]).toEqual([200, "text/plain; version=0.0.4; charset=utf-8"]);
    expect(text).toMatch(/^portal_graphql_operation_duration_seconds_count\{operation="Languages"\} 1$/m);
    expect(text).toMatch(/^portal_catalogue_call_duration_seconds_count\{market="ES",path="languages",outcome="ok"\} 1$/m);
    expect(text).toMatch(/^portal_http_request_duration_seconds_count\{kind="graphql",status="200"\} 1$/m);
    expect(text).toMatch(/^portal_reference_cache_total\{result="miss"\} \d+$/m);
    expect(text).toMatch(/^portal_nodejs_eventloop_lag_seconds \d/m);
  });

  it("are never served on the portal's port (the one the proxy publishes), and their listener serves nothing else", async () => {
    const onPortal = await stack.browser("ES").fetch("/metrics");
    expect([onPortal.statusCode, (await onPortal.body.text()).includes("portal_")]).toEqual([404, false]);
    for (const path of ["/graphql", "/healthz", "/"]) expect([path, (await fetch(`${stack.metricsUrl}${path}`)).status]).toEqual([path, 404]);
  });

  it("listen on loopback port 9464 in production by default, on no port elsewhere unless METRICS_PORT says", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "a-production-test-secret-of-at-least-32-bytes" };
    expect([loadConfig(production).metricsPort, loadConfig(production).metricsHost]).toEqual([9464, "127.0.0.1"]);
    expect(loadConfig({ ...production, METRICS_PORT: "0" }).metricsPort).toBe(0);
    expect(loadConfig({ NODE_ENV: "development" }).metricsPort).toBe(0);
    expect(loadConfig({ METRICS_PORT: "9100", METRICS_HOST: "0.0.0.0" })).toMatchObject({ metricsPort: 9100, metricsHost: "0.0.0.0" });
  });

  it("a metrics port already taken is logged; the portal goes on", async () => {
    const lines: Array<{ level: number; msg: string; port: number }> = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const taken = new URL(stack.metricsUrl).port;
    const server = new Metrics().serve(Number(taken), "127.0.0.1", logger);
    await once(server, "error");
    expect(lines.map((l) => [l.level, l.msg, l.port])).toEqual([[50, "metrics listener failed", Number(taken)]]);
    expect((await stack.browser("ES").fetch("/healthz")).statusCode).toBe(200);
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
