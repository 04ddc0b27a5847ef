import { describe, expect, it } from "vitest";
import { pino } from "pino";
import { startBff } from "../test/stack.js";
import { faultyCatalogue } from "../test/faulty-catalogue.js";
import { TestBrowser } from "../test/browser.js";

type Line = Record<string, unknown> & { msg: string; level: number };

describe("request logs", () => {
  it("one line per request with its id (the client's, sent on to the catalogue), operation, status and duration; unexpected errors with their stack", async () => {
    const catalogue = await faultyCatalogue();
    const lines: Line[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const bff = await startBff(catalogue.env, { logger });
    try {
      const b = TestBrowser.of(bff.url, "ES");
      const answer = await b.fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", "x-request-id": "req-abc.1" },
        body: JSON.stringify({ operationName: "Languages", query: "query Languages { portal { languages { code } } }" }),
      });
      await answer.body.dump();
      expect(answer.headers["x-request-id"]).toBe("req-abc.1");
      expect(catalogue.seen.filter((call) => call.path.endsWith("/languages"))).toEqual([{ path: "/es/api/languages", requestId: "req-abc.1" }]);
      const line = lines.find((l) => l.msg === "request completed");
      expect(line).toMatchObject({ req: { id: "req-abc.1", method: "POST", path: "/graphql" }, res: { statusCode: 200 }, operation: "Languages" });
      expect(typeof line?.responseTime).toBe("number");

      // A malformed id is not taken: the portal makes its own.
      const other = await b.fetch("/healthz", { headers: { "x-request-id": "bad id with spaces" } });
      await other.body.dump();
      expect(other.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);

      // An answer of the catalogue the BFF cannot read: the client gets INTERNAL_SERVER_ERROR, the log the cause.
      catalogue.bodies.set("/pt/api/languages", { status: true, data: null });
      const broken = await TestBrowser.of(bff.url, "PT").fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", "x-request-id": "req-broken" },
        body: JSON.stringify({ query: "{ portal { languages { code } } }" }),
      });
      expect(JSON.parse(await broken.body.text()).errors[0].extensions.code).toBe("INTERNAL_SERVER_ERROR");
      const logged = lines.find((l) => l.msg === "unexpected error");
      expect(logged).toMatchObject({ req: { id: "req-broken" }, path: ["portal"] });
      expect(String((logged?.err as { stack?: string })?.stack)).toMatch(/TypeError|Cannot read/);
    } finally {
      await bff.close();
      await catalogue.close();
    }
  });
});
