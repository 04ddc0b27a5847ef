import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LegacyServer } from "../../../index.js";
import { apiClient, dataOf, refusal, signIn, type ApiClient } from "../../../testing/client.js";
import type { Factories } from "../../../testing/factories.js";
import { STORAGES, startCatalogue } from "../../../testing/storages.js";

describe.each(STORAGES)("admin users on $name", (storage) => {
  let legacy: LegacyServer, make: Factories, es: ApiClient;

  beforeAll(async () => {
    ({ legacy, make, es } = await startCatalogue(storage));
  });
  afterAll(() => legacy?.close());

  it("lets a full administrator list, create and change any user of the market, and ends a switched-off user's sessions", async () => {
    const admin = await make.createUser({ market: "ES", type: "ADMINISTRATOR", restaurants: 0 });
    const cookie = await signIn(es, admin);
    const restricted = await signIn(es, await make.createUser({ market: "ES", type: "RESTRICTED_ADMINISTRATOR", restaurants: 0 }));
    const owner = await make.createUser({ market: "ES", restaurants: 2 });
    const ownerCookie = await signIn(es, owner);
    for (const other of [restricted, ownerCookie]) {
      expect((await es.get("admin/users", other)).body).toEqual(refusal("admin"));
      expect((await es.post("admin/user/save", { id: "-1" }, other)).body).toEqual(refusal("admin"));
    }
    const listed = dataOf<Array<{ id: number; restaurants: number[]; admin: number }>>(await es.get("admin/users", cookie));
    expect(listed.find((u) => u.id === owner.id)).toMatchObject({ type: 1, admin: 0, active: 1, restaurants: owner.restaurants.map((r) => r.id) });
    expect(listed.find((u) => u.id === admin.id)).toMatchObject({ type: 2, admin: 1, restaurants: [] });

    const form = { id: "-1", name: "Consultora Nueva", email: `consultora-${admin.id}@demo.es`, phone: "", type: "5", active: "1", restaurants: "" };
    expect((await es.post("admin/user/save", { ...form, type: "4" }, cookie)).body).toEqual(refusal("type"));
    expect((await es.post("admin/user/save", { ...form, type: "6" }, cookie)).body).toEqual(refusal("type"));
    expect((await es.post("admin/user/save", { ...form, email: owner.email.toUpperCase() }, cookie)).body).toEqual(refusal("exists"));
    expect((await es.post("admin/user/save", { ...form, restaurants: "999999" }, cookie)).body).toEqual(refusal("restaurants"));
    const created = dataOf<{ id: number }>(await es.post("admin/user/save", form, cookie));
    expect(created).toEqual({
      id: expect.any(Number),
      name: "Consultora Nueva",
      email: form.email,
      phone: "",
      type: 5,
      admin: 0,
      active: 1,
      restaurants: [],
    });
    const promoted = dataOf(
      await es.post("admin/user/save", { ...form, id: String(created.id), type: "2", restaurants: `${owner.restaurants[0]!.id}` }, cookie),
    );
    expect(promoted).toMatchObject({ type: 2, admin: 1, restaurants: [owner.restaurants[0]!.id] });
    expect((await es.get(`admin/user/${created.id}`, cookie)).body).toMatchObject({ data: { type: 2, admin: 1 } });
    expect((await es.get("admin/user/99999999", cookie)).body).toEqual(refusal("not_found"));

    // An administrator never demotes or switches off themself.
    const self = { ...form, id: String(admin.id), email: admin.email, name: admin.name };
    expect((await es.post("admin/user/save", { ...self, type: "1" }, cookie)).body).toEqual(refusal("self"));
    expect((await es.post("admin/user/save", { ...self, type: "2", active: "0" }, cookie)).body).toEqual(refusal("self"));

    // Switching the franchisee off ends their open session at once.
    expect((await es.get("user/data", ownerCookie)).status).toBe(200);
    const off = {
      ...form,
      id: String(owner.id),
      name: owner.name,
      email: owner.email,
      type: "1",
      active: "0",
      restaurants: owner.restaurants.map((r) => r.id).join(","),
    };
    expect(dataOf(await es.post("admin/user/save", off, cookie))).toMatchObject({ active: 0, type: 1 });
    expect((await es.get("user/data", ownerCookie)).status).toBe(403);
  });

  it("keeps a restricted administrator's or a partner's own type when an administrator changes them", async () => {
    const cookie = await signIn(es, await make.createUser({ market: "ES", type: "ADMINISTRATOR", restaurants: 0 }));
    const partner = await make.createUser({ market: "ES", type: "PARTNER", restaurants: 0 });
    const form = { id: String(partner.id), name: "Socio", email: partner.email, phone: "", type: "6", active: "1", restaurants: "" };
    expect(dataOf(await es.post("admin/user/save", form, cookie))).toMatchObject({ name: "Socio", type: 6, admin: 0 });
  });

  it("signs a full administrator in as a user, recording every call of that session with both identities", async () => {
    const admin = await make.createUser({ market: "ES", type: "ADMINISTRATOR", restaurants: 0 });
    const cookie = await signIn(es, admin);
    const owner = await make.createUser({ market: "ES", restaurants: 1 });
    const other = await make.createUser({ market: "ES", type: "ADMINISTRATOR", restaurants: 0 });
    const off = await make.createUser({ market: "ES", restaurants: 1, active: false });
    expect((await es.post("admin/user/login_as", { user_id: String(other.id) }, cookie)).body).toEqual(refusal("admin"));
    expect((await es.post("admin/user/login_as", { user_id: String(admin.id) }, cookie)).body).toEqual(refusal("self"));
    expect((await es.post("admin/user/login_as", { user_id: String(off.id) }, cookie)).body).toEqual(refusal("inactive"));
    expect((await es.post("admin/user/login_as", { user_id: "99999999" }, cookie)).body).toEqual(refusal("not_found"));
    const pt = apiClient(legacy.url, "PT");
    expect((await pt.post("admin/user/login_as", { user_id: String(owner.id) }, cookie)).status).toBe(403); // an ES session means nothing in PT

    const answer = await es.post("admin/user/login_as", { user_id: String(owner.id) }, cookie);
    expect(dataOf(answer)).toMatchObject({ id: owner.id, email: owner.email, exp: expect.any(Number) });
    const borrowed = answer.cookie!;
    expect(dataOf(await es.get("user/data", borrowed))).toMatchObject({ id: owner.id, restaurants: [{ id: owner.restaurants[0]!.id }] });
    await es.post("user/notifications", { new_files: "0" }, borrowed);
    expect(dataOf(await es.get("user/data", cookie))).toMatchObject({ id: admin.id }); // the administrator's own session goes on
    expect(dataOf(await es.get(`admin/user/${owner.id}/borrowed`, cookie))).toEqual([
      { id: expect.any(Number), admin_id: admin.id, admin_name: admin.name, method: "POST", path: "user/notifications", date: expect.any(String) },
      { id: expect.any(Number), admin_id: admin.id, admin_name: admin.name, method: "GET", path: "user/data", date: expect.any(String) },
      { id: expect.any(Number), admin_id: admin.id, admin_name: admin.name, method: "POST", path: "admin/user/login_as", date: expect.any(String) },
    ]);
    expect((await es.get(`admin/user/${owner.id}/borrowed`, borrowed)).body).toEqual(refusal("admin"));
  });
});
