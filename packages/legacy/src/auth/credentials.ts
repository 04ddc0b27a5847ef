import type { Db } from "../db/db.js";
import type { Market } from "../market.js";
import { findUserByUsername, publicUser, type User } from "../models/users.js";
import { verifyDecoy, verifyPassword } from "./passwords.js";

export type CredentialsCheck = { user: User } | { error: "credentials" | "inactive" };

/**
 * Checks a username (e-mail) and client password (SHA-256 hex, undefined when malformed) in one
 * market. The account state is told only after a right password, so it reveals nothing else.
 */
export async function checkCredentials(db: Db, market: Market, username: string, clientHash: string | undefined): Promise<CredentialsCheck> {
  const user = username ? await findUserByUsername(db, market, username) : undefined;
  if (!user || !clientHash) {
    await verifyDecoy(clientHash ?? "");
    return { error: "credentials" };
  }
  if (!(await verifyPassword(clientHash, user.password_hash))) return { error: "credentials" };
  if (user.active !== 1) return { error: "inactive" };
  return { user: publicUser(user) };
}
