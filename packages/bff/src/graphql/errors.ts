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
export function formatError(formatted: GraphQLFormattedError, _error: unknown): GraphQLFormattedError {
  const code = String(formatted.extensions?.code ?? "INTERNAL_SERVER_ERROR");
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
 * request's logger adds its id, so the line leads from a user's report to the cause.
 */
export function unexpectedErrorLog(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue, operationName }) {
          for (const error of errors) {
            if (CLIENT_CODES.has(String(error.extensions?.code ?? ""))) continue;
            contextValue.logger.error({ err: error.originalError ?? error, path: error.path, operation: operationName }, "unexpected error");
          }
        },
      };
    },
  };
}
