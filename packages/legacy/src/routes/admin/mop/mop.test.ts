import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LegacyServer } from "../../../index.js";
import { dataOf, refusal, signIn, type ApiClient } from "../../../testing/client.js";
import { type CreatedRestaurant, type CreatedUser, type Factories } from "../../../testing/factories.js";
import { STORAGES, startCatalogue } from "../../../testing/storages.js";

const REASON = "Obras en la cocina del restaurante durante todo el fin de semana, sin servicio de pedidos.";

type MopRow = { id: number; restaurant_site: string; restaurant_name: string; user_name: string; status: number; cancel: string; value: string };

describe.each(STORAGES)("MOP requests on $name", (storage) => {
  let legacy: LegacyServer, make: Factories, es: ApiClient, pt: ApiClient;
  let admin: string;
  let franchisee: string;
  let ptAdmin: string;
  let owner: CreatedUser;
  let ptRestaurant: CreatedRestaurant;

  /** A new request of `restaurant`, recorded as the channels screen records one (its status follows the market's switch). */
  const newRequest = (restaurant: CreatedRestaurant) => make.createMopRequest({ restaurant, user: owner, reason: REASON });

  beforeAll(async () => {
    ({ legacy, make, es, pt } = await startCatalogue(storage));
    owner = await make.createUser({ market: "ES", restaurants: 2 });
    ptRestaurant = await make.createRestaurant({ market: "PT" });
    [admin, franchisee, ptAdmin] = await Promise.all([
      make.createUser({ market: "ES", type: "ADMINISTRATOR", restaurants: 0 }).then((user) => signIn(es, user)),
      signIn(es, owner),
      make.createUser({ market: "PT", type: "ADMINISTRATOR", restaurants: 0 }).then((user) => signIn(pt, user)),
    ]);
  });
  afterAll(() => legacy?.close());

  it("answers 403 session without a session, and `admin` to users who are not administrators", async () => {
    for (const [method, path] of [
      ["get", "admin/mop_requests"],
      ["post", "mop_requests/update/1"],
      ["post", "mop_request/update_confirm/1"],
      ["get", "mop_request/get_confirm"],
    ] as const) {
      const anonymous = method === "get" ? await es.get(path) : await es.post(path, { status: "2" });
      expect(anonymous.status).toBe(403);
      const user = method === "get" ? await es.get(path, franchisee) : await es.post(path, { status: "2" }, franchisee);
      expect(user.body).toEqual(refusal("admin"));
    }
  });

  it("lists the market's requests newest first, in every status, with restaurant and user", async () => {
    const [first, second] = owner.restaurants;
    const pending = await make.createMopRequest({ restaurant: first!, user: owner, status: 1 });
    const confirmed = await make.createMopRequest({ restaurant: first!, user: owner, status: 2 });
    const canceled = await make.createMopRequest({ restaurant: second!, user: owner, status: 3, cancel: "La obra se ha aplazado hasta el verano." });
    for (const status of [1, 2, 3] as const) await make.createMopRequest({ restaurant: ptRestaurant, status });

    const rows = dataOf<MopRow[]>(await es.get("admin/mop_requests", admin));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([1, 2, 3]));
    expect(rows.every((r) => r.restaurant_site.startsWith("ES"))).toBe(true);
    const mine = [pending.id, confirmed.id, canceled.id];
    expect(rows.filter((r) => mine.includes(r.id)).map((r) => r.id)).toEqual([...mine].reverse());
    expect(rows.find((r) => r.id === canceled.id)).toMatchObject({
      restaurant_site: second!.site,
      user_name: owner.name,
      cancel: "La obra se ha aplazado hasta el verano.",
    });
    const ptRows = dataOf<MopRow[]>(await pt.get("admin/mop_requests", ptAdmin));
    expect(new Set(ptRows.map((r) => r.status))).toEqual(new Set([1, 2, 3]));
    expect(ptRows.every((r) => r.restaurant_site.startsWith("PT"))).toBe(true);
  });

  it("confirms at once, cancels only with a reason of 20 characters after trimming, and is safe to retry", async () => {
    const { id } = await newRequest(owner.restaurants[0]!);
    expect((await es.post(`mop_requests/update/${id}`, { status: "2" }, admin)).body).toMatchObject({
      status: true,
      data: { id, status: 2, cancel: "" },
    });
    expect((await es.post(`mop_requests/update/${id}`, { status: "2" }, admin)).body).toMatchObject({ status: true, data: { id, status: 2 } });
    expect((await es.post(`mop_requests/update/${id}`, { status: "3", cancel_value: `   ${"x".repeat(19)}   ` }, admin)).body).toEqual(
      refusal("cancel_value"),
    );
    expect((await es.post(`mop_requests/update/${id}`, { status: "3" }, admin)).body).toEqual(refusal("cancel_value"));
    expect(
      (await es.post(`mop_requests/update/${id}`, { status: "3", cancel_value: "  Se ha aplazado la obra un mes.  " }, admin)).body,
    ).toMatchObject({
      status: true,
      data: { id, status: 3, cancel: "Se ha aplazado la obra un mes." },
    });
    // Back to pending: the cancel reason goes.
    expect((await es.post(`mop_requests/update/${id}`, { status: "1" }, admin)).body).toMatchObject({ data: { id, status: 1, cancel: "" } });
    expect((await es.post(`mop_requests/update/${id}`, { status: "4" }, admin)).body).toEqual(refusal("status"));
    expect((await es.post("mop_requests/update/99999999", { status: "2" }, admin)).body).toEqual(refusal("not_found"));
    // Another market's request is not found.
    expect((await pt.post(`mop_requests/update/${id}`, { status: "2" }, ptAdmin)).body).toEqual(refusal("not_found"));
  });

  it("keeps an auto-confirm switch per market: new requests arrive confirmed when it is on, pending otherwise", async () => {
    const restaurant = owner.restaurants[1]!;
    expect((await es.get("mop_request/get_confirm", admin)).body).toEqual({ status: true, data: 0 });
    expect((await newRequest(restaurant)).status).toBe(1);
    expect((await es.post("mop_request/update_confirm/1", {}, admin)).body).toEqual({ status: true, data: 1 });
    expect((await es.post("mop_request/update_confirm/1", {}, admin)).body).toEqual({ status: true, data: 1 });
    expect((await es.get("mop_request/get_confirm", admin)).body).toEqual({ status: true, data: 1 });
    expect((await pt.get("mop_request/get_confirm", ptAdmin)).body).toEqual({ status: true, data: 0 });
    expect((await newRequest(restaurant)).status).toBe(2);
    expect((await newRequest(ptRestaurant)).status).toBe(1);
    expect((await es.post("mop_request/update_confirm/2", {}, admin)).body).toEqual(refusal("confirm"));
    expect((await es.post("mop_request/update_confirm/0", {}, admin)).body).toEqual({ status: true, data: 0 });
    expect((await newRequest(restaurant)).status).toBe(1);
  });
});
