import { describe, expect, it } from "vitest";
import { GraphQLError } from "graphql";
import { loginRules, SESSION_MESSAGES } from "@portal/schema";
import { refuseFields, validInput } from "./validation.js";

const thrown = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    const e = error as GraphQLError;
    return { message: e.message, extensions: e.extensions };
  }
  return null;
};

describe("validInput", () => {
  it("answers the rules' value (trimmed, unknown fields stripped)", () => {
    expect(validInput(loginRules, { username: " ana ", password: "x", extra: 1 })).toEqual({ username: "ana", password: "x" });
  });

  it("refuses with BAD_USER_INPUT and every failing field's message key", () => {
    expect(thrown(() => validInput(loginRules, { username: " ", password: "" }))).toEqual({
      message: "error.BAD_USER_INPUT",
      extensions: {
        code: "BAD_USER_INPUT",
        fields: { username: SESSION_MESSAGES.usernameRequired, password: SESSION_MESSAGES.passwordRequired },
      },
    });
  });
});

describe("refuseFields", () => {
  it("passes when no field failed", () => {
    expect(thrown(() => refuseFields({}))).toBeNull();
  });

  it("refuses with the gathered fields", () => {
    expect(thrown(() => refuseFields({ "items[0].billed": "x.y" }))).toEqual({
      message: "error.BAD_USER_INPUT",
      extensions: { code: "BAD_USER_INPUT", fields: { "items[0].billed": "x.y" } },
    });
  });
});
