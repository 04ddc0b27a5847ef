import { describe, expect, it } from "vitest";
import { RESTAURANT_DEFAULT_FLAGS_FIXTURE, RESTAURANT_REQUIRED_FIXTURE } from "@portal/schema/fixtures";
import { useStack } from "../../../test/use-stack.js";
import { FORM, PAGE, SAVE, catalogueRestaurants, form, provinceOf, type Restaurant, type Page } from "./restaurants.kit.js";

const stack = useStack();
const { signIn, sql } = stack;

describe("admin restaurants: the form", () => {
  it("refuses a bad form with every field's key of the shared rules at once, before the catalogue saves anything", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    stack.resetCalls();
    const blank = await admin.graphql(SAVE, { input: { site: " ", name: "", provinceId: null, region: null, type: null, address: "  " } });
    expect(blank.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: RESTAURANT_REQUIRED_FIXTURE });
    const ptProvince = await provinceOf(sql, "PT", "11");
    const wrongCodes = await admin.graphql(SAVE, { input: { ...form("ES9802", ptProvince), region: -1, type: 5, delivery: "Bike" } });
    expect(wrongCodes.errors?.[0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { provinceId: "validation.required", region: "validation.required", type: "validation.required", delivery: "validation.required" },
    });
    const unknown = await admin.graphql(SAVE, { input: { ...form("ES9802", await provinceOf(sql, "ES", "28")), id: "abc" } });
    expect(unknown.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { id: "error.not_found" } });
    expect(stack.callPaths().filter((p) => p.startsWith("admin/restaurant"))).toEqual([]);
    // A restaurant that does not exist: the catalogue's not_found reaches the form as the common message.
    const gone = await admin.graphql(SAVE, { input: { ...form("ES9802", await provinceOf(sql, "ES", "28")), id: "999999" } });
    expect(gone.errors?.[0]).toMatchObject({ message: "error.not_found", extensions: { code: "UPSTREAM_REJECTED", reason: "not_found" } });
  });

  it("refuses a site another restaurant of the market has, on the site field", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const answer = await admin.graphql(SAVE, { input: form("es0101", await provinceOf(sql, "ES", "28")) });
    expect(answer.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { site: "admin.restaurants.error.site_exists" } });
  });

  it("ES: creates and changes a restaurant, answering it as saved with the administrator's name and the time as its last change", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const valencia = await provinceOf(sql, "ES", "46");
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
      ...RESTAURANT_DEFAULT_FLAGS_FIXTURE,
      lastChangedBy: "Javier Romero Gil",
      lastChangedAt: expect.any(String),
    });
    expect(Math.abs(new Date(created.lastChangedAt!).getTime() - started)).toBeLessThan(60_000);
    expect((await catalogueRestaurants(sql, "ES")).find((r) => r.id === created.id)).toEqual(created);
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
    const lisboa = await provinceOf(sql, "PT", "11");
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
    const spanish = await admin.graphql(SAVE, { input: form("PT9802", await provinceOf(sql, "ES", "28")) });
    expect(spanish.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { provinceId: "validation.required" } });
  });
  it("a change of a restaurant's catchment shows in its diagnostic at once (the diagnostic's cached data of it is dropped)", async () => {
    const franchisee = await signIn("ES", "franquiciado@demo.es");
    const DIAGNOSTIC = `{ diagnostic { restaurantId population { habitants1km } } }`;
    const before = (await franchisee.graphql<{ diagnostic: { restaurantId: string; population: { habitants1km: number | null } } }>(DIAGNOSTIC)).data!
      .diagnostic;
    const admin = await signIn("ES", "admin@demo.es");
    const { restaurant } = (await admin.graphql<{ adminRestaurantForm: { restaurant: Restaurant } }>(FORM, { id: before.restaurantId })).data!
      .adminRestaurantForm;
    const { provinceName: _name, lastChangedBy: _by, lastChangedAt: _at, mopStatus: _status, ...input } = restaurant;
    const habitants1km = (before.population.habitants1km ?? 0) + 1234;
    expect((await admin.graphql(SAVE, { input: { ...input, habitants1km } })).errors).toBeUndefined();
    expect((await franchisee.graphql(DIAGNOSTIC)).data).toEqual({ diagnostic: { restaurantId: before.restaurantId, population: { habitants1km } } });
  });
});
