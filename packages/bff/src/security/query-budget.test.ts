import { describe, expect, it } from "vitest";
import { Kind, parse, type OperationDefinitionNode } from "graphql";
import { operationCost } from "./query-budget.js";
import { useStack } from "../test/use-stack.js";
import { startBff } from "../test/stack.js";
import { DEMO_PASSWORD, LOGIN, TestBrowser } from "../test/browser.js";

const stack = useStack();

describe("query budget", () => {
  it("costs an operation one per selected field, its fragments' included each time they are spread", () => {
    const document = parse(`query Q { a { b c ...F } d ...F } fragment F on Thing { e f }`);
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
    expect(operationCost(document, operation)).toBe(8); // a b c d, and e f twice
  });

  it("refuses a session's operations once its budget for the minute is spent, saying when to try again", async () => {
    const bff = await startBff({
      LEGACY_URL_ES: `${stack.legacy.url}/es/api/`,
      LEGACY_URL_PT: `${stack.legacy.url}/pt/api/`,
      REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
      QUERY_BUDGET_PER_MINUTE: "100",
    });
    try {
      const b = TestBrowser.of(bff.url, "ES");
      expect(
        (await b.graphql<{ login: { __typename: string } }>(LOGIN, { username: "gerente@demo.es", password: DEMO_PASSWORD })).data?.login.__typename,
      ).toBe("LoginSuccess"); // spent by the signed-out visitor (its address), not by the new session
      const query = `{ portal { market languages { code } } viewer { language } }`; // 6 fields a time
      const answers = [];
      for (let n = 0; n < 17; n++) answers.push(await b.graphql(query));
      expect(answers.slice(0, 16).map((a) => a.errors)).toEqual(Array(16).fill(undefined)); // 16 × 6 = 96 of 100
      const refused = answers[16]!;
      expect([refused.status, refused.errors?.map((e) => e.extensions?.code)]).toEqual([429, ["TOO_MANY_REQUESTS"]]);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
      // Another session (another browser) has its own budget.
      expect((await TestBrowser.of(bff.url, "ES").graphql(query)).errors).toBeUndefined();
    } finally {
      await bff.close();
    }
  });
});
