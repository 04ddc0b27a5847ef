import { randomBytes } from "node:crypto";

/** A random token of `bytes` bytes as lowercase hex (session ids: 32 bytes). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("hex");
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
