import type { Db } from "../db/db.js";
import type { Market } from "../market.js";
import type { DiagnosticChecks } from "../models/diagnostic.js";

/**
 * What a test reads of the catalogue's database where no call of the catalogue tells it (a summary row, what a timer
 * did, a row no screen reads back), typed: the tests' SQL lives here, not in the tests.
 */

/** A restaurant's row of the home's diagnostic summary (`diagnostic_progress`); undefined before any diagnostic save. */
export async function diagnosticProgressOf(db: Db, restaurantId: number): Promise<DiagnosticChecks | undefined> {
  const [row] = await db.query<DiagnosticChecks>("SELECT competence, comparation, clusters, dafo FROM diagnostic_progress WHERE restaurant_id = $1", [
    restaurantId,
  ]);
  return row;
}

/**
 * The ids of what a marketing action may link to in `lang`: the market's active resources whose main category is a
 * toolkit or a best practice, in the database's order of their names (then ids).
 */
export async function linkableResourceIds(db: Db, market: Market, lang: string): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT r.id FROM resources r JOIN resource_sections rs ON rs.resource_id = r.id AND rs.pos = 0 JOIN sections s ON s.id = rs.section_id
      WHERE r.market = $1 AND r.lang = $2 AND r.status = 1 AND s.type IN (4, 5) ORDER BY r.name, r.id`,
    [market, lang],
  );
  return rows.map((row) => row.id);
}

/** The market's last paid-campaign briefing: its type and budget (numeric text, null without one). */
export async function lastBriefingOf(db: Db, market: Market): Promise<{ type: string; budget: string | null } | undefined> {
  const [row] = await db.query<{ type: string; budget: string | null }>(
    "SELECT type, budget::text FROM channel_briefings WHERE market = $1 ORDER BY id DESC LIMIT 1",
    [market],
  );
  return row;
}

/** A restaurant's stored channel state: its planned changes' ids and days, its `allday`, and its last log row with who made it. */
export async function channelStateOf(db: Db, restaurantId: number) {
  const plans = await db.query<{ id: number; plan_date: string }>(
    "SELECT id, to_char(plan_date, 'YYYY-MM-DD') AS plan_date FROM channel_plans WHERE restaurant_id = $1 ORDER BY plan_date, id",
    [restaurantId],
  );
  const [channel] = await db.query<{ allday: string }>("SELECT allday FROM restaurant_channels WHERE restaurant_id = $1", [restaurantId]);
  const [lastLog] = await db.query<{ field: string; new_value: string; user_id: number | null }>(
    "SELECT field, new_value, user_id FROM channel_log WHERE restaurant_id = $1 ORDER BY id DESC LIMIT 1",
    [restaurantId],
  );
  return { plans, allday: channel?.allday, lastLog };
}
