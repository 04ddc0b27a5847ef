import { describe, expect, it } from "vitest";
import { parse, validate } from "graphql";
import { createSchema } from "./schema.js";
import { armor, PARSE_OPTIONS, QUERY_LIMITS } from "./limits.js";
import { useStack } from "../test/use-stack.js";
import { webOperations } from "../test/web-operations.js";

const stack = useStack();

describe("query limits", () => {
  it("every operation of the web client passes them (they are the tightest it allows, with a small margin)", async () => {
    const schema = await createSchema();
    const { validationRules } = armor(true);
    const operations = await webOperations();
    expect(operations.length).toBeGreaterThan(10);
    for (const operation of operations) {
      const document = parse(operation.document, PARSE_OPTIONS);
      expect(
        validate(schema, document, validationRules).map((e) => e.message),
        operation.name,
      ).toEqual([]);
    }
  });

  it("refuses an operation past a limit without saying the limit", async () => {
    const b = stack.browser("ES");
    const aliases = await b.graphql(`{ ${Array.from({ length: QUERY_LIMITS.aliases + 1 }, (_, i) => `a${i}: portal { market }`).join(" ")} }`);
    const tokens = await b.graphql(`{ ${"__typename ".repeat(QUERY_LIMITS.tokens)} }`);
    for (const refused of [aliases, tokens]) {
      expect(refused.status).toBe(400);
      expect(refused.errors).toHaveLength(1);
      expect(refused.errors![0].message, "no number of the limits in the message").not.toMatch(/\d/);
    }
  });

  it("answers a malformed query 400, not 500", async () => {
    const broken = await stack.browser("ES").graphql(`{ viewer { user `);
    expect([broken.status, broken.errors?.[0].extensions?.code]).toEqual([400, "GRAPHQL_PARSE_FAILED"]);
  });

  it("refuses control characters and lone surrogates as BAD_USER_INPUT before any catalogue call", async () => {
    const b = await stack.signIn("ES", "consultor@demo.es");
    stack.resetCalls();
    const SEARCH = `query Search($text: String!) { search(text: $text) { text } }`;
    for (const text of ["caf\u0000e", "caf\u001be", "caf\ud800e"]) {
      const refused = await b.graphql(SEARCH, { text });
      expect([refused.status, refused.errors?.map((e) => e.extensions)]).toEqual([
        400,
        [{ code: "BAD_USER_INPUT", fields: { text: "validation.invalid_characters" } }],
      ]);
    }
    const written = await b.graphql(`{ search(text: "caf\\u0007e") { text } }`);
    expect(written.errors?.map((e) => e.extensions)).toEqual([{ code: "BAD_USER_INPUT", fields: { text: "validation.invalid_characters" } }]);
    expect(stack.callPaths()).toEqual([]);
    // Tabs, line breaks and any well-formed Unicode pass.
    expect((await b.graphql<{ search: { text: string } }>(SEARCH, { text: "café\t🍔\n" })).data?.search.text).toBe("café\t🍔");
  });
});
