import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../../auth/passwords.js";
import type { LegacyServer } from "../../index.js";
import { apiClient, type ApiClient } from "../../testing/client.js";
import { factories } from "../../testing/factories.js";
import { STORAGES } from "../../testing/storages.js";

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
});
