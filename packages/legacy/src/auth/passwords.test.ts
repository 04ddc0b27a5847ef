import { describe, expect, it } from "vitest";
import { clientPassword, hashPassword, sha256Hex, verifyPassword } from "./passwords.js";

describe("passwords", () => {
  it("hashes the client value with scrypt and a random salt", async () => {
    const client = sha256Hex("demo1234");
    expect(client).toBe("0ead2060b65992dca4769af601a1b3a35ef38cfad2c2c465bb160ea764157c5d");
    const first = await hashPassword(client);
    const second = await hashPassword(client);
    expect(first).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(client, first)).toBe(true);
    expect(await verifyPassword(client, second)).toBe(true);
    expect(await verifyPassword(sha256Hex("demo12345"), first)).toBe(false);
    expect(await verifyPassword(client, "plain")).toBe(false);
    expect(await verifyPassword(client, "scrypt$00$00")).toBe(false);
  });

  it("accepts only 64 hex digits from clients, normalised to lowercase", () => {
    expect(clientPassword(` ${"AB".repeat(32)} `)).toBe("ab".repeat(32));
    expect(clientPassword("demo1234")).toBeUndefined();
    expect(clientPassword("g".repeat(64))).toBeUndefined();
    expect(clientPassword("")).toBeUndefined();
  });
});
