import { readFile } from "node:fs/promises";
import { describe, expect, it, vi } from "vitest";
import type { TestBrowser } from "./browser.js";
import { useStack } from "./use-stack.js";
import { webOperations, type WebOperation } from "./web-operations.js";

interface Budget {
  market: "ES" | "PT";
  user: string;
  variables: Record<string, unknown>;
  cold: number;
  warm: number;
}

const budgets: Record<string, Budget> = JSON.parse(await readFile(new URL("../../upstream-budget.json", import.meta.url), "utf8")).queries;
const operations = await webOperations();
const queries = operations.filter((op) => op.kind === "query");

const stack = useStack();

/** A fresh BFF cache for the cold count: a new stack would cost seconds, so the caches are emptied instead. */
async function count(browser: TestBrowser, op: WebOperation, variables: Record<string, unknown>) {
  stack.calls.length = 0;
  const result = await browser.graphql(op.document, variables);
  expect(result.errors).toBeUndefined();
  return stack.calls.length;
}

describe("upstream calls per web operation (packages/bff/upstream-budget.json)", () => {
  it("has a budget for every query the web client sends", () => {
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.map((q) => q.name).filter((name) => !budgets[name])).toEqual([]);
  });

  it.each(queries.map((q) => [q.name, q] as const))("%s stays within its budget, cold and warm", async (name, op) => {
    const budget = budgets[name];
    const browser = await stack.signIn(budget.market, budget.user);
    // Cold: nothing the BFF keeps helps — reference cache emptied and the session check due again.
    stack.cache.clear();
    vi.useFakeTimers({ toFake: ["Date"] });
    let cold: number, warm: number;
    try {
      vi.setSystemTime(Date.now() + stack.config.sessionCheckSeconds * 1000);
      cold = await count(browser, op, budget.variables);
      warm = await count(browser, op, budget.variables);
    } finally {
      vi.useRealTimers();
    }
    expect({ cold: cold <= budget.cold, warm: warm <= budget.warm, measured: { cold, warm } }).toEqual({
      cold: true,
      warm: true,
      measured: { cold, warm },
    });
  });
});
