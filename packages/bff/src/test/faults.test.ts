import { createServer, type Server, type Socket } from "node:net";
import { faultyCatalogue } from "./faulty-catalogue.js";
import { spawn, type ChildProcess } from "node:child_process";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createClient } from "redis";
import { startBff } from "./stack.js";
import { useStack } from "./use-stack.js";
import { DEMO_PASSWORD, LOGIN, TestBrowser, VIEWER } from "./browser.js";

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));

/** "listed" when the answer holds the orders list (a query that calls the catalogue every time: orders are never cached). */
function listed(answer: { data?: { myOrders?: unknown } | null }): string | undefined {
  return Array.isArray(answer.data?.myOrders) ? "listed" : undefined;
}

describe("catalogue down", () => {
  it("answers UPSTREAM_UNAVAILABLE within the timeout when the catalogue hangs", async () => {
    const sockets: Socket[] = [];
    const hanging = createServer((socket) => void sockets.push(socket)); // accepts, never answers
    const port = await listen(hanging);
    const bff = await startBff({ LEGACY_URL_ES: `http://127.0.0.1:${port}/es/api/`, LEGACY_URL_PT: `http://127.0.0.1:${port}/pt/api/` });
    try {
      const started = Date.now();
      const result = await TestBrowser.of(bff.url, "ES").graphql(LOGIN, { username: "gerente@demo.es", password: DEMO_PASSWORD });
      const elapsed = Date.now() - started;
      expect(result.errors?.[0]).toEqual({
        message: "error.UPSTREAM_UNAVAILABLE",
        locations: expect.any(Array),
        path: ["login"],
        extensions: { code: "UPSTREAM_UNAVAILABLE" },
      });
      expect(elapsed).toBeGreaterThanOrEqual(1900);
      expect(elapsed).toBeLessThan(4000);
    } finally {
      sockets.forEach((s) => s.destroy());
      hanging.close();
      await bff.close();
    }
  });

  it("answers UPSTREAM_UNAVAILABLE at once when nothing listens; /readyz says which, and stays ready (the catalogue is every replica's)", async () => {
    const closed = createServer();
    const port = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const bff = await startBff({ LEGACY_URL_ES: `http://127.0.0.1:${port}/es/api/`, LEGACY_URL_PT: `http://127.0.0.1:${port}/pt/api/` });
    try {
      const started = Date.now();
      const result = await TestBrowser.of(bff.url, "PT").graphql(`{ portal { market languages { code } } }`);
      expect(result.errors?.[0].extensions).toEqual({ code: "UPSTREAM_UNAVAILABLE" });
      expect(Date.now() - started).toBeLessThan(1000);
      const ready = await TestBrowser.of(bff.url, "PT").fetch("/readyz");
      expect(ready.statusCode).toBe(200);
      expect(await ready.body.json()).toEqual({ status: "degraded", sessions: "ok", catalogueES: "unavailable", cataloguePT: "unavailable" });
    } finally {
      await bff.close();
    }
  });
});

async function signedIn(bffUrl: string) {
  const b = TestBrowser.of(bffUrl, "ES");
  const login = await b.graphql<{ login: { __typename: string } }>(LOGIN, { username: "consultor@demo.es", password: DEMO_PASSWORD });
  expect(login.data?.login.__typename).toBe("LoginSuccess");
  return b;
}

/** A BFF (its environment plus `env`) on a fault proxy, a browser signed in on it; both closed after `test`. */
async function onFaultyCatalogue(
  env: Record<string, string>,
  test: (setup: {
    catalogue: Awaited<ReturnType<typeof faultyCatalogue>>;
    bff: Awaited<ReturnType<typeof startBff>>;
    b: TestBrowser;
  }) => Promise<void>,
) {
  const catalogue = await faultyCatalogue();
  const bff = await startBff({ ...catalogue.env, ...env });
  try {
    await test({ catalogue, bff, b: await signedIn(bff.url) });
  } finally {
    await bff.close();
    await catalogue.close();
  }
}

describe("a stalled catalogue", () => {
  it("a request's calls end by its deadline, queueing included, and past the queue's bound calls are refused at once", async () =>
    onFaultyCatalogue({ REQUEST_DEADLINE_MS: "800", LEGACY_MAX_PENDING: "2", LEGACY_SHED_AT: "0" }, async ({ catalogue, b }) => {
      const SEARCH = "{ myOrders { id } }"; // the orders list: one catalogue call, never cached
      catalogue.delays.set("/api/orders", 3_000);
      const timed = async () => {
        const started = Date.now();
        const answer = await b.graphql(SEARCH);
        return { code: answer.errors?.[0].extensions?.code, ms: Date.now() - started };
      };
      const answers = await Promise.all([timed(), timed(), timed(), timed()]);
      // Every one answers UPSTREAM_UNAVAILABLE: two at the deadline, the two beyond the queue's bound at once.
      expect(answers.map((a) => a.code)).toEqual(Array(4).fill("UPSTREAM_UNAVAILABLE"));
      const times = answers.map((a) => a.ms).sort((x, y) => x - y);
      expect(times[1]).toBeLessThan(300);
      expect(times[3]).toBeGreaterThanOrEqual(750);
      expect(times[3]).toBeLessThan(1_500);
    }));
});

describe("a connection cut", () => {
  it("a GET is sent again (the catalogue never answered it); a POST never is", async () =>
    onFaultyCatalogue({}, async ({ catalogue, b }) => {
      const count = (suffix: string) => catalogue.seen.filter((call) => call.path.endsWith(suffix)).length;
      catalogue.resets.set("/api/sliders", 2);
      const home = await b.graphql<{ home: { sliders: Array<{ name: string }> } }>(`{ home { sliders { name } } }`);
      expect(home.errors).toBeUndefined();
      expect(home.data?.home.sliders.length).toBeGreaterThan(0);
      expect(count("/api/sliders")).toBe(3); // cut twice, answered the third time
      catalogue.resets.set("/api/orders", 1);
      const orders = await b.graphql("{ myOrders { id } }");
      expect(orders.errors?.map((e) => e.extensions?.code)).toEqual(["UPSTREAM_UNAVAILABLE"]);
      expect(count("/api/orders")).toBe(1);
    }));
});

describe("overload", () => {
  it("past its capacity the BFF refuses at once (503 SERVER_BUSY, Retry-After) and the requests it took stay whole", async () =>
    onFaultyCatalogue({ MAX_IN_FLIGHT: "2" }, async ({ catalogue, b }) => {
      catalogue.delays.set("/api/orders", 500);
      const timed = async () => {
        const started = Date.now();
        const answer = await b.graphql<{ myOrders: Array<{ id: string }> }>("{ myOrders { id } }");
        return {
          status: answer.status,
          code: answer.errors?.[0].extensions?.code,
          text: listed(answer),
          retryAfter: answer.headers["retry-after"],
          ms: Date.now() - started,
        };
      };
      const answers = await Promise.all([timed(), timed(), timed(), timed()]);
      const taken = answers.filter((a) => a.status === 200);
      const shed = answers.filter((a) => a.status === 503);
      expect(taken.map((a) => a.text)).toEqual(["listed", "listed"]);
      expect(shed.map((a) => [a.code, a.retryAfter])).toEqual([
        ["SERVER_BUSY", "2"],
        ["SERVER_BUSY", "2"],
      ]);
      expect(Math.max(...shed.map((a) => a.ms))).toBeLessThan(100);
      // Once they are done, there is room again.
      catalogue.delays.clear();
      expect((await timed()).status).toBe(200);
    }));

  it("while the catalogue's calls are at LEGACY_SHED_AT a new request is refused at the door (503 SERVER_BUSY), not half way", async () =>
    onFaultyCatalogue({ LEGACY_MAX_PENDING: "4", LEGACY_SHED_AT: "2" }, async ({ catalogue, b }) => {
      catalogue.delays.set("/api/orders", 800);
      const slow = [
        b.graphql<{ myOrders: Array<{ id: string }> }>("{ myOrders { id } }"),
        b.graphql<{ myOrders: Array<{ id: string }> }>("{ myOrders { id } }"),
      ];
      await new Promise((resolve) => setTimeout(resolve, 300)); // both orders lists are at the catalogue: two calls pending
      const started = Date.now();
      const refused = await b.graphql(VIEWER);
      expect([refused.status, refused.errors?.map((e) => e.extensions?.code), refused.headers["retry-after"]]).toEqual([503, ["SERVER_BUSY"], "2"]);
      expect(Date.now() - started).toBeLessThan(100);
      expect((await Promise.all(slow)).map((answer) => listed(answer))).toEqual(["listed", "listed"]);
      const after = await b.graphql<{ viewer: { user: { email: string } } | null }>(VIEWER);
      expect([after.status, after.data?.viewer?.user.email]).toEqual([200, "consultor@demo.es"]);
    }));
});

describe("circuit breaker", () => {
  it("a catalogue stalled, then killed, under 30 concurrent users: no answer later than its deadline, the breaker opens, then recovers", async () =>
    onFaultyCatalogue({ REQUEST_DEADLINE_MS: "1000", BREAKER_RESET_MS: "500" }, async ({ catalogue, bff, b }) => {
      const SEARCH = "{ myOrders { id } }"; // the orders list: one catalogue call, never cached
      const users = (n: number) =>
        Promise.all(
          Array.from({ length: n }, async () => {
            const started = Date.now();
            const answer = await b.graphql<{ myOrders: Array<{ id: string }> }>(SEARCH);
            return { code: answer.errors?.[0].extensions?.code ?? "ok", ms: Date.now() - started };
          }),
        );
      catalogue.delays.set("/api/orders", 5_000);
      const stalled = users(30);
      await new Promise((resolve) => setTimeout(resolve, 300));
      catalogue.kill(); // mid-way: the held calls are cut, the next ones find nothing
      const answers = [...(await stalled), ...(await users(30))];
      expect(new Set(answers.map((a) => a.code))).toEqual(new Set(["UPSTREAM_UNAVAILABLE"]));
      expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(1_600);
      // The breaker is open: the catalogue is not even tried.
      const metrics = await (await fetch(`${bff.metricsUrl}/metrics`)).text();
      expect(metrics).toMatch(/^portal_catalogue_breaker_open\{market="ES"\} 1$/m);
      // Back: after the reset time one call tests it, and everyone is served again.
      catalogue.delays.clear();
      catalogue.revive();
      await new Promise((resolve) => setTimeout(resolve, 550));
      expect(listed(await b.graphql<{ myOrders: Array<{ id: string }> }>(SEARCH))).toBe("listed");
      expect((await users(10)).map((a) => a.code)).toEqual(Array(10).fill("ok"));
    }));

  it("after a run of failures a market's calls fail at once without reaching the catalogue, then it tests and recovers", async () =>
    onFaultyCatalogue({ BREAKER_RESET_MS: "400" }, async ({ catalogue, bff, b }) => {
      const SEARCH = "{ myOrders { id } }"; // the orders list: one catalogue call, never cached
      catalogue.faults.set("/api/orders", 500);
      for (let n = 0; n < 10; n++) expect((await b.graphql(SEARCH)).errors?.[0].extensions?.code).toBe("UPSTREAM_UNAVAILABLE");
      // Open: refused at once, the catalogue not even asked.
      const asked = catalogue.seen.length;
      const started = Date.now();
      expect((await b.graphql(SEARCH)).errors?.[0].extensions?.code).toBe("UPSTREAM_UNAVAILABLE");
      expect(Date.now() - started).toBeLessThan(200);
      expect(catalogue.seen.length).toBe(asked);
      const metrics = await (await fetch(`${bff.metricsUrl}/metrics`)).text();
      expect(metrics).toMatch(/^portal_catalogue_breaker_open\{market="ES"\} 1$/m);
      // The other market is not held back.
      const pt = await TestBrowser.of(bff.url, "PT").graphql<{ portal: { languages: Array<{ code: string }> } }>(`{ portal { languages { code } } }`);
      expect(pt.data?.portal.languages.map((l) => l.code)).toEqual(["PT"]);
      // The catalogue is back: after the reset time one call tests it, and the breaker closes.
      catalogue.faults.clear();
      await new Promise((resolve) => setTimeout(resolve, 450));
      expect(listed(await b.graphql<{ myOrders: Array<{ id: string }> }>(SEARCH))).toBe("listed");
      expect(listed(await b.graphql<{ myOrders: Array<{ id: string }> }>(SEARCH))).toBe("listed");
    }));
});

describe("stale data while the catalogue is down", () => {
  it("the home's shared parts, cached before, are served past their TTL and marked stale; a fresh answer is not marked", async () =>
    onFaultyCatalogue({ REFERENCE_TTL_MS: "300" }, async ({ catalogue, b }) => {
      const HOME = `{ home { sliders { name } video { id } newestResources { id } } }`;
      type HomeParts = { home: { sliders: Array<{ name: string }>; video: { id: string } | null; newestResources: Array<{ id: string }> } };
      const fresh = await b.graphql<HomeParts>(HOME);
      expect(fresh.data?.home.sliders.length).toBeGreaterThan(0);
      expect(fresh.extensions).toBeUndefined();
      // The catalogue goes down, the TTL passes: the same answer, said to be possibly out of date.
      for (const path of ["/api/sliders", "/api/videos", "/api/resources/newest"]) catalogue.faults.set(path, 503);
      await new Promise((resolve) => setTimeout(resolve, 350));
      const asked = catalogue.seen.length;
      const stale = await b.graphql<HomeParts>(HOME);
      expect(catalogue.seen.length).toBeGreaterThan(asked); // it did try the catalogue first
      expect([stale.status, stale.errors, stale.data, stale.extensions]).toEqual([200, undefined, fresh.data, { staleData: true }]);
      // Another language's newest resources were never loaded: nothing to fall back on, the outage is said as usual.
      const other = await b.graphql(`mutation { setLanguage(input: { language: CAT }) { language } }`);
      expect(other.errors).toBeUndefined();
      const missing = await b.graphql(`{ home { newestResources { id } } }`);
      expect(missing.errors?.map((e) => e.extensions?.code)).toEqual(["UPSTREAM_UNAVAILABLE"]);
    }));
});

describe("the catalogue refusing or failing a signed-in user", () => {
  it("a 403 on a call other than the session check answers UPSTREAM_FORBIDDEN and keeps the session; the next request checks it and goes on", async () =>
    onFaultyCatalogue({}, async ({ catalogue, bff, b }) => {
      catalogue.faults.set("/api/orders", 403);
      const refused = await b.graphql("{ myOrders { id } }");
      expect(refused.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([["error.UPSTREAM_FORBIDDEN", "UPSTREAM_FORBIDDEN"]]);
      // A download meeting a 403 says so to the portal's download frame (which reloads the page).
      catalogue.faults.set("/api/resource/download/5", 403);
      const download = await b.fetch("/files/resource/5", { headers: { "sec-fetch-dest": "iframe" } });
      expect([download.statusCode, await download.body.text()]).toEqual([403, '<!doctype html><html data-file-failure="UPSTREAM_FORBIDDEN"></html>']);
      // The reload: still signed in, after a session check at the catalogue (the last one was forgotten).
      bff.calls.length = 0;
      const viewer = await b.graphql<{ viewer: { user: { email: string } } | null }>(VIEWER);
      expect(viewer.data?.viewer?.user.email).toBe("consultor@demo.es");
      expect(bff.calls.map((c) => c.path)).toEqual(["user/data"]);
    }));

  it("a session check the BFF could not send (its queue for the catalogue full) keeps the session: UPSTREAM_UNAVAILABLE, then on as before", async () =>
    onFaultyCatalogue({ SESSION_CHECK_SECONDS: "0", LEGACY_MAX_PENDING: "2", LEGACY_SHED_AT: "0" }, async ({ catalogue, b }) => {
      catalogue.delays.set("/api/orders", 1_500);
      // Two orders lists hold both places in the queue (each checks the session first, then waits for its list).
      const slow = [b.graphql("{ myOrders { id } }"), b.graphql("{ myOrders { id } }")];
      await new Promise((resolve) => setTimeout(resolve, 500));
      const busy = await b.graphql(VIEWER);
      expect(busy.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([["error.UPSTREAM_UNAVAILABLE", "UPSTREAM_UNAVAILABLE"]]);
      expect((await Promise.all(slow)).map((answer) => answer.errors)).toEqual([undefined, undefined]);
      const after = await b.graphql<{ viewer: { user: { email: string } } | null }>(VIEWER);
      expect([after.errors, after.data?.viewer?.user.email]).toEqual([undefined, "consultor@demo.es"]);
    }));
});

describe("Redis stopped", () => {
  let redis: ChildProcess | undefined;
  let redisPort: number;

  const startRedis = async () => {
    redis = spawn("redis-server", ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    const client = createClient({ url: `redis://127.0.0.1:${redisPort}`, socket: { reconnectStrategy: (n) => (n > 50 ? false : 100) } });
    client.on("error", () => undefined);
    await client.connect();
    await client.close();
  };

  // Registered before the stack's hooks, so it runs after the stack has stopped (after-hooks run in reverse).
  afterAll(() => void redis?.kill("SIGKILL"));
  const stack = useStack(async () => {
    const probe = createServer();
    redisPort = await listen(probe);
    await new Promise((resolve) => probe.close(resolve));
    await startRedis();
    // No query budget here: the load test asks without pause, as 20 users would.
    return { redisUrl: `redis://127.0.0.1:${redisPort}`, env: { QUERY_BUDGET_PER_MINUTE: "0" } };
  });

  /** A browser signed in once the BFF is ready (its own Redis client connects in the background). */
  async function readyAndSignedIn() {
    const b = TestBrowser.of(stack.url, "ES");
    for (let i = 0; i < 50 && (await b.fetch("/readyz").then((r) => (r.body.dump(), r.statusCode))) !== 200; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      (await b.graphql<{ login: { __typename: string } }>(LOGIN, { username: "gerente@demo.es", password: DEMO_PASSWORD })).data?.login.__typename,
    ).toBe("LoginSuccess");
    return b;
  }

  it("answers 503 within a second while Redis is paused, /readyz too, and works again after the pause", async () => {
    const b = await readyAndSignedIn();
    const admin = createClient({ url: `redis://127.0.0.1:${redisPort}` });
    await admin.connect();
    try {
      await admin.sendCommand(["CLIENT", "PAUSE", "2500", "ALL"]);
      const started = Date.now();
      const paused = await b.graphql(VIEWER);
      expect(Date.now() - started).toBeLessThan(1500);
      expect([paused.status, paused.errors?.map((e) => e.extensions?.code)]).toEqual([503, ["SESSION_STORE_UNAVAILABLE"]]);
      const probeStarted = Date.now();
      const ready = await b.fetch("/readyz");
      await ready.body.dump();
      expect(ready.statusCode).toBe(503);
      expect(Date.now() - probeStarted).toBeLessThan(2000);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 2700 - (Date.now() - started))));
      const back = await b.graphql<{ viewer: { user: { email: string } } }>(VIEWER);
      expect(back.data?.viewer.user.email).toBe("gerente@demo.es");
    } finally {
      await admin.close();
    }
  });

  it("restarted under load (20 users asking without pause): every answer is 200 or a fast 503, never a 500, and it serves again", async () => {
    const b = await readyAndSignedIn();
    const answers: Array<{ status: number; code?: string; ms: number }> = [];
    let running = true;
    const user = async () => {
      while (running) {
        const started = Date.now();
        const answer = await b.graphql(VIEWER);
        answers.push({ status: answer.status, code: answer.errors?.[0]?.extensions?.code, ms: Date.now() - started });
      }
    };
    const users = Array.from({ length: 20 }, user);
    await new Promise((resolve) => setTimeout(resolve, 300));
    redis!.kill("SIGTERM"); // a graceful stop: connections are reset while it shuts down
    await new Promise((resolve) => redis!.once("exit", resolve));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const duringOutage = answers.length;
    await startRedis();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    running = false;
    await Promise.all(users);
    const kinds = new Set(answers.map((a) => `${a.status} ${a.code ?? ""}`.trim()));
    expect([...kinds].sort()).toEqual(["200", "503 SESSION_STORE_UNAVAILABLE"]);
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(1_500);
    // The last answers, after the restart, are served again (the new Redis is empty: signed out, 200).
    expect(answers.slice(-20).map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.length).toBeGreaterThan(duringOutage);
  });

  it("fails fast with 503 while Redis is down and recovers by itself when it returns", async () => {
    const b = await readyAndSignedIn();

    redis!.kill("SIGKILL");
    await new Promise((resolve) => redis!.once("exit", resolve));
    const started = Date.now();
    const down = await b.graphql(VIEWER);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(down.status).toBe(503);
    expect(down.errors).toEqual([{ message: "error.SESSION_STORE_UNAVAILABLE", extensions: { code: "SESSION_STORE_UNAVAILABLE" } }]);
    const ready = await b.fetch("/readyz");
    expect(ready.statusCode).toBe(503);
    await ready.body.dump();
    // A visitor signing in meanwhile: the login's rate limits live in Redis too, so 503 as well (not a 500).
    const login = await TestBrowser.of(stack.url, "ES").graphql(LOGIN, { username: "gerente@demo.es", password: DEMO_PASSWORD });
    expect([login.status, login.errors?.map((e) => e.extensions?.code)]).toEqual([503, ["SESSION_STORE_UNAVAILABLE"]]);

    await startRedis();
    let recovered;
    for (let i = 0; i < 40; i++) {
      recovered = await b.graphql<{ viewer: unknown }>(VIEWER);
      if (recovered.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The new Redis is empty: the old session is gone, the portal answers again and a login works.
    expect(recovered?.status).toBe(200);
    expect(recovered?.data?.viewer).toBeNull();
    expect(
      (await b.graphql<{ login: { __typename: string } }>(LOGIN, { username: "gerente@demo.es", password: DEMO_PASSWORD })).data?.login.__typename,
    ).toBe("LoginSuccess");
  });
});
