import { describe, expect, it } from "vitest";
import { useStack } from "../../../test/use-stack.js";
import { FORM, ONE, PAGE, SAVE, catalogueRestaurants, form, provinceOf, type Page } from "./restaurants.kit.js";

const stack = useStack();
const { signIn, sql } = stack;

describe("admin restaurants: the table", () => {
  it("answers a page: by site, 50 rows first, searched by site, name and city, sorted, any of the table's sizes", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const all = await catalogueRestaurants(sql, "ES");
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
    const granVia = (await catalogueRestaurants(sql, "ES")).find((r) => r.site === "ES0101")!;
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
    const madrid = await provinceOf(sql, "ES", "28");
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
