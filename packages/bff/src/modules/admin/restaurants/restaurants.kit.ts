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

export type Restaurant = {
  id: string;
  site: string;
  name: string;
  provinceId: string | null;
  provinceName: string | null;
  region: number;
  type: number;
  address: string;
  city: string;
  postcode: string;
  latitude: string;
  longitude: string;
  email: string;
  taxId: string;
  companyName: string;
  fiscalAddress: string;
  active: boolean;
  delivery: string;
  mopService: boolean | null;
  mopStatus: number | null;
  etof: boolean;
  mcauto: boolean;
  selected: boolean;
  available: boolean;
  habitants1km: number | null;
  habitants3km: number | null;
  lastChangedBy: string;
  lastChangedAt: string | null;
};
export type Page = { adminRestaurants: { items: Restaurant[]; total: number; page: number; size: number | null; pageCount: number } };

type Row = {
  id: number;
  site: string;
  name: string;
  province_id: number | null;
  province_name: string | null;
  region: number;
  type: number;
  address: string;
  city: string;
  cp: string;
  latitud: string;
  longitud: string;
  email: string;
  cif: string;
  razon: string;
  fiscal_address: string;
  active: string;
  delivery: string;
  mop_service: number | null;
  mop_status: number | null;
  etof: number;
  mcauto: number;
  selected: number;
  available: number;
  habitants: Record<string, number>;
  log_user: string;
  log_date: Date;
};

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
