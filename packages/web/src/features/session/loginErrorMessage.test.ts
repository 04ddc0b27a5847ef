import { describe, expect, it } from "vitest";
import { SESSION_MESSAGES } from "@portal/schema";
import { loginErrorMessage } from "./loginErrorMessage";

describe("loginErrorMessage", () => {
  it("shows nothing without an error parameter", () => {
    expect(loginErrorMessage(null)).toBeNull();
    expect(loginErrorMessage("  ")).toBeNull();
  });
  it("maps auth and data", () => {
    expect(loginErrorMessage("auth")).toEqual({ id: "login.error.external_auth" });
    expect(loginErrorMessage("data")).toEqual({ id: "login.error.user_data" });
  });
  it("shows other codes inside a generic message", () => {
    expect(loginErrorMessage("E42")).toEqual({ id: "login.error.code", values: { code: "E42" } });
    expect(loginErrorMessage("UPSTREAM_UNAVAILABLE")).toEqual({ id: "login.error.code", values: { code: "UPSTREAM_UNAVAILABLE" } });
  });
  it("uses only the session area's error keys (which every catalog must have)", () => {
    const ids = ["auth", "data", "E42"].map((code) => loginErrorMessage(code)?.id);
    expect(ids.filter((id) => !Object.values<string | undefined>(SESSION_MESSAGES).includes(id))).toEqual([]);
  });
  it("never echoes markup or long strings", () => {
    expect(loginErrorMessage("<script>x</script>")?.values?.code).toBe("scriptxscript");
    expect(loginErrorMessage("a".repeat(100))?.values?.code).toHaveLength(40);
    expect(loginErrorMessage("<>")?.values?.code).toBe("?");
  });
});
