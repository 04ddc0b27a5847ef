import type { Request } from "express";
import type { Db } from "../db/db.js";
import { Refusal } from "../http/answer.js";
import { textField } from "../http/fields.js";
import type { Market } from "../market.js";

/** The language codes of a market, its default (first) one first: ES → CAST, CAT; PT → PT. */
export async function marketLanguages(db: Db, market: Market): Promise<string[]> {
  const rows = await db.query<{ id: string }>("SELECT id FROM languages WHERE market = $1 ORDER BY pos, id", [market]);
  return rows.map((row) => row.id);
}

/**
 * The `lang` of a call (form field, or query parameter on GET): a language of the market, in any
 * case; the market's default when absent (`fallback: "default"`) or every language (`"all"`).
 * Refusal `lang` for a language the market does not have.
 */
export async function langOf(db: Db, req: Request, fallback: "default" | "all"): Promise<string | null> {
  const given = (req.method === "GET" ? String(req.query.lang ?? "").trim() : textField(req, "lang")).toUpperCase();
  const languages = await marketLanguages(db, req.market);
  if (!given) return fallback === "default" ? languages[0] : null;
  if (!languages.includes(given)) throw new Refusal("lang");
  return given;
}
