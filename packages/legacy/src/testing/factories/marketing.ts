import type { Db } from "../../db/db.js";
import type { Market } from "../../market.js";
import { firstLanguage, unique } from "./unique.js";

type Restaurant = { id: number; market: Market };

/** A priority of a plan: a top-level national or local category (by slug) with its objective and its strategies. */
export interface PlanPriority {
  /** The category's slug (`campanas`, `eventos-locales`…). */
  section: string;
  daypart?: { week: "week" | "weekend" | null; time: string | null };
  comportament?: "frecuencia" | "ticket" | "penetracion" | null;
  /** A brand id the restaurant chose. */
  competitor?: number | null;
  sales?: number | null;
  new?: number | null;
  /**
   * Its two strategy slots (2p-1 and 2p for the priority at position p; fewer leave the others empty): the slug of a
   * child of a national category, or a local category's text.
   */
  strategies?: Array<{ section: string } | { name: string }>;
}

export interface CreatedPlan {
  /** The priorities in position order: `id` the objective's row (`resobjective_id`), `sectionId` its category. */
  objectives: Array<{ id: number; sectionId: number; status: number }>;
  /** The strategies in slot order: `status` the slot (1–6). */
  strategies: Array<{ id: number; status: number; objectiveId: number }>;
}

const sectionOf = async (db: Db, market: Market, slug: string) => {
  const [section] = await db.query<{ id: number; type: number }>("SELECT id, type FROM sections WHERE market = $1 AND url = $2", [market, slug]);
  if (!section) throw new Error(`no section ${slug} in ${market}`);
  return section;
};

/** A restaurant's marketing plan of `year`: its priorities (positions 1–3 in the order given) and their strategies. */
export async function createMarketingPlan(
  db: Db,
  fields: { restaurant: Restaurant; year: number; priorities: PlanPriority[] },
): Promise<CreatedPlan> {
  const { id: restaurantId, market } = fields.restaurant;
  const plan: CreatedPlan = { objectives: [], strategies: [] };
  for (const [index, priority] of fields.priorities.entries()) {
    const category = await sectionOf(db, market, priority.section);
    const status = index + 1;
    const [objective] = await db.query<{ id: number }>(
      `INSERT INTO marketing_objectives (market, restaurant_id, year, section_id, type, status, daypart, time, comportament, competitor, sales, new)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        market,
        restaurantId,
        fields.year,
        category.id,
        category.type,
        status,
        priority.daypart?.week ?? null,
        priority.daypart?.time ?? null,
        priority.comportament ?? null,
        priority.competitor ?? null,
        priority.sales ?? null,
        priority.new ?? null,
      ],
    );
    plan.objectives.push({ id: objective.id, sectionId: category.id, status });
    for (const [slot, strategy] of (priority.strategies ?? []).entries()) {
      const section = "section" in strategy ? (await sectionOf(db, market, strategy.section)).id : null;
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO marketing_strategies (market, restaurant_id, year, objective_id, status, strategy_name, section_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [market, restaurantId, fields.year, objective.id, 2 * index + slot + 1, "name" in strategy ? strategy.name : null, section],
      );
      plan.strategies.push({ id: row.id, status: 2 * index + slot + 1, objectiveId: objective.id });
    }
  }
  return plan;
}

/** The fields a test may give an action: a local one (a restaurant's, under one of its strategies) or a national one. */
export type ActionFields = { start: string; end: string; name?: string } & (
  { restaurant: Restaurant; strategy?: { id: number } | null } | { market: Market; national: { section: string } }
);

/**
 * A marketing action from `start` to `end` ("YYYY-MM-DD"): a local one (type 2) of a restaurant, under a strategy
 * (named after it unless `name` is given; its complete name "<category>: <name>" as `restaurant/action/add` makes it),
 * or a national one (type 1) of the market serving a category child (`national.section`, a slug).
 */
export async function createMarketingAction(db: Db, fields: ActionFields): Promise<{ id: number; name: string }> {
  if ("national" in fields) {
    const section = await sectionOf(db, fields.market, fields.national.section);
    const name = fields.name ?? `Test action ${unique()}`;
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO marketing_actions (market, restaurant_id, name, complete_name, section_id, start_date, end_date, type, status)
       VALUES ($1, NULL, $2, $2, $3, $4, $5, 1, 1) RETURNING id`,
      [fields.market, name, section.id, fields.start, fields.end],
    );
    return { id: row.id, name };
  }
  const { id: restaurantId, market } = fields.restaurant;
  const [strategy] = fields.strategy
    ? await db.query<{ label: string; category: string }>(
        `SELECT coalesce(st.strategy_name, cn.name) AS label, coalesce(n.name, s.url) AS category
           FROM marketing_strategies st JOIN marketing_objectives o ON o.id = st.objective_id JOIN sections s ON s.id = o.section_id
           LEFT JOIN section_names n ON n.section_id = s.id AND n.lang = $2
           LEFT JOIN section_names cn ON cn.section_id = st.section_id AND cn.lang = $2
          WHERE st.id = $1`,
        [fields.strategy.id, firstLanguage(market)],
      )
    : [];
  const name = fields.name ?? strategy?.label ?? `Test action ${unique()}`;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO marketing_actions (market, restaurant_id, name, complete_name, strategy_id, start_date, end_date, type, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 2, 1) RETURNING id`,
    [market, restaurantId, name, strategy ? `${strategy.category}: ${name}` : name, fields.strategy?.id ?? null, fields.start, fields.end],
  );
  return { id: row.id, name };
}
