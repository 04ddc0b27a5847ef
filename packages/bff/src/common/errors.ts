import { GraphQLError } from "graphql";
import { ERROR_CODES, type FieldErrors } from "@portal/schema";

/**
 * The typed errors of the API (DESIGN.md rule 5). Each carries `extensions.code`; messages are
 * message keys the browser translates. Nothing here ever carries an upstream body or a stack.
 */
export const unauthenticated = () =>
  new GraphQLError("session.error.unauthenticated", { extensions: { code: ERROR_CODES.UNAUTHENTICATED } });

export const forbidden = (messageKey = "error.forbidden") =>
  new GraphQLError(messageKey, { extensions: { code: ERROR_CODES.FORBIDDEN } });

export const badUserInput = (fields: FieldErrors) =>
  new GraphQLError("error.bad_user_input", { extensions: { code: ERROR_CODES.BAD_USER_INPUT, fields } });

export const upstreamUnavailable = () =>
  new GraphQLError("error.upstream_unavailable", { extensions: { code: ERROR_CODES.UPSTREAM_UNAVAILABLE } });

/** The catalogue answered `status: false`; `reason` is its error code (a short token, e.g. "credentials"). */
export const upstreamRejected = (reason: string) =>
  new GraphQLError("error.upstream_rejected", {
    extensions: { code: ERROR_CODES.UPSTREAM_REJECTED, reason: /^[a-z0-9_.-]{1,40}$/i.test(reason) ? reason : "unknown" },
  });

export function errorCode(error: unknown): string | undefined {
  return error instanceof GraphQLError ? (error.extensions.code as string | undefined) : undefined;
}

export function rejectionReason(error: unknown): string | undefined {
  return errorCode(error) === ERROR_CODES.UPSTREAM_REJECTED ? ((error as GraphQLError).extensions.reason as string) : undefined;
}
