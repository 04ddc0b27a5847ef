// Sessions: 1,000 signed-in users on the real screens' queries with 1–3 s of think time for 60 s (zero errors
// expected, p99 reported), then 48 of them without think time (the BFF's capacity: answers served per second), then all
// of them with no think time, past the BFF's capacity: the share it refuses at once (503 SERVER_BUSY), the latency of
// what it serves, and its goodput (answers served per second) as a share of the capacity. On a BFF of its own, as deployed (MAX_IN_FLIGHT,
// deadlines and queue bounds at their defaults).
import { gql, bffLogin, request } from "./client.mjs";
import { startBff } from "./stack.mjs";
import { variablesFor } from "./operations.mjs";
import { runWorker } from "./load.mjs";
import { log } from "./util.mjs";

/**
 * How often a user's page view asks each screen's query: every navigation of the library and the home, seldom a
 * search (the run's search is its largest list: the heaviest query there is). Queries not listed here: weight 1.
 */
const WEIGHTS = { Home: 8, LibraryArea: 8, Shell: 3, SearchResources: 1 };

/**
 * Users asking without think time in the capacity phase: enough to keep a 2-core BFF saturated (their catalogue calls'
 * waits hidden behind each other's work), well below MAX_IN_FLIGHT and the shedding's floor of the event loop.
 */
const CAPACITY_USERS = 48;

const ACCOUNTS = ["franquiciado@demo.es", "gerente@demo.es", "consultor@demo.es"].map((username) => ({ username, password: "demo1234" }));

export async function measureSessions({ legacy, operations, facts, users, thinkSeconds, floodSeconds, env = {} }) {
  const bff = await startBff({ legacyUrl: legacy.url, label: "bff (sessions)", env });
  try {
    // The screens' queries every account's session answers without error (the admin screens' are refused, by design,
    // and so is a franchisee's own people screen to a manager or a consultant).
    const cookies = await Promise.all(ACCOUNTS.map((account) => bffLogin(bff.url, account)));
    const screens = [];
    for (const op of operations.values()) {
      if (op.kind !== "query") continue;
      const variables = variablesFor(op, facts);
      const answers = await Promise.all(cookies.map((cookie) => gql(bff.url, op.text, variables, { cookie, operationName: op.name })));
      if (answers.every((answer) => answer.status === 200 && !answer.errors?.length))
        for (let n = 0; n < (WEIGHTS[op.name] ?? 1); n++) screens.push({ name: op.name, text: op.text, variables });
    }
    const counts = {};
    for (const screen of screens) counts[screen.name] = (counts[screen.name] ?? 0) + 1;
    const mix = Object.entries(counts).map(([name, n]) => `${name} ×${n}`);
    log(`sessions: ${users} users on ${mix.join(", ")}; ${thinkSeconds} s with 1–3 s think time, then ${floodSeconds} s without`);
    const result = await runWorker(
      "bench/sessions-worker.mjs",
      { bffUrl: bff.url, users, accounts: ACCOUNTS, screens, thinkSeconds, floodSeconds, thinkMs: [1000, 3000], capacityUsers: CAPACITY_USERS },
      (thinkSeconds + 2 * floodSeconds + 120) * 1000,
    );
    const metrics = await request(`${bff.metricsUrl}/metrics`).then((r) => r.body);
    return { ...result, mix, maxInFlight: Number(env.MAX_IN_FLIGHT ?? 200), asTimedByTheBff: asTimed(metrics) };
  } finally {
    await bff.stop();
  }
}

/**
 * The BFF's own timing of its GraphQL answers over both phases (its `/metrics` histogram, from the request's first
 * middleware to the answer's end): per status, how many, and the share within 50 ms and within 500 ms. Apart from
 * the load generator's own queueing, which the worker's figures include.
 */
function asTimed(metrics) {
  const byStatus = {};
  for (const [, le, status, count] of metrics.matchAll(
    /^portal_http_request_duration_seconds_bucket\{le="([^"]+)",kind="graphql",status="(\d+)"\} (\d+)$/gm,
  )) {
    (byStatus[status] ??= {})[le] = Number(count);
  }
  const out = {};
  for (const [status, buckets] of Object.entries(byStatus)) {
    const total = buckets["+Inf"];
    out[status] = {
      answers: total,
      within50ms: total ? Math.round((buckets["0.05"] / total) * 1000) / 1000 : null,
      within500ms: total ? Math.round((buckets["0.5"] / total) * 1000) / 1000 : null,
    };
  }
  return out;
}
