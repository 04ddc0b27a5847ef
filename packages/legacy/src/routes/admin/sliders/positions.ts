import type { Db } from "../../../db/db.js";
import { Refusal } from "../../../http/answer.js";
import type { Market } from "../../../market.js";

/**
 * One statement at a time changes a market's positions (`priority`, 1, 2, 3…): creations, deletions and moves wait
 * for each other.
 */
export const lockPositions = (tx: Db, market: Market) => tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`sliders:${market}`]);

/** Deletes a slider in one transaction; the ones after it move up a place. Refusal `not_found` when it is gone already. */
export function deleteSlider(db: Db, market: Market, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    await lockPositions(tx, market);
    const [deleted] = await tx.query<{ priority: number }>("DELETE FROM sliders WHERE market = $1 AND id = $2 RETURNING priority", [market, id]);
    if (!deleted) throw new Refusal("not_found");
    await tx.query("UPDATE sliders SET priority = priority - 1 WHERE market = $1 AND priority > $2", [market, deleted.priority]);
  });
}

/**
 * Swaps slider `id` with its neighbour `direction` in one transaction, when it is still at the position the caller
 * saw (`seen`) and has a neighbour there; positions are numbered 1…n again in the current order (older data may have
 * gaps or ties). Answers the ids that moved, the slider first (`[]`: nothing moved). Refusal `not_found`.
 */
export function moveSlider(
  db: Db,
  market: Market,
  { id, direction, seen }: { id: number; direction: "up" | "down"; seen: number },
): Promise<number[]> {
  return db.transaction(async (tx) => {
    await lockPositions(tx, market);
    const rows = await tx.query<{ id: number; priority: number }>("SELECT id, priority FROM sliders WHERE market = $1 ORDER BY priority, id", [
      market,
    ]);
    const index = rows.findIndex((row) => row.id === id);
    if (index < 0) throw new Refusal("not_found");
    const other = index + (direction === "up" ? -1 : 1);
    if (rows[index].priority !== seen || other < 0 || other >= rows.length) return [];
    const order = rows.map((row) => row.id);
    [order[index], order[other]] = [order[other], order[index]];
    const current = new Map(rows.map((row) => [row.id, row.priority]));
    for (const [position, sliderId] of order.entries()) {
      if (current.get(sliderId) !== position + 1)
        await tx.query("UPDATE sliders SET priority = $1 WHERE market = $2 AND id = $3", [position + 1, market, sliderId]);
    }
    return [id, rows[other].id];
  });
}
