// Catalogue calls per operation of the web client, counted with the catalogue's onRequest hook:
// cold (a BFF process started for the operation, right after sign-in) and warm (the same operation again).
import { bffLogin, gql } from "./client.mjs";
import { startBff, upstream } from "./stack.mjs";
import { log } from "./util.mjs";
import { variablesFor } from "./operations.mjs";

/** Variables as the report shows them: passwords (also inside a mutation's `input`) starred. */
const maskPasswords = (variables) =>
  Object.fromEntries(
    Object.entries(variables).map(([k, val]) => [
      k,
      k === "password" ? "***" : val && typeof val === "object" && !Array.isArray(val) ? maskPasswords(val) : val,
    ]),
  );

/** Mutations not run, and why (side effects the benchmark should not cause, or a token it does not have). */
const NOT_RUN = {
  ChangePassword: "needs a mailed one-time token",
  AcceptLegalTerms: "needs a pending (legal terms) session",
  RejectLegalTerms: "needs a pending (legal terms) session",
  RequestCustomResource: "sends a mail to the marketing team",
  SendOpeningForm: "sends a mail with a full opening form",
  PlaceOrder: "places an order",
  UpdateOrderItem: "changes an order",
  ChangeOrderStatus: "an administrator's change of a seeded order",
  PostOrderComment: "writes to a seeded order's chat (PT)",
  MarkOrderRead: "marks a seeded order read",
  SaveFiscalData: "changes a restaurant's fiscal data",
};

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

const problemOf = (r) => (r.errors?.length ? [...new Set(r.errors.map((e) => e.extensions?.code ?? e.message))].join(", ") : null);

export async function countUpstreamCalls({ legacy, operations, facts }) {
  const variants = [];
  for (const op of operations.values()) {
    if (op.kind !== "query") continue;
    variants.push({ op, label: op.name, variables: variablesFor(op, facts) });
    if (op.name === "LibraryArea") {
      variants[variants.length - 1].label = `LibraryArea (list of ${facts.areaType ?? "NATIONAL"}/${facts.categorySlug ?? "—"})`;
      variants[variants.length - 1].variables = variablesFor(op, facts, { type: facts.areaType ?? "NATIONAL" });
      if (facts.resourceSlug)
        variants.push({
          op,
          label: `LibraryArea (detail ${facts.resourceSlug})`,
          variables: variablesFor(op, facts, { type: facts.areaType ?? "NATIONAL", resource: facts.resourceSlug, detail: true }),
        });
    }
  }
  const rows = [];
  // every cold BFF starts at once (starting is the slow part); each is measured alone, in turn
  const started = await Promise.allSettled(variants.map((v) => startBff({ legacyUrl: legacy.url, label: `bff (cold for ${v.label})` })));
  for (const [i, v] of variants.entries()) {
    if (started[i].status === "rejected") {
      rows.push({ operation: v.label, kind: "query", problem: `BFF did not start: ${started[i].reason.message.split("\n")[0]}` });
      continue;
    }
    const bff = started[i].value;
    try {
      const cookie = await bffLogin(bff.url);
      const cold = await counted(() => gql(bff.url, v.op.text, v.variables, { cookie }));
      const warm = await counted(() => gql(bff.url, v.op.text, v.variables, { cookie }));
      const row = {
        operation: v.label,
        kind: "query",
        variables: v.variables,
        cold: cold.calls.length,
        warm: warm.calls.length,
        coldCalls: describe(cold.calls),
        warmCalls: describe(warm.calls),
        problem: problemOf(cold.r) ?? problemOf(warm.r),
      };
      rows.push(row);
      log(
        `upstream calls, ${row.operation}: cold ${row.cold} [${row.coldCalls.join(", ")}], warm ${row.warm}${row.problem ? ` (answered with errors: ${row.problem})` : ""}`,
      );
    } finally {
      await bff.stop();
    }
  }

  // mutations: one fresh BFF; the ones safe to run, each twice
  const mutations = [...operations.values()].filter((op) => op.kind === "mutation");
  if (mutations.length) {
    const bff = await startBff({ legacyUrl: legacy.url, label: "bff (mutations)" });
    try {
      const order = (op) => (op.name === "Login" ? 0 : op.name === "Logout" ? 2 : 1);
      for (const op of mutations.sort((a, b) => order(a) - order(b))) {
        if (NOT_RUN[op.name]) {
          rows.push({ operation: op.name, kind: "mutation", notRun: NOT_RUN[op.name] });
          continue;
        }
        let cookie = op.name === "Login" ? null : await bffLogin(bff.url);
        const variables = variablesFor(op, facts, op.name === "RequestPasswordReminder" ? { username: "franquiciado@demo.es" } : {});
        const first = await counted(() => gql(bff.url, op.text, variables, { cookie }));
        if (op.name === "Logout") cookie = await bffLogin(bff.url);
        const second = await counted(() => gql(bff.url, op.text, variables, { cookie }));
        const row = {
          operation: op.name,
          kind: "mutation",
          variables: maskPasswords(variables),
          cold: first.calls.length,
          warm: second.calls.length,
          coldCalls: describe(first.calls),
          warmCalls: describe(second.calls),
          problem: problemOf(first.r),
        };
        rows.push(row);
        log(
          `upstream calls, ${row.operation}: first ${row.cold} [${row.coldCalls.join(", ")}], second ${row.warm}${row.problem ? ` (errors: ${row.problem})` : ""}`,
        );
      }
    } finally {
      await bff.stop();
    }
  }
  return {
    rows,
    note: "cold = a BFF process started for the operation (signed in first; the sign-in's calls are not counted); warm = the same operation again",
  };
}
