import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../auth/passwords.js";
import { startLegacy, type LegacyServer } from "../index.js";
import { apiClient } from "./client.js";
import { factories, type Factories } from "./factories.js";

describe("test factories", () => {
  let legacy: LegacyServer;
  let make: Factories;
  beforeAll(async () => {
    legacy = await startLegacy({ port: 0, dataDir: "memory", quiet: true });
    make = factories(legacy.db, legacy.storage);
  });
  afterAll(() => legacy?.close());

  it("makes a user of its own who signs in with its restaurants, its favourite and its legal terms", async () => {
    const user = await make.createUser({ market: "PT", type: "CONSULTANT", restaurants: 3, password: "segredo-1" });
    expect(user.email).toMatch(/^test-[0-9a-z]+@demo\.pt$/);
    expect(user.restaurants.map((r) => r.site)).toEqual(["PT9001", "PT9002", "PT9003"]);
    const pt = apiClient(legacy.url, "PT");
    const login = await pt.post("login", { username: user.email, password: sha256Hex("segredo-1") });
    expect(login.body).toMatchObject({
      status: true,
      data: { id: user.id, email: user.email, type: 5, admin: 0, legal: 1, favorite: user.restaurants[0].id },
    });
    const data = await pt.get("user/data", login.cookie);
    expect((data.body as { data: { restaurants: Array<{ site: string }> } }).data.restaurants.map((r) => r.site)).toEqual([
      "PT9001",
      "PT9002",
      "PT9003",
    ]);

    const pending = await make.createUser({ market: "PT", restaurants: ["PT0201"], legalAccepted: false, type: "ADMINISTRATOR" });
    expect(pending.restaurants.map((r) => r.site)).toEqual(["PT0201"]);
    expect((await pt.post("login", { username: pending.email, password: sha256Hex("demo1234") })).body).toMatchObject({
      status: true,
      data: { id: pending.id, type: 2, admin: 1, legal: 0, favorite: pending.restaurants[0].id },
    });
    expect(pending.email).not.toBe(user.email);
  });

  it("makes an active resource in a section, listed by the catalogue", async () => {
    const resource = await make.createResource({ market: "ES", section: "campanas", name: "Cartel de prueba" });
    const [row] = await legacy.db.query<{ name: string; status: number; lang: string; section: string }>(
      `SELECT r.name, r.status, r.lang, s.url AS section FROM resources r JOIN resource_sections rs ON rs.resource_id = r.id AND rs.pos = 0
       JOIN sections s ON s.id = rs.section_id WHERE r.id = $1`,
      [resource.id],
    );
    expect(row).toEqual({ name: "Cartel de prueba", status: 1, lang: "CAST", section: "campanas" });
    await expect(make.createResource({ market: "ES", section: "no-such-section" })).rejects.toThrow(
      "createResource: no section no-such-section in ES",
    );
  });

  it("makes a restaurant with its own fields and an order of its user with items, history and chat, as the catalogue answers them", async () => {
    const billing = { razon: "Prueba SL", cif: "B00000000", fiscal_address: "Calle Mayor 1" };
    const restaurant = await make.createRestaurant({ market: "PT", name: "Loja de teste", province: 111, region: 3, fiscal: billing });
    const user = await make.createUser({ market: "PT", restaurants: [restaurant.site] });
    const resource = await make.createResource({ market: "PT", section: "interior", type: "poster", reference: "TST-001" });
    const order = await make.createOrder({
      user,
      status: 3,
      date: "2025-02-03 10:20:30",
      items: [{ resource: resource.id, billed: restaurant.id }, { method: 4 }],
    });
    const extra = await make.createOrderItem({ order, format: 29 });
    await make.createChatMessage({ order, user, message: "Olá", date: "2025-02-04 08:00:00" });
    const pt = apiClient(legacy.url, "PT");
    const cookie = (await pt.post("login", { username: user.email, password: sha256Hex(user.password) })).cookie;
    const answer = (await pt.get(`order/${order.id}`, cookie)).body as { data: Record<string, unknown> & { items: Array<Record<string, unknown>> } };
    expect(answer.data).toMatchObject({
      id: order.id,
      number: order.number,
      status: 3,
      date: "2025-02-03 10:20:30",
      restaurant_id: restaurant.id,
      restaurant_site: restaurant.site,
      restaurant_razon: "Prueba SL",
      unread: false,
      history: [
        { status: 1, date: "2025-02-03 10:20:30", user_name: user.name },
        { status: 3, date: "2025-02-03 10:20:30", user_name: null },
      ],
      comments: [{ user_id: user.id, message: "Olá", create_date: "2025-02-04 08:00:00" }],
    });
    expect(answer.data.items.map((i) => [i.id, i.resource_id, i.method, i.format_id, i.size_key, i.billed, i.reference])).toEqual([
      [order.items[0]!.id, resource.id, 1, 1, "a1", restaurant.id, "TST-001"],
      [order.items[1]!.id, order.items[1]!.resourceId, 4, null, "", -1, null],
      [extra.id, extra.resourceId, 1, 29, "", -1, null],
    ]);
  });

  it("changes rows as the catalogue's admin would behind the BFF's back, answering what they replaced", async () => {
    const resource = await make.createResource({ market: "ES", section: "campanas", name: "Antes" });
    const resourceRow = () =>
      legacy.db.query("SELECT name, status, to_char(update_date, 'YYYY') AS year, file_name, file_size FROM resources WHERE id = $1", [resource.id]);
    const before = await make.touchResource({ resource, name: "Después", status: 0, updated: "2020-05-06 07:08:09" });
    expect(before).toEqual({ name: "Antes", status: 1, updated: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/) });
    expect(await resourceRow()).toEqual([{ name: "Después", status: 0, year: "2020", file_name: null, file_size: null }]);
    await make.touchResource({ resource, ...before });
    const { path } = await make.attachResourceFile({ resource, name: "cartel.pdf", content: Buffer.from("bytes") });
    expect(await resourceRow()).toEqual([
      { name: "Antes", status: 1, year: before.updated!.toString().slice(0, 4), file_name: "cartel.pdf", file_size: 5 },
    ]);
    expect(await readFile(legacy.storage.pathOf("ES", path), "utf8")).toBe("bytes");

    const user = await make.createUser({ market: "ES", restaurants: 2 });
    await make.unlinkRestaurant({ user, restaurant: user.restaurants[1]! });
    expect(await legacy.db.query("SELECT restaurant_id FROM user_restaurants WHERE user_id = $1", [user.id])).toEqual([
      { restaurant_id: user.restaurants[0]!.id },
    ]);
    await make.setRestaurantLastChange({ restaurant: user.restaurants[0]!, by: "Ana", at: "2020-01-02 03:04:05" });
    await make.createChannel({
      restaurant: user.restaurants[1]!,
      cvPublic: "Público",
      cvTeam: "Equipo",
      lastChange: { by: "Luis", at: "2021-02-03 04:05:06" },
    });
    expect(
      await legacy.db.query(
        `SELECT r.log_user, to_char(r.log_date, 'YYYY-MM-DD HH24:MI:SS') AS log_date, c.cv_public, c.cv_team, c.log_user AS channel_user,
                to_char(c.log_date, 'YYYY-MM-DD HH24:MI:SS') AS channel_date
           FROM restaurants r LEFT JOIN restaurant_channels c ON c.restaurant_id = r.id WHERE r.id = ANY($1::int[]) ORDER BY r.id`,
        [user.restaurants.map((r) => r.id)],
      ),
    ).toEqual([
      { log_user: "Ana", log_date: "2020-01-02 03:04:05", cv_public: null, cv_team: null, channel_user: null, channel_date: null },
      expect.objectContaining({ cv_public: "Público", cv_team: "Equipo", channel_user: "Luis", channel_date: "2021-02-03 04:05:06" }),
    ]);

    const auto = await make.setMopAutoConfirm({ market: "PT", autoConfirm: 1 });
    expect([auto, await make.setMopAutoConfirm({ market: "PT", autoConfirm: auto })]).toEqual([0, 1]);
    const status = await make.setChannelServiceStatus({ market: "PT", slug: "mcexpress", status: 0 });
    expect([status, await make.setChannelServiceStatus({ market: "PT", slug: "mcexpress", status })]).toEqual([1, 0]);
  });
});
