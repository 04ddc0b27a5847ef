import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pino } from "pino";
import { startLegacy } from "@portal/legacy";
import { startBff } from "../test/stack.js";
import { GraphQLError } from "graphql";
import { formatError, isClientError } from "./errors.js";

type Line = Record<string, unknown> & { msg: string; level: number };
const ERROR_LEVEL = 50;

describe("the error log is for faults of ours", () => {
  const lines: Line[] = [];
  let legacy: Awaited<ReturnType<typeof startLegacy>>;
  let bff: Awaited<ReturnType<typeof startBff>>;
  beforeAll(async () => {
    legacy = await startLegacy({ port: 0, dataDir: "memory", quiet: true });
    const logger = pino({ level: "trace" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    bff = await startBff({ LEGACY_URL_ES: `${legacy.url}/es/api/`, LEGACY_URL_PT: `${legacy.url}/pt/api/` }, { logger });
  });
  afterAll(async () => {
    await bff?.close();
    await legacy?.close();
  });

  it("subscriptions and unknown persisted queries from an anonymous client are refused and logged below error level, without a stack", async () => {
    const hash = (sha256Hash: unknown, version: unknown = 1) => ({ persistedQuery: { version, sha256Hash } });
    const post = async (body: Record<string, unknown>) => {
      const answer = await fetch(`${bff.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const { errors } = (await answer.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
      return [answer.status, ...errors.map((error) => [error.extensions.code, error.message])];
    };
    expect(await post({ query: "subscription { portal { languages { code } } }" })).toEqual([
      400,
      ["GRAPHQL_VALIDATION_FAILED", "This API has no subscription operations."],
    ]);
    expect(await post({ query: "subscription Watch { anything }" })).toEqual([
      400,
      ["GRAPHQL_VALIDATION_FAILED", "This API has no subscription operations."],
    ]);
    // Persisted queries are the web's trusted documents only (none in this BFF): an unknown hash is not found.
    expect(await post({ extensions: hash("a".repeat(64)) })).toEqual([200, ["PERSISTED_QUERY_NOT_FOUND", "PersistedQueryNotFound"]]);
    expect(await post({ query: "{ __typename }", extensions: hash("not-its-hash") })).toEqual([
      400,
      ["BAD_REQUEST", "provided sha does not match query"],
    ]);
    expect(await post({ extensions: hash("a".repeat(64), 2) })).toEqual([400, ["BAD_REQUEST", "Unsupported persisted query version"]]);
    const extensions = encodeURIComponent(JSON.stringify(hash("b".repeat(64))));
    const get = await fetch(`${bff.url}/graphql?extensions=${extensions}`, { headers: { "apollo-require-preflight": "1" } });
    expect([get.status, ((await get.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0].extensions.code]).toEqual([
      200,
      "PERSISTED_QUERY_NOT_FOUND",
    ]);

    await new Promise((resolve) => setTimeout(resolve, 50)); // the last request's line is written once its answer ends
    expect(lines.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
    expect(JSON.stringify(lines)).not.toMatch(/stack|\bat .*\.js:\d+/);
    const completed = lines.filter((line) => line.msg === "request completed");
    expect(completed.map((line) => [line.level, (line.res as { statusCode: number }).statusCode])).toEqual([
      [30, 400],
      [30, 400],
      [30, 200],
      [30, 400],
      [30, 400],
      [30, 200],
    ]);
    const refused = lines.filter((line) => line.msg === "request refused");
    expect(refused.map((line) => [line.level, line.code])).toEqual([
      [20, "GRAPHQL_VALIDATION_FAILED"],
      [20, "GRAPHQL_VALIDATION_FAILED"],
      [20, "PERSISTED_QUERY_NOT_FOUND"],
      // Apollo's refusals of a malformed persisted query carry no code (the answer says BAD_REQUEST: formatError).
      [20, undefined],
      [20, undefined],
      [20, "PERSISTED_QUERY_NOT_FOUND"],
    ]);
  });
});

describe("formatError", () => {
  it("answers BAD_REQUEST for what Apollo refuses with a 4xx and no code, INTERNAL_SERVER_ERROR (generic) for anything else", () => {
    const refused = new GraphQLError("provided sha does not match query", { extensions: { http: { status: 400 } } });
    const formatted = { message: refused.message, extensions: { code: "INTERNAL_SERVER_ERROR" } };
    expect([isClientError(refused), formatError(formatted, refused)]).toEqual([
      true,
      { message: "provided sha does not match query", extensions: { code: "BAD_REQUEST" } },
    ]);
    const fault = new GraphQLError("Cannot read properties of undefined", { originalError: new TypeError("x") });
    expect([isClientError(fault), formatError({ message: fault.message, extensions: { code: "INTERNAL_SERVER_ERROR" } }, fault)]).toEqual([
      false,
      { message: "error.generic", extensions: { code: "INTERNAL_SERVER_ERROR" } },
    ]);
  });
});
