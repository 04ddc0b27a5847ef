import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LegacyServer } from "../../../index.js";
import { dataOf, refusal, signIn, type ApiClient } from "../../../testing/client.js";
import { type CreatedUser, type Factories } from "../../../testing/factories.js";
import { STORAGES, startCatalogue } from "../../../testing/storages.js";

type Order = { id: number; status: number; unread: boolean; items: Array<Record<string, unknown>>; history: unknown[] };

describe.each(STORAGES)("admin orders on $name", (storage) => {
  let legacy: LegacyServer, make: Factories, es: ApiClient;
  let owner: CreatedUser;
  let ownerCookie: string;
  let admin: string;

  beforeAll(async () => {
    ({ legacy, make, es } = await startCatalogue(storage));
    owner = await make.createUser({ market: "ES", restaurants: 1 });
    const administrator = await make.createUser({ market: "ES", type: "RESTRICTED_ADMINISTRATOR", restaurants: 0 });
    [ownerCookie, admin] = await Promise.all([signIn(es, owner), signIn(es, administrator)]);
  });
  afterAll(() => legacy?.close());

  it("lists every order of the market to administrators only", async () => {
    const created = await make.createOrder({ user: owner });
    expect((await es.post("orders", { all: "1" }, ownerCookie)).body).toEqual(refusal("admin"));
    expect(dataOf<Order[]>(await es.post("orders", { all: "1" }, admin)).map((o) => o.id)).toContain(created.id);
  });

  it("lets only admins change a status, records it, and marks the order unread for its owner until read", async () => {
    const created = await make.createOrder({ user: owner });
    expect((await es.post("order/status/update", { id: String(created.id), status: "3" }, ownerCookie)).body).toEqual(refusal("admin"));
    expect((await es.post("order/status/update", { id: String(created.id), status: "9" }, admin)).body).toEqual(refusal("status"));
    const changed = dataOf<Order>(await es.post("order/status/update", { id: String(created.id), status: "3" }, admin));
    expect(changed.status).toBe(3);
    expect(changed.history).toHaveLength(2);
    expect(dataOf<Order>(await es.get(`order/${created.id}`, ownerCookie)).unread).toBe(true);
    expect(dataOf(await es.get("orders/unread", ownerCookie))).toEqual({ count: 1 });
    expect(dataOf(await es.post("order/read", { id: String(created.id) }, ownerCookie))).toBe(true);
    expect(dataOf(await es.get("orders/unread", ownerCookie))).toEqual({ count: 0 });
    const item = dataOf<Order>(await es.get(`order/${created.id}`, ownerCookie)).items[0];
    expect((await es.post("order/item/update", { id: String(item.id), item: JSON.stringify(item) }, ownerCookie)).body).toEqual(refusal("status"));
  });

  it("changes nothing when the status is the one the order has, and answers not_found for an unknown order", async () => {
    const created = await make.createOrder({ user: owner, status: 2 });
    const same = dataOf<Order>(await es.post("order/status/update", { id: String(created.id), status: "2" }, admin));
    expect([same.status, same.history]).toEqual([2, dataOf<Order>(await es.get(`order/${created.id}`, admin)).history]);
    expect(same.history).toHaveLength(2);
    expect((await es.post("order/status/update", { id: "99999999", status: "2" }, admin)).status).toBe(404);
  });
});
