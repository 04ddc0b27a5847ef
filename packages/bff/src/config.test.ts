import { describe, expect, it } from "vitest";
import { loadConfig, sessionSecretsOf } from "./config.js";

describe("session secrets", () => {
  const strong = "0123456789abcdef0123456789abcdef"; // 32 bytes

  it("are required in production, at least 32 bytes each, and none of the known examples", () => {
    expect(() => sessionSecretsOf(undefined, true)).toThrow("SESSION_SECRET is required in production");
    expect(() => sessionSecretsOf("change-me-in-real-deployments", true)).toThrow(/known example/);
    expect(() => sessionSecretsOf(`${strong},short`, true)).toThrow(/at least 32 bytes/);
    expect(sessionSecretsOf(` ${strong}2 , ${strong} `, true)).toEqual([`${strong}2`, strong]); // newest first: it signs
  });

  it("fall back to a development default elsewhere", () => {
    expect(sessionSecretsOf(undefined, false)).toEqual(["dev-only-session-secret-change-me"]);
  });

  it("make cookies Secure by default in production, unless COOKIE_SECURE=false", () => {
    const env = { NODE_ENV: "production", SESSION_SECRET: strong };
    expect(loadConfig(env).cookieSecure).toBe(true);
    expect(loadConfig({ ...env, COOKIE_SECURE: "false" }).cookieSecure).toBe(false);
    expect(loadConfig({ NODE_ENV: "test" }).cookieSecure).toBe(false);
  });

  it("trust one proxy when cookies are Secure (TLS ends at it), else as many as TRUST_PROXY says", () => {
    expect(loadConfig({ NODE_ENV: "production", SESSION_SECRET: strong }).trustProxy).toBe(1);
    expect(loadConfig({ NODE_ENV: "test" }).trustProxy).toBe(0);
    // docker-compose: plain HTTP behind nginx, whose X-Forwarded-For names the client.
    expect(loadConfig({ NODE_ENV: "production", SESSION_SECRET: strong, COOKIE_SECURE: "false", TRUST_PROXY: "1" }).trustProxy).toBe(1);
  });
});
