import type { DiagnosticFields } from "@portal/legacy/testing";
import type { TestStack } from "./use-stack.js";

/*
 * What the diagnostic tests build their restaurants from: the stars, intensities, moments and product mix they write
 * with the factories, and a franchisee of the test's own whose restaurant holds them.
 */

/** Stars of every feature of the comparison. */
export const FULL = { service: 5, relation: 4, innovation: 3, ambient: 2, promotion: 1 };
/** An intensity for each of the six competitor categories. */
export const ALL_INTENSITIES = { type0: 1, type1: 1, type2: 2, type3: 2, type4: 3, type5: 3 };

/** Moments of day as the import names them, in order. */
export const SLOTS = ["DESAYUNO 07-11", "COMIDA 11-16", "MERIENDA 16-19", "CENA 19-23", "NOCHE 23-07"];
/** A product mix with every kind of change: up, down, near zero (±0.5 inclusive) and missing (VARIOS: stored, hidden). */
export const PMIX: NonNullable<DiagnosticFields["pmix"]> = [
  { type: "A LA CARTA", value: 4.5 },
  { type: "BEBIDAS", value: 0.5 },
  { type: "COMPLEMENTOS", value: -0.5 },
  { type: "DSY MCCAFE", value: 2.25, description: "Postres y cafés McCafé." },
  { type: "ENSALADAS", value: null },
  { type: "EVM", value: -1.75 },
  { type: "HAPPY MEAL", value: 1.2, description: "Incluye el juguete de la promoción del trimestre." },
  { type: "POSTRES", value: -0.2 },
  { type: "VALUE", value: 6.8, description: "Gama de precio reducido." },
  { type: "VARIOS", value: 3 },
];

/** The helpers that reach the test file's stack. */
export function diagnosticKit(stack: TestStack) {
  const { signIn, sql } = stack;

  /**
   * A franchisee of the test's own with one restaurant in Madrid, signed in: its competition the catalogue brands
   * `chosen` (by name), the `compared` ones rated (every feature FULL) beside the own brand, and the other `parts` of
   * its diagnostic.
   */
  async function franchiseeWith(
    options: { chosen?: string[]; compared?: string[]; parts?: Omit<DiagnosticFields, "restaurant" | "comparison"> } = {},
  ) {
    const make = stack.factories;
    const restaurant = await make.createRestaurant({ market: "ES", province: 28, habitants: { "1km": 48000, "3km": 410000 } });
    const user = await make.createUser({ market: "ES", restaurants: [restaurant.site] });
    const { chosen = [], compared = [] } = options;
    const brands = await sql<{ id: number; name: string }>(
      "SELECT id, name FROM competitor_brands WHERE market = 'ES' AND restaurant_id IS NULL AND name = ANY($1::text[])",
      [chosen],
    );
    const brandOf = (name: string) => brands.find((b) => b.name === name)!.id;
    for (const name of chosen) await make.createCompetitor({ restaurant, brand: brandOf(name), status: compared.includes(name) ? 2 : 1 });
    const comparison = compared.length ? { mcd: FULL, rests: compared.map((name) => ({ brand: brandOf(name), stars: FULL })) } : undefined;
    await make.createDiagnostic({ restaurant, comparison, ...options.parts });
    return { b: await signIn(user), id: String(restaurant.id) };
  }

  return { franchiseeWith };
}
