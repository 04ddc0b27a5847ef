import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../../auth/passwords.js";
import type { LegacyServer } from "../../index.js";
import { apiClient, type ApiClient } from "../../testing/client.js";
import { factories, type CreatedUser } from "../../testing/factories.js";
import { STORAGES } from "../../testing/storages.js";

const refusal = (error: string) => ({ status: false, data: { error } });
const dataOf = <T = Record<string, unknown>>(answer: { body: unknown }) => (answer.body as { data: T }).data;

interface Collection {
  id: number;
  name: string;
  own: number;
  owner_name: string;
  restaurant_id: number | null;
  restaurant_site: string | null;
  resources: Array<{ id: number; name: string; status: number }>;
}

describe.each(STORAGES)("collections area on $name", (storage) => {
  let legacy: LegacyServer;
  let es: ApiClient;
  let pt: ApiClient;
  const signIn = async (client: ApiClient, user: CreatedUser) =>
    (await client.post("login", { username: user.email, password: sha256Hex(user.password) })).cookie!;

  beforeAll(async () => {
    legacy = await storage.start();
    es = apiClient(legacy.url, "ES");
    pt = apiClient(legacy.url, "PT");
  });
  afterAll(() => legacy?.close());

  it("creates, renames, fills, empties and deletes a user's own collection, refusing bad names and duplicates", async () => {
    const make = factories(legacy.db);
    const user = await make.createUser({ market: "ES", restaurants: 1 });
    const cookie = await signIn(es, user);
    const poster = await make.createResource({ market: "ES", section: "hamburguesas", name: "Cartel colección" });
    const banner = await make.createResource({ market: "ES", section: "postres", name: "Banner colección" });
    const inactive = await make.createResource({ market: "ES", section: "postres", status: 0 });
    const other = await make.createResource({ market: "PT", section: "hamburgueres" });

    expect(dataOf(await es.post("collections", {}, cookie))).toEqual([]);
    expect((await es.post("collection/add", { name: "  " }, cookie)).body).toEqual(refusal("name"));
    expect((await es.post("collection/add", { name: "x".repeat(61) }, cookie)).body).toEqual(refusal("name"));
    expect((await es.post("collection/add", { name: "Verano", resource_id: String(other.id) }, cookie)).body).toEqual(refusal("resource"));
    const created = dataOf<Collection>(await es.post("collection/add", { name: "  Campaña   verano ", resource_id: String(poster.id) }, cookie));
    expect(created).toMatchObject({ name: "Campaña verano", own: 1, restaurant_id: null, resources: [{ id: poster.id, name: "Cartel colección" }] });
    expect((await es.post("collection/add", { name: "campaña VERANO" }, cookie)).body).toEqual(refusal("duplicate"));

    const id = String(created.id);
    expect((await es.post("collection/resource/add", { id, resource_id: String(inactive.id) }, cookie)).body).toEqual(refusal("resource"));
    const added = dataOf<Collection>(await es.post("collection/resource/add", { id, resource_id: String(banner.id) }, cookie));
    expect(added.resources.map((r) => r.id)).toEqual([banner.id, poster.id]);
    const again = dataOf<Collection>(await es.post("collection/resource/add", { id, resource_id: String(banner.id) }, cookie));
    expect(again.resources.map((r) => r.id)).toEqual([banner.id, poster.id]);

    const second = dataOf<Collection>(await es.post("collection/add", { name: "Apertura" }, cookie));
    expect((await es.post("collection/rename", { id: String(second.id), name: "Campaña Verano" }, cookie)).body).toEqual(refusal("duplicate"));
    expect(dataOf<Collection>(await es.post("collection/rename", { id, name: "Campaña Verano" }, cookie)).name).toBe("Campaña Verano");
    expect(dataOf<Collection[]>(await es.post("collections", {}, cookie)).map((c) => [c.name, c.resources.length])).toEqual([
      ["Apertura", 0],
      ["Campaña Verano", 2],
    ]);

    const removed = dataOf<Collection>(await es.post("collection/resource/remove", { id, resource_id: String(poster.id) }, cookie));
    expect(removed.resources.map((r) => r.id)).toEqual([banner.id]);
    expect(dataOf(await es.post("collection/delete", { id }, cookie))).toBe(true);
    expect((await es.post("collection/delete", { id }, cookie)).body).toEqual(refusal("not_found"));
    expect((await es.get(`collection/${id}`, cookie)).body).toEqual(refusal("not_found"));
    expect((await es.post("collections", {})).status).toBe(403);
  });

  it("shares a collection with the people of one of the owner's restaurants only, who read it but never change it", async () => {
    const make = factories(legacy.db);
    const owner = await make.createUser({ market: "ES", restaurants: 2 });
    const [mine] = owner.restaurants;
    const colleague = await make.createUser({ market: "ES", type: "MANAGER", restaurants: [mine!.site] });
    const stranger = await make.createUser({ market: "ES", restaurants: 1 });
    const [ownerCookie, colleagueCookie, strangerCookie] = [await signIn(es, owner), await signIn(es, colleague), await signIn(es, stranger)];
    const resource = await make.createResource({ market: "ES", section: "hamburguesas" });
    const created = dataOf<Collection>(await es.post("collection/add", { name: "Compartida", resource_id: String(resource.id) }, ownerCookie));
    const id = String(created.id);

    expect(dataOf(await es.post("collections", {}, colleagueCookie))).toEqual([]);
    expect((await es.post("collection/share", { id, restaurant_id: String(stranger.restaurants[0]!.id) }, ownerCookie)).body).toEqual(
      refusal("restaurant"),
    );
    const shared = dataOf<Collection>(await es.post("collection/share", { id, restaurant_id: String(mine!.id) }, ownerCookie));
    expect(shared).toMatchObject({ restaurant_id: mine!.id, restaurant_site: mine!.site });

    const seen = dataOf<Collection[]>(await es.post("collections", {}, colleagueCookie));
    expect(seen.map((c) => [c.name, c.own, c.owner_name, c.resources.map((r) => r.id)])).toEqual([["Compartida", 0, owner.name, [resource.id]]]);
    expect(dataOf<Collection>(await es.get(`collection/${id}`, colleagueCookie)).name).toBe("Compartida");
    expect((await es.post("collection/rename", { id, name: "Mía" }, colleagueCookie)).body).toEqual(refusal("not_found"));
    expect((await es.post("collection/delete", { id }, colleagueCookie)).body).toEqual(refusal("not_found"));
    expect((await es.post("collection/resource/remove", { id, resource_id: String(resource.id) }, colleagueCookie)).body).toEqual(
      refusal("not_found"),
    );
    expect(dataOf(await es.post("collections", {}, strangerCookie))).toEqual([]);
    expect((await es.get(`collection/${id}`, strangerCookie)).body).toEqual(refusal("not_found"));

    expect(dataOf<Collection>(await es.post("collection/share", { id, restaurant_id: "" }, ownerCookie)).restaurant_id).toBeNull();
    expect(dataOf(await es.post("collections", {}, colleagueCookie))).toEqual([]);
  });

  it("keeps the markets apart and seeds the demo collections", async () => {
    const user = await factories(legacy.db).createUser({ market: "PT", restaurants: 1 });
    const cookie = await signIn(pt, user);
    const esResource = await factories(legacy.db).createResource({ market: "ES", section: "hamburguesas" });
    expect((await pt.post("collection/add", { name: "Favoritos", resource_id: String(esResource.id) }, cookie)).body).toEqual(refusal("resource"));

    const franchisee = (await es.post("login", { username: "franquiciado@demo.es", password: sha256Hex("demo1234") })).cookie!;
    const seeded = dataOf<Collection[]>(await es.post("collections", {}, franchisee));
    expect(seeded.map((c) => [c.name, c.own, c.restaurant_site, c.resources.map((r) => r.name)])).toEqual([
      ["Campaña verano", 1, "ES0101", ["Flyer A5 Batidos de Fresa", "Vinilo nevera Postres de Verano", "Cartel Helado Caramelo"]],
      ["Favoritos", 1, null, ["Banner Gran Clásica", "Cartel Doble Burger Bacon"]],
      ["Material de apertura", 0, "ES0101", ["Cartel Horario de Apertura", "Roll-up Bienvenida"]],
    ]);
  });
});
