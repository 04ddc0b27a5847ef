import type { Db } from "../../db/db.js";
import { createMopRequest } from "../../models/mop.js";
import { Refusal } from "../../http/answer.js";
import type { Market } from "../../market.js";

/** Shortest reason of a MOP disable request, after trimming (spec 2 §5). */
export const MOP_REASON_MIN = 50;
const STAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;

/** Inserts a MOP disable request after the catalogue's checks; refusals `start_date`, `end_date`, `value`. */
export async function insertMopRequest(tx: Db, market: Market, restaurantId: number, userId: number, start: string, end: string, value: string) {
  if (!STAMP.test(start) || Number.isNaN(new Date(start.replace(" ", "T")).getTime())) throw new Refusal("start_date");
  if (new Date(start.replace(" ", "T")).getTime() <= Date.now()) throw new Refusal("start_date");
  if (!STAMP.test(end) || Number.isNaN(new Date(end.replace(" ", "T")).getTime())) throw new Refusal("end_date");
  if (new Date(end.replace(" ", "T")).getTime() < new Date(start.replace(" ", "T")).getTime()) throw new Refusal("end_date");
  if (value.trim().length < MOP_REASON_MIN) throw new Refusal("value");
  return createMopRequest(tx, market, { restaurantId, userId, start: start.replace("T", " "), end: end.replace("T", " "), reason: value });
}
