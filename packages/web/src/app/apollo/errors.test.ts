import { describe, expect, it } from "vitest";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { errorCodes, errorMessageId, errorMessageIds, errorMessageOf, fieldErrorsOf, isNetworkError, isUnavailable, showSubmitError } from "./errors";

const graphqlError = (...errors: { message: string; extensions?: Record<string, unknown> }[]) => new CombinedGraphQLErrors({ data: null, errors });

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

  it("prefers the specific message key an area's error carries, else its code's message, else the generic one", () => {
    const none = graphqlError({ message: "restaurant.error.none", extensions: { code: "FORBIDDEN" } });
    expect(errorMessageOf(none)).toBe("restaurant.error.none");
    expect(errorMessageIds(none)).toEqual(["restaurant.error.none", "error.FORBIDDEN", "error.generic"]);
    expect(errorMessageId(none)).toBe("restaurant.error.none");
    expect(errorMessageId(none, { "restaurant.error.none": "No tienes ningún restaurante asignado.", "error.FORBIDDEN": "x" })).toBe(
      "restaurant.error.none",
    );
    expect(errorMessageId(none, { "error.FORBIDDEN": "x", "error.generic": "y" })).toBe("error.FORBIDDEN");
    expect(errorMessageId(none, {})).toBe("error.generic");
    const rejected = graphqlError({ message: "restaurant.error.not_available", extensions: { code: "UPSTREAM_REJECTED", reason: "restaurant" } });
    expect(errorMessageId(rejected)).toBe("restaurant.error.not_available");
  });

  it("ignores a message that is not a message key, or one whose code is unknown", () => {
    const odd = graphqlError({ message: "Cannot query field x", extensions: { code: "FORBIDDEN" } });
    expect(errorMessageOf(odd)).toBeNull();
    expect(errorMessageIds(odd)).toEqual(["error.FORBIDDEN", "error.generic"]);
    expect(errorMessageOf(graphqlError({ message: "restaurant.error.none", extensions: { code: "WHATEVER" } }))).toBeNull();
    expect(errorMessageIds(new TypeError("Failed to fetch"))).toEqual(["error.network", "error.generic"]);
  });

  it("gives a refused submit's fields to the form, else the error's message id", () => {
    const fields: Record<string, string>[] = [];
    const ids: string[] = [];
    const form = { setErrors: (f: Record<string, string>) => void fields.push(f) };
    showSubmitError(
      graphqlError({
        message: "error.BAD_USER_INPUT",
        extensions: { code: "BAD_USER_INPUT", fields: { topic: "customresource.error.topic_required" } },
      }),
      form,
      (id) => ids.push(id),
    );
    showSubmitError(graphqlError({ message: "restaurant.error.none", extensions: { code: "FORBIDDEN" } }), form, (id) => ids.push(id));
    expect({ fields, ids }).toEqual({ fields: [{ topic: "customresource.error.topic_required" }], ids: ["restaurant.error.none"] });
  });
});
