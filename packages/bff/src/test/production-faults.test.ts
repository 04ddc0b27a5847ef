import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { Client } from "undici";
import { afterEach, describe, expect, it } from "vitest";
import { faultyCatalogue, type FaultyCatalogue } from "./faulty-catalogue.js";
import { startProductionBff, type ProductionBff } from "./production.js";
import { startRedisServer, type RedisServer } from "./redis-server.js";
import { DEMO_PASSWORD, LOGIN, TestBrowser, VIEWER } from "./browser.js";
import { png } from "./images.js";

// Faults as they happen in production: each test starts its own fault proxy before the catalogue, its own Redis, and
// the BFF as production runs it (bin/start, NODE_ENV=production), and stops them after.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let running: Array<{ stop(): Promise<unknown> }> = [];
afterEach(async () => {
  for (const thing of running.reverse()) await thing.stop();
  running = [];
});

/** A fault proxy before a fresh catalogue, a Redis of the test's own and the production BFF on both. */
async function production(env: Record<string, string> = {}) {
  const catalogue: FaultyCatalogue = await faultyCatalogue();
  running.push({ stop: () => catalogue.close() });
  const redis: RedisServer = await startRedisServer();
  running.push(redis);
  const bff: ProductionBff = await startProductionBff({ ...catalogue.env, REDIS_URL: redis.url, ...env });
  running.push(bff);
  return { catalogue, redis, bff };
}

async function signIn(url: string, username = "consultor@demo.es") {
  const b = TestBrowser.of(url, "ES");
  const login = await b.graphql<{ login: { __typename: string } }>(LOGIN, { username, password: DEMO_PASSWORD });
  expect([login.errors, login.data?.login.__typename]).toEqual([undefined, "LoginSuccess"]);
  return b;
}

const viewerOf = async (b: TestBrowser) => {
  const answer = await b.graphql<{ viewer: { user: { email: string } } | null }>(VIEWER);
  return answer.errors ? answer.errors.map((e) => e.extensions?.code).join(",") : (answer.data?.viewer?.user.email ?? "signed out");
};

/** "listed" when the answer holds the orders list (a query that calls the catalogue every time: orders are never cached). */
function listed(answer: { data?: { myOrders?: unknown } | null }): string | undefined {
  return Array.isArray(answer.data?.myOrders) ? "listed" : undefined;
}

describe("1. a catalogue blip never signs users out", { timeout: 60_000 }, () => {
  it("500s, a stall and a restart of the catalogue answer UPSTREAM_UNAVAILABLE and keep all ten sessions; its own verdict ends one", async () => {
    // Every request checks the session at the catalogue; the breaker tests the catalogue again after 300 ms.
    const { catalogue, bff } = await production({ SESSION_CHECK_SECONDS: "0", BREAKER_RESET_MS: "300", LEGACY_TIMEOUT_MS: "1500" });
    const users: TestBrowser[] = [];
    for (let i = 0; i < 10; i++) users.push(await signIn(bff.url));
    const everyone = () => Promise.all(users.map(viewerOf));
    const signedIn = Array(10).fill("consultor@demo.es");
    expect(await everyone()).toEqual(signedIn);

    // One second of 500s on the session check.
    catalogue.faults.set("/api/user/data", 500);
    expect(await everyone()).toEqual(Array(10).fill("UPSTREAM_UNAVAILABLE"));
    catalogue.faults.clear();
    await sleep(400);
    expect(await everyone()).toEqual(signedIn);

    // A stall longer than the catalogue's timeout.
    catalogue.delays.set("/api/user/data", 2_500);
    expect(await everyone()).toEqual(Array(10).fill("UPSTREAM_UNAVAILABLE"));
    catalogue.delays.clear();
    await sleep(400);
    expect(await everyone()).toEqual(signedIn);

    // A restart: every connection cut, then refused, then the catalogue is back.
    catalogue.kill();
    expect(await everyone()).toEqual(Array(10).fill("UPSTREAM_UNAVAILABLE"));
    catalogue.revive();
    await sleep(400);
    expect(await everyone()).toEqual(signedIn);

    // The catalogue's own verdicts end a session: an explicit refusal of the check (a user switched off)…
    catalogue.bodies.set("/api/user/data", { status: false, data: { error: "inactive" } });
    expect(await viewerOf(users[0])).toBe("UNAUTHENTICATED");
    catalogue.bodies.clear();
    expect(await viewerOf(users[0])).toBe("signed out");
    // …and its 403 (the catalogue session is over).
    catalogue.faults.set("/api/user/data", 403);
    expect(await viewerOf(users[1])).toBe("UNAUTHENTICATED");
    catalogue.faults.clear();
    expect(await viewerOf(users[1])).toBe("signed out");
    expect(await Promise.all(users.slice(2).map(viewerOf))).toEqual(signedIn.slice(2));
  });
});

describe("2. SIGTERM lets the requests in flight finish", { timeout: 60_000 }, () => {
  it("/readyz turns 503 at once, then no new connection is taken, the request waiting on the catalogue ends whole, the process exits 0", async () => {
    const { catalogue, bff } = await production({ SHUTDOWN_TIMEOUT_MS: "5000", SHUTDOWN_DELAY_MS: "1000" });
    const b = await signIn(bff.url);
    catalogue.delays.set("/api/orders", 2_000);
    const inFlight = b.graphql<{ myOrders: Array<{ id: string }> }>("{ myOrders { id } }");
    await sleep(300);
    bff.signal("SIGTERM");
    await sleep(200);
    // For SHUTDOWN_DELAY_MS the load balancer's probe is told, and every answer closes its connection…
    const ready = await fetch(`${bff.url}/readyz`);
    expect([ready.status, await ready.json(), ready.headers.get("connection")]).toEqual([503, { status: "shutting down" }, "close"]);
    // …then no new connection is taken.
    await sleep(1_000);
    expect(
      await fetch(`${bff.url}/healthz`).then(
        (r) => r.status,
        (e: Error) => e.name,
      ),
    ).toBe("TypeError");
    const answer = await inFlight;
    expect([answer.status, answer.errors, listed(answer)]).toEqual([200, undefined, "listed"]);
    expect(await bff.exited).toEqual({ code: 0, signal: null });
  });

  it("a request still running after SHUTDOWN_TIMEOUT_MS is cut then, and the process exits 0", async () => {
    const { catalogue, bff } = await production({ SHUTDOWN_TIMEOUT_MS: "800", REQUEST_DEADLINE_MS: "8000", LEGACY_TIMEOUT_MS: "8000" });
    const b = await signIn(bff.url);
    catalogue.delays.set("/api/orders", 6_000);
    const inFlight = b.graphql("{ myOrders { id } }").then(
      () => "answered",
      () => "cut",
    );
    await sleep(300);
    const signalled = Date.now();
    bff.signal("SIGTERM");
    expect(await inFlight).toBe("cut");
    expect(await bff.exited).toEqual({ code: 0, signal: null });
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(700);
    expect(took).toBeLessThan(3_000);
  });
});

describe("3. a slow upload is not cut by the catalogue's deadline, and it is spooled on disk", { timeout: 60_000 }, () => {
  /** A multipart body of one file, sent in `chunks` pieces `gapMs` apart (a slow phone); `stopAfter`: the pieces sent before it stalls. */
  async function slowUpload(b: TestBrowser, bytes: Buffer, options: { chunks: number; gapMs: number; stopAfter?: number }) {
    const boundary = "portal-test-boundary";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="poster.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const body = Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const size = Math.ceil(body.length / options.chunks);
    async function* pieces() {
      for (let i = 0; i < options.chunks; i++) {
        if (options.stopAfter !== undefined && i >= options.stopAfter) {
          await sleep(60_000);
          return;
        }
        yield body.subarray(i * size, (i + 1) * size);
        await sleep(options.gapMs);
      }
    }
    const client = new Client(b.baseUrl);
    running.push({ stop: () => client.destroy() });
    const response = await client.request({
      path: "/uploads/order/custom",
      method: "POST",
      headers: {
        host: b.host,
        cookie: b.cookie!,
        "x-portal-upload": "1",
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": String(body.length),
      },
      body: Readable.from(pieces()),
    });
    return { status: response.statusCode, json: (await response.body.json()) as Record<string, unknown> };
  }

  it("3 MB over 2.5 s with a deadline of 1 s arrives, goes on from disk, and the spool is emptied; a stalled body is refused (408)", async () => {
    const spool = await mkdtemp(join(tmpdir(), "portal-spool-"));
    running.push({ stop: () => rm(spool, { recursive: true, force: true }) });
    const { bff } = await production({ REQUEST_DEADLINE_MS: "1000", UPLOAD_IDLE_TIMEOUT_MS: "1000", UPLOAD_DIR: spool });
    const b = await signIn(bff.url, "franquiciado@demo.es");
    const image = Buffer.concat([png(40, 40), Buffer.alloc(3 * 1024 * 1024 - png(40, 40).length, 7)]);

    const sizes: number[] = [];
    const watching = setInterval(() => {
      void readdir(spool, { withFileTypes: true }).then((entries) => sizes.push(entries.length));
    }, 200);
    const started = Date.now();
    const answer = await slowUpload(b, image, { chunks: 25, gapMs: 100 });
    clearInterval(watching);
    expect(Date.now() - started).toBeGreaterThan(2_000);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ name: "poster.png", mime: "image/png", size: image.length });
    // While it arrived, the file lay in the spool; once answered, the spool is empty.
    expect(Math.max(...sizes)).toBe(1);
    expect(await readdir(spool)).toEqual([]);
    // The catalogue holds the very bytes.
    const stored = await b.fetch(String(answer.json.url));
    expect(Buffer.from(await stored.body.arrayBuffer()).equals(image)).toBe(true);

    const stalled = await slowUpload(b, image, { chunks: 25, gapMs: 50, stopAfter: 3 });
    expect([stalled.status, stalled.json]).toEqual([
      408,
      { errors: [{ message: "error.upload_stalled", extensions: { code: "BAD_USER_INPUT", fields: { file: "error.upload_stalled" } } }] },
    ]);
    await sleep(100);
    expect(await readdir(spool)).toEqual([]);
  });
});

describe("4. files go through the deadline, the breaker and a bounded share of the catalogue's connections", { timeout: 60_000 }, () => {
  it("a stalled file ends at the deadline; past the files' share the rest are refused at once while GraphQL goes on; failing files open the breaker", async () => {
    const { catalogue, bff } = await production({
      REQUEST_DEADLINE_MS: "1500",
      LEGACY_TIMEOUT_MS: "5000",
      LEGACY_MAX_FILES: "2",
      BREAKER_RESET_MS: "60000",
    });
    const b = await signIn(bff.url);
    const file = async (name: string) => {
      const started = Date.now();
      const response = await b.fetch(`/files/static/thumbs/${name}`);
      await response.body.dump();
      return { status: response.statusCode, ms: Date.now() - started };
    };
    catalogue.delays.set("/static/thumbs/stalled.jpg", 4_000);
    const stalled = await file("stalled.jpg");
    expect(stalled.status).toBe(503);
    expect(stalled.ms).toBeGreaterThanOrEqual(1_450);
    expect(stalled.ms).toBeLessThan(3_000);

    // Four at once: two take the files' share and end at the deadline, two are refused at once.
    const burst = Promise.all(["stalled.jpg", "stalled.jpg", "stalled.jpg", "stalled.jpg"].map(file));
    await sleep(150);
    const started = Date.now();
    expect(await viewerOf(b)).toBe("consultor@demo.es");
    const orders = await b.graphql<{ myOrders: Array<{ id: string }> }>("{ myOrders { id } }");
    expect([orders.errors, listed(orders)]).toEqual([undefined, "listed"]);
    expect(Date.now() - started).toBeLessThan(1_000);
    const times = (await burst).sort((x, y) => x.ms - y.ms);
    expect(times.map((t) => t.status)).toEqual([503, 503, 503, 503]);
    expect(times[1].ms).toBeLessThan(700);
    expect(times[2].ms).toBeGreaterThanOrEqual(1_450);

    // Files the catalogue fails count in the market's breaker: after ten, GraphQL's calls are refused without a try.
    catalogue.delays.clear();
    catalogue.faults.set("/static/thumbs/broken.jpg", 500);
    for (let i = 0; i < 10; i++) expect((await file("broken.jpg")).status).toBe(503);
    const seen = catalogue.seen.length;
    expect(await b.graphql("{ myOrders { id } }").then((a) => a.errors?.map((e) => e.extensions?.code))).toEqual(["UPSTREAM_UNAVAILABLE"]);
    expect(catalogue.seen.length).toBe(seen);
  });
});

describe("5. the BFF's own refusals never open the breaker", { timeout: 60_000 }, () => {
  it("eighteen calls refused by a full queue leave the breaker closed: the next call reaches the catalogue", async () => {
    const { catalogue, bff } = await production({ LEGACY_MAX_PENDING: "2", LEGACY_SHED_AT: "0", BREAKER_RESET_MS: "60000" });
    const b = await signIn(bff.url);
    catalogue.delays.set("/api/orders", 1_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => b.graphql("{ myOrders { id } }")));
    const codes = answers.map((a) => a.errors?.[0]?.extensions?.code ?? "ok");
    expect(codes.filter((c) => c === "ok").length).toBe(2);
    expect(codes.filter((c) => c === "UPSTREAM_UNAVAILABLE").length).toBe(18);
    catalogue.delays.clear();
    const seen = catalogue.seen.length;
    const next = await b.graphql<{ myOrders: Array<{ id: string }> }>("{ myOrders { id } }");
    expect([next.errors, listed(next)]).toEqual([undefined, "listed"]);
    expect(catalogue.seen.slice(seen).map((call) => call.path)).toEqual(["/es/api/orders"]);
  });
});

describe("6. past capacity the BFF keeps serving at capacity", { timeout: 90_000 }, () => {
  /** CPU seconds the process has used (user and system), from /proc: what a phase cost the BFF, whatever else runs. */
  const cpuSeconds = async (pid: number) => {
    const fields = (await readFile(`/proc/${pid}/stat`, "utf8")).split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  };

  /**
   * `users` browsers asking `query` without pause for `ms` (a refused one waits its Retry-After, as the portal does):
   * the answers by kind, the answers served per second, and per CPU second of the BFF.
   */
  async function load(bff: ProductionBff, browsers: TestBrowser[], users: number, query: string, ms: number) {
    const kinds: Record<string, number> = {};
    let served = 0;
    const until = Date.now() + ms;
    const started = Date.now();
    const cpuBefore = await cpuSeconds(bff.pid);
    await Promise.all(
      Array.from({ length: users }, async (_, i) => {
        const b = browsers[i % browsers.length];
        while (Date.now() < until) {
          const answer = await b.graphql(query).catch((error: Error) => ({ status: 0, errors: [{ message: error.message, extensions: undefined }] }));
          const kind = `${answer.status} ${answer.errors?.[0]?.extensions?.code ?? answer.errors?.[0]?.message ?? ""}`.trim();
          kinds[kind] = (kinds[kind] ?? 0) + 1;
          if (answer.status === 200 && !answer.errors) served += 1;
          // Refused, a user waits the Retry-After, as the portal does.
          if (answer.status === 503) await sleep(Number((answer as { headers?: Record<string, unknown> }).headers?.["retry-after"] ?? 2) * 1000);
        }
      }),
    );
    const cpu = (await cpuSeconds(bff.pid)) - cpuBefore;
    return { kinds, perSecond: Math.round(served / ((Date.now() - started) / 1000)), perCpuSecond: Math.round(served / cpu) };
  }

  it("with 600 users asking without pause: no healthy Redis reported down, no 5xx but SERVER_BUSY, no error logged, and the work served per CPU second stays at capacity's", async () => {
    const { bff } = await production({ QUERY_BUDGET_PER_MINUTE: "0" });
    const browsers = await Promise.all(["consultor@demo.es", "gerente@demo.es", "franquiciado@demo.es"].map((user) => signIn(bff.url, user)));
    const HOME = `{ home { sliders { name imageUrl } video { url } diagnosticAlerts { allDone } localActions { name } newestResources { name category { name } file { size } } } }`;
    await load(bff, browsers, 4, HOME, 1_000); // warm: caches, JIT
    const capacity = await load(bff, browsers, 12, HOME, 3_000);
    const flood = await load(bff, browsers, 600, HOME, 4_000);
    expect(Object.keys(capacity.kinds)).toEqual(["200"]);
    expect(Object.keys(flood.kinds).filter((kind) => kind !== "200" && kind !== "503 SERVER_BUSY")).toEqual([]);
    expect(flood.perCpuSecond / capacity.perCpuSecond).toBeGreaterThanOrEqual(0.8);
    expect(bff.logs.filter((line) => line.level >= 50)).toEqual([]);
    // A flood is summed up in the log once a second at most, not a line a request.
    expect(bff.logs.filter((line) => line.msg === "refusing requests at capacity").length).toBeLessThanOrEqual(6);
  });
});
