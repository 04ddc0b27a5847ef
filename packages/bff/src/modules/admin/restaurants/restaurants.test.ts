import { describe, expect, it } from "vitest";
import { useStack } from "../../../test/use-stack.js";

const stack = useStack();
const { signIn, sql } = stack;

const FIELDS = `
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
const PAGE = /* GraphQL */ `
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
const ONE = /* GraphQL */ `
  query Restaurant($id: ID!) {
    adminRestaurant(id: $id) { ${FIELDS} }
  }
`;
const FORM = /* GraphQL */ `
  query Form($id: ID) {
    adminRestaurantForm(id: $id) {
      restaurant { ${FIELDS} }
      provinces { id code name habitants }
    }
  }
`;
const SAVE = /* GraphQL */ `
  mutation Save($input: SaveRestaurantInput!) {
    saveRestaurant(input: $input) { ${FIELDS} }
  }
`;

type Restaurant = {
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
type Page = { adminRestaurants: { items: Restaurant[]; total: number; page: number; size: number | null; pageCount: number } };

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
async function catalogueRestaurants(market: string): Promise<Restaurant[]> {
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

const provinceOf = async (market: string, code: string) =>
  String((await sql<{ id: number }>("SELECT id FROM provinces WHERE market = $1 AND code = $2", [market, code]))[0].id);

/** A new restaurant's form, valid. */
const form = (site: string, provinceId: string) => ({
  site,
  name: "Restaurante de prueba",
  provinceId,
  region: 3,
  type: 1,
  address: "Calle Mayor 1",
});

describe("admin restaurants: the table", () => {
  it("answers a page: by site, 50 rows first, searched by site, name and city, sorted, any of the table's sizes", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const all = await catalogueRestaurants("ES");
    expect(all.length).toBeGreaterThan(10);
    expect((await admin.graphql<Page>(PAGE, { input: {} })).data!.adminRestaurants).toEqual({
      items: all,
      total: all.length,
      page: 1,
      size: 50,
      pageCount: 1,
    });

    const madrid = all.filter((r) => [r.site, r.name, r.city].join(" ").toLowerCase().includes("madrid"));
    expect(madrid.length).toBeGreaterThan(0);
    expect((await admin.graphql<Page>(PAGE, { input: { search: " MADRID " } })).data!.adminRestaurants.items).toEqual(madrid);
    expect((await admin.graphql<Page>(PAGE, { input: { search: "ES0101" } })).data!.adminRestaurants.items.map((r) => r.site)).toEqual(["ES0101"]);

    const byName = [...all].sort((a, b) => b.name.localeCompare(a.name));
    expect((await admin.graphql<Page>(PAGE, { input: { sortBy: "NAME", direction: "DESC", size: null } })).data!.adminRestaurants).toEqual({
      items: byName,
      total: all.length,
      page: 1,
      size: null,
      pageCount: 1,
    });
    const second = (await admin.graphql<Page>(PAGE, { input: { size: 10, page: 2, sortBy: "REGION" } })).data!.adminRestaurants;
    expect(second).toMatchObject({ page: 2, size: 10, pageCount: Math.ceil(all.length / 10) });
    expect(second.items).toEqual([...all].sort((a, b) => a.region - b.region).slice(10, 20));

    // One catalogue call per page, whatever the page asks.
    stack.resetCalls();
    await admin.graphql<Page>(PAGE, { input: { page: 9, sortBy: "PROVINCE" } });
    expect(stack.callPaths()).toEqual(["admin/restaurants"]);

    const wrongSize = await admin.graphql<Page>(PAGE, { input: { size: 20 } });
    expect(wrongSize.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { size: "validation.page_size" } });
  });

  it("answers one restaurant, and the form's data (the restaurant and the provinces) in one request; null when there is none", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const granVia = (await catalogueRestaurants("ES")).find((r) => r.site === "ES0101")!;
    expect((await admin.graphql(ONE, { id: granVia.id })).data).toEqual({ adminRestaurant: granVia });
    expect(granVia).toMatchObject({ provinceName: "Madrid", region: 2, type: 2, mopService: true, mopStatus: 1, delivery: "Glovo" });
    expect(granVia).toMatchObject({ etof: true, mcauto: false, selected: true, available: true, habitants1km: 48_000, habitants3km: 410_000 });
    expect((await admin.graphql(ONE, { id: "999999" })).data).toEqual({ adminRestaurant: null });
    expect((await admin.graphql(ONE, { id: "abc" })).data).toEqual({ adminRestaurant: null });

    const provinces = await sql<{ id: number; code: string; name: string; habitants: number }>(
      "SELECT id, code, name, habitants FROM provinces WHERE market = 'ES' AND code <> '00' ORDER BY code",
    );
    const expected = provinces.map((p) => ({ id: String(p.id), code: p.code, name: p.name, habitants: p.habitants }));
    expect(expected.find((p) => p.code === "28")).toEqual({ id: expect.any(String), code: "28", name: "Madrid", habitants: expect.any(Number) });
    expect(expected.every((p) => p.habitants > 0)).toBe(true);
    expect((await admin.graphql(FORM, { id: granVia.id })).data).toEqual({ adminRestaurantForm: { restaurant: granVia, provinces: expected } });
    expect((await admin.graphql(FORM, {})).data).toEqual({ adminRestaurantForm: { restaurant: null, provinces: expected } });
    // The provinces are reference data: the next form asks the catalogue for the restaurant only.
    stack.resetCalls();
    await admin.graphql(FORM, { id: granVia.id });
    expect(stack.callPaths()).toEqual([`admin/restaurant/${granVia.id}`]);
  });
});

describe("admin restaurants: who may", () => {
  it("is for full administrators only: a restricted administrator, a franchisee and a partner are refused before any catalogue call", async () => {
    const madrid = await provinceOf("ES", "28");
    for (const user of ["restringido@demo.es", "franquiciado@demo.es", "partner@demo.es"]) {
      const browser = await signIn("ES", user);
      stack.resetCalls();
      for (const [query, variables] of [
        [PAGE, { input: {} }],
        [ONE, { id: "1" }],
        [FORM, { id: "1" }],
        [SAVE, { input: form("ES9801", madrid) }],
      ] as const) {
        const answer = await browser.graphql(query, variables);
        expect({ user, codes: answer.errors?.map((e) => e.extensions?.code) }).toEqual({ user, codes: ["FORBIDDEN"] });
      }
      expect(stack.callPaths().filter((p) => p.startsWith("admin/"))).toEqual([]);
    }
    expect(await sql("SELECT id FROM restaurants WHERE site = 'ES9801'")).toEqual([]);
  });
});

describe("admin restaurants: the form", () => {
  it("refuses a bad form with every field's key of the shared rules at once, before the catalogue saves anything", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    stack.resetCalls();
    const blank = await admin.graphql(SAVE, { input: { site: " ", name: "", provinceId: null, region: null, type: null, address: "  " } });
    expect(blank.errors?.[0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: {
        site: "validation.required",
        name: "validation.required",
        provinceId: "validation.required",
        region: "validation.required",
        type: "validation.required",
        address: "validation.required",
      },
    });
    const ptProvince = await provinceOf("PT", "11");
    const wrongCodes = await admin.graphql(SAVE, { input: { ...form("ES9802", ptProvince), region: -1, type: 5, delivery: "Bike" } });
    expect(wrongCodes.errors?.[0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { provinceId: "validation.required", region: "validation.required", type: "validation.required", delivery: "validation.required" },
    });
    const unknown = await admin.graphql(SAVE, { input: { ...form("ES9802", await provinceOf("ES", "28")), id: "abc" } });
    expect(unknown.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { id: "error.not_found" } });
    expect(stack.callPaths().filter((p) => p.startsWith("admin/restaurant"))).toEqual([]);
    // A restaurant that does not exist: the catalogue's not_found reaches the form as the common message.
    const gone = await admin.graphql(SAVE, { input: { ...form("ES9802", await provinceOf("ES", "28")), id: "999999" } });
    expect(gone.errors?.[0]).toMatchObject({ message: "error.not_found", extensions: { code: "UPSTREAM_REJECTED", reason: "not_found" } });
  });

  it("refuses a site another restaurant of the market has, on the site field", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const answer = await admin.graphql(SAVE, { input: form("es0101", await provinceOf("ES", "28")) });
    expect(answer.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { site: "admin.restaurants.error.site_exists" } });
  });

  it("ES: creates and changes a restaurant, answering it as saved with the administrator's name and the time as its last change", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const valencia = await provinceOf("ES", "46");
    const started = Date.now();
    const created = (
      await admin.graphql<{ saveRestaurant: Restaurant }>(SAVE, {
        input: { ...form(" ES9803 ", valencia), city: " Valencia ", email: "cualquier cosa", delivery: "Glovo", mopService: true },
      })
    ).data!.saveRestaurant;
    expect(created).toEqual({
      id: expect.any(String),
      site: "ES9803",
      name: "Restaurante de prueba",
      provinceId: valencia,
      provinceName: "Valencia",
      region: 3,
      type: 1,
      address: "Calle Mayor 1",
      city: "Valencia",
      postcode: "",
      latitude: "",
      longitude: "",
      email: "cualquier cosa",
      taxId: "",
      companyName: "",
      fiscalAddress: "",
      active: true,
      delivery: "Glovo",
      mopService: true,
      mopStatus: null,
      etof: false,
      mcauto: false,
      selected: false,
      available: true,
      habitants1km: null,
      habitants3km: null,
      lastChangedBy: "Javier Romero Gil",
      lastChangedAt: expect.any(String),
    });
    expect(Math.abs(new Date(created.lastChangedAt!).getTime() - started)).toBeLessThan(60_000);
    expect((await catalogueRestaurants("ES")).find((r) => r.id === created.id)).toEqual(created);
    // The table shows it at once.
    expect((await admin.graphql<Page>(PAGE, { input: { search: "ES9803" } })).data!.adminRestaurants.items).toEqual([created]);

    // Switched off (no delete), the service off; another administrator's change is recorded under their name.
    await stack.factories.setRestaurantLastChange({ restaurant: { id: Number(created.id) }, by: "someone", at: "2020-01-01 00:00:00" });
    const changed = (
      await admin.graphql<{ saveRestaurant: Restaurant }>(SAVE, {
        input: { ...form("ES9803", valencia), id: created.id, name: "Cambiado", active: false, mopService: false },
      })
    ).data!.saveRestaurant;
    expect(changed).toEqual({
      ...created,
      name: "Cambiado",
      city: "",
      email: "",
      delivery: "none",
      active: false,
      mopService: false,
      lastChangedAt: expect.any(String),
    });
    expect(new Date(changed.lastChangedAt!).getFullYear()).toBeGreaterThan(2020);
    // Without the switch, the service is kept.
    const kept = (await admin.graphql<{ saveRestaurant: Restaurant }>(SAVE, { input: { ...form("ES9803", valencia), id: created.id } })).data!
      .saveRestaurant;
    expect(kept).toMatchObject({ mopService: false, active: true });

    // The flags and the catchment's habitants (spec 1 §3), sent to the catalogue and answered as saved.
    const flagged = (
      await admin.graphql<{ saveRestaurant: Restaurant }>(SAVE, {
        input: {
          ...form("ES9803", valencia),
          id: created.id,
          etof: true,
          mcauto: true,
          selected: true,
          available: false,
          habitants1km: 12_500,
          habitants3km: 98_000,
        },
      })
    ).data!.saveRestaurant;
    expect(flagged).toMatchObject({ etof: true, mcauto: true, selected: true, available: false, habitants1km: 12_500, habitants3km: 98_000 });
    const [row] = await sql<{ etof: number; mcauto: number; selected: number; available: number; habitants: unknown }>(
      "SELECT etof, mcauto, selected, available, habitants FROM restaurants WHERE id = $1",
      [Number(created.id)],
    );
    expect(row).toEqual({ etof: 1, mcauto: 1, selected: 1, available: 0, habitants: { "1km": 12_500, "3km": 98_000 } });
    const cleared = (
      await admin.graphql<{ saveRestaurant: Restaurant }>(SAVE, { input: { ...form("ES9803", valencia), id: created.id, habitants3km: 0 } })
    ).data!.saveRestaurant;
    expect(cleared).toMatchObject({ etof: false, mcauto: false, selected: false, available: true, habitants1km: null, habitants3km: 0 });
    // Habitants that are no whole number from 0 to 99,999,999 are refused on their field before the catalogue.
    const bad = await admin.graphql(SAVE, { input: { ...form("ES9803", valencia), id: created.id, habitants1km: -5, habitants3km: 100_000_000 } });
    expect(bad.errors?.[0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { habitants1km: "admin.restaurants.error.habitants", habitants3km: "admin.restaurants.error.habitants" },
    });
  });

  it("PT: no ordering service fields, whatever is sent; the PT administrator's name on the change", async () => {
    const admin = await signIn("PT", "admin@demo.pt");
    const lisboa = await provinceOf("PT", "11");
    const provinces = (await admin.graphql<{ adminRestaurantForm: { provinces: Array<{ name: string }> } }>(FORM, {})).data!.adminRestaurantForm
      .provinces;
    expect(provinces.map((p) => p.name)).toContain("Lisboa");
    expect(provinces.map((p) => p.name)).not.toContain("Madrid");
    const all = (await admin.graphql<Page>(PAGE, { input: { size: null } })).data!.adminRestaurants.items;
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((r) => r.site.startsWith("PT") && r.mopService === null && r.mopStatus === null)).toBe(true);

    const created = (await admin.graphql<{ saveRestaurant: Restaurant }>(SAVE, { input: { ...form("PT9801", lisboa), mopService: true } })).data!
      .saveRestaurant;
    expect(created).toMatchObject({ site: "PT9801", provinceName: "Lisboa", mopService: null, mopStatus: null, lastChangedBy: "Ana Sofia Costa" });
    expect((await sql<{ mop_service: number | null }>("SELECT mop_service FROM restaurants WHERE id = $1", [Number(created.id)]))[0]).toEqual({
      mop_service: null,
    });
    // A province of the other market is none of PT's.
    const spanish = await admin.graphql(SAVE, { input: form("PT9802", await provinceOf("ES", "28")) });
    expect(spanish.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { provinceId: "validation.required" } });
  });
});
