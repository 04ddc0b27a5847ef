import { randomUUID } from "node:crypto";
import ExcelJS from "exceljs";
import { factories, type CreatedUser, type UserFields } from "@portal/legacy/testing";
import type { Db, Mail } from "@portal/legacy";

/* What the mutation runs (mutation-runs.ts) build on: the run's context and the steps its preparations share. */

export type Market = "ES" | "PT";
export type Json = Record<string, unknown>;

export interface RunResponse {
  data?: Json | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** The browser that sends the mutation: keeps its session cookie across calls, like a browser. */
export interface RunSession {
  graphql(document: string, variables?: Json): Promise<RunResponse>;
  /** A multipart upload of one file (field `file`) to a BFF upload route, e.g. `/uploads/admin/import/pmix`. */
  upload(path: string, bytes: Uint8Array, filename: string): Promise<{ status: number; body: Json }>;
}

export interface RunContext {
  market: Market;
  /** 1: the first (cold) run, 2: the second (warm) one. */
  run: 1 | 2;
  /** The catalogue's database (the test stack's, or the one the benchmark holds in-process). */
  db: Db;
  /** The mails the catalogue wrote for a market (its development outbox). */
  outbox(market: Market): Promise<Mail[]>;
  session: RunSession;
}

/** What a preparation gives: the values of the budget's "$name" variables. */
export type Prepare = (ctx: RunContext) => Promise<Json>;

export const LOGIN = `mutation RunLogin($username: String!, $password: String!) { login(input: { username: $username, password: $password }) { __typename } }`;
export const FULL = { service: 5, relation: 5, innovation: 5, ambient: 5, promotion: 5 };
export const year = new Date().getFullYear();
export const unique = () => randomUUID().slice(0, 8);

export async function one<T extends object>(db: Db, sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await db.query<T>(sql, params);
  if (!row) throw new Error(`no row for: ${sql} ${JSON.stringify(params)}`);
  return row;
}

export const restaurantIdOf = async (db: Db, market: Market, site: string) =>
  String((await one<{ id: number }>(db, "SELECT id FROM restaurants WHERE market = $1 AND site = $2", [market, site])).id);

export const sectionIdOf = async (db: Db, market: Market, slug: string) =>
  String((await one<{ id: number }>(db, "SELECT id FROM sections WHERE market = $1 AND url = $2", [market, slug])).id);

export const userOf = async (db: Db, email: string) =>
  one<{ id: number; market: Market }>(db, "SELECT id, market FROM users WHERE email = $1", [email]);

/** A demo account as the factories take a user: its id, market and restaurants. */
export async function demoUser(db: Db, email: string) {
  const user = await userOf(db, email);
  const restaurants = await db.query<{ id: number; market: Market; site: string }>(
    `SELECT r.id, r.market, r.site FROM user_restaurants ur JOIN restaurants r ON r.id = ur.restaurant_id WHERE ur.user_id = $1 ORDER BY r.site`,
    [user.id],
  );
  return { ...user, restaurants };
}

/** Signs the run's browser in; fails unless the answer is `expected`. */
export async function signIn(ctx: RunContext, username: string, password: string, expected = "LoginSuccess") {
  const answer = await ctx.session.graphql(LOGIN, { username, password });
  const typename = (answer.data?.login as { __typename?: string } | undefined)?.__typename;
  if (typename !== expected) throw new Error(`signing in ${username}: ${JSON.stringify(answer)}`);
}

/** A new user of the run's market (a factory's), with the run's browser signed in as them. */
export async function ownUser(ctx: RunContext, fields: Omit<UserFields, "market"> = {}) {
  const user: CreatedUser = await factories(ctx.db).createUser({ market: ctx.market, ...fields });
  await signIn(ctx, user.email, user.password, fields.legalAccepted === false ? "LegalTermsRequired" : "LoginSuccess");
  return user;
}

/** Data of an earlier call of the run's browser; fails on errors. */
export async function ask<T = Json>(ctx: RunContext, document: string, variables: Json = {}): Promise<T> {
  const answer = await ctx.session.graphql(document, variables);
  if (answer.errors?.length || !answer.data) throw new Error(`preparing: ${JSON.stringify(answer.errors ?? answer)}`);
  return answer.data as T;
}

export async function workbook(rows: unknown[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("datos");
  sheet.addRow(["site", "a", "b", "c"]);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** A fresh order of a demo account's first restaurant (the factories' default item). */
export async function orderOf(ctx: RunContext, email: string) {
  return factories(ctx.db).createOrder({ user: await demoUser(ctx.db, email) });
}

/** A marketing plan of a new franchisee's first restaurant, this year: a national and a local priority with a strategy each. */
export async function plan(ctx: RunContext) {
  const user = await ownUser(ctx);
  const restaurant = user.restaurants[0]!;
  const made = await factories(ctx.db).createMarketingPlan({
    restaurant: { id: restaurant.id, market: ctx.market },
    year,
    priorities: [
      { section: "campanas", strategies: [{ section: "desayunos" }] },
      { section: "colegios", strategies: [{ name: "Visitas escolares" }] },
    ],
  });
  const local = made.strategies[1]!;
  const action = await factories(ctx.db).createMarketingAction({
    restaurant: { id: restaurant.id, market: ctx.market },
    strategy: { id: local.id },
    start: `${year}-12-01`,
    end: `${year}-12-20`,
  });
  return {
    restaurantId: String(restaurant.id),
    year,
    strategyId: String(local.id),
    actionId: String(action.id),
    start: `${year}-11-02`,
    end: `${year}-11-20`,
  };
}

/**
 * The preparations by operation name; an operation without one runs with its budget's variables as they are. A query's
 * runs once, before its cold request (its warm one sends the same variables).
 */
