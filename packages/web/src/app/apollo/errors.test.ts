import { describe, expect, it } from "vitest";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { errorCodes, errorMessageId, fieldErrorsOf, isNetworkError, isUnavailable } from "./errors";

const graphqlError = (...errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  new CombinedGraphQLErrors({ data: null, errors });

describe("apollo error helpers", () => {
  it("reads the codes of GraphQL errors", () => {
    const error = graphqlError({ message: "a", extensions: { code: "FORBIDDEN" } }, { message: "b" });
    expect(errorCodes(error)).toEqual(["FORBIDDEN"]);
    expect(errorCodes(new Error("x"))).toEqual([]);
  });

  it("exposes the fields of BAD_USER_INPUT errors", () => {
    const error = graphqlError(
      { message: "bad", extensions: { code: "BAD_USER_INPUT", fields: { repeat: "password.error.mismatch" } } },
      { message: "bad", extensions: { code: "BAD_USER_INPUT", fields: { time: "password.error.expired", repeat: "other" } } },
    );
    expect(fieldErrorsOf(error)).toEqual({ repeat: "password.error.mismatch", time: "password.error.expired" });
    expect(fieldErrorsOf(graphqlError({ message: "x", extensions: { code: "FORBIDDEN" } }))).toBeNull();
  });

  it("tells network errors from GraphQL errors", () => {
    expect(isNetworkError(new TypeError("Failed to fetch"))).toBe(true);
    expect(isNetworkError(graphqlError({ message: "x" }))).toBe(false);
    expect(isNetworkError(undefined)).toBe(false);
  });

  it("treats network errors and unavailable upstreams as unavailable", () => {
    expect(isUnavailable(new TypeError("Failed to fetch"))).toBe(true);
    expect(isUnavailable(graphqlError({ message: "x", extensions: { code: "UPSTREAM_UNAVAILABLE" } }))).toBe(true);
    expect(isUnavailable(graphqlError({ message: "x", extensions: { code: "FORBIDDEN" } }))).toBe(false);
  });

  it("picks a message id for a screen", () => {
    expect(errorMessageId(graphqlError({ message: "x", extensions: { code: "FORBIDDEN" } }))).toBe("error.FORBIDDEN");
    expect(errorMessageId(graphqlError({ message: "x", extensions: { code: "WHATEVER" } }))).toBe("error.generic");
    expect(errorMessageId(new TypeError("Failed to fetch"))).toBe("error.network");
  });
});
