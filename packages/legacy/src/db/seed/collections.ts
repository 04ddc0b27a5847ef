import type { Market } from "../../market.js";
import type { Db } from "../db.js";

interface CollectionSeed {
  owner: string;
  name: string;
  /** Site of the owner's restaurant whose people it is shared with; private without. */
  shared?: string;
  /** Resources by name (in the market's first language), the first added first. */
  resources: string[];
}

/**
 * Per market: the franchisee's collections (one shared with a restaurant's people, one private) and one an
 * administrator shares with a restaurant of the franchisee's, so both screens' lists show the two kinds.
 */
const COLLECTIONS: Record<Market, CollectionSeed[]> = {
  ES: [
    {
      owner: "franquiciado@demo.es",
      name: "Campaña verano",
      shared: "ES0101",
      resources: ["Cartel Helado Caramelo", "Vinilo nevera Postres de Verano", "Flyer A5 Batidos de Fresa"],
    },
    { owner: "franquiciado@demo.es", name: "Favoritos", resources: ["Cartel Doble Burger Bacon", "Banner Gran Clásica"] },
    { owner: "admin@demo.es", name: "Material de apertura", shared: "ES0101", resources: ["Roll-up Bienvenida", "Cartel Horario de Apertura"] },
  ],
  PT: [
    { owner: "franqueado@demo.pt", name: "Campanha verão", shared: "PT0202", resources: ["Cartaz Double Burger Bacon", "Banner Grande Clássico"] },
    { owner: "franqueado@demo.pt", name: "Favoritos", resources: ["Cartaz Double Burger Bacon"] },
  ],
};

/** Area `collections`: the demo collections of both markets (resources picked by name, active, in the first language). */
export async function seedCollections(db: Db): Promise<void> {
  for (const market of ["ES", "PT"] as const) {
    const lang = market === "ES" ? "CAST" : "PT";
    for (const seed of COLLECTIONS[market]) {
      const [owner] = await db.query<{ id: number }>("SELECT id FROM users WHERE market = $1 AND email = $2", [market, seed.owner]);
      if (!owner) throw new Error(`seedCollections: no user ${seed.owner}`);
      const [restaurant] = seed.shared
        ? await db.query<{ id: number }>("SELECT id FROM restaurants WHERE market = $1 AND site = $2", [market, seed.shared])
        : [];
      const [collection] = await db.query<{ id: number }>(
        "INSERT INTO collections (market, user_id, name, restaurant_id) VALUES ($1, $2, $3, $4) RETURNING id",
        [market, owner.id, seed.name, restaurant?.id ?? null],
      );
      for (const [position, name] of seed.resources.entries()) {
        const [resource] = await db.query<{ id: number }>(
          "SELECT id FROM resources WHERE market = $1 AND lang = $2 AND name = $3 AND status = 1 ORDER BY id LIMIT 1",
          [market, lang, name],
        );
        if (!resource) throw new Error(`seedCollections: no resource ${name} in ${market}`);
        await db.query(
          "INSERT INTO collection_resources (collection_id, resource_id, added_date) VALUES ($1, $2, localtimestamp(0) - make_interval(mins => $3))",
          [collection.id, resource.id, seed.resources.length - position],
        );
      }
    }
  }
}
