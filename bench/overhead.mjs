// Server overhead: throughput and latency with 10 connections for a fixed duration, for
// (a) `{ __typename }` on the same Apollo server (the framework's ceiling), (b) the direct catalogue
// call behind the viewer query, (c) the viewer query (web's Shell) and (d) the home query (web's Home).
import { gql, gqlHeaders, legacyCall, legacyLogin } from "./client.mjs";
import { runLoad } from "./load.mjs";
import { log, round } from "./util.mjs";
import { variablesFor } from "./operations.mjs";

function summary(r) {
  return {
    rps: round(r.rps, 1),
    p50: r.p50,
    p99: r.p99,
    mean: round(r.mean, 2),
    requests: r.requests,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

/** A GraphQL target, checked once before the load: an answer with errors is not measured. */
async function graphqlTarget(bff, cookie, op, variables) {
  const check = await gql(bff.url, op.text, variables, { cookie });
  const errors = check.errors?.map((e) => e.extensions?.code ?? e.message) ?? [];
  return {
    load: {
      url: `${bff.url}/graphql`,
      method: "POST",
      headers: gqlHeaders(bff.url, { cookie }),
      body: JSON.stringify({ query: op.text, variables }),
    },
    problem: check.status !== 200 || errors.length ? `answers ${check.status} with errors ${[...new Set(errors)].join(", ")}` : null,
  };
}

export async function measureOverhead({ legacy, bff, cookie, operations, facts, duration, warmup, fixedRateSeconds = duration, rounds = 1 }) {
  const legacyCookie = await legacyLogin(legacy.url);
  const shell = operations.get("Shell");
  const home = operations.get("Home");
  const targets = [
    { key: "a", label: "(a) { __typename } on the BFF's Apollo server", op: { name: "typename", text: "{ __typename }" }, variables: {} },
    { key: "b", label: "(b) catalogue GET /es/api/user/data (direct)", legacy: true },
    shell
      ? { key: "c", label: "(c) viewer query through the BFF (Shell)", op: shell, variables: variablesFor(shell, facts) }
      : { key: "c", label: "(c) viewer query (Shell)", pending: "no Shell operation in packages/web" },
    home
      ? { key: "d", label: "(d) home query through the BFF (Home)", op: home, variables: variablesFor(home, facts) }
      : { key: "d", label: "(d) home query (Home)", pending: "no Home operation in packages/web yet" },
  ];
  const results = {};
  const loads = {};
  for (const t of targets) {
    if (t.pending) {
      results[t.key] = { label: t.label, pending: t.pending };
      log(`${t.label}: pending — ${t.pending}`);
      continue;
    }
    let load;
    let problem;
    if (t.legacy) {
      const check = await legacyCall(legacy.url, "user/data", { cookie: legacyCookie });
      problem = check.status === 200 && check.json?.status ? null : `answers ${check.status}`;
      load = { url: `${legacy.url}/es/api/user/data`, headers: { cookie: legacyCookie } };
    } else {
      ({ load, problem } = await graphqlTarget(bff, t.op.name === "typename" ? null : cookie, t.op, t.variables));
    }
    if (problem) {
      results[t.key] = { label: t.label, pending: `not measured: ${problem}` };
      log(`${t.label}: not measured — ${problem}`);
      continue;
    }
    loads[t.key] = load;
  }
  // Each target runs `rounds` times, the targets in turn (a, b, c, d, a, b...), and its median window counts: on this
  // shared machine one window can run a third faster or slower than the next, and the ratios compare targets.
  const windows = {};
  for (let round = 1; round <= rounds; round++) {
    for (const t of targets) {
      if (!loads[t.key]) continue;
      const r = summary(await runLoad({ ...loads[t.key], connections: 10, duration, warmup }));
      (windows[t.key] ??= []).push(r);
      log(
        `${t.label}${rounds > 1 ? ` (round ${round})` : ""}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.non2xx || r.errors ? ` (non-2xx ${r.non2xx}, errors ${r.errors})` : ""}`,
      );
    }
  }
  for (const t of targets) {
    if (!windows[t.key]) continue;
    const sorted = [...windows[t.key]].sort((x, y) => x.rps - y.rps);
    const r = sorted[(sorted.length - 1) >> 1];
    results[t.key] = { label: t.label, operation: t.op?.name, ...r, windowsRps: windows[t.key].map((w) => w.rps) };
  }
  const a = results.a?.rps;
  const ratio = (k) => (a && results[k]?.rps ? round(results[k].rps / a, 3) : null);
  const derived = {
    cOverA: ratio("c"),
    dOverA: ratio("d"),
    // informative: the viewer query against the catalogue call it needs (the BFF cannot beat its upstream)
    cOverB: results.b?.rps && results.c?.rps ? round(results.c.rps / results.b.rps, 3) : null,
    p99AddedMs: results.c?.p99 != null && results.b?.p99 != null ? results.c.p99 - results.b.p99 : null,
  };
  // informative: at saturation p99 is mostly queueing; at the same moderate rate for (b) and (c) it is the latency the BFF adds
  if (loads.b && loads.c && results.b?.rps && results.c?.rps) {
    const rate = Math.max(5, Math.round(0.5 * Math.min(results.b.rps, results.c.rps)));
    const at = {};
    for (const k of ["b", "c"]) {
      at[k] = summary(await runLoad({ ...loads[k], connections: 10, duration: fixedRateSeconds, warmup: 0, overallRate: rate }));
      log(`${results[k].label} at ${rate} req/s: p50 ${at[k].p50} ms, p99 ${at[k].p99} ms`);
    }
    derived.fixedRate = { rate, b: at.b, c: at.c, p50AddedMs: at.c.p50 - at.b.p50, p99AddedMs: at.c.p99 - at.b.p99 };
  }
  log(
    `ratios: (c)/(a) ${derived.cOverA ?? "—"}, (d)/(a) ${derived.dOverA ?? "—"}, (c)/(b) ${derived.cOverB ?? "—"}; p99 added by the BFF ${derived.p99AddedMs ?? "—"} ms`,
  );
  return { connections: 10, durationSeconds: duration, warmupSeconds: warmup, rounds, targets: results, ...derived };
}
