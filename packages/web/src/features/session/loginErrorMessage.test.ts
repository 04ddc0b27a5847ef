import { describe, expect, it } from "vitest";
import { COMMON_MESSAGES, SESSION_MESSAGES } from "@portal/schema";
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
  it("says the sentence of a refusal reason or of an error code, never the code", () => {
    expect(loginErrorMessage("credentials")).toEqual({ id: "login.error.credentials" });
    expect(loginErrorMessage("inactive")).toEqual({ id: "login.error.inactive" });
    expect(loginErrorMessage("ticket")).toEqual({ id: "login.error.external_auth" });
    expect(loginErrorMessage("UPSTREAM_UNAVAILABLE")).toEqual({ id: "error.UPSTREAM_UNAVAILABLE" });
    expect(loginErrorMessage("INTERNAL_SERVER_ERROR")).toEqual({ id: "error.generic" });
    expect(loginErrorMessage("toString")).toEqual({ id: "login.error.unknown" });
  });
  it("shows the portal's own sentence for an unknown code, never the code", () => {
    expect(loginErrorMessage("E42")).toEqual({ id: "login.error.unknown" });
  });
  it("uses only the session area's and the shell's error keys", () => {
    const ids = ["auth", "data", "credentials", "E42", "FORBIDDEN"].map((code) => loginErrorMessage(code)?.id);
    const known = [...Object.values<string>(SESSION_MESSAGES), ...Object.values<string>(COMMON_MESSAGES)];
    expect(ids.filter((id) => !known.includes(id!))).toEqual([]);
  });
  it("never echoes text from the address", () => {
    expect(loginErrorMessage("<script>x</script>")).toEqual({ id: "login.error.unknown" });
    expect(loginErrorMessage("Your account is locked, call 555-0100")).toEqual({ id: "login.error.unknown" });
    expect(loginErrorMessage("a".repeat(100))).toEqual({ id: "login.error.unknown" });
  });
});
