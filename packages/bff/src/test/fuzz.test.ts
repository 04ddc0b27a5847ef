import "reflect-metadata";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from "graphql";
import { createSchema } from "../graphql/schema.js";
import { useStack } from "./use-stack.js";
import type { TestBrowser } from "./browser.js";

/**
 * Fuzzing (fast-check): generated arguments for every query and mutation of the schema, and generated paths for every
 * HTTP route, sent by a signed-in administrator and by a signed-out visitor. Whatever comes in, the BFF answers
 * without a server error, a stack trace or a catalogue address. At least RUNS inputs per run.
 */
const RUNS = 10_000;
/** The catalogue calls that change something (its other POSTs only read). */
const WRITES = new Set([
  "resource/custom/mail",
  "restaurant/opening",
  "user/favorite",
  "user/password",
  "user/remember",
  "legal/accept",
  "video/update",
  "video/delete",
]);
/** Refusals that come before any write: the catalogue is not asked to change anything. */
const REFUSED_BEFORE_WRITING = new Set([
  "BAD_USER_INPUT",
  "FORBIDDEN",
  "UNAUTHENTICATED",
  "GRAPHQL_VALIDATION_FAILED",
  "GRAPHQL_PARSE_FAILED",
  "BAD_REQUEST",
]);
const stack = useStack();

/** Text a client can send: any Unicode, control characters and lone surrogates included, and some of the portal's own. */
const text = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("", " ", "ES0101", "CAST", "../../etc/passwd", "<script>", "%00", "\u0000", "\ud800", "a".repeat(5000), "1e309", "-1"),
);

function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return fc.oneof({ weight: 9, arbitrary: valueOf(type.ofType, depth) }, { weight: 1, arbitrary: fc.constant(null) });
  if (isListType(type)) return fc.array(valueOf(type.ofType, depth + 1), { maxLength: 3 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name), "NOT_A_VALUE");
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant({});
    const fields = Object.values(type.getFields());
    return fc.record(Object.fromEntries(fields.map((f) => [f.name, valueOf(f.type, depth + 1)])), { requiredKeys: [] });
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case "Int":
        return fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER), text);
      case "Float":
        return fc.oneof(fc.double({ noNaN: true }), text);
      case "Boolean":
        return fc.oneof(fc.boolean(), text);
      default:
        return fc.oneof(text, fc.integer(), fc.constant(null));
    }
  }
  return text;
}

/** An operation calling `field` with its arguments as variables (their declared types), selecting __typename. */
function operationFor(kind: "query" | "mutation", field: GraphQLField<unknown, unknown>) {
  const variables = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(", ");
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
  const selection = isObjectType(getNamedType(field.type)) || !isScalarType(getNamedType(field.type)) ? " { __typename }" : "";
  return `${kind} Fuzz${variables ? `(${variables})` : ""} { ${field.name}${args ? `(${args})` : ""}${selection} }`;
}

/** Whatever the answer, no server error and nothing of the server's insides. */
function expectClean(status: number, body: string, what: string) {
  expect(status, `${what} → ${status} ${body.slice(0, 300)}`).toBeLessThan(500);
  expect(body, what).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\/src\/|127\.0\.0\.1:\d+\/(es|pt)\/api/);
}

describe("fuzzing", () => {
  it(`answers ${RUNS} generated operations and requests without a server error or a leak`, { timeout: 240_000 }, async () => {
    const schema: GraphQLSchema = await createSchema();
    const admin = await stack.signIn("ES", "admin@demo.es");
    const anonymous = stack.browser("PT");
    const callers: TestBrowser[] = [admin, anonymous];
    const roots = [
      ["query", schema.getQueryType()!],
      ["mutation", schema.getMutationType()!],
    ] as const;
    // Signing out or in would change who the fuzzing acts as: those keep their own tests.
    const SKIPPED = new Set(["logout", "login", "acceptLegalTerms", "rejectLegalTerms"]);
    const operations = roots.flatMap(([kind, root]) =>
      Object.values(root.getFields())
        .filter((field) => !SKIPPED.has(field.name))
        .map((field) => ({
          name: field.name,
          document: operationFor(kind, field),
          variables: fc.record(Object.fromEntries(field.args.map((a) => [a.name, valueOf(a.type)])), { requiredKeys: [] }),
        })),
    );
    const segment = fc.oneof(
      fc.stringMatching(/^[0-9]{1,12}$/),
      fc.string({ maxLength: 20 }).map(encodeURIComponent),
      fc.constantFrom("..", "%2e%2e", "%00"),
    );
    const routes = [
      "/files/resource/",
      "/files/preview/",
      "/files/static/",
      "/files/static/thumbs/",
      "/r/",
      "/inituserlogin/",
      "/loginexternal/",
      "/logoutexternal/",
      "/graphql/",
    ];
    const request = fc.oneof(
      {
        weight: 8,
        arbitrary: fc
          .tuple(fc.constantFrom(...operations), fc.nat(callers.length - 1))
          .chain(([op, who]) => op.variables.map((variables) => ({ kind: "op" as const, op, who, variables }))),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(fc.constantFrom(...routes), segment, fc.nat(callers.length - 1))
          .map(([route, tail, who]) => ({ kind: "http" as const, path: `${route}${tail}`, who })),
      },
    );

    let sent = 0;
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        sent += 1;
        const caller = callers[input.who]!;
        if (input.kind === "op") {
          stack.resetCalls();
          const response = await caller.fetch("/graphql", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ query: input.op.document, variables: input.variables }),
          });
          const body = await response.body.text();
          const what = `${input.op.name} ${JSON.stringify(input.variables).slice(0, 200)}`;
          expectClean(response.statusCode, body, what);
          // No partial write: a refused operation (bad input, a rule, a malformed request) wrote nothing at the catalogue.
          const codes = ((JSON.parse(body) as { errors?: Array<{ extensions?: { code?: string } }> }).errors ?? []).map((e) => e.extensions?.code);
          if (codes.some((code) => code && REFUSED_BEFORE_WRITING.has(code)))
            expect(
              stack.calls.filter((call) => WRITES.has(call.path)).map((call) => call.path),
              what,
            ).toEqual([]);
        } else {
          const response = await caller.fetch(input.path);
          expectClean(response.statusCode, await response.body.text(), input.path);
        }
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31), verbose: 1 },
    );
    expect(sent).toBeGreaterThanOrEqual(RUNS);
  });
});
