// Time to data over a real-world link (40 ms RTT through the delay proxy): everything the home
// screen and an area page need, (a) as the web client gets it through the BFF — one GraphQL request —
// and (b) as the legacy browser client got it — the individual catalogue calls with their
// dependencies, at most 6 in parallel (a browser's connections per host). Two connection models: the
// page's connection is open (a browser asks for data right after loading the page's HTML and scripts
// from the same origin, over a kept-alive connection), and none is open (every connection pays its
// handshake round trip). Ten more screens (BFF_ONLY_SCREENS: the cart, the wizard, the marketing plan, the account,
// the franchisee's people, the administration's resources, users, orders and MOP requests, partner reports) are
// measured through the BFF only, each as the user who opens it. Every screen's goal: one round trip plus 10 ms.
import http from "node:http";
import { bffLogin, gql, gqlHeaders, legacyCall, legacyLogin, request } from "./client.mjs";
import { startDelayProxy } from "./proxy.mjs";
import { log, median, round } from "./util.mjs";
import { variablesFor } from "./operations.mjs";
import { readBudgets } from "./upstream-calls.mjs";
import { BFF_ONLY_SCREENS } from "./screens.mjs";

const LANG = "CAST";
const NEWEST_LIMIT = 10;

/** At most `n` tasks at once. */
function limiter(n) {
  let active = 0;
  const waiting = [];
  const next = () => {
    if (active >= n || !waiting.length) return;
    active++;
    const { task, resolve, reject } = waiting.shift();
    task()
      .then(resolve, reject)
      .finally(() => {
        active--;
        next();
      });
  };
  return (task) =>
    new Promise((resolve, reject) => {
      waiting.push({ task, resolve, reject });
      next();
    });
}

/** A browser-like connection pool; with `pageConnection`, one connection is already open (it loaded the page). */
async function browserAgent(base, pageConnection) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  if (pageConnection) await request(`${base}/healthz`, { agent }); // any answer leaves the connection open
  return agent;
}

/** One page load of the legacy client: calls in dependency order; returns { ms, calls, failed: [path] }. */
async function legacyPage(kind, base, cookie, facts, pageConnection, withPage = false) {
  const t00 = performance.now();
  const agent = await browserAgent(base, pageConnection || withPage);
  const pageMs = withPage ? performance.now() - t00 : 0; // the page itself (a stand-in GET), counted in a cold load
  const limit = limiter(6);
  const failed = [];
  let calls = 0;
  const call = (path, form) =>
    limit(async () => {
      calls++;
      const r = await legacyCall(base, path, { cookie, form, agent });
      if (r.status !== 200 || r.json?.status !== true) failed.push(`${path} → ${r.status}`);
      return r.json?.data;
    });
  const t0 = performance.now();
  try {
    const user = await call("user/data");
    const restaurantId = user?.favorite ?? user?.restaurants?.[0]?.id ?? facts.restaurantId;
    if (kind === "orders") {
      await call("orders", {});
    } else if (kind === "order") {
      await Promise.all([call(`order/${facts.orderId}`), call("order/status")]);
    } else if (kind === "diagnostic") {
      // The diagnostic screen: its ten catalogue calls (spec 2 §7), all at once after the session check.
      const id = String(restaurantId);
      await Promise.all([
        call("restaurant/competence", { restaurant_id: id }),
        call("competence", { restaurant_id: id }),
        call("restaurant/competence/data", { restaurant_id: id }),
        call("restaurant/comparation", { restaurant_id: id }),
        call("restaurant/sales", { id }),
        call("restaurant/cluster", { restaurant_id: id }),
        call("restaurant/consume", { id }),
        call(`restaurant/moments/${id}`),
        call(`restaurant/pmix/${id}`),
        call("diagnostic/descriptions", {}),
      ]);
    } else if (kind === "channels") {
      // The channels screen: the restaurant's channel data, the services catalogue, its services, its monthly reports,
      // the menu and the modification log (spec 2 §7), all at once after the session check.
      const id = String(restaurantId);
      await Promise.all([
        call(`restaurant/channel/data/${id}`),
        call("restaurant/service/"),
        call(`restaurant/service/data/${id}`),
        call(`report/restaurant/${id}`),
        call("restaurant/getMenu"),
        call(`restaurant/log/${id}`),
      ]);
    } else if (kind === "home") {
      const newest = call("resources/newest", { lang: LANG, limit: NEWEST_LIMIT });
      const files = newest.then((list) => (Array.isArray(list) && list.length ? call("resource/files", { ids: list.map((r) => r.id) }) : null));
      await Promise.all([
        call("diagnostic/alerts", { restaurant_id: restaurantId }),
        call("actions", { restaurant_id: restaurantId }),
        call("sliders"),
        call("videos"),
        newest,
        call("resource/types", { lang: LANG }),
        call("sections", { lang: LANG }),
        files,
      ]);
    } else {
      const [sections] = await Promise.all([call("sections", { lang: LANG }), call("resource/types", { lang: LANG })]);
      const section = Array.isArray(sections) ? sections.find((s) => s.url === facts.categorySlug) : null;
      const sectionId = section?.id ?? facts.categoryId;
      const resources = await call("resources", { section_id: sectionId, lang: LANG, status: "1" });
      if (Array.isArray(resources) && resources.length) await call("resource/files", { ids: resources.map((r) => r.id) });
    }
  } finally {
    agent.destroy();
  }
  return { ms: performance.now() - t0 + pageMs, calls, failed };
}

/** One screen through the BFF: the given GraphQL requests in sequence. */
async function bffPage(base, cookie, requests, pageConnection) {
  const agent = await browserAgent(base, pageConnection);
  const t0 = performance.now();
  const errors = [];
  try {
    for (const { op, variables, page, carries, who } of requests) {
      if (page) {
        // The page itself, with the answers the BFF puts in it (src/http/boot.ts).
        const r = await request(`${base}${page}`, { headers: { ...gqlHeaders(base, { cookie }), accept: "text/html" }, agent });
        const boot = /<script id="portal-boot" type="application\/json">(.*?)<\/script>/.exec(r.body)?.[1];
        const names = boot ? JSON.parse(boot).operations.map((o) => o.operationName) : [];
        if (carries.some((name) => !names.includes(name)))
          errors.push(`page ${page} carries ${names.join(", ") || "nothing"}, not ${carries.join(", ")}`);
        continue;
      }
      const r = await gql(base, op.text, variables, { cookie: who?.cookie ?? cookie, market: who?.market ?? "es", agent });
      if (r.errors?.length) errors.push(`${op.name}: ${[...new Set(r.errors.map((e) => e.extensions?.code ?? e.message))].join(",")}`);
      else if (!r.data || Object.values(r.data).some((value) => value === null)) errors.push(`${op.name}: answered no data`);
    }
  } finally {
    agent.destroy();
  }
  return { ms: performance.now() - t0, errors };
}

export async function measureTimeToData({ legacy, bff, cookie, operations, facts, runs = 9, oneWayMs = 20 }) {
  const bffProxy = await startDelayProxy(bff.url, { oneWayMs });
  const legacyProxy = await startDelayProxy(legacy.url, { oneWayMs });
  try {
    // the proxy's own round trip, as a check of the link
    const t0 = performance.now();
    await request(`${bffProxy.url}/healthz`);
    const probe = { ms: performance.now() - t0 };
    const legacyCookie = await legacyLogin(legacy.url);
    const home = operations.get("Home");
    const area = operations.get("LibraryArea");
    const shell = operations.get("Shell");
    const screens = [];
    if (home) screens.push({ key: "home", bff: [{ op: home, variables: variablesFor(home, facts) }] });
    else screens.push({ key: "home", pending: "the web client has no Home operation yet" });
    if (area && facts.categorySlug)
      screens.push({ key: "area", bff: [{ op: area, variables: variablesFor(area, facts, { type: facts.areaType ?? "NATIONAL" }) }] });
    else
      screens.push({
        key: "area",
        pending: area ? "no category with resources found in the catalogue" : "the web client has no LibraryArea operation yet",
      });
    // The order screens: the list of the user's orders and one order's details.
    const myOrders = operations.get("MyOrders");
    const details = operations.get("OrderDetails");
    if (myOrders && details && facts.orderId) {
      screens.push({ key: "orders", legacy: "orders", bff: [{ op: myOrders, variables: {} }] });
      screens.push({ key: "order-details", legacy: "order", bff: [{ op: details, variables: variablesFor(details, facts) }] });
    } else screens.push({ key: "orders", pending: "no order of the user found (or the web client has no order screens)" });
    // The diagnostic (ES): one query through the BFF against the legacy client's ten calls.
    const diagnostic = operations.get("Diagnostic");
    if (diagnostic && facts.market !== "PT") screens.push({ key: "diagnostic", legacy: "diagnostic", bff: [{ op: diagnostic, variables: {} }] });
    else screens.push({ key: "diagnostic", pending: "the web client has no Diagnostic operation yet (or the bench's market is not ES)" });
    // The channels screen (both markets): one query through the BFF against the legacy client's six calls.
    const channels = operations.get("Channels");
    if (channels) screens.push({ key: "channels", legacy: "channels", bff: [{ op: channels, variables: {} }] });
    else screens.push({ key: "channels", pending: "the web client has no Channels operation yet" });
    // A cold load of /: the page itself carries Shell and Home; the legacy client loaded its page, then called.
    if (home && shell && bff.webDist)
      screens.push({ key: "home-cold-load", informative: true, withPage: true, bff: [{ page: "/", carries: ["Shell", "Home"] }] });
    // The same screens with no connection open: every connection pays a handshake (informative).
    for (const screen of screens.filter((x) => !x.pending && !x.informative))
      screens.push({ ...screen, key: `${screen.key}-fresh`, informative: true, fresh: true });

    // The screens measured through the BFF only, each as its budget's user (signed in once per user).
    const budgets = await readBudgets();
    const sessions = new Map();
    for (const { key, operation } of BFF_ONLY_SCREENS) {
      const op = operations.get(operation);
      const budget = budgets.queries?.[operation];
      if (!op || !budget) {
        screens.push({
          key,
          pending: op ? `no entry for ${operation} in packages/bff/upstream-budget.json` : `the web client has no ${operation} operation`,
        });
        continue;
      }
      const market = budget.market.toLowerCase();
      const id = `${market} ${budget.user}`;
      if (!sessions.has(id)) sessions.set(id, { market, cookie: await bffLogin(bff.url, { username: budget.user, password: "demo1234" }, market) });
      screens.push({ key, bffOnly: true, user: budget.user, bff: [{ op, variables: budget.variables, who: sessions.get(id) }] });
    }

    const results = {};
    for (const screen of screens) {
      if (screen.pending) {
        results[screen.key] = { pending: screen.pending };
        log(`time to data, ${screen.key}: pending (${screen.pending})`);
        continue;
      }
      const legacyKind = screen.legacy ?? (screen.key.startsWith("area") ? "area" : "home");
      const page = !screen.fresh;
      if (screen.bffOnly) {
        await bffPage(bffProxy.url, cookie, screen.bff, true); // warm-up, not counted
        const b = [];
        let last;
        for (let i = 0; i < runs; i++) {
          last = await bffPage(bffProxy.url, cookie, screen.bff, true);
          b.push(last.ms);
        }
        const result = {
          bffRequests: screen.bff.map((r) => r.op.name),
          user: screen.user,
          bffMedianMs: round(median(b), 1),
          legacyCalls: null,
          legacyMedianMs: null,
          ratio: null,
          bffErrors: last.errors,
          legacyFailed: [],
          informative: false,
          bffOnly: true,
          connections: "page's connection open",
          runs,
          valid: !last.errors.length,
        };
        if (!result.valid) result.note = `incomplete data: ${result.bffErrors.join("; ")}`;
        results[screen.key] = result;
        log(
          `time to data, ${screen.key}: BFF ${result.bffMedianMs} ms (${result.bffRequests.join(" → ")} as ${screen.user})${result.valid ? "" : ` [${result.note}]`}`,
        );
        continue;
      }
      // one warm-up of each (the BFF's reference cache is warm in real life), not counted
      await bffPage(bffProxy.url, cookie, screen.bff, page && !screen.withPage);
      await legacyPage(legacyKind, legacyProxy.url, legacyCookie, facts, page && !screen.withPage, screen.withPage);
      const b = [];
      const l = [];
      let lastBff;
      let lastLegacy;
      for (let i = 0; i < runs; i++) {
        // alternate the order so that drift in machine load hits both alike
        if (i % 2 === 0) {
          lastBff = await bffPage(bffProxy.url, cookie, screen.bff, page && !screen.withPage);
          lastLegacy = await legacyPage(legacyKind, legacyProxy.url, legacyCookie, facts, page && !screen.withPage, screen.withPage);
        } else {
          lastLegacy = await legacyPage(legacyKind, legacyProxy.url, legacyCookie, facts, page && !screen.withPage, screen.withPage);
          lastBff = await bffPage(bffProxy.url, cookie, screen.bff, page && !screen.withPage);
        }
        b.push(lastBff.ms);
        l.push(lastLegacy.ms);
      }
      const result = {
        bffRequests: screen.bff.map((r) => (r.page ? `GET ${r.page} (carries ${r.carries.join(", ")})` : r.op.name)),
        bffMedianMs: round(median(b), 1),
        legacyCalls: lastLegacy.calls,
        legacyMedianMs: round(median(l), 1),
        ratio: round(median(b) / median(l), 3),
        bffErrors: lastBff.errors,
        legacyFailed: [...new Set(lastLegacy.failed)],
        informative: Boolean(screen.informative),
        connections: screen.withPage ? "none open; the page's own request counted" : page ? "page's connection open" : "none open",
        runs,
      };
      const valid = !result.bffErrors.length && !result.legacyFailed.length;
      result.valid = valid;
      if (!valid) result.note = `incomplete data: ${[...result.bffErrors, ...result.legacyFailed].join("; ")}`;
      results[screen.key] = result;
      log(
        `time to data, ${screen.key}: BFF ${result.bffMedianMs} ms (${result.bffRequests.join(" → ")}) vs legacy ${result.legacyMedianMs} ms (${result.legacyCalls} calls) → ratio ${result.ratio}${valid ? "" : ` [${result.note}]`}`,
      );
    }
    return {
      rttMs: 2 * oneWayMs,
      probeMs: round(probe.ms, 1),
      runs,
      connections: "keep-alive, ≤ 6 per host; the page's connection open, or none (-fresh)",
      goalMs: 2 * oneWayMs + 10,
      screens: results,
    };
  } finally {
    await bffProxy.close();
    await legacyProxy.close();
  }
}
