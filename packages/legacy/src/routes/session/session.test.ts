import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../../auth/passwords.js";
import type { ApiCall, LegacyServer } from "../../index.js";
import { apiClient, type ApiClient } from "../../testing/client.js";
import { factories, type Factories } from "../../testing/factories.js";
import { STORAGES } from "../../testing/storages.js";
import { ES_RESTAURANTS } from "../../db/seed/data/restaurants.js";

const DEMO = sha256Hex("demo1234");
const SESSION_REFUSAL = { status: false, data: { error: "session" } };
const refusal = (error: string) => ({ status: false, data: { error } });

/** ES0101 of the demo seed as the catalogue answers it: its seed row, the province by id. */
const { province: _code, ...granVia } = ES_RESTAURANTS[0]!;
const GRAN_VIA = { id: 1, ...granVia, province_id: 28, selected: 1, available: 1 };

describe.each(STORAGES)("session area on $name", (storage) => {
  let legacy: LegacyServer;
  let es: ApiClient;
  let pt: ApiClient;
  // Tests that change a user (favourite, legal terms, password) change one of their own, never a demo account.
  let make: Factories;
  const calls: ApiCall[] = [];

  beforeAll(async () => {
    legacy = await storage.start({ onRequest: (call) => calls.push(call) });
    es = apiClient(legacy.url, "ES");
    pt = apiClient(legacy.url, "PT");
    make = factories(legacy.db);
  });
  afterAll(() => legacy?.close());

  const login = async (client: ApiClient, username: string, password = DEMO) => {
    const answer = await client.post("login", { username, password });
    if (!answer.cookie) throw new Error(`login of ${username} failed: ${JSON.stringify(answer.body)}`);
    return answer.cookie;
  };
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  describe("login", () => {
    it("answers the user with the session expiry and sets ci_session", async () => {
      const answer = await es.post("login", { username: "franquiciado@demo.es", password: DEMO });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        status: true,
        data: {
          id: 1,
          name: "Laura Martín Sánchez",
          email: "franquiciado@demo.es",
          phone: "600123123",
          type: 1,
          admin: 0,
          active: 1,
          legal: 1,
          notifications: { newFiles: true },
          letter: 1,
          favorite: 1,
          exp: expect.any(Number),
        },
      });
      const exp = (answer.body as { data: { exp: number } }).data.exp;
      expect(Math.abs(exp - (nowSeconds() + 28800))).toBeLessThanOrEqual(2);
      expect(answer.cookie).toMatch(/^ci_session=[0-9a-f]{64}$/);
      expect(answer.headers.get("set-cookie")).toMatch(/; Path=\/es\/api; HttpOnly; SameSite=Lax$/);
    });

    it("takes the e-mail trimmed and in any case", async () => {
      const answer = await es.post("login", { username: "  ADMIN@Demo.ES ", password: DEMO.toUpperCase() });
      expect(answer.body).toMatchObject({ status: true, data: { id: 2, email: "admin@demo.es", type: 2, admin: 1 } });
    });

    it("refuses a wrong password, an unknown user, a malformed hash and empty fields with credentials", async () => {
      expect((await es.post("login", { username: "franquiciado@demo.es", password: sha256Hex("demo12345") })).body).toEqual(refusal("credentials"));
      expect((await es.post("login", { username: "nadie@demo.es", password: DEMO })).body).toEqual(refusal("credentials"));
      expect((await es.post("login", { username: "franquiciado@demo.es", password: "demo1234" })).body).toEqual(refusal("credentials"));
      const empty = await es.post("login", {});
      expect(empty.status).toBe(200);
      expect(empty.body).toEqual(refusal("credentials"));
      expect(empty.cookie).toBeUndefined();
    });

    it("refuses an inactive account with inactive, but only after a right password", async () => {
      expect((await es.post("login", { username: "inactivo@demo.es", password: DEMO })).body).toEqual(refusal("inactive"));
      expect((await pt.post("login", { username: "inativo@demo.pt", password: DEMO })).body).toEqual(refusal("inactive"));
      expect((await es.post("login", { username: "inactivo@demo.es", password: sha256Hex("x") })).body).toEqual(refusal("credentials"));
    });

    it("knows each market's users only on its own base", async () => {
      expect((await pt.post("login", { username: "franquiciado@demo.es", password: DEMO })).body).toEqual(refusal("credentials"));
      expect((await es.post("login", { username: "franqueado@demo.pt", password: DEMO })).body).toEqual(refusal("credentials"));
      const answer = await pt.post("login", { username: "franqueado@demo.pt", password: DEMO });
      expect(answer.body).toMatchObject({ status: true, data: { id: 9, name: "João Pereira da Silva", type: 1, legal: 1 } });
      expect(answer.headers.get("set-cookie")).toContain("Path=/pt/api");
    });
  });

  describe("user/data and the session check", () => {
    it("answers 403 session without a cookie, with an unknown one or a malformed one", async () => {
      for (const cookie of [undefined, `ci_session=${"a".repeat(64)}`, "ci_session=nonsense", "other=1"]) {
        const answer = await es.get("user/data", cookie);
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual(SESSION_REFUSAL);
      }
    });

    it("answers the user with the restaurants", async () => {
      const cookie = await login(es, "franquiciado@demo.es");
      const answer = await es.get("user/data", cookie);
      expect(answer.status).toBe(200);
      const data = (answer.body as { data: { restaurants: Array<{ site: string }> } }).data;
      expect(data).toMatchObject({ id: 1, email: "franquiciado@demo.es", legal: 1, exp: expect.any(Number) });
      expect(data.restaurants.map((r) => r.site)).toEqual(["ES0101", "ES0102", "ES0105"]);
      expect(data.restaurants[0]).toEqual(GRAN_VIA);
    });

    it("gives PT restaurants no mop fields", async () => {
      const cookie = await login(pt, "franqueado@demo.pt");
      const answer = await pt.get("user/data", cookie);
      const restaurants = (answer.body as { data: { restaurants: Array<Record<string, unknown>> } }).data.restaurants;
      expect(restaurants.map((r) => [r.site, r.mop_service, r.mop_status])).toEqual([
        ["PT0201", null, null],
        ["PT0202", null, null],
        ["PT0207", null, null],
      ]);
      expect(restaurants[0]).toMatchObject({ name: "Lisboa Avenida da Liberdade", province_id: 111, cp: "1250-146", delivery: "Uber" });
    });

    it("does not accept an ES session on the PT base", async () => {
      const cookie = await login(es, "franquiciado@demo.es");
      const answer = await pt.get("user/data", cookie);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(SESSION_REFUSAL);
      expect((await es.get("user/data", cookie)).status).toBe(200);
    });

    it("slides the expiry on every call", async () => {
      const cookie = await login(es, "consultor@demo.es");
      const id = cookie.split("=")[1];
      await legacy.db.query("UPDATE sessions SET expires_at = $1 WHERE id = $2", [new Date(Date.now() + 5000).toISOString(), id]);
      const answer = await es.get("user/restaurants", cookie);
      expect(answer.status).toBe(200);
      const [row] = await legacy.db.query<{ expires_at: Date }>("SELECT expires_at FROM sessions WHERE id = $1", [id]);
      expect(Math.abs(new Date(row.expires_at).getTime() / 1000 - (nowSeconds() + 28800))).toBeLessThanOrEqual(2);
    });

    it("answers 403 session once the session expired", async () => {
      const cookie = await login(es, "gerente@demo.es");
      expect((await es.get("user/data", cookie)).status).toBe(200);
      await legacy.expireSessions();
      const answer = await es.get("user/data", cookie);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(SESSION_REFUSAL);
    });
  });

  describe("logout", () => {
    it("destroys the session and clears the cookie", async () => {
      const cookie = await login(es, "partner@demo.es");
      const answer = await es.get("logout", cookie);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: true, data: true });
      expect(answer.headers.get("set-cookie")).toMatch(/^ci_session=; Path=\/es\/api; Expires=Thu, 01 Jan 1970/);
      expect((await es.get("user/data", cookie)).status).toBe(403);
    });

    it("answers true without a session too", async () => {
      expect((await es.get("logout")).body).toEqual({ status: true, data: true });
      expect((await pt.get("logout", `ci_session=${"b".repeat(64)}`)).body).toEqual({ status: true, data: true });
    });
  });

  describe("legal terms (pending session)", () => {
    it("allows only legal/accept and logout until the terms are accepted", async () => {
      const user = await make.createUser({ market: "ES", legalAccepted: false, favorite: null });
      const first = await es.post("login", { username: user.email, password: DEMO });
      expect(first.body).toMatchObject({ status: true, data: { id: user.id, legal: 0, active: 1, favorite: null } });
      const cookie = first.cookie as string;
      for (const answer of [
        await es.get("user/data", cookie),
        await es.get("user/restaurants", cookie),
        await es.get("provinces", cookie),
        await es.post("user/favorite", { restaurant_id: "9" }, cookie),
      ]) {
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual(SESSION_REFUSAL);
      }
      const accepted = await es.post("legal/accept", {}, cookie);
      expect(accepted.body).toMatchObject({ status: true, data: { id: user.id, email: user.email, legal: 1, exp: expect.any(Number) } });
      expect((await es.get("user/data", cookie)).status).toBe(200);
      // From now on a login gives a complete session at once.
      const again = await es.post("login", { username: user.email, password: DEMO });
      expect(again.body).toMatchObject({ status: true, data: { legal: 1 } });
      expect((await es.get("user/data", again.cookie)).status).toBe(200);
    });

    it("lets a pending session log out", async () => {
      const cookie = await login(pt, "novo@demo.pt");
      expect((await pt.get("logout", cookie)).body).toEqual({ status: true, data: true });
      expect((await pt.post("legal/accept", {}, cookie)).status).toBe(403);
      const [user] = await legacy.db.query<{ legal: number }>("SELECT legal FROM users WHERE email = 'novo@demo.pt'");
      expect(user.legal).toBe(0);
    });

    it("answers 403 session to legal/accept without a session", async () => {
      const answer = await es.post("legal/accept");
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(SESSION_REFUSAL);
    });
  });

  describe("password reminder", () => {
    const reminderOf = async (market: "ES" | "PT", to: string) => {
      const mails = (await legacy.outbox(market)).filter((mail) => mail.to === to);
      const mail = mails[mails.length - 1];
      const [, , id, time] = mail.link.split("/");
      return { mail, id, time };
    };

    it("answers true for an unknown user and writes no mail", async () => {
      const before = (await legacy.outbox("ES")).length;
      expect((await es.post("user/remember", { username: "nadie@demo.es" })).body).toEqual({ status: true, data: true });
      expect((await es.post("user/remember", {})).body).toEqual({ status: true, data: true });
      expect((await es.post("user/remember", { username: "franqueado@demo.pt" })).body).toEqual({ status: true, data: true });
      expect(await legacy.outbox("ES")).toHaveLength(before);
    });

    it("writes a mail with the change-password link valid 24 hours", async () => {
      expect((await es.post("user/remember", { username: " Gerente@demo.es" })).body).toEqual({ status: true, data: true });
      const { mail, id, time } = await reminderOf("ES", "gerente@demo.es");
      expect(mail.subject).toBe("Recordatorio de contraseña");
      expect(mail.link).toMatch(/^\/changepassword\/[0-9a-f]{48}\/\d{10}$/);
      expect(mail.body).toContain(mail.link);
      expect(mail.body).toContain("Marta Navarro Ruiz");
      expect(id).toHaveLength(48);
      expect(Math.abs(Number(time) - (nowSeconds() + 86400))).toBeLessThanOrEqual(2);
      expect((await legacy.outbox("PT")).some((m) => m.to === "gerente@demo.es")).toBe(false);

      await pt.post("user/remember", { username: "gerente@demo.pt" });
      const ptMail = await reminderOf("PT", "gerente@demo.pt");
      expect(ptMail.mail.subject).toBe("Recuperação da palavra-passe");
    });

    it("changes the password: invalid, expired and mismatch first, then success once", async () => {
      const newHash = sha256Hex("nueva5678");
      const user = await make.createUser({ market: "ES", type: "MANAGER" });
      await es.post("user/remember", { username: user.email });
      const { id, time } = await reminderOf("ES", user.email);
      const change = (fields: Record<string, string>) => es.post("user/password", { id, time, password: newHash, repeat: newHash, ...fields });

      expect((await change({ id: "f".repeat(48) })).body).toEqual(refusal("invalid"));
      expect((await change({ time: String(Number(time) + 1) })).body).toEqual(refusal("invalid"));
      expect((await change({ time: "" })).body).toEqual(refusal("invalid"));
      expect((await pt.post("user/password", { id, time, password: newHash, repeat: newHash })).body).toEqual(refusal("invalid"));
      expect((await change({ repeat: sha256Hex("otra") })).body).toEqual(refusal("mismatch"));
      expect((await change({ password: "corta", repeat: "corta" })).body).toEqual(refusal("password"));

      const stayingIn = await login(es, user.email);
      expect((await change({})).body).toEqual({ status: true, data: true });
      expect((await change({})).body).toEqual(refusal("invalid"));
      expect((await es.get("user/data", stayingIn)).status).toBe(403);

      expect((await es.post("login", { username: user.email, password: DEMO })).body).toEqual(refusal("credentials"));
      expect((await es.post("login", { username: user.email, password: newHash })).body).toMatchObject({ status: true, data: { id: user.id } });
    });

    it("refuses an expired link with expired", async () => {
      await pt.post("user/remember", { username: "consultor@demo.pt" });
      const { id } = await reminderOf("PT", "consultor@demo.pt");
      const past = nowSeconds() - 60;
      await legacy.db.query("UPDATE password_tokens SET time = $1 WHERE id = $2", [past, id]);
      const hash = sha256Hex("nova");
      const answer = await pt.post("user/password", { id, time: String(past), password: hash, repeat: hash });
      expect(answer.body).toEqual(refusal("expired"));
      expect((await pt.post("login", { username: "consultor@demo.pt", password: DEMO })).body).toMatchObject({ status: true });
    });
  });

  describe("user/favorite and user/restaurants", () => {
    it("remembers one of the user's restaurants", async () => {
      const user = await make.createUser({ market: "ES", restaurants: 2 });
      const second = user.restaurants[1].id;
      const cookie = await login(es, user.email);
      expect((await es.get("user/data", cookie)).body).toMatchObject({ data: { favorite: user.restaurants[0].id } });
      expect((await es.post("user/favorite", { restaurant_id: String(second) }, cookie)).body).toEqual({ status: true, data: true });
      expect((await es.get("user/data", cookie)).body).toMatchObject({ data: { favorite: second } });
    });

    it("refuses a restaurant that is not the user's with restaurant", async () => {
      const cookie = await login(es, "franquiciado@demo.es");
      for (const restaurant_id of ["4", "13", "abc", "", "-1"]) {
        expect((await es.post("user/favorite", { restaurant_id }, cookie)).body).toEqual(refusal("restaurant"));
      }
      expect((await es.post("user/favorite", { restaurant_id: "5" })).status).toBe(403);
    });

    it("lists the user's restaurants", async () => {
      const cookie = await login(pt, "admin@demo.pt");
      const answer = await pt.get("user/restaurants", cookie);
      const list = (answer.body as { status: boolean; data: Array<{ site: string }> }).data;
      expect(list.map((r) => r.site)).toEqual(["PT0201", "PT0203", "PT0205", "PT0208"]);
      expect((await pt.get("user/restaurants")).status).toBe(403);
    });
  });

  describe("reference lists", () => {
    it("lists the provinces without code 00", async () => {
      const cookie = await login(es, "admin@demo.es");
      const answer = await es.get("provinces", cookie);
      const list = (answer.body as { data: Array<{ id: number; code: string; name: string; habitants: number }> }).data;
      expect(list).toHaveLength(52);
      expect(list.some((p) => p.code === "00")).toBe(false);
      expect(list[0]).toEqual({ id: 1, code: "01", name: "Álava", habitants: 335000 });
      expect(list.find((p) => p.code === "28")).toEqual({ id: 28, code: "28", name: "Madrid", habitants: 6870000 });

      const ptList = (await pt.get("provinces", await login(pt, "admin@demo.pt"))).body as { data: Array<{ code: string; name: string }> };
      expect(ptList.data).toHaveLength(20);
      expect(ptList.data.find((p) => p.code === "11")).toEqual({ id: 111, code: "11", name: "Lisboa", habitants: 2275000 });
      expect((await es.get("provinces")).status).toBe(403);
    });

    it("lists each market's languages without a session", async () => {
      expect((await es.get("languages")).body).toEqual({
        status: true,
        data: [
          { id: "CAST", name: "Castellano", fullname: "Castellano (España)" },
          { id: "CAT", name: "Català", fullname: "Català (Catalunya)" },
        ],
      });
      expect((await pt.get("languages")).body).toEqual({
        status: true,
        data: [{ id: "PT", name: "Português", fullname: "Português (Portugal)" }],
      });
    });
  });

  describe("routing", () => {
    it("answers unknown paths with 404 not_found", async () => {
      const answer = await es.get("nothing/here");
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(refusal("not_found"));
      for (const path of ["/", "/fr/api/languages", "/es/api", "/es/languages"]) {
        const res = await fetch(legacy.url + path);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual(refusal("not_found"));
      }
      expect((await es.post("languages")).status).toBe(404);
    });

    it("reports every API call to onRequest", async () => {
      calls.length = 0;
      await es.get("languages");
      await pt.post("login", { username: "x", password: "y" });
      await es.get("nothing/here");
      expect(calls).toEqual([
        { market: "ES", method: "GET", path: "languages" },
        { market: "PT", method: "POST", path: "login" },
        { market: "ES", method: "GET", path: "nothing/here" },
      ]);
    });
  });
});
