import type { ApolloServerPlugin } from "@apollo/server";
import type { GraphQLFormattedError } from "graphql";
import type { Context } from "./context.js";
import { COMMON_MESSAGES, ERROR_CODES } from "@portal/schema";

const CLIENT_CODES = new Set<string>([
  ...Object.values(ERROR_CODES),
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "BAD_REQUEST",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
  "OPERATION_RESOLUTION_FAILURE",
]);

/**
 * Whether an error is the client's doing, not a fault of ours: a code of the API's or of a refusal, or an answer Apollo
 * gives a 4xx status without a code (a persisted-query hash that does not match its query, an unsupported version).
 */
export function isClientError(error: unknown): boolean {
  const { code, http } = (error as { extensions?: { code?: unknown; http?: { status?: unknown } } } | null)?.extensions ?? {};
  if (CLIENT_CODES.has(String(code ?? ""))) return true;
  return code === undefined && typeof http?.status === "number" && http.status >= 400 && http.status < 500;
}

/** graphql-js's hints at names of the schema ("Did you mean …?"), fields and enum values alike. */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/**
 * The error formatter of the Apollo server. In production it also drops every "Did you mean …?" hint, which would
 * otherwise spell out the schema to someone guessing names with introspection off.
 */
export function errorFormatter(production: boolean) {
  if (!production) return formatError;
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const shown = formatError(formatted, error);
    return { ...shown, message: shown.message.replace(SUGGESTION, "").trim() };
  };
}

/**
 * Errors leave with a code and a message key, never a stack trace or an upstream body. Anything
 * unexpected becomes INTERNAL_SERVER_ERROR with the generic message key (the log keeps the detail).
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = String(formatted.extensions?.code ?? "INTERNAL_SERVER_ERROR");
  if (!CLIENT_CODES.has(code) && isClientError(error)) return { message: formatted.message, extensions: { code: "BAD_REQUEST" } };
  if (!CLIENT_CODES.has(code)) {
    return { message: COMMON_MESSAGES.generic, locations: formatted.locations, path: formatted.path, extensions: { code: "INTERNAL_SERVER_ERROR" } };
  }
  const { fields, reason, retryAfter } = formatted.extensions ?? {};
  return {
    // graphql-js's token limit names its number: the limits are not told.
    message: formatted.message.replace(/Document contains more tha[nt] \d+ tokens\. Parsing aborted\./, "Document too large."),
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code, ...(fields ? { fields } : {}), ...(reason ? { reason } : {}), ...(retryAfter ? { retryAfter } : {}) },
  };
}

/**
 * Logs each error a client is told only as INTERNAL_SERVER_ERROR, with its stack and the operation's path; the
 * request's logger adds its id, so the line leads from a user's report to the cause. The error level is for faults
 * of ours: what a client did wrong (a refusal, a malformed request) is logged at debug level, without a stack, so
 * that nobody can fill the error log from outside (the request's own line says its status anyway).
 *
 * A hash that is none of the web's trusted documents is answered Apollo's PERSISTED_QUERY_NOT_FOUND (status 200, as
 * Apollo's persisted-query clients expect), logged at debug level like any refusal (src/graphql/trusted-documents.ts).
 */
export function unexpectedErrorLog(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue, operationName }) {
          for (const error of errors) {
            if (isClientError(error)) contextValue.logger.debug({ code: error.extensions?.code, reason: error.message }, "request refused");
            else contextValue.logger.error({ err: error.originalError ?? error, path: error.path, operation: operationName }, "unexpected error");
          }
        },
      };
    },
  };
}
