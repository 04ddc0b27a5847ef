import { spawn } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { faultyCatalogue } from "./faulty-catalogue.js";
import { DEMO_PASSWORD, LOGIN, TestBrowser } from "./browser.js";

const BFF_DIR = fileURLToPath(new URL("../..", import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("graceful shutdown", () => {
  it("on SIGTERM, finishes the requests in flight, takes no new ones, says it is not ready, then exits 0", { timeout: 30_000 }, async () => {
    const catalogue = await faultyCatalogue();
    const port = await freePort();
    const child = spawn(process.execPath, ["--conditions=@portal/source", "--import", "tsx", "src/main.ts"], {
      cwd: BFF_DIR,
      env: { ...process.env, ...catalogue.env, NODE_ENV: "test", PORT: String(port), HOST: "127.0.0.1", REDIS_URL: "", LOG_LEVEL: "silent" },
      stdio: "ignore",
    });
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const url = `http://127.0.0.1:${port}`;
    try {
      for (let i = 0; i < 100; i++) {
        if (
          await fetch(`${url}/healthz`).then(
            (r) => r.ok,
            () => false,
          )
        )
          break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const b = TestBrowser.of(url, "ES");
      expect(
        (await b.graphql<{ login: { __typename: string } }>(LOGIN, { username: "consultor@demo.es", password: DEMO_PASSWORD })).data?.login
          .__typename,
      ).toBe("LoginSuccess");
      catalogue.delays.set("/api/resources/search", 1_500);
      const inFlight = b.graphql<{ search: { text: string } }>(`{ search(text: "cafe") { text } }`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      child.kill("SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 200));
      // A new connection is refused (the load balancer's readiness probe too).
      expect(
        await fetch(`${url}/readyz`).then(
          (r) => r.status,
          (e: Error) => e.name,
        ),
      ).toBe("TypeError");
      // The request in flight ends normally.
      const answer = await inFlight;
      expect([answer.status, answer.data?.search.text]).toEqual([200, "cafe"]);
      expect(await exited).toBe(0);
    } finally {
      child.kill("SIGKILL");
      await catalogue.close();
    }
  });
});
