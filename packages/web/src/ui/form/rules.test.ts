import { describe, expect, it } from "vitest";
import { customResourceRules, openingFormRules } from "@portal/schema";
import { loginRules } from "../../features/session/sessionRules";
import { lazyRules, validateWith } from "./rules";

describe("validateWith", () => {
  it("gives every failing field its rule's message key, and nothing when all pass", async () => {
    expect(await validateWith(loginRules, { username: "", password: "" })).toEqual({
      username: "login.error.username_required",
      password: "login.error.password_required",
    });
    expect(await validateWith(loginRules, { username: "ana@demo.es", password: "x" })).toEqual({});
  });

  it("treats an empty optional field as missing, not as a value its other rules refuse", async () => {
    expect(await validateWith(customResourceRules, { topic: "Carteles de verano", comments: "" })).toEqual({});
  });

  it("keeps a field's first message only, and lets any other failure through", async () => {
    const issue = (path: string, message: string) => ({ name: "ValidationError", path, message, inner: [] });
    const twice = {
      validate: () => Promise.reject({ ...issue("", ""), inner: [issue("topic", "first"), issue("topic", "second"), issue("comments", "third")] }),
    };
    expect(await validateWith(twice, { topic: "", comments: "" })).toEqual({ topic: "first", comments: "third" });
    await expect(validateWith({ validate: () => Promise.reject(new TypeError("broken")) }, {})).rejects.toThrow("broken");
  });

  it("checks the rules that depend on the day the form is sent", async () => {
    const errors = await validateWith(openingFormRules(new Date(2026, 10, 22)), { openingDate: "2026-11-23" });
    expect(errors.openingDate).toBe("opening.error.too_soon");
  });
});

describe("lazyRules", () => {
  it("loads the schema once, on the first call, and loads it again after a failed load", async () => {
    let loads = 0;
    let fail = true;
    const rules = lazyRules(async () => {
      loads++;
      if (fail) throw new Error("chunk failed");
      return loginRules;
    });
    await expect(rules()).rejects.toThrow("chunk failed");
    fail = false;
    expect(await validateWith(await rules(), { username: "", password: "x" })).toEqual({ username: "login.error.username_required" });
    await rules();
    expect(loads).toBe(2);
  });
});
