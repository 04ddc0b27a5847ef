import type { Db } from "../db/db.js";
import type { Market } from "../market.js";
import type { Restaurant } from "./restaurants.js";

/** The User shape of the README (`exp` and `restaurants` are added by the session routes). */
export interface User {
  id: number;
  name: string;
  email: string;
  phone: string;
  type: number;
  admin: number;
  active: number;
  legal: number;
  notifications: { newFiles: boolean };
  letter: number;
  favorite: number | null;
  exp?: number;
  restaurants?: Restaurant[];
}

export interface UserWithPassword extends User {
  password_hash: string;
}

const USER_COLUMNS = "u.id, u.name, u.email, u.phone, u.type, u.admin, u.active, u.legal, u.notifications, u.letter, u.favorite";

/** Login names are e-mails, compared trimmed and case-insensitively. */
export const normaliseUsername = (username: string): string => username.trim().toLowerCase();

export async function findUserByUsername(db: Db, market: Market, username: string): Promise<UserWithPassword | undefined> {
  const rows = await db.query<UserWithPassword>(`SELECT ${USER_COLUMNS}, u.password_hash FROM users u WHERE u.market = $1 AND lower(u.email) = $2`, [
    market,
    normaliseUsername(username),
  ]);
  return rows[0];
}

export async function findUserById(db: Db, market: Market, id: number): Promise<User | undefined> {
  const rows = await db.query<User>(`SELECT ${USER_COLUMNS} FROM users u WHERE u.market = $1 AND u.id = $2`, [market, id]);
  return rows[0];
}

/** The public User without the password hash. */
export function publicUser(user: User | UserWithPassword): User {
  const { password_hash: _hidden, ...rest } = user as UserWithPassword;
  return rest;
}
