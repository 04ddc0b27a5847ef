import type { GraphQLFormattedError } from "graphql";
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
    message: formatted.message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code, ...(fields ? { fields } : {}), ...(reason ? { reason } : {}), ...(retryAfter ? { retryAfter } : {}) },
  };
}
