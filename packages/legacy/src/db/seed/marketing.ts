import jpeg from "jpeg-js";
import type { Db } from "../db.js";
import { insertRows } from "../bulk.js";
import { once, type SeedFile } from "./catalogue.js";

/** ES restaurants whose plans are seeded; ES0105 (the franchisee's) is left with an empty plan every year. */
const EMPTY_PLAN = "ES0105";

interface PrioritySeed {
  /** The category (a top-level national or local section's slug). */
  category: string;
  daypart: "week" | "weekend";
  time: string;
  behaviour: "frecuencia" | "ticket" | "penetracion";
  sales: number;
  new: number;
  /** Two strategies: a child section's slug (national) or a text (local). */
  strategies: [string, string?];
}

/** Three plan templates, given out in turn to the seeded restaurants and shifted each year. */
const PLANS: PrioritySeed[][] = [
  [
    { category: "campanas", daypart: "week", time: "comida", behaviour: "ticket", sales: 5, new: 3, strategies: ["hamburguesas", "desayunos"] },
    {
      category: "eventos-locales",
      daypart: "weekend",
      time: "tarde",
      behaviour: "frecuencia",
      sales: 4,
      new: 2.5,
      strategies: ["Degustaciones en las fiestas del barrio", "Stand en el mercado municipal"],
    },
    { category: "carteleria", daypart: "week", time: "manana", behaviour: "penetracion", sales: 3, new: 6, strategies: ["exterior"] },
  ],
  [
    {
      category: "patrocinios",
      daypart: "weekend",
      time: "comidacena",
      behaviour: "penetracion",
      sales: 2,
      new: 8,
      strategies: ["Camisetas del equipo infantil", "Merienda tras los partidos"],
    },
    { category: "campanas", daypart: "week", time: "cena", behaviour: "ticket", sales: 6, new: 1, strategies: ["postres", "hamburguesas"] },
  ],
  [
    {
      category: "colegios",
      daypart: "week",
      time: "mananatarde",
      behaviour: "frecuencia",
      sales: 1.5,
      new: 4,
      strategies: ["Visitas escolares con taller"],
    },
  ],
];

const SITES = ["ES0101", "ES0102", "ES0103", "ES0104", "ES0106", "ES0107", "ES0108", "ES0109", "ES0110", "ES0111", "ES0112"];

/** National actions of every seeded year: [name, category child slug, start MM-DD, end MM-DD]. */
const NATIONAL: ReadonlyArray<[string, string, string, string]> = [
  ["Campaña Doble Burger Bacon", "hamburguesas", "02-01", "03-31"],
  ["Desayunos con café a 1 €", "desayunos", "04-14", "05-25"],
  ["Verano de helados", "postres", "06-23", "08-31"],
  ["Nueva cartelería exterior", "exterior", "09-15", "10-19"],
  ["Edición limitada de Navidad", "hamburguesas", "11-24", "12-31"],
];

/** Local actions per local strategy text: [name, start MM-DD, end MM-DD]. */
const LOCAL: Record<string, ReadonlyArray<[string, string, string]>> = {
  "Degustaciones en las fiestas del barrio": [["Degustación en las fiestas de verano", "07-10", "07-16"]],
  "Stand en el mercado municipal": [["Stand de otoño en el mercado", "10-03", "10-31"]],
  "Camisetas del equipo infantil": [["Entrega de camisetas de la temporada", "09-08", "09-21"]],
  "Merienda tras los partidos": [["Meriendas de la liga de primavera", "03-01", "05-31"]],
  "Visitas escolares con taller": [
    ["Taller de nutrición del primer trimestre", "01-20", "03-14"],
    ["Taller de nutrición del último trimestre", "10-06", "11-28"],
  ],
};

/** The years seeded: the previous, the current and the next. */
export const marketingYears = (now = new Date()) => [now.getFullYear() - 1, now.getFullYear(), now.getFullYear() + 1];

/**
 * Area `marketing` (ES): plans of the previous, current and next year for every ES restaurant but ES0105 (empty):
 * priorities over the library's national and local categories with their objectives, strategies, national actions of
 * each year and local actions under the local strategies. The home's seeded local actions (area `home`) are filed
 * under their restaurant's first local strategy of their year; those of the empty-plan restaurant go.
 */
export async function seedMarketing(db: Db): Promise<void> {
  const years = marketingYears();
  const objectives = SITES.flatMap((site, index) =>
    years.flatMap((year, shift) =>
      PLANS[(index + shift) % PLANS.length].map((p, position) => ({
        site,
        year,
        category: p.category,
        status: position + 1,
        daypart: p.daypart,
        time: p.time,
        comportament: p.behaviour,
        sales: p.sales,
        new: p.new,
      })),
    ),
  );
  await insertRows(
    db,
    "marketing_objectives",
    {
      site: "text",
      year: "int",
      category: "text",
      status: "int",
      daypart: "text",
      time: "text",
      comportament: "text",
      sales: "numeric",
      new: "numeric",
    },
    objectives,
    {
      select: {
        into: ["market", "restaurant_id", "year", "section_id", "type", "status", "daypart", "time", "comportament", "competitor", "sales", "new"],
        expression: `'ES', r.id, x.year, s.id, s.type, x.status, x.daypart, x.time, x.comportament,
          (SELECT c.brand_id FROM restaurant_competitors c WHERE c.restaurant_id = r.id ORDER BY c.status DESC, c.id LIMIT 1), x.sales, x.new`,
        from: "JOIN restaurants r ON r.market = 'ES' AND r.site = x.site JOIN sections s ON s.market = 'ES' AND s.url = x.category",
      },
    },
  );
  const strategies = SITES.flatMap((site, index) =>
    years.flatMap((year, shift) =>
      PLANS[(index + shift) % PLANS.length].flatMap((p, position) =>
        p.strategies.flatMap((value, slot) => (value ? [{ site, year, priority: position + 1, status: position * 2 + slot + 1, value }] : [])),
      ),
    ),
  );
  await insertRows(db, "marketing_strategies", { site: "text", year: "int", priority: "int", status: "int", value: "text" }, strategies, {
    select: {
      into: ["market", "restaurant_id", "year", "objective_id", "status", "strategy_name", "section_id"],
      expression: `'ES', r.id, x.year, o.id, x.status, CASE WHEN o.type = 2 THEN x.value END,
        CASE WHEN o.type = 1 THEN (SELECT c.id FROM sections c WHERE c.market = 'ES' AND c.url = x.value) END`,
      from: `JOIN restaurants r ON r.market = 'ES' AND r.site = x.site
        JOIN marketing_objectives o ON o.restaurant_id = r.id AND o.year = x.year AND o.status = x.priority`,
    },
  });
  await insertRows(
    db,
    "marketing_actions",
    { name: "text", section: "text", start_date: "date", end_date: "date" },
    years.flatMap((year) =>
      NATIONAL.map(([name, section, start, end]) => ({ name, section, start_date: `${year}-${start}`, end_date: `${year}-${end}` })),
    ),
    {
      select: {
        into: ["market", "name", "complete_name", "section_id", "start_date", "end_date", "type", "status"],
        expression: "'ES', x.name, x.name || ' (campaña nacional)', s.id, x.start_date, x.end_date, 1, 1",
        from: "JOIN sections s ON s.market = 'ES' AND s.url = x.section",
      },
    },
  );
  const local = strategies.flatMap((strategy) =>
    (LOCAL[strategy.value] ?? []).map(([name, start, end]) => ({
      site: strategy.site,
      year: strategy.year,
      status: strategy.status,
      name,
      start_date: `${strategy.year}-${start}`,
      end_date: `${strategy.year}-${end}`,
    })),
  );
  await insertRows(db, "marketing_actions", { site: "text", year: "int", status: "int", name: "text", start_date: "date", end_date: "date" }, local, {
    select: {
      into: ["market", "restaurant_id", "name", "complete_name", "strategy_id", "start_date", "end_date", "type", "status"],
      expression: "'ES', r.id, x.name, coalesce(n.name, c.url) || ': ' || x.name, st.id, x.start_date, x.end_date, 2, 1",
      from: `JOIN restaurants r ON r.market = 'ES' AND r.site = x.site
          JOIN marketing_strategies st ON st.restaurant_id = r.id AND st.year = x.year AND st.status = x.status
          JOIN marketing_objectives o ON o.id = st.objective_id JOIN sections c ON c.id = o.section_id
          LEFT JOIN section_names n ON n.section_id = c.id AND n.lang = 'CAST'`,
    },
  });
  // The home's local actions: under their restaurant's first local strategy of their year (none: left unfiled).
  await db.query(
    `UPDATE marketing_actions a SET strategy_id = (
        SELECT st.id FROM marketing_strategies st JOIN marketing_objectives o ON o.id = st.objective_id
         WHERE st.restaurant_id = a.restaurant_id AND st.year = a.year ORDER BY o.type DESC, st.status LIMIT 1),
        complete_name = a.name
      WHERE a.market = 'ES' AND a.type = 2 AND a.strategy_id IS NULL`,
  );
  await db.query(
    "DELETE FROM marketing_actions WHERE market = 'ES' AND restaurant_id = (SELECT id FROM restaurants WHERE market = 'ES' AND site = $1)",
    [EMPTY_PLAN],
  );
}

/** The plan's cover photo (1000x500 JPEG): a red field, a yellow arc and a calendar grid. */
export function marketingCover(): Buffer {
  const width = 1000;
  const height = 500;
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const arc = Math.hypot(x - 760, y - 250) < 190 && Math.hypot(x - 760, y - 250) > 130;
      const grid = x > 80 && x < 480 && y > 120 && y < 400 && ((x - 80) % 57 < 4 || (y - 120) % 56 < 4);
      const [r, g, b] = arc ? [255, 199, 44] : grid ? [255, 255, 255] : [218 - Math.floor(y / 10), 41, 28];
      data[i] = r;
      data[i + 1] = g;
      data[i + 2] = b;
      data[i + 3] = 255;
    }
  }
  return Buffer.from(jpeg.encode({ data, width, height }, 80).data);
}

export const marketingFiles = (): SeedFile[] => [{ market: "ES", path: "marketing/cover.jpg", bytes: once(marketingCover) }];
