import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex, verifyPassword } from "../auth/passwords.js";
import type { LegacyServer } from "../index.js";
import { STORAGES } from "../testing/storages.js";
import { dropAll } from "./drop.js";
import { migrate, migrationFiles } from "./migrate.js";
import { SEEDS, runSeeds } from "./seed/index.js";

describe.each(STORAGES)("database on $name", (storage) => {
  let legacy: LegacyServer;

  beforeAll(async () => {
    legacy = await storage.start();
  });
  afterAll(() => legacy?.close());

  it("records the applied migrations and seeds and does not repeat them", async () => {
    const files = await migrationFiles();
    expect(files[0]).toBe("001_session.sql");
    const applied = await legacy.db.query<{ name: string }>("SELECT name FROM migrations ORDER BY name");
    expect(applied.map((row) => row.name)).toEqual(files);
    expect(await migrate(legacy.db)).toEqual([]);
    expect(await runSeeds(legacy.db)).toEqual([]);
  });

  it("seeds restaurants with every field, one inactive per market", async () => {
    const rows = await legacy.db.query<Record<string, unknown>>("SELECT * FROM restaurants ORDER BY id");
    const es = rows.filter((r) => r.market === "ES");
    const pt = rows.filter((r) => r.market === "PT");
    expect(es).toHaveLength(12);
    expect(pt).toHaveLength(8);
    expect(es.every((r) => /^ES\d{4}$/.test(String(r.site)))).toBe(true);
    expect(pt.every((r) => /^PT\d{4}$/.test(String(r.site)))).toBe(true);
    for (const row of es)
      expect(
        Object.entries(row)
          .filter(([, v]) => v === null || v === "")
          .map(([k]) => k),
      ).toEqual(row.mop_status === null ? ["mop_status"] : []);
    for (const row of pt)
      expect(
        Object.entries(row)
          .filter(([, v]) => v === null || v === "")
          .map(([k]) => k),
      ).toEqual(["mop_service", "mop_status"]);
    expect(es.filter((r) => r.active === "0").map((r) => r.site)).toEqual(["ES0111"]);
    expect(pt.filter((r) => r.active === "0").map((r) => r.site)).toEqual(["PT0206"]);
    expect(new Set(rows.map((r) => r.delivery))).toEqual(new Set(["none", "Uber", "Glovo"]));
    expect(new Set(es.map((r) => r.type))).toEqual(new Set([1, 2, 3, 4]));
  });

  it("seeds users tied to 2 to 4 restaurants of their own market, all with the demo password", async () => {
    const users = await legacy.db.query<{ email: string; market: string; links: number; foreign: number; password_hash: string }>(
      `SELECT u.email, u.market, u.password_hash, count(ur.restaurant_id)::int AS links,
              count(*) FILTER (WHERE r.market <> u.market)::int AS foreign
         FROM users u JOIN user_restaurants ur ON ur.user_id = u.id JOIN restaurants r ON r.id = ur.restaurant_id
        GROUP BY u.id ORDER BY u.id`,
    );
    expect(users.map((u) => u.email)).toEqual([
      "franquiciado@demo.es",
      "admin@demo.es",
      "gerente@demo.es",
      "restringido@demo.es",
      "consultor@demo.es",
      "partner@demo.es",
      "nuevo@demo.es",
      "inactivo@demo.es",
      "franqueado@demo.pt",
      "admin@demo.pt",
      "gerente@demo.pt",
      "restrito@demo.pt",
      "consultor@demo.pt",
      "parceiro@demo.pt",
      "novo@demo.pt",
      "inativo@demo.pt",
    ]);
    for (const user of users) {
      expect(user.links).toBeGreaterThanOrEqual(2);
      expect(user.links).toBeLessThanOrEqual(4);
      expect(user.foreign).toBe(0);
    }
    expect(await verifyPassword(sha256Hex("demo1234"), users[0].password_hash)).toBe(true);
    expect(await verifyPassword(sha256Hex("demo1234"), users[15].password_hash)).toBe(true);
  });

  it("rolls a failed transaction back", async () => {
    await expect(
      legacy.db.transaction(async (tx) => {
        await tx.query("UPDATE users SET name = 'Changed' WHERE email = 'admin@demo.es'");
        throw new Error("stop");
      }),
    ).rejects.toThrow("stop");
    const [row] = await legacy.db.query<{ name: string }>("SELECT name FROM users WHERE email = 'admin@demo.es'");
    expect(row.name).toBe("Javier Romero Gil");
  });

  it("drops everything, migrates and seeds again (the reset command)", async () => {
    await legacy.db.query("UPDATE users SET name = 'Changed' WHERE email = 'admin@demo.es'");
    await dropAll(legacy.db);
    expect(await legacy.db.query("SELECT tablename FROM pg_tables WHERE schemaname = current_schema()")).toEqual([]);
    const files = await migrationFiles();
    expect(files.slice(0, 7)).toEqual([
      "001_session.sql",
      "002_library.sql",
      "003_home.sql",
      "004_mail.sql",
      "005_ordering.sql",
      "006_people.sql",
      "007_mop_requests.sql",
    ]);
    expect(await migrate(legacy.db)).toEqual(files);
    expect(await runSeeds(legacy.db)).toEqual(SEEDS.map((seed) => seed.area));
    const [row] = await legacy.db.query<{ id: number; name: string }>("SELECT id, name FROM users WHERE email = 'admin@demo.es'");
    expect(row).toEqual({ id: 2, name: "Javier Romero Gil" });
  });
});
