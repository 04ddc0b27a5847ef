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
});
