import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../auth/passwords.js";
import type { LegacyServer } from "../index.js";
import { createMopRequest } from "../models/mop.js";
import { apiClient, type ApiClient } from "../testing/client.js";
import { STORAGES } from "../testing/storages.js";

const DEMO = sha256Hex("demo1234");
const refusal = (error: string) => ({ status: false, data: { error } });
const dataOf = <T = Record<string, unknown>>(answer: { body: unknown }) => (answer.body as { data: T }).data;
const REASON = "Obras en la cocina del restaurante durante todo el fin de semana, sin servicio de pedidos.";

type MopRow = { id: number; restaurant_site: string; restaurant_name: string; user_name: string; status: number; cancel: string; value: string };

describe.each(STORAGES)("MOP requests on $name", (storage) => {
  let legacy: LegacyServer;
  let es: ApiClient;
  let pt: ApiClient;
  let admin: string;
  let franchisee: string;
  let ptAdmin: string;

  const login = async (client: ApiClient, username: string) => {
    const answer = await client.post("login", { username, password: DEMO });
    if (!answer.cookie) throw new Error(`login of ${username} failed`);
    return answer.cookie;
  };
  const newRequest = async (market: "ES" | "PT", site: string) => {
    const [restaurant] = await legacy.db.query<{ id: number }>("SELECT id FROM restaurants WHERE market = $1 AND site = $2", [market, site]);
    return createMopRequest(legacy.db, market, {
      restaurantId: restaurant.id,
      userId: null,
      start: "2099-01-01 09:00:00",
      end: "2099-01-02 09:00:00",
      reason: REASON,
    });
  };

  beforeAll(async () => {
    legacy = await storage.start();
    es = apiClient(legacy.url, "ES");
    pt = apiClient(legacy.url, "PT");
    [admin, franchisee, ptAdmin] = await Promise.all([login(es, "admin@demo.es"), login(es, "franquiciado@demo.es"), login(pt, "admin@demo.pt")]);
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

  it("lists the market's seeded requests newest first, in every status, with restaurant and user", async () => {
    const rows = dataOf<MopRow[]>(await es.get("admin/mop_requests", admin));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([1, 2, 3]));
    expect(rows.every((r) => r.restaurant_site.startsWith("ES"))).toBe(true);
    const canceled = rows.find((r) => r.status === 3 && r.restaurant_site === "ES0107")!;
    expect(canceled).toMatchObject({ restaurant_site: "ES0107", user_name: expect.stringMatching(/\w/), cancel: expect.stringMatching(/.{20}/) });
    const ptRows = dataOf<MopRow[]>(await pt.get("admin/mop_requests", ptAdmin));
    expect(new Set(ptRows.map((r) => r.status))).toEqual(new Set([1, 2, 3]));
    expect(ptRows.every((r) => r.restaurant_site.startsWith("PT"))).toBe(true);
  });

  it("confirms at once, cancels only with a reason of 20 characters after trimming, and is safe to retry", async () => {
    const { id } = await newRequest("ES", "ES0103");
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
    expect((await es.get("mop_request/get_confirm", admin)).body).toEqual({ status: true, data: 0 });
    expect((await newRequest("ES", "ES0104")).status).toBe(1);
    expect((await es.post("mop_request/update_confirm/1", {}, admin)).body).toEqual({ status: true, data: 1 });
    expect((await es.post("mop_request/update_confirm/1", {}, admin)).body).toEqual({ status: true, data: 1 });
    expect((await es.get("mop_request/get_confirm", admin)).body).toEqual({ status: true, data: 1 });
    expect((await pt.get("mop_request/get_confirm", ptAdmin)).body).toEqual({ status: true, data: 0 });
    expect((await newRequest("ES", "ES0104")).status).toBe(2);
    expect((await newRequest("PT", "PT0203")).status).toBe(1);
    expect((await es.post("mop_request/update_confirm/2", {}, admin)).body).toEqual(refusal("confirm"));
    expect((await es.post("mop_request/update_confirm/0", {}, admin)).body).toEqual({ status: true, data: 0 });
    expect((await newRequest("ES", "ES0104")).status).toBe(1);
  });
});
