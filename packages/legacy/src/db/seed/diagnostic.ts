import { refreshDiagnosticProgress } from "../../models/diagnostic.js";
import { insertRows } from "../bulk.js";
import type { Db } from "../db.js";
// The four checks each ES restaurant has done, as the home seed records them: the diagnostic's data reproduces them.
import { DIAGNOSTIC_CHECKS } from "./home.js";

/** The ES brand catalogue by category (0 indirect, 1 direct, 2 other quick-service, 3 cafeterias, 4 casual, 5 events). */
export const DIAGNOSTIC_BRANDS: Record<number, string[]> = {
  0: ["MERCADONA", "CARREFOUR EXPRESS", "LIDL", "DIA"],
  1: ["BURGER KING", "KFC", "FIVE GUYS", "GOIKO", "TGB THE GOOD BURGER", "CARL'S JR"],
  2: ["TELEPIZZA", "DOMINO'S PIZZA", "PANS & COMPANY", "100 MONTADITOS", "SUBWAY", "POPEYES"],
  3: ["STARBUCKS", "RODILLA", "PANARIA", "COSTA COFFEE", "DUNKIN'"],
  4: ["FOSTER'S HOLLYWOOD", "VIPS", "GINOS", "LA TAGLIATELLA", "TGI FRIDAYS"],
  5: ["SALONES CELEBRA", "DIVERPARK EVENTOS", "LA GRANJA DE LOS PEQUES"],
};

/** Customer clusters of the ES catalogue, in order (the portal names them by code). */
export const DIAGNOSTIC_CLUSTERS = ["families", "young_adults", "students", "workers", "seniors", "tourists", "night_leisure", "commuters"];

/** Moments of day as the import names them, in order. */
export const DIAGNOSTIC_SLOTS = ["DESAYUNO 07-11", "COMIDA 11-16", "MERIENDA 16-19", "CENA 19-23", "NOCHE 23-07"];

/** Product types as the import names them (VARIOS is stored and hidden by the portal). */
export const DIAGNOSTIC_PMIX_TYPES = [
  "A LA CARTA",
  "BEBIDAS",
  "COMPLEMENTOS",
  "DSY MCCAFE",
  "ENSALADAS",
  "EVM",
  "HAPPY MEAL",
  "POSTRES",
  "VALUE",
  "VARIOS",
];

const SITES = Array.from({ length: 12 }, (_, i) => `ES01${String(i + 1).padStart(2, "0")}`);
/** Restaurants without consumption data of their own (the radar shows the national series only). */
export const NO_CONSUMPTION = ["ES0105"];
/** Restaurants with no weekend moments at all (the table's empty message). */
export const NO_WEEKEND_MOMENTS = ["ES0111"];

/** A small deterministic sequence per restaurant (the same seed every time). */
const noise = (n: number, i: number) => ((n * 37 + i * 53) % 97) / 97;

/** Area `diagnostic` (ES): brands, each restaurant's competition, comparison, consumption, moments, product mix, clusters, DAFO. */
export async function seedDiagnostic(db: Db): Promise<void> {
  const brands = Object.entries(DIAGNOSTIC_BRANDS).flatMap(([type, names]) => names.map((name) => ({ market: "ES", name, type: Number(type) })));
  await insertRows(db, "competitor_brands", { market: "text", name: "text", type: "int" }, brands);
  await insertRows(
    db,
    "diagnostic_clusters",
    { market: "text", code: "text", pos: "int" },
    DIAGNOSTIC_CLUSTERS.map((code, i) => ({ market: "ES", code, pos: i + 1 })),
  );
  await insertRows(db, "diagnostic_descriptions", { market: "text", section: "text", description: "text" }, [
    {
      market: "ES",
      section: "competence",
      description:
        "Marca la intensidad de la competencia de cada categoría en tu zona y elige las marcas que más te afectan. Compara después tu restaurante con tus tres competidores principales.",
    },
    {
      market: "ES",
      section: "consume",
      description: "Peso de cada tipo de consumo en las ventas de tu restaurante, comparado con la media nacional del último trimestre.",
    },
    {
      market: "ES",
      section: "sales",
      description: "Variación de ventas y de clientes (GC) por franja horaria frente al mismo periodo del año anterior.",
    },
    { market: "ES", section: "pmix", description: "Evolución de las ventas por familia de producto frente al mismo periodo del año anterior." },
  ]);
  await insertRows(
    db,
    "diagnostic_consumption_national",
    { market: "text", position: "int", value: "float8" },
    [28.4, 31.15, 24.6, 15.85, 12.3, 18.75, 9.4].map((value, i) => ({ market: "ES", position: i + 1, value })),
  );

  const restaurants = await db.query<{ id: number; site: string }>(
    "SELECT id, site FROM restaurants WHERE market = 'ES' AND site = ANY($1::text[])",
    [SITES],
  );
  const brandRows = await db.query<{ id: number; name: string; type: number }>(
    "SELECT id, name, type FROM competitor_brands WHERE market = 'ES' ORDER BY id",
  );
  const clusterRows = await db.query<{ id: number; code: string }>("SELECT id, code FROM diagnostic_clusters WHERE market = 'ES' ORDER BY pos");
  const brandOf = (type: number, index: number) => {
    const ofType = brandRows.filter((b) => b.type === type);
    return ofType[index % ofType.length];
  };

  for (const { id, site } of restaurants) {
    const n = Number(site.slice(2));
    const [competence, comparation, clusters, dafo] = DIAGNOSTIC_CHECKS[site] ?? [0, 0, 0, 0];
    const hasBrands = competence === 1 || comparation === 1 || n % 3 === 0;
    const chosen = hasBrands
      ? [brandOf(1, n), brandOf(1, n + 1), brandOf(2, n), brandOf(3, n), brandOf(4, n), ...(n % 2 ? [brandOf(0, n)] : [])]
      : [];
    if (hasBrands) {
      const intensity = [1, 2, 3, 4, 5, 6].map((i) => 1 + Math.floor(noise(n, i) * 3));
      // An incomplete competition leaves two categories empty.
      if (competence === 0) intensity[0] = intensity[5] = 0;
      await db.query(
        `INSERT INTO restaurant_competence_intensity (restaurant_id, market, type0, type1, type2, type3, type4, type5)
         VALUES ($1, 'ES', NULLIF($2, 0), NULLIF($3, 0), NULLIF($4, 0), NULLIF($5, 0), NULLIF($6, 0), NULLIF($7, 0))`,
        [id, ...intensity],
      );
    }
    const compared = comparation === 1 ? chosen.slice(0, n % 2 ? 3 : 2) : chosen.slice(0, 1);
    await insertRows(
      db,
      "restaurant_competitors",
      { market: "text", restaurant_id: "int", brand_id: "int", status: "int" },
      chosen.map((brand) => ({ market: "ES", restaurant_id: id, brand_id: brand.id, status: compared.includes(brand) ? 2 : 1 })),
    );
    if (hasBrands) {
      const star = (i: number) => 1 + Math.floor(noise(n, i) * 5);
      const rows = [null, ...compared].map((brand, position) => {
        const stars = [1, 2, 3, 4, 5].map((f) => star(position * 5 + f));
        // An incomplete comparison leaves the own brand's promotion unrated.
        if (comparation === 0) stars[4] = 0;
        return { restaurant_id: id, market: "ES", position, brand_id: brand?.id ?? null, ...starsRecord(stars) };
      });
      await insertRows(
        db,
        "competitor_comparisons",
        {
          restaurant_id: "int",
          market: "text",
          position: "int",
          brand_id: "int",
          service: "int",
          relation: "int",
          innovation: "int",
          ambient: "int",
          promotion: "int",
        },
        rows,
      );
    }
    if (!NO_CONSUMPTION.includes(site)) {
      await insertRows(
        db,
        "diagnostic_consumption",
        { restaurant_id: "int", market: "text", position: "int", value: "float8" },
        [1, 2, 3, 4, 5, 6, 7].map((position) => ({
          restaurant_id: id,
          market: "ES",
          position,
          value: Math.round((12 + noise(n, position) * 28) * 100) / 100,
        })),
      );
    }
    const moments = (["week", "weekend"] as const).flatMap((period) =>
      DIAGNOSTIC_SLOTS.map((name, position) => {
        if (period === "weekend" && NO_WEEKEND_MOMENTS.includes(site)) return { period, name, position, sales: null, gcs: null };
        const k = position + (period === "week" ? 0 : 10);
        // Every kind of value: up, down, near zero (±0.5 inclusive) and missing.
        const pick = (i: number) => {
          const r = noise(n, k * 3 + i);
          if (r < 0.12) return null;
          if (r < 0.22) return [0.5, -0.5, 0, 0.3][(n + i) % 4];
          return Math.round((r - 0.55) * 2000) / 100;
        };
        return { period, name, position, sales: pick(1), gcs: pick(2) };
      }),
    );
    await insertRows(
      db,
      "diagnostic_moments",
      { restaurant_id: "int", market: "text", period: "text", position: "int", name: "text", sales: "float8", gcs: "float8" },
      moments.map((m) => ({ ...m, restaurant_id: id, market: "ES" })),
    );
    const pmix = DIAGNOSTIC_PMIX_TYPES.map((type, i) => {
      const r = noise(n, 40 + i);
      const value = r < 0.08 ? null : r < 0.18 ? [0.5, -0.5, -0.2][(n + i) % 3] : Math.round((r - 0.5) * 1600) / 100;
      const description =
        type === "HAPPY MEAL"
          ? "Incluye el juguete de la promoción del trimestre."
          : type === "DSY MCCAFE"
            ? "Postres y cafés McCafé."
            : type === "VALUE"
              ? "Gama de precio reducido."
              : null;
      return { restaurant_id: id, market: "ES", type, description, value };
    });
    await insertRows(db, "diagnostic_pmix", { restaurant_id: "int", market: "text", type: "text", description: "text", value: "float8" }, pmix);
    if (clusters === 1) {
      const picks = [n % 8, (n + 3) % 8, (n + 5) % 8];
      const shares = [45, 30, 15];
      await insertRows(
        db,
        "restaurant_clusters",
        { restaurant_id: "int", market: "text", cluster_id: "int", share: "int" },
        picks.map((pick, i) => ({ restaurant_id: id, market: "ES", cluster_id: clusterRows[pick].id, share: shares[i] })),
      );
    }
    if (dafo === 1 || n % 4 === 3) {
      const complete = dafo === 1;
      await db.query(
        `INSERT INTO diagnostic_dafo (restaurant_id, market, strengths, weaknesses, opportunities, threats) VALUES ($1, 'ES', $2, $3, $4, $5)`,
        [
          id,
          "Ubicación con mucho paso y equipo estable con experiencia.",
          complete ? "Poco espacio de terraza y tiempos de espera altos en las comidas." : "",
          "Nuevas oficinas en la zona y crecimiento del reparto a domicilio.",
          complete ? "Apertura de dos hamburgueserías en el mismo centro comercial." : "",
        ],
      );
    }
    await refreshDiagnosticProgress(db, "ES", id);
  }
}

function starsRecord(stars: number[]) {
  const value = (n: number) => (n === 0 ? null : n);
  return { service: value(stars[0]), relation: value(stars[1]), innovation: value(stars[2]), ambient: value(stars[3]), promotion: value(stars[4]) };
}
