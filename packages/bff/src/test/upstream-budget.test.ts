import { readFile } from "node:fs/promises";
import { FormData } from "undici";
import { describe, expect, it, vi } from "vitest";
import type { TestBrowser } from "./browser.js";
import { prepareRun, refusalOf, type RunContext } from "./mutation-runs.js";
import { useStack } from "./use-stack.js";
import { webOperations, type WebOperation } from "./web-operations.js";

interface Budget {
  market: "ES" | "PT";
  /** Who is signed in; null: a signed-out browser (a mutation's preparation may sign in as a user it makes). */
  user: string | null;
  variables: Record<string, unknown>;
  cold: number;
  warm: number;
}

const file: { queries: Record<string, Budget>; mutations: Record<string, Budget> } = JSON.parse(
  await readFile(new URL("../../upstream-budget.json", import.meta.url), "utf8"),
);
const operations = await webOperations();
const queries = operations.filter((op) => op.kind === "query");
const mutations = operations.filter((op) => op.kind === "mutation");

const stack = useStack();

/** A fresh BFF cache for the cold count: a new stack would cost seconds, so the caches are emptied instead. */
async function count(browser: TestBrowser, op: WebOperation, variables: Record<string, unknown>) {
  stack.calls.length = 0;
  const result = await browser.graphql(op.document, variables);
  expect(result.errors, `${op.name}: ${JSON.stringify(result.errors)}`).toBeUndefined();
  // …and did what the screen asks: an answer for every root field, no refusal in the result's own type (LoginFailure...).
  expect(refusalOf(result.data), op.name).toBeNull();
  return stack.calls.length;
}

/** Cold (reference cache emptied, the session check due) then warm; `variablesOf` runs ahead of each, uncounted. */
async function coldAndWarm(browser: TestBrowser, op: WebOperation, variablesOf: (run: 1 | 2) => Promise<Record<string, unknown>>) {
  const cold = await variablesOf(1);
  stack.cache.clear();
  vi.useFakeTimers({ toFake: ["Date"] });
  try {
    vi.setSystemTime(Date.now() + stack.config.sessionCheckSeconds * 1000);
    const first = await count(browser, op, cold);
    const second = await count(browser, op, await variablesOf(2));
    return { cold: first, warm: second };
  } finally {
    vi.useRealTimers();
  }
}

function expectWithin(budget: Budget, measured: { cold: number; warm: number }) {
  expect({ cold: measured.cold <= budget.cold, warm: measured.warm <= budget.warm, measured }).toEqual({ cold: true, warm: true, measured });
}

describe("upstream calls per web operation (packages/bff/upstream-budget.json)", () => {
  it("has a budget for every query and every mutation the web client sends", () => {
    expect(queries.length).toBeGreaterThan(0);
    expect(mutations.length).toBeGreaterThan(0);
    expect(queries.map((q) => q.name).filter((name) => !file.queries[name])).toEqual([]);
    expect(mutations.map((m) => m.name).filter((name) => !file.mutations[name])).toEqual([]);
  });

  it.each(queries.map((q) => [q.name, q] as const))("%s stays within its budget, cold and warm", async (name, op) => {
    const budget = file.queries[name];
    const browser = await stack.signIn(budget.market, budget.user!);
    const variables = await prepareRun(name, budget.variables, runContext(browser, budget, 1));
    expectWithin(budget, await coldAndWarm(browser, op, async () => variables));
  });

  // Each run prepares what the mutation needs first (src/test/mutation-runs.ts), uncounted: an order to change, a pending
  // legal-terms session, the mailed link of a password change...
  it.each(mutations.map((m) => [m.name, m] as const))("%s stays within its budget, first and second run", async (name, op) => {
    const budget = file.mutations[name];
    const browser = budget.user ? await stack.signIn(budget.market, budget.user) : stack.browser(budget.market);
    expectWithin(budget, await coldAndWarm(browser, op, (run) => prepareRun(name, budget.variables, runContext(browser, budget, run))));
  });
});

/** What a preparation works with: the test stack's catalogue, and the browser that sends the operation. */
function runContext(browser: TestBrowser, budget: Budget, run: 1 | 2): RunContext {
  return {
    market: budget.market,
    run,
    db: stack.legacy.db,
    outbox: (market) => stack.legacy.outbox(market),
    session: {
      graphql: (document, variables) => browser.graphql(document, variables),
      async upload(path, bytes, filename) {
        const form = new FormData();
        form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), filename);
        const response = await browser.fetch(path, { method: "POST", body: form, headers: { "x-portal-upload": "1" } });
        return { status: response.statusCode, body: (await response.body.json()) as Record<string, unknown> };
      },
    },
  };
}
