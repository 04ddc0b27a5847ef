import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../auth/passwords.js";
import type { LegacyServer } from "../index.js";
import { apiClient, type ApiClient } from "../testing/client.js";
import { factories } from "../testing/factories.js";
import { STORAGES } from "../testing/storages.js";

const refusal = (error: string) => ({ status: false, data: { error } });
const dataOf = <T = Record<string, unknown>>(answer: { body: unknown }) => (answer.body as { data: T }).data;

describe.each(STORAGES)("account area on $name", (storage) => {
  let legacy: LegacyServer;
  let es: ApiClient;

  beforeAll(async () => {
    legacy = await storage.start();
    es = apiClient(legacy.url, "ES");
  });
  afterAll(() => legacy?.close());

  it("changes the user's own name and phone, refusing a blank name and a phone with letters", async () => {
    const user = await factories(legacy.db).createUser({ market: "ES", restaurants: 1 });
    const cookie = (await es.post("login", { username: user.email, password: sha256Hex(user.password) })).cookie!;
    expect((await es.post("user/update", { name: " ", phone: "" }, cookie)).body).toEqual(refusal("name"));
    expect((await es.post("user/update", { name: "Ana", phone: "600 12a" }, cookie)).body).toEqual(refusal("phone"));
    const saved = dataOf(await es.post("user/update", { name: "  Ana Gil ", phone: "600 123 123" }, cookie));
    expect(saved).toMatchObject({ id: user.id, name: "Ana Gil", phone: "600123123", email: user.email });
    expect(dataOf(await es.get("user/data", cookie))).toMatchObject({ name: "Ana Gil", phone: "600123123" });
    expect((await es.post("user/update", { name: "Ana" })).status).toBe(403);
  });

  it("keeps the new-files notification choice", async () => {
    const user = await factories(legacy.db).createUser({ market: "ES", restaurants: 1 });
    const cookie = (await es.post("login", { username: user.email, password: sha256Hex(user.password) })).cookie!;
    expect(dataOf<{ notifications: unknown }>(await es.get("user/data", cookie)).notifications).toEqual({ newFiles: true });
    expect((await es.post("user/notifications", { new_files: "yes" }, cookie)).body).toEqual(refusal("new_files"));
    expect(dataOf(await es.post("user/notifications", { new_files: "0" }, cookie))).toEqual({ newFiles: false });
    expect(dataOf<{ notifications: unknown }>(await es.get("user/data", cookie)).notifications).toEqual({ newFiles: false });
  });

  it("lets a franchisee list, create and change the people of their restaurants only", async () => {
    const make = factories(legacy.db);
    const owner = await make.createUser({ market: "ES", restaurants: 2 });
    const [mine, other] = owner.restaurants;
    const cookie = (await es.post("login", { username: owner.email, password: sha256Hex(owner.password) })).cookie!;
    const stranger = await make.createUser({ market: "ES", restaurants: 1 });
    const strangerCookie = (await es.post("login", { username: stranger.email, password: sha256Hex(stranger.password) })).cookie!;
    expect(dataOf(await es.get("users/mine", cookie))).toEqual([]);
    const manager = await make.createUser({ market: "ES", type: "MANAGER", restaurants: [mine!.site] });
    expect((await es.get("users/mine", strangerCookie)).body).toEqual({ status: true, data: [] });
    const gerente = (await es.post("login", { username: manager.email, password: sha256Hex(manager.password) })).cookie!;
    expect((await es.get("users/mine", gerente)).body).toEqual(refusal("franchisee"));

    const person = {
      id: "-1",
      name: "Nuevo Gerente",
      email: `nuevo-${owner.id}@demo.es`,
      phone: "600 000 000",
      active: "1",
      restaurants: `${mine!.id}`,
    };
    expect((await es.post("user/save", { ...person, email: "x@gmail.com" }, cookie)).body).toEqual(refusal("email"));
    expect((await es.post("user/save", { ...person, restaurants: `${stranger.restaurants[0]!.id}` }, cookie)).body).toEqual(refusal("restaurants"));
    expect((await es.post("user/save", { ...person, email: manager.email }, cookie)).body).toEqual(refusal("exists"));
    const created = dataOf<{ id: number; type: number }>(await es.post("user/save", person, cookie));
    expect(created).toEqual({
      id: expect.any(Number),
      name: "Nuevo Gerente",
      email: person.email,
      phone: "600000000",
      type: 3,
      active: 1,
      restaurants: [mine!.id],
    });
    const changed = dataOf(
      await es.post("user/save", { ...person, id: String(created.id), active: "0", restaurants: `${mine!.id},${other!.id}` }, cookie),
    );
    expect(changed).toMatchObject({ active: 0, restaurants: [mine!.id, other!.id] });
    expect((await es.post("user/save", { ...person, id: String(stranger.id), email: stranger.email }, cookie)).body).toEqual(refusal("not_found"));
    // A co-franchisee of a restaurant is not one of the franchisee's people: neither listed nor changed.
    const partnerFranchisee = await make.createUser({ market: "ES", restaurants: [mine!.site] });
    expect((await es.post("user/save", { ...person, id: String(partnerFranchisee.id), email: partnerFranchisee.email }, cookie)).body).toEqual(
      refusal("not_found"),
    );
    expect(
      dataOf<Array<{ id: number }>>(await es.get("users/mine", cookie))
        .map((p) => p.id)
        .sort(),
    ).toEqual([manager.id, created.id].sort());
  });

  const signIn = async (user: { email: string; password: string }) =>
    (await es.post("login", { username: user.email, password: sha256Hex(user.password) })).cookie!;

  it("lets a full administrator list, create and change any user of the market, and ends a switched-off user's sessions", async () => {
    const make = factories(legacy.db);
    const admin = await make.createUser({ market: "ES", type: "ADMINISTRATOR", restaurants: 0 });
    const cookie = await signIn(admin);
    const restricted = await signIn(await make.createUser({ market: "ES", type: "RESTRICTED_ADMINISTRATOR", restaurants: 0 }));
    const owner = await make.createUser({ market: "ES", restaurants: 2 });
    const ownerCookie = await signIn(owner);
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
    const make = factories(legacy.db);
    const cookie = await signIn(await make.createUser({ market: "ES", type: "ADMINISTRATOR", restaurants: 0 }));
    const partner = await make.createUser({ market: "ES", type: "PARTNER", restaurants: 0 });
    const form = { id: String(partner.id), name: "Socio", email: partner.email, phone: "", type: "6", active: "1", restaurants: "" };
    expect(dataOf(await es.post("admin/user/save", form, cookie))).toMatchObject({ name: "Socio", type: 6, admin: 0 });
  });

  it("signs a full administrator in as a user, recording every call of that session with both identities", async () => {
    const make = factories(legacy.db);
    const admin = await make.createUser({ market: "ES", type: "ADMINISTRATOR", restaurants: 0 });
    const cookie = await signIn(admin);
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
