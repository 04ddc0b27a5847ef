import { describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { COLLECTION_MESSAGES } from "@portal/schema";
import type { TestBrowser } from "../../test/browser.js";
import { useStack } from "../../test/use-stack.js";

const stack = useStack();
const { signIn, sql } = stack;

const COLLECTION = `id name mine ownerName sharedWith { id site } downloadUrl resources { id name status }`;
const LIST = `{ collections { items { ${COLLECTION} } shareTarget { id site } } }`;
const CREATE = `mutation($input: CreateCollectionInput!) { createCollection(input: $input) { ${COLLECTION} } }`;
const RENAME = `mutation($input: RenameCollectionInput!) { renameCollection(input: $input) { ${COLLECTION} } }`;
const ADD = `mutation($input: CollectionItemInput!) { addToCollection(input: $input) { ${COLLECTION} } }`;
const REMOVE = `mutation($input: CollectionItemInput!) { removeFromCollection(input: $input) { ${COLLECTION} } }`;
const SHARE = `mutation($input: ShareCollectionInput!) { shareCollection(input: $input) { ${COLLECTION} } }`;
const DELETE = `mutation($input: CollectionIdInput!) { deleteCollection(input: $input) { id } }`;

interface Item {
  id: string;
  name: string;
  mine: boolean;
  ownerName: string;
  sharedWith: { id: string; site: string } | null;
  downloadUrl: string;
  resources: Array<{ id: string; name: string; status: string }>;
}

async function data<T>(b: TestBrowser, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await b.graphql<T>(query, variables);
  expect(result.errors).toBeUndefined();
  return result.data!;
}
async function fieldsOf(b: TestBrowser, query: string, variables: Record<string, unknown>) {
  const result = await b.graphql(query, variables);
  return result.errors?.map((e) => [e.extensions?.code, e.extensions?.fields]);
}

/** Gives a resource a stored file of `size` bytes (or these bytes) named `name`. */
async function attach(resource: { id: number; market: "ES" | "PT" }, name: string, content: Buffer | number) {
  const bytes = typeof content === "number" ? Buffer.alloc(content, resource.id % 251) : content;
  await stack.factories.attachResourceFile({ resource, name, content: bytes });
}

/** The entries of a zip: name and content. */
function unzip(buffer: Buffer): Promise<Array<{ name: string; content: string }>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error("no zip"));
      const entries: Array<{ name: string; content: string }> = [];
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err ?? new Error("no stream"));
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            entries.push({ name: entry.fileName, content: Buffer.concat(chunks).toString("latin1") });
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve(entries));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

describe("collections", () => {
  it("keeps a user's collections, checked with the shared rules and answered with typed errors", async () => {
    const make = stack.factories;
    const user = await make.createUser({ market: "ES", restaurants: 1 });
    const b = await signIn(user);
    const poster = await make.createResource({ market: "ES", section: "hamburguesas", name: "Cartel de colección" });
    const other = await make.createResource({ market: "PT", section: "hamburgueres" });
    const inactive = await make.createResource({ market: "ES", section: "hamburguesas", status: 0 });

    expect(await fieldsOf(b, CREATE, { input: { name: "   " } })).toEqual([["BAD_USER_INPUT", { name: COLLECTION_MESSAGES.nameRequired }]]);
    expect(await fieldsOf(b, CREATE, { input: { name: "x".repeat(61) } })).toEqual([["BAD_USER_INPUT", { name: COLLECTION_MESSAGES.nameTooLong }]]);
    expect(await fieldsOf(b, CREATE, { input: { name: "Verano", resourceId: String(other.id) } })).toEqual([
      ["BAD_USER_INPUT", { resourceId: COLLECTION_MESSAGES.resource }],
    ]);
    expect(await fieldsOf(b, CREATE, { input: { name: "Verano", resourceId: String(inactive.id) } })).toEqual([
      ["BAD_USER_INPUT", { resourceId: COLLECTION_MESSAGES.resource }],
    ]);
    stack.resetCalls();
    const { createCollection: created } = await data<{ createCollection: Item }>(b, CREATE, {
      input: { name: " Campaña  verano ", resourceId: String(poster.id) },
    });
    expect(created).toMatchObject({ name: "Campaña verano", mine: true, sharedWith: null, downloadUrl: `/files/collection/${created.id}` });
    expect(created.resources.map((r) => r.name)).toEqual(["Cartel de colección"]);
    expect(await fieldsOf(b, CREATE, { input: { name: "CAMPAÑA VERANO" } })).toEqual([["BAD_USER_INPUT", { name: COLLECTION_MESSAGES.duplicate }]]);

    const { createCollection: second } = await data<{ createCollection: Item }>(b, CREATE, { input: { name: "Otra" } });
    expect(await fieldsOf(b, RENAME, { input: { id: second.id, name: "campaña verano" } })).toEqual([
      ["BAD_USER_INPUT", { name: COLLECTION_MESSAGES.duplicate }],
    ]);
    expect((await data<{ renameCollection: Item }>(b, RENAME, { input: { id: second.id, name: "Apertura" } })).renameCollection.name).toBe(
      "Apertura",
    );
    const { collections } = await data<{ collections: { items: Item[]; shareTarget: { site: string } } }>(b, LIST);
    expect(collections.items.map((c) => [c.name, c.resources.length])).toEqual([
      ["Apertura", 0],
      ["Campaña verano", 1],
    ]);
    expect(collections.shareTarget.site).toBe(user.restaurants[0]!.site);
    expect((await data<{ deleteCollection: { id: string } }>(b, DELETE, { input: { id: second.id } })).deleteCollection).toEqual({ id: second.id });
    expect((await data<{ deleteCollection: { id: string } }>(b, DELETE, { input: { id: second.id } })).deleteCollection).toEqual({ id: second.id });
  });

  it("is seen only by the people of the restaurant it is shared with, who never change it", async () => {
    const make = stack.factories;
    const owner = await make.createUser({ market: "ES", restaurants: 2 });
    const [mine] = owner.restaurants;
    const colleague = await make.createUser({ market: "ES", type: "MANAGER", restaurants: [mine!.site] });
    const stranger = await make.createUser({ market: "ES", restaurants: 1 });
    const [b, c, s] = [await signIn(owner), await signIn(colleague), await signIn(stranger)];
    const resource = await make.createResource({ market: "ES", section: "hamburguesas" });
    const { createCollection: created } = await data<{ createCollection: Item }>(b, CREATE, {
      input: { name: "Equipo", resourceId: String(resource.id) },
    });

    expect(await fieldsOf(b, SHARE, { input: { id: created.id, restaurantId: String(stranger.restaurants[0]!.id) } })).toEqual([
      ["FORBIDDEN", undefined],
    ]);
    const { shareCollection: shared } = await data<{ shareCollection: Item }>(b, SHARE, {
      input: { id: created.id, restaurantId: String(mine!.id) },
    });
    expect(shared.sharedWith).toEqual({ id: String(mine!.id), site: mine!.site });

    const seen = (await data<{ collections: { items: Item[] } }>(c, LIST)).collections.items;
    expect(seen.map((i) => [i.name, i.mine, i.ownerName, i.resources.map((r) => r.id)])).toEqual([
      ["Equipo", false, owner.name, [String(resource.id)]],
    ]);
    expect((await data<{ collections: { items: Item[] } }>(s, LIST)).collections.items).toEqual([]);
    expect(await fieldsOf(c, RENAME, { input: { id: created.id, name: "Mía" } })).toEqual([["BAD_USER_INPUT", { id: COLLECTION_MESSAGES.notFound }]]);
    expect(await fieldsOf(c, REMOVE, { input: { collectionId: created.id, resourceId: String(resource.id) } })).toEqual([
      ["BAD_USER_INPUT", { id: COLLECTION_MESSAGES.notFound }],
    ]);
    expect((await s.fetch(created.downloadUrl, { headers: { accept: "application/json" } })).statusCode).toBe(404);

    await data(b, SHARE, { input: { id: created.id, restaurantId: null } });
    expect((await data<{ collections: { items: Item[] } }>(c, LIST)).collections.items).toEqual([]);
  });

  it("checks the name (@ValidInput) and the shared restaurant (@OwnRestaurant) before the ids and before any catalogue call", async () => {
    const user = await stack.factories.createUser({ market: "ES", restaurants: 1 });
    const stranger = await stack.factories.createUser({ market: "ES", restaurants: 1 });
    const b = await signIn(user);
    stack.resetCalls();
    expect(await fieldsOf(b, RENAME, { input: { id: "x", name: " " } })).toEqual([["BAD_USER_INPUT", { name: COLLECTION_MESSAGES.nameRequired }]]);
    expect(await fieldsOf(b, RENAME, { input: { id: "x", name: "Otra" } })).toEqual([["BAD_USER_INPUT", { id: COLLECTION_MESSAGES.notFound }]]);
    const refused = await b.graphql(SHARE, { input: { id: "x", restaurantId: String(stranger.restaurants[0]!.id) } });
    expect(refused.errors?.map((e) => [e.message, e.extensions])).toEqual([["restaurant.error.not_available", { code: "FORBIDDEN" }]]);
    expect(stack.callPaths().filter((p) => p.startsWith("collection"))).toEqual([]);
  });

  it("lists what the lists show and zips only the files the user may download, with their names", async () => {
    const make = stack.factories;
    const user = await make.createUser({ market: "ES", restaurants: 1 });
    const b = await signIn(user);
    const poster = await make.createResource({ market: "ES", section: "hamburguesas", name: "Cartel" });
    const catalan = await make.createResource({ market: "ES", section: "hamburguesas", name: "Cartell", language: "CAT" });
    const twin = await make.createResource({ market: "ES", section: "postres", name: "Cartel postres" });
    const draft = await make.createResource({ market: "ES", section: "postres", name: "Borrador", status: 2 });
    const withdrawn = await make.createResource({ market: "ES", section: "postres", name: "Retirado" });
    const noFile = await make.createResource({ market: "ES", section: "postres", name: "Sin fichero" });
    await attach(poster, "cartel.pdf", Buffer.from("poster bytes"));
    await attach(catalan, "cartell.pdf", Buffer.from("catalan bytes"));
    await attach(twin, "Cartel.pdf", Buffer.from("twin bytes"));
    await attach(draft, "borrador.pdf", Buffer.from("draft bytes"));
    await attach(withdrawn, "retirado.pdf", Buffer.from("withdrawn bytes"));
    const { createCollection: created } = await data<{ createCollection: Item }>(b, CREATE, { input: { name: "Zip: verano/otoño" } });
    for (const r of [noFile, withdrawn, draft, twin, catalan, poster])
      await data(b, ADD, { input: { collectionId: created.id, resourceId: String(r.id) } });
    await make.touchResource({ resource: withdrawn, status: 0 }); // withdrawn at the catalogue since it was added

    const { collections } = await data<{ collections: { items: Item[] } }>(b, LIST);
    expect(collections.items.find((c) => c.id === created.id)!.resources.map((r) => [r.name, r.status])).toEqual([
      ["Cartel", "ACTIVE"],
      ["Cartell", "ACTIVE"],
      ["Cartel postres", "ACTIVE"],
      ["Borrador", "DRAFT"],
      ["Sin fichero", "ACTIVE"],
    ]);

    const response = await b.fetch(created.downloadUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="Zip_ verano_oto?o.zip"; filename*=UTF-8''Zip_%20verano_oto%C3%B1o.zip`,
    );
    const zip = Buffer.from(await response.body.arrayBuffer());
    expect(await unzip(zip)).toEqual([
      { name: "cartel.pdf", content: "poster bytes" },
      { name: "cartell.pdf", content: "catalan bytes" },
      { name: "Cartel (2).pdf", content: "twin bytes" },
    ]);
    expect(Number(response.headers["x-zip-size-estimate"])).toBeGreaterThanOrEqual(zip.length - 64);
    const downloads = await sql<{ resource_id: number }>(
      "SELECT resource_id FROM resource_downloads WHERE user_id = (SELECT id FROM users WHERE email = $1)",
      [user.email],
    );
    expect(downloads.map((d) => d.resource_id).sort()).toEqual([poster.id, catalan.id, twin.id].sort());
  });

  it("streams a zip of 100 MB with flat memory", async () => {
    const make = stack.factories;
    const user = await make.createUser({ market: "ES", restaurants: 1 });
    const b = await signIn(user);
    const { createCollection: created } = await data<{ createCollection: Item }>(b, CREATE, { input: { name: "Grande" } });
    const MB = 1024 * 1024;
    for (let i = 0; i < 5; i++) {
      const resource = await make.createResource({ market: "ES", section: "hamburguesas", name: `Vídeo ${i}` });
      await attach(resource, `video-${i}.mp4`, 20 * MB);
      await data(b, ADD, { input: { collectionId: created.id, resourceId: String(resource.id) } });
    }
    (globalThis as { gc?: () => void }).gc?.();
    const base = process.memoryUsage().rss;
    let peak = base;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    try {
      const response = await b.fetch(created.downloadUrl);
      expect(response.statusCode).toBe(200);
      let total = 0;
      let tail = Buffer.alloc(0);
      for await (const chunk of response.body as AsyncIterable<Buffer>) {
        total += chunk.length;
        tail = Buffer.concat([tail, chunk]).subarray(-4096);
        peak = Math.max(peak, process.memoryUsage().rss);
      }
      expect(total).toBeGreaterThan(100 * MB);
      const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
      expect(tail.readUInt16LE(end + 10)).toBe(5);
      const names = [
        ...tail
          .subarray(0, end)
          .toString("latin1")
          .matchAll(/video-\d\.mp4/g),
      ].map((m) => m[0]);
      expect(names).toEqual(["video-4.mp4", "video-3.mp4", "video-2.mp4", "video-1.mp4", "video-0.mp4"]);
    } finally {
      clearInterval(sampler);
    }
    expect(peak - base).toBeLessThan(48 * MB);
  });
});
