// Catalogue calls per operation of the web client, counted with the catalogue's onRequest hook, each operation as the
// user packages/bff/upstream-budget.json names, with its variables (the same file the budget test reads), and checked
// against that file's budgets:
// - queries: cold (a BFF process started for the operation, right after sign-in) and warm (the same operation again);
// - mutations, writes included (the bench's catalogue is its own in-memory copy): a first and a second run on one BFF,
//   each after its preparation (packages/bff/src/test/mutation-runs.ts: an order to change, the mailed link of a
//   password change, a pending legal-terms session...), whose calls are not counted.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { request } from "./client.mjs";
import { startBff, upstream } from "./stack.mjs";
import { ROOT, importTs, log } from "./util.mjs";
import { variablesFor } from "./operations.mjs";

const DEMO_PASSWORD = "demo1234";

/** Variables as the report shows them: passwords (also inside a mutation's `input`) starred. */
const maskPasswords = (variables) =>
  Object.fromEntries(
    Object.entries(variables).map(([k, val]) => [
      k,
      k === "password" || k === "repeat" ? "***" : val && typeof val === "object" && !Array.isArray(val) ? maskPasswords(val) : val,
    ]),
  );

/**
 * Mutations not run, and why. Empty: every mutation of the web client runs (a mutation is left out only when
 * upstream-budget.json has no entry for it, e.g. one added on a branch before its budget; the row says so).
 */
const NOT_RUN = {};

export async function readBudgets() {
  return JSON.parse(await readFile(path.join(ROOT, "packages/bff/upstream-budget.json"), "utf8"));
}

function describe(calls) {
  const counts = new Map();
  for (const c of calls) {
    const key = `${c.method} ${c.path}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => (n > 1 ? `${k} ×${n}` : k));
}

async function counted(fn) {
  upstream.reset();
  const r = await fn();
  await new Promise((resolve) => setImmediate(resolve));
  const calls = upstream.calls;
  upstream.reset();
  return { r, calls };
}

/** Over its budget? null when there is no budget to check against. */
const overBudget = (budget, cold, warm) => (budget ? cold > budget.cold || warm > budget.warm : null);

/**
 * A browser of one market against a BFF: keeps its cookies (the session's and the device's) across calls, as the
 * mutation preparations expect (src/test/mutation-runs.ts's RunSession).
 */
function browserSession(bffUrl, market) {
  const jar = new Map();
  const host = `${market.toLowerCase()}.localhost:${new URL(bffUrl).port}`;
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ") || undefined;
  const keep = (res) => {
    for (const line of [].concat(res.headers["set-cookie"] ?? [])) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || eq === pair.length - 1) jar.delete(name);
      else jar.set(name, pair.slice(eq + 1));
    }
  };
  return {
    async graphql(document, variables = {}) {
      const res = await request(`${bffUrl}/graphql`, {
        method: "POST",
        headers: { host, "content-type": "application/json", ...(cookie() ? { cookie: cookie() } : {}) },
        body: JSON.stringify({ query: document, variables }),
      });
      keep(res);
      return JSON.parse(res.body);
    },
    async upload(urlPath, bytes, filename) {
      const boundary = `----bench${Date.now().toString(16)}`;
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        Buffer.from(bytes),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await request(`${bffUrl}${urlPath}`, {
        method: "POST",
        headers: {
          host,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "x-portal-upload": "1",
          ...(cookie() ? { cookie: cookie() } : {}),
        },
        body,
      });
      keep(res);
      let parsed = {};
      try {
        parsed = JSON.parse(res.body);
      } catch {}
      return { status: res.status, body: parsed };
    },
  };
}

/** The web's queries with what each runs as: its budget's market, user and variables (the bench's guesses without one). */
function queryVariants(operations, budgets, facts) {
  const variants = [];
  for (const op of operations.values()) {
    if (op.kind !== "query") continue;
    const budget = budgets.queries?.[op.name];
    variants.push({
      op,
      label: op.name,
      market: budget?.market ?? "ES",
      user: budget?.user ?? "franquiciado@demo.es",
      variables: budget?.variables ?? variablesFor(op, facts),
      budget: budget ?? null,
    });
    // the area's resource detail, as the franchisee opens it (judged against LibraryArea's budget)
    if (op.name === "LibraryArea" && facts.resourceSlug) {
      const base = variants[variants.length - 1];
      variants.push({
        ...base,
        label: `LibraryArea (detail ${facts.resourceSlug})`,
        variables: variablesFor(op, facts, { type: facts.areaType ?? "NATIONAL", resource: facts.resourceSlug, detail: true }),
      });
    }
  }
  return variants;
}

/** Cold BFFs starting at once, the measured one included. */
const COLD_STARTS_AHEAD = 4;

export async function countUpstreamCalls({ legacy, operations, facts }) {
  const budgets = await readBudgets();
  const { prepareRun, refusalOf } = await importTs(path.join(ROOT, "packages/bff/src/test/mutation-runs.ts"));
  /** GraphQL errors, or an answer without its result (a null root field, a LoginFailure...). */
  const problemOf = (r) => (r.errors?.length ? [...new Set(r.errors.map((e) => e.extensions?.code ?? e.message))].join(", ") : refusalOf(r.data));
  const variants = queryVariants(operations, budgets, facts);
  const rows = [];
  // Each cold BFF is measured alone, in turn, while the next few start (starting is the slow part). Not all at once:
  // on a slower host forty BFFs starting together on two cores did not answer within startBff's minute.
  const starting = [];
  const start = (i) =>
    (starting[i] ??= startBff({ legacyUrl: legacy.url, label: `bff (cold for ${variants[i].label})` }).then(
      (bff) => ({ bff }),
      (error) => ({ error }),
    ));
  for (const [i, v] of variants.entries()) {
    for (let next = i; next < Math.min(variants.length, i + COLD_STARTS_AHEAD); next++) start(next);
    const { bff, error } = await start(i);
    if (error) {
      rows.push({ operation: v.label, kind: "query", problem: `BFF did not start: ${error.message.split("\n")[0]}` });
      continue;
    }
    try {
      const session = browserSession(bff.url, v.market);
      await bffSignIn(session, v.user);
      // a query that needs rows first (one of the franchisee's people...) has its preparation too
      const variables = await prepareRun(v.op.name, v.variables, {
        market: v.market,
        run: 1,
        db: legacy.db,
        outbox: (m) => legacy.outbox(m),
        session,
      });
      v.variables = variables;
      const cold = await counted(() => session.graphql(v.op.text, variables));
      const warm = await counted(() => session.graphql(v.op.text, variables));
      const row = {
        operation: v.label,
        kind: "query",
        market: v.market,
        user: v.user,
        variables: v.variables,
        cold: cold.calls.length,
        warm: warm.calls.length,
        budget: v.budget ? { cold: v.budget.cold, warm: v.budget.warm } : null,
        overBudget: overBudget(v.budget, cold.calls.length, warm.calls.length),
        coldCalls: describe(cold.calls),
        warmCalls: describe(warm.calls),
        problem: problemOf(cold.r) ?? problemOf(warm.r),
      };
      rows.push(row);
      log(
        `upstream calls, ${row.operation} (${row.user}): cold ${row.cold} [${row.coldCalls.join(", ")}], warm ${row.warm}${row.budget ? ` (budget ${row.budget.cold}/${row.budget.warm}${row.overBudget ? ", OVER" : ""})` : " (no budget)"}${row.problem ? ` (answered with errors: ${row.problem})` : ""}`,
      );
    } catch (error) {
      rows.push({ operation: v.label, kind: "query", problem: `failed: ${error.message.split("\n")[0]}` });
    } finally {
      await bff.stop();
    }
  }

  // mutations: one fresh BFF; each run twice, as its budget's user, after its preparation
  const mutations = [...operations.values()].filter((op) => op.kind === "mutation");
  if (mutations.length) {
    const bff = await startBff({ legacyUrl: legacy.url, label: "bff (mutations)" });
    try {
      for (const op of mutations) {
        const budget = budgets.mutations?.[op.name];
        const notRun = NOT_RUN[op.name] ?? (budget ? null : "no entry in packages/bff/upstream-budget.json");
        if (notRun) {
          rows.push({ operation: op.name, kind: "mutation", notRun });
          continue;
        }
        try {
          const session = browserSession(bff.url, budget.market);
          if (budget.user) await bffSignIn(session, budget.user);
          const ctx = (run) => ({ market: budget.market, run, db: legacy.db, outbox: (market) => legacy.outbox(market), session });
          const firstVariables = await prepareRun(op.name, budget.variables, ctx(1));
          const first = await counted(() => session.graphql(op.text, firstVariables));
          const secondVariables = await prepareRun(op.name, budget.variables, ctx(2));
          const second = await counted(() => session.graphql(op.text, secondVariables));
          const row = {
            operation: op.name,
            kind: "mutation",
            market: budget.market,
            user: budget.user ?? "(signed out, or a user its preparation makes)",
            variables: maskPasswords(firstVariables),
            cold: first.calls.length,
            warm: second.calls.length,
            budget: { cold: budget.cold, warm: budget.warm },
            overBudget: overBudget(budget, first.calls.length, second.calls.length),
            coldCalls: describe(first.calls),
            warmCalls: describe(second.calls),
            problem: problemOf(first.r) ?? problemOf(second.r),
          };
          rows.push(row);
          log(
            `upstream calls, ${row.operation}: first ${row.cold} [${row.coldCalls.join(", ")}], second ${row.warm} (budget ${budget.cold}/${budget.warm}${row.overBudget ? ", OVER" : ""})${row.problem ? ` (answered with errors: ${row.problem})` : ""}`,
          );
        } catch (error) {
          rows.push({ operation: op.name, kind: "mutation", problem: `preparation failed: ${error.message.split("\n")[0]}` });
          log(`upstream calls, ${op.name}: preparation failed: ${error.message.split("\n")[0]}`);
        }
      }
    } finally {
      await bff.stop();
    }
  }
  const ran = rows.filter((row) => !row.notRun);
  return {
    rows,
    summary: {
      operations: rows.length,
      clean: ran.filter((row) => !row.problem).length,
      withErrors: ran.filter((row) => row.problem).length,
      notRun: rows.length - ran.length,
      overBudget: ran.filter((row) => row.overBudget).length,
      withoutBudget: ran.filter((row) => row.cold !== undefined && !row.budget).length,
    },
    note: "queries — cold: a BFF process started for the operation (signed in first; the sign-in's calls are not counted), warm: the same operation again; mutations — first and second run on one BFF, each after its preparation (packages/bff/src/test/mutation-runs.ts, not counted); each as the user and with the variables of packages/bff/upstream-budget.json, checked against its budget (✗: over it)",
  };
}

/** Signs a browser session in as a demo account (the demo password). */
async function bffSignIn(session, username) {
  const answer = await session.graphql(
    `mutation BenchLogin($username: String!, $password: String!) { login(input: { username: $username, password: $password }) { __typename } }`,
    { username, password: DEMO_PASSWORD },
  );
  if (answer.data?.login?.__typename !== "LoginSuccess") throw new Error(`sign-in as ${username}: ${JSON.stringify(answer.errors ?? answer.data)}`);
}
