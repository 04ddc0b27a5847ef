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

  it("trust the proxies TRUST_PROXY names by address, a proxy on loopback when cookies are Secure, never a hop count", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: strong };
    expect(loadConfig(production).trustProxy).toEqual(["loopback"]);
    expect(loadConfig({ NODE_ENV: "test" }).trustProxy).toEqual([]);
    for (const none of ["0", "false", "none"]) expect(loadConfig({ ...production, TRUST_PROXY: none }).trustProxy).toEqual([]);
    expect(loadConfig({ ...production, TRUST_PROXY: " loopback, 10.0.0.0/8 ,fd00::/8,172.30.40.10" }).trustProxy).toEqual([
      "loopback",
      "10.0.0.0/8",
      "fd00::/8",
      "172.30.40.10",
    ]);
    // A hop count trusts whoever connects (a client that bypasses the proxy writes its own X-Forwarded-For).
    for (const hops of ["1", "2", "true"]) expect(() => loadConfig({ ...production, TRUST_PROXY: hops })).toThrow(/name the proxies' addresses/);
    expect(() => loadConfig({ ...production, TRUST_PROXY: "nginx" })).toThrow(/^TRUST_PROXY: invalid IP address: nginx/);
  });
});
