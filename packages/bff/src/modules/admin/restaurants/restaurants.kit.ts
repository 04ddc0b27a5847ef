import type { LegacyAdminRestaurant, PortalAdminRestaurant } from "../../../legacy/admin/restaurants.js";
import type { TestStack } from "../../../test/use-stack.js";

/* What the admin restaurants' tests share: the operations they send, the table's rows as the catalogue holds them, a valid form. */

export const FIELDS = `
  id
  site
  name
  provinceId
  provinceName
  region
  type
  address
  city
  postcode
  latitude
  longitude
  email
  taxId
  companyName
  fiscalAddress
  active
  delivery
  mopService
  mopStatus
  etof
  mcauto
  selected
  available
  habitants1km
  habitants3km
  lastChangedBy
  lastChangedAt
`;
export const PAGE = /* GraphQL */ `
  query Restaurants($input: AdminRestaurantPageInput!) {
    adminRestaurants(input: $input) {
      items { ${FIELDS} }
      total
      page
      size
      pageCount
    }
  }
`;
export const ONE = /* GraphQL */ `
  query Restaurant($id: ID!) {
    adminRestaurant(id: $id) { ${FIELDS} }
  }
`;
export const FORM = /* GraphQL */ `
  query Form($id: ID) {
    adminRestaurantForm(id: $id) {
      restaurant { ${FIELDS} }
      provinces { id code name habitants }
    }
  }
`;
export const SAVE = /* GraphQL */ `
  mutation Save($input: SaveRestaurantInput!) {
    saveRestaurant(input: $input) { ${FIELDS} }
  }
`;

/** A restaurant as the BFF answers it: the catalogue call's portal shape, its last change's time in JSON. */
export type Restaurant = Omit<PortalAdminRestaurant, "lastChangedAt"> & { lastChangedAt: string | null };
export type Page = { adminRestaurants: { items: Restaurant[]; total: number; page: number; size: number | null; pageCount: number } };

/** A row of the catalogue's restaurants with its province's name: the admin calls' answer as the database holds it. */
type Row = Omit<LegacyAdminRestaurant, "active" | "habitants" | "log_date"> & { active: string; habitants: Record<string, number>; log_date: Date };

/** The market's restaurants as the table must show them, by site. */
export async function catalogueRestaurants(sql: TestStack["sql"], market: string): Promise<Restaurant[]> {
  const rows = await sql<Row>(
    `SELECT r.*, p.name AS province_name FROM restaurants r LEFT JOIN provinces p ON p.id = r.province_id
      WHERE r.market = $1 ORDER BY r.site, r.id`,
    [market],
  );
  return rows.map((r) => ({
    id: String(r.id),
    site: r.site,
    name: r.name,
    provinceId: r.province_id === null ? null : String(r.province_id),
    provinceName: r.province_name,
    region: r.region,
    type: r.type,
    address: r.address,
    city: r.city,
    postcode: r.cp,
    latitude: r.latitud,
    longitude: r.longitud,
    email: r.email,
    taxId: r.cif,
    companyName: r.razon,
    fiscalAddress: r.fiscal_address,
    active: r.active === "1",
    delivery: r.delivery,
    mopService: r.mop_service === null ? null : r.mop_service === 1,
    mopStatus: r.mop_status,
    etof: r.etof === 1,
    mcauto: r.mcauto === 1,
    selected: r.selected === 1,
    available: r.available === 1,
    habitants1km: r.habitants["1km"] ?? null,
    habitants3km: r.habitants["3km"] ?? null,
    lastChangedBy: r.log_user,
    lastChangedAt: r.log_date.toISOString(),
  }));
}

export const provinceOf = async (sql: TestStack["sql"], market: string, code: string) =>
  String((await sql<{ id: number }>("SELECT id FROM provinces WHERE market = $1 AND code = $2", [market, code]))[0].id);

/** A new restaurant's form, valid. */
export const form = (site: string, provinceId: string) => ({
  site,
  name: "Restaurante de prueba",
  provinceId,
  region: 3,
  type: 1,
  address: "Calle Mayor 1",
});
