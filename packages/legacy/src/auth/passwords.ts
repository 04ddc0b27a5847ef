import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";

const KEY_LENGTH = 64;

function scryptAsync(secret: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** The lowercase hex SHA-256 of a text: what clients send as `password`. */
export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** A client password (SHA-256 hex), normalised to lowercase; undefined when it is not 64 hex digits. */
export function clientPassword(value: string): string | undefined {
  const normalised = value.trim().toLowerCase();
  return /^[0-9a-f]{64}$/.test(normalised) ? normalised : undefined;
}

/** `scrypt$<salt hex>$<hash hex>` of the client password (the SHA-256 hex). */
export async function hashPassword(clientHash: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(clientHash, salt);
  return `scrypt$${salt.toString("hex")}$${key.toString("hex")}`;
}

export async function verifyPassword(clientHash: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, keyHex] = stored.split("$");
  if (scheme !== "scrypt" || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, "hex");
  const actual = await scryptAsync(clientHash, Buffer.from(saltHex, "hex"));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Burns the same time as a real check, so unknown users cannot be told from wrong passwords. */
let decoy: Promise<string> | undefined;
export async function verifyDecoy(clientHash: string): Promise<false> {
  decoy ??= hashPassword(sha256Hex("decoy"));
  await verifyPassword(clientHash, await decoy);
  return false;
}
