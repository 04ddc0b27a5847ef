import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LegacyServer } from "../../index.js";
import { dataOf, refusal, signIn, type ApiClient } from "../../testing/client.js";
import { type CreatedUser, type Factories } from "../../testing/factories.js";
import { STORAGES, startCatalogue } from "../../testing/storages.js";

type Order = {
  id: number;
  number: string;
  status: number;
  unread: boolean;
  items: Array<Record<string, unknown>>;
  history: unknown[];
  comments: unknown[];
};

describe.each(STORAGES)("ordering area on $name", (storage) => {
  let legacy: LegacyServer, make: Factories, es: ApiClient, pt: ApiClient;
  let owner: CreatedUser;
  let ownerCookie: string;
  let stranger: string;
  let admin: string;
  let resourceId: number;

  const item = (extra: Record<string, unknown> = {}) => ({
    resource_id: resourceId,
    format_id: 1,
    size_key: "a1",
    method: 1,
    billed: owner.restaurants[0].id,
    ...extra,
  });
  const order = (key: string, items: unknown[] = [item()], extra: Record<string, string> = {}) => ({
    key,
    restaurant_id: String(owner.restaurants[0].id),
    contact_name: "Ana",
    contact_email: "ana@demo.es",
    contact_phone: "600000000",
    items: JSON.stringify(items),
    ...extra,
  });

  beforeAll(async () => {
    ({ legacy, make, es, pt } = await startCatalogue(storage));
    owner = await make.createUser({ market: "ES", restaurants: 2 });
    const other = await make.createUser({ market: "ES", restaurants: 1 });
    resourceId = (await make.createResource({ market: "ES", section: "hamburguesas" })).id;
    const administrator = await make.createUser({ market: "ES", type: "ADMINISTRATOR", restaurants: 0 });
    [ownerCookie, stranger, admin] = await Promise.all([signIn(es, owner), signIn(es, other), signIn(es, administrator)]);
  });
  afterAll(() => legacy?.close());

  it("answers the format catalogue: 40 formats, digital ones without sizes, custom measures flagged", async () => {
    const formats = dataOf<
      Array<{ id: number; name: string; sizes: Array<{ key: string; custom: boolean }>; questions: string[]; resource_type: number | null }>
    >(await es.get("order/formats?lang=CAT", ownerCookie));
    expect(formats.map((f) => f.id)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(formats.filter((f) => f.sizes.length === 0).map((f) => f.id)).toEqual([29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 40]);
    expect(formats[0]).toMatchObject({ name: "Cartell", questions: ["q1", "q2"] });
    expect(formats[0].sizes.map((s) => [s.key, s.custom])).toEqual([
      ["a0", false],
      ["a1", false],
      ["a2", false],
      ["a3", false],
      ["custom", true],
    ]);
    expect(formats[16].questions).toEqual(["q4", "q5"]);
    expect(formats[0].resource_type).toEqual(expect.any(Number));
    const statuses = dataOf(await pt.get("order/status", await signIn(pt, await make.createUser({ market: "PT", restaurants: 0 }))));
    expect(statuses).toEqual([
      { id: 1, name: "Em processamento" },
      { id: 2, name: "Pendente" },
      { id: 3, name: "Em produção e entrega" },
      { id: 4, name: "Entregue" },
      { id: 5, name: "Cancelado" },
    ]);
  });

  it("refuses an order for another's restaurant, a billing restaurant without fiscal data, an unknown format", async () => {
    expect((await es.post("order/add", order("key-aaaaaaaa", [item()], { restaurant_id: "1" }), ownerCookie)).body).toEqual(refusal("restaurant"));
    expect((await es.post("order/add", order("key-aaaaaaaa"), ownerCookie)).body).toEqual(refusal("fiscal"));
    expect((await es.post("order/add", order("key-aaaaaaaa", [item({ billed: -1, format_id: 99 })]), ownerCookie)).body).toEqual(refusal("format"));
    expect((await es.post("order/add", order("short"), ownerCookie)).body).toEqual(refusal("key"));
    expect((await es.post("order/add", order("key-aaaaaaaa", []), ownerCookie)).body).toEqual(refusal("items"));
    expect(dataOf(await es.post("orders", {}, ownerCookie))).toEqual([]);
  });

  it("creates an order once per key, numbered #P-, listed for the restaurant's users only", async () => {
    const fiscal = { restaurant_id: String(owner.restaurants[0].id), razon: "Test SL", cif: "B12345678", fiscal_address: "Calle Mayor 1" };
    expect((await es.post("restaurant/fiscal/update", { ...fiscal, cif: " " }, ownerCookie)).body).toEqual(refusal("fiscal"));
    expect(dataOf(await es.post("restaurant/fiscal/update", fiscal, ownerCookie))).toMatchObject({ razon: "Test SL", cif: "B12345678" });
    const first = dataOf<Order>(await es.post("order/add", order("key-bbbbbbbb"), ownerCookie));
    const again = dataOf<Order>(await es.post("order/add", order("key-bbbbbbbb"), ownerCookie));
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ number: `#P-${String(first.id).padStart(6, "0")}`, status: 1, unread: false, comments: [] });
    expect(first.items).toHaveLength(1);
    expect(first.items[0]).toMatchObject({ format_id: 1, format_name: "Cartel", size_key: "a1", size_name: "A1 (594 × 841 mm)", method: 1 });
    expect(dataOf<Order[]>(await es.post("orders", {}, ownerCookie)).map((o) => o.id)).toEqual([first.id]);
    expect(dataOf<Order[]>(await es.post("orders", {}, stranger))).toEqual([]);
    expect((await es.get(`order/${first.id}`, stranger)).status).toBe(404);
    expect((await es.post("orders", { all: "1" }, ownerCookie)).body).toEqual(refusal("admin"));
    expect(dataOf<Order[]>(await es.post("orders", { all: "1" }, admin)).map((o) => o.id)).toContain(first.id);
  });

  it("keeps a chat in PT only: text required, up to 5 images the author uploaded", async () => {
    expect((await es.post("order/comment/add", { id: "1", message: "hola" }, ownerCookie)).body).toEqual(refusal("chat"));
    const ptOwner = await make.createUser({ market: "PT", restaurants: 1 });
    const cookie = await signIn(pt, ptOwner);
    const ptResource = await make.createResource({ market: "PT", section: "interior" });
    const created = dataOf<Order>(
      await pt.post(
        "order/add",
        {
          key: "key-dddddddd",
          restaurant_id: String(ptOwner.restaurants[0].id),
          contact_name: "Rui",
          contact_email: "rui@demo.pt",
          items: JSON.stringify([{ resource_id: ptResource.id, format_id: 29, method: 1 }]),
        },
        cookie,
      ),
    );
    expect(created.number).toMatch(/^#O-\d{6}$/);
    expect((await pt.post("order/comment/add", { id: String(created.id), message: "  " }, cookie)).body).toEqual(refusal("message"));

    const form = new FormData();
    form.append("kind", "comment");
    form.append("file", new Blob([Buffer.from([0xff, 0xd8, 0xff, 0xe0])], { type: "image/jpeg" }), "foto loja.jpg");
    const uploaded = await fetch(`${legacy.url}/pt/api/order/upload`, { method: "POST", headers: { cookie }, body: form });
    const file = dataOf<{ path: string; name: string; size: number; mime: string }>({ body: await uploaded.json() });
    expect(file).toMatchObject({ name: "foto loja.jpg", size: 4, mime: "image/jpeg" });
    expect(file.path).toMatch(new RegExp(`^ordering/uploads/${ptOwner.id}/[0-9a-f]{16}/foto_loja\\.jpg$`));
    expect((await fetch(`${legacy.url}/pt/static/${file.path}`)).status).toBe(200);

    const six = Array.from({ length: 6 }, () => file.path).join(",");
    expect((await pt.post("order/comment/add", { id: String(created.id), message: "olá", images: six }, cookie)).body).toEqual(refusal("images"));
    expect(
      (await pt.post("order/comment/add", { id: String(created.id), message: "olá", images: "ordering/uploads/1/x/y.jpg" }, cookie)).body,
    ).toEqual(refusal("images"));
    const comment = dataOf(await pt.post("order/comment/add", { id: String(created.id), message: "Olá, segue a foto", images: file.path }, cookie));
    expect(comment).toMatchObject({ user_id: ptOwner.id, user_type: 1, message: "Olá, segue a foto", images: file.path });
    expect(dataOf<Order>(await pt.get(`order/${created.id}`, cookie)).comments).toHaveLength(1);
  });

  it("marks an order unread for its users when someone else writes in its chat, until they open it", async () => {
    const ptOwner = await make.createUser({ market: "PT", restaurants: 1 });
    const agency = await make.createUser({ market: "PT", type: "CONSULTANT", restaurants: 0 });
    const cookie = await signIn(pt, ptOwner);
    const placed = await make.createOrder({ user: ptOwner, date: "2025-05-04 10:00:00" });
    expect(dataOf(await pt.get("orders/unread", cookie))).toEqual({ count: 0 });
    const message = await make.createChatMessage({
      order: placed,
      user: agency,
      message: "Precisamos da foto da fachada.",
      date: "2025-05-05 09:30:00",
    });
    const seen = dataOf<Order & { comments: Array<Record<string, unknown>> }>(await pt.get(`order/${placed.id}`, cookie));
    expect(seen.unread).toBe(true);
    expect(seen.comments).toEqual([
      {
        id: message.id,
        user_id: agency.id,
        user_type: 5,
        name: agency.name,
        message: "Precisamos da foto da fachada.",
        images: "",
        create_date: "2025-05-05 09:30:00",
      },
    ]);
    expect(dataOf(await pt.get("orders/unread", cookie))).toEqual({ count: 1 });
    await pt.post("order/read", { id: String(placed.id) }, cookie);
    expect(dataOf(await pt.get("orders/unread", cookie))).toEqual({ count: 0 });
  });
});
