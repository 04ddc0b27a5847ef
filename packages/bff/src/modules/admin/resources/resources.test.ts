import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FormData } from "undici";
import { DEMO_PASSWORD, LOGIN, TestBrowser } from "../../../test/browser.js";
import { startBff, untilReady } from "../../../test/stack.js";
import { useStack } from "../../../test/use-stack.js";
import { png } from "../../../test/images.js";

/** The stack's BFF and a second one hear each other's cache invalidations, as replicas on one Redis do. */
const CHANNEL = `portal:cache:test:resources:${randomUUID()}`;
const stack = useStack({ env: { CACHE_INVALIDATION_CHANNEL: CHANNEL } });
const { signIn, sql } = stack;

const FIELDS =
  "id name description slug reference status category language typeId typeName sectionIds sectionName tags budget fileName fileSize fileUrl thumbUrl updatedAt isNew";
const PAGE = /* GraphQL */ `
  query Resources($input: AdminResourcePageInput!) {
    adminResources(input: $input) { items { ${FIELDS} } total page size pageCount }
  }
`;
const ONE = /* GraphQL */ `
  query One($id: ID!) {
    adminResource(id: $id) { ${FIELDS} }
  }
`;
const FORM = /* GraphQL */ `
  query Form($id: ID) {
    adminResourceForm(id: $id) { resource { ${FIELDS} } sections { id name type parentId level path active } types { id name } languages }
  }
`;
const SAVE = /* GraphQL */ `
  mutation Save($input: SaveResourceInput!) {
    saveResource(input: $input) { ${FIELDS} }
  }
`;
const STATUS = /* GraphQL */ `
  mutation Status($input: SetResourcesStatusInput!) {
    setResourcesStatus(input: $input) {
      id
      status
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation Delete($input: DeleteResourceInput!) {
    deleteResource(input: $input) {
      id
    }
  }
`;
const NEWEST = `{ home { newestResources { id name } } }`;
const SEARCH = `query Search($text: String!) { search(text: $text) { resources { id name status } } }`;

type Resource = {
  id: string;
  name: string;
  slug: string;
  status: string;
  category: string | null;
  language: string;
  typeId: string | null;
  sectionIds: string[];
  tags: string[];
  budget: boolean;
  fileName: string | null;
  fileSize: number | null;
  fileUrl: string | null;
  thumbUrl: string | null;
  updatedAt: string | null;
  isNew: boolean;
  reference: string;
  sectionName: string | null;
};
type Page = { adminResources: { items: Resource[]; total: number; page: number; size: number | null; pageCount: number } };

const PNG = png(8, 8, 120);
const PDF = new Uint8Array(Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n", "latin1"));

async function upload(
  b: TestBrowser,
  id: string,
  kind: "file" | "thumb",
  name: string,
  bytes: Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = { "x-portal-upload": "1" },
) {
  const form = new FormData();
  form.append("file", new Blob([bytes]), name);
  const response = await b.fetch(`/uploads/admin/resource/${id}/${kind}`, { method: "POST", body: form, headers });
  return { status: response.statusCode, body: (await response.body.json()) as Record<string, unknown> };
}

const sectionId = async (market: string, url: string) =>
  String((await sql<{ id: number }>("SELECT id FROM sections WHERE market = $1 AND url = $2", [market, url]))[0].id);
const typeId = async (market: string, code: string) =>
  String((await sql<{ id: number }>("SELECT id FROM resource_types WHERE market = $1 AND code = $2", [market, code]))[0].id);

let hamburguesas: string;
let poster: string;
/** A national piece with everything it needs (its thumbnail waiting in the queue). */
const piece = (extra: Record<string, unknown> = {}) => ({
  name: "Cartel Menú Xilófono",
  category: "NATIONAL",
  status: "ACTIVE",
  typeId: poster,
  language: "CAST",
  sectionIds: [hamburguesas],
  tags: [" otoño ", "menú|", "Otoño", ""],
  budget: true,
  thumbnailPending: true,
  ...extra,
});

beforeAll(async () => {
  hamburguesas = await sectionId("ES", "hamburguesas");
  poster = await typeId("ES", "poster");
});

describe("admin resources", () => {
  it("answers a page cut by the catalogue: by update date newest first, 10 rows by default, searched, sorted, the table's sizes", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const all = await sql<{ id: number; name: string }>("SELECT id, name FROM resources WHERE market = 'ES' ORDER BY update_date DESC, id DESC");
    const firstAnswer = await admin.graphql<Page>(PAGE, { input: {} });
    expect(firstAnswer.errors).toBeUndefined();
    const first = firstAnswer.data!.adminResources;
    expect({ ...first, items: first.items.map((r) => r.id) }).toEqual({
      items: all.slice(0, 10).map((r) => String(r.id)),
      total: all.length,
      page: 1,
      size: 10,
      pageCount: Math.ceil(all.length / 10),
    });
    stack.resetCalls();
    const second = (await admin.graphql<Page>(PAGE, { input: { page: 2, size: 25 } })).data!.adminResources;
    expect(second.items.map((r) => r.id)).toEqual(all.slice(25, 50).map((r) => String(r.id)));
    // One catalogue call per page: the BFF never lists the whole table.
    expect(stack.callPaths()).toEqual(["admin/resources"]);

    const everything = (await admin.graphql<Page>(PAGE, { input: { size: null, sortBy: "NAME", direction: "ASC" } })).data!.adminResources;
    expect(everything.items).toHaveLength(all.length);
    expect(everything.size).toBeNull();
    const searched = (await admin.graphql<Page>(PAGE, { input: { search: "doble bacon", size: 100 } })).data!.adminResources;
    expect(searched.items.map((r) => r.name)).toContain("Cartel Doble Burger Bacon");
    expect(searched.items.every((r) => /doble/i.test(r.name + r.tags.join(" ") + r.slug))).toBe(true);

    const wrongSize = await admin.graphql<Page>(PAGE, { input: { size: 20 } });
    expect(wrongSize.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { size: "validation.page_size" } });
  });

  it("answers the form's data in one request: the resource, every section, the types and the market's languages", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const [seeded] = await sql<{ id: number }>("SELECT id FROM resources WHERE market = 'ES' AND url = 'cartel-doble-burger-bacon'");
    await admin.graphql(FORM, {});
    stack.resetCalls();
    const form = (await admin.graphql<{ adminResourceForm: any }>(FORM, { id: String(seeded.id) })).data!.adminResourceForm;
    expect(stack.callPaths().sort()).toEqual([`admin/resource/${seeded.id}`, "resource/types"]); // the section tree is cached
    expect(form.resource).toMatchObject({
      id: String(seeded.id),
      name: "Cartel Doble Burger Bacon",
      slug: "cartel-doble-burger-bacon",
      category: "NATIONAL",
      language: "CAST",
      sectionName: "Hamburguesas",
      fileName: "cartel-doble-burger-bacon.pdf",
      fileUrl: `/files/preview/${seeded.id}`,
      thumbUrl: expect.stringMatching(/^\/files\/static\/thumbs\/cartel-doble-burger-bacon\.png\?v=\d+$/),
    });
    expect(form.languages).toEqual(["CAST", "CAT"]);
    const stored = await sql<{ n: number }>("SELECT count(*)::int AS n FROM sections WHERE market = 'ES'");
    expect(form.sections).toHaveLength(stored[0].n);
    expect(form.sections.find((s: { id: string }) => s.id === hamburguesas)).toMatchObject({ name: "Hamburguesas", type: "NATIONAL", level: 1 });
    expect(form.types.map((t: { id: string }) => t.id)).toContain(poster);

    const pt = await signIn("PT", "admin@demo.pt");
    const ptForm = (await pt.graphql<{ adminResourceForm: any }>(FORM, {})).data!.adminResourceForm;
    expect(ptForm.resource).toBeNull();
    expect(ptForm.languages).toEqual(["PT"]);
    expect((await admin.graphql<{ adminResourceForm: any }>(FORM, { id: "999999" })).data!.adminResourceForm.resource).toBeNull();
    expect((await admin.graphql<{ adminResource: null }>(ONE, { id: "abc" })).data!.adminResource).toBeNull();
  });

  it("refuses every form rule with its field key, before any catalogue write", async () => {
    const admin = await signIn("ES", "restringido@demo.es");
    const local = await sectionId("ES", (await sql<{ url: string }>("SELECT url FROM sections WHERE market = 'ES' AND type = 2 LIMIT 1"))[0].url);
    const toolkit = await sectionId("ES", (await sql<{ url: string }>("SELECT url FROM sections WHERE market = 'ES' AND type = 4 LIMIT 1"))[0].url);
    stack.resetCalls();
    const refused = async (input: Record<string, unknown>) => (await admin.graphql(SAVE, { input })).errors?.[0].extensions;
    expect(await refused({ name: " ", category: null, sectionIds: [] })).toEqual({
      code: "BAD_USER_INPUT",
      fields: {
        name: "validation.required",
        category: "validation.required",
        sectionIds: "admin.resources.categories_error",
      },
    });
    // Categories below 4 need a type and a language; below 5 a thumbnail; the status is required for a change.
    expect(await refused(piece({ typeId: null, language: null, thumbnailPending: false }))).toEqual({
      code: "BAD_USER_INPUT",
      fields: { typeId: "validation.required", language: "validation.required", hasThumbnail: "admin.resources.error.thumbnail" },
    });
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ name: "¿¡ !?" }, { name: "admin.resources.error.name" }],
      [{ language: "PT" }, { language: "admin.resources.error.language" }],
      [{ typeId: "999999" }, { typeId: "admin.resources.error.type" }],
      [{ sectionIds: [hamburguesas, local] }, { sectionIds: "admin.resources.error.sections" }],
      [{ sectionIds: ["999999"] }, { sectionIds: "admin.resources.error.sections" }],
      [{ category: "COMMUNICATION", budget: false }, { sectionIds: "admin.resources.error.sections" }],
      [
        { category: "COMMUNICATION", budget: true },
        { sectionIds: "admin.resources.error.sections", budget: "admin.resources.error.budget" },
      ],
      [{ category: "TOOLKIT", sectionIds: [toolkit] }, { budget: "admin.resources.error.budget" }],
      [{ tags: ["x".repeat(61)] }, { tags: "admin.resources.error.tags" }],
      [
        { reference: "x".repeat(61), name: "y".repeat(201) },
        { reference: "admin.resources.error.too_long", name: "admin.resources.error.too_long" },
      ],
      [{ id: "abc" }, { id: "error.not_found" }],
      [{ id: "999999" }, { id: "error.not_found" }],
    ];
    for (const [change, fields] of cases) expect(await refused(piece(change)), JSON.stringify(change)).toEqual({ code: "BAD_USER_INPUT", fields });
    const [existing] = await sql<{ id: number }>("SELECT id FROM resources WHERE market = 'ES' AND url = 'cartel-doble-burger-bacon'");
    expect(await refused(piece({ id: String(existing.id), status: null }))).toEqual({
      code: "BAD_USER_INPUT",
      fields: { status: "validation.required" },
    });
    // A toolkit needs neither a type nor a language; a best practice no thumbnail either (only validated here: no write).
    expect(stack.callPaths().filter((p) => p.startsWith("admin/resource/save"))).toEqual([]);

    const bulk = await admin.graphql(STATUS, { input: { ids: [], status: "DRAFT" } });
    expect(bulk.errors?.[0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { ids: "admin.resources.error.selection", status: "admin.resources.error.status" },
    });
  });

  it("creates a draft, changes it, switches it in bulk and deletes it; the home's newest and the library follow at once", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const franchisee = await signIn("ES", "franquiciado@demo.es");
    const newest = async () =>
      (await franchisee.graphql<{ home: { newestResources: Array<{ name: string }> } }>(NEWEST)).data!.home.newestResources.map((r) => r.name);
    const found = async (text: string) =>
      (await franchisee.graphql<{ search: { resources: Array<{ name: string }> } }>(SEARCH, { text })).data!.search.resources.map((r) => r.name);
    const before = await newest();
    expect(await found("Xilófono")).toEqual([]);

    const created = (await admin.graphql<{ saveResource: Resource }>(SAVE, { input: piece({ createKey: "test-create-key-1" }) })).data!.saveResource;
    expect(created).toMatchObject({
      name: "Cartel Menú Xilófono",
      slug: "cartelmenuxilofono",
      status: "DRAFT",
      category: "NATIONAL",
      language: "CAST",
      typeId: poster,
      sectionIds: [hamburguesas],
      sectionName: "Hamburguesas",
      tags: ["otoño", "menú"],
      budget: true,
      fileName: null,
      thumbUrl: null,
      isNew: true,
    });
    // Sent again with its key (a lost answer): the same resource, no second one.
    const again = (await admin.graphql<{ saveResource: Resource }>(SAVE, { input: piece({ createKey: "test-create-key-1" }) })).data!.saveResource;
    expect(again.id).toBe(created.id);
    const twin = (await admin.graphql<{ saveResource: Resource }>(SAVE, { input: piece({ language: "CAT" }) })).data!.saveResource;
    expect(twin.slug).toBe("cartelmenuxilofono_1");
    // A draft is not shown to franchisees.
    expect(await newest()).toEqual(before);

    const activated = (
      await admin.graphql<{ setResourcesStatus: unknown }>(STATUS, { input: { ids: [created.id, twin.id, "999999"], status: "ACTIVE" } })
    ).data!.setResourcesStatus;
    expect(activated).toEqual([
      { id: created.id, status: "ACTIVE" },
      { id: twin.id, status: "ACTIVE" },
    ]);
    // The home's newest (cached) and the library's search show it at once; the Catalan twin only in Catalan.
    expect(await newest()).toContain("Cartel Menú Xilófono");
    expect(await found("Xilófono")).toEqual(["Cartel Menú Xilófono"]);

    const renamed = (
      await admin.graphql<{ saveResource: Resource }>(SAVE, {
        input: piece({ id: created.id, name: "Cartel Menú Invierno", status: "ACTIVE", thumbnailPending: true, tags: ["invierno"] }),
      })
    ).data!.saveResource;
    expect(renamed).toMatchObject({ id: created.id, slug: "cartelmenuinvierno", status: "ACTIVE", tags: ["invierno"] });
    expect(await newest()).toContain("Cartel Menú Invierno");

    await admin.graphql(STATUS, { input: { ids: [created.id], status: "INACTIVE" } });
    expect(await newest()).not.toContain("Cartel Menú Invierno");
    expect((await sql<{ status: number }>("SELECT status FROM resources WHERE id = $1", [Number(created.id)]))[0].status).toBe(0);

    expect((await admin.graphql(DELETE, { input: { id: twin.id } })).data).toEqual({ deleteResource: { id: twin.id } });
    expect((await admin.graphql(DELETE, { input: { id: twin.id } })).data).toEqual({ deleteResource: { id: twin.id } });
    expect((await admin.graphql<{ adminResource: null }>(ONE, { id: twin.id })).data!.adminResource).toBeNull();
    await admin.graphql(DELETE, { input: { id: created.id } });
  });

  it("is for administrators of either market, restricted ones included; franchisees and managers are refused", async () => {
    const restricted = await signIn("ES", "restringido@demo.es");
    expect((await restricted.graphql<Page>(PAGE, { input: {} })).errors).toBeUndefined();
    const mine = (await restricted.graphql<{ saveResource: Resource }>(SAVE, { input: piece({ name: "Del restringido" }) })).data!.saveResource;
    expect((await upload(restricted, mine.id, "thumb", "t.png", PNG)).status).toBe(200);
    expect((await restricted.graphql(DELETE, { input: { id: mine.id } })).errors).toBeUndefined();

    const ptAdmin = await signIn("PT", "admin@demo.pt");
    const pt = (await ptAdmin.graphql<Page>(PAGE, { input: { size: null } })).data!.adminResources.items;
    expect(new Set(pt.map((r) => r.language))).toEqual(new Set(["PT"]));

    for (const [market, username] of [
      ["ES", "franquiciado@demo.es"],
      ["ES", "gerente@demo.es"],
      ["ES", "consultor@demo.es"],
      ["PT", "franqueado@demo.pt"],
    ] as const) {
      const user = await signIn(market, username);
      stack.resetCalls();
      for (const [query, variables] of [
        [PAGE, { input: {} }],
        [ONE, { id: "1" }],
        [FORM, {}],
        [SAVE, { input: piece() }],
        [STATUS, { input: { ids: ["1"], status: "ACTIVE" } }],
        [DELETE, { input: { id: "1" } }],
      ] as const)
        expect((await user.graphql(query, variables)).errors?.[0].extensions?.code, `${username} ${query.slice(0, 30)}`).toBe("FORBIDDEN");
      expect((await upload(user, "1", "file", "a.pdf", PDF)).status).toBe(403);
      expect(stack.callPaths().filter((p) => p.startsWith("admin/resource"))).toEqual([]);
    }
  });
});

describe("resource uploads", () => {
  it("stores the file and the thumbnail named after the slug and language, and updates the record after each", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const franchisee = await signIn("ES", "franquiciado@demo.es");
    const cat = (await admin.graphql<{ saveResource: Resource }>(SAVE, { input: piece({ name: "Fitxer Nou", language: "CAT", status: "ACTIVE" }) }))
      .data!.saveResource;
    const file = await upload(admin, cat.id, "file", "Cartell Nou.pdf", PDF);
    expect(file).toEqual({
      status: 200,
      body: { path: "resources/fitxernou_cat.pdf", name: "Cartell Nou.pdf", size: PDF.length, mime: "application/pdf", url: expect.any(String) },
    });
    const thumb = await upload(admin, cat.id, "thumb", "crop.jpg", PNG);
    expect(thumb.body.path).toBe("thumbs/fitxernou_cat.png");
    const saved = (await admin.graphql<{ adminResource: Resource }>(ONE, { id: cat.id })).data!.adminResource;
    expect(saved).toMatchObject({
      fileName: "fitxernou_cat.pdf",
      fileSize: PDF.length,
      fileUrl: `/files/preview/${cat.id}`,
      thumbUrl: expect.stringMatching(/^\/files\/static\/thumbs\/fitxernou_cat\.png\?v=\d+$/),
    });
    const served = await admin.fetch(saved.thumbUrl!);
    expect(Buffer.from(await served.body.arrayBuffer()).equals(Buffer.from(PNG))).toBe(true);

    // Active and with its file: a Catalan franchisee finds it and downloads it.
    await admin.graphql(STATUS, { input: { ids: [cat.id], status: "ACTIVE" } });
    const download = await franchisee.fetch(`/files/resource/${cat.id}`);
    expect(download.statusCode).toBe(200);
    expect(Buffer.from(await download.body.arrayBuffer()).equals(Buffer.from(PDF))).toBe(true);
    await admin.graphql(DELETE, { input: { id: cat.id } });
  });

  it("refuses what is too large while it streams, of the wrong type by its bytes, a name with a path, or not from the portal", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const target = (await admin.graphql<{ saveResource: Resource }>(SAVE, { input: piece({ name: "Subidas Rechazadas" }) })).data!.saveResource;
    stack.resetCalls();
    const refused = (key: string) => ({ errors: [{ message: key, extensions: { code: "BAD_USER_INPUT", fields: { file: key } } }] });
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    expect(await upload(admin, target.id, "thumb", "big.png", big)).toEqual({
      status: 413,
      body: refused("admin.resources.upload.error.thumb_too_large"),
    });
    expect(await upload(admin, target.id, "thumb", "doc.png", PDF)).toEqual({
      status: 415,
      body: refused("admin.resources.upload.error.thumb_type"),
    });
    expect(await upload(admin, target.id, "file", "fake.pdf", new Uint8Array(Buffer.from("not really a pdf, just some text")))).toEqual({
      status: 415,
      body: refused("admin.resources.upload.error.type"),
    });
    for (const name of ["../cartel.pdf", "..\\..\\cartel.pdf", "/etc/cartel.pdf"])
      expect(await upload(admin, target.id, "file", name, PDF), name).toEqual({ status: 400, body: refused("admin.resources.upload.error.name") });
    expect(await upload(admin, target.id, "file", "empty.pdf", new Uint8Array(0))).toEqual({
      status: 400,
      body: refused("admin.resources.upload.error.missing"),
    });
    expect((await upload(admin, "abc", "file", "a.pdf", PDF)).status).toBe(404);
    expect((await upload(admin, target.id, "file", "a.pdf", PDF, {})).status).toBe(403);
    expect((await upload(stack.browser("ES"), target.id, "file", "a.pdf", PDF)).status).toBe(401);
    expect(stack.callPaths().filter((p) => p.startsWith("admin/resource/upload"))).toEqual([]);
    await admin.graphql(DELETE, { input: { id: target.id } });
  });
});

describe("two BFF processes", () => {
  let replica: Awaited<ReturnType<typeof startBff>>;
  beforeAll(async () => {
    replica = await startBff({
      LEGACY_URL_ES: `${stack.legacy.url}/es/api/`,
      LEGACY_URL_PT: `${stack.legacy.url}/pt/api/`,
      REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
      CACHE_INVALIDATION_CHANNEL: CHANNEL,
    });
    await untilReady(replica.url);
  });
  afterAll(() => replica?.close());

  it("a resource an administrator publishes through one process is on the other's home and library at once", async () => {
    const reader = TestBrowser.of(replica.url, "ES");
    const login = await reader.graphql<{ login: { __typename: string } }>(LOGIN, { username: "franquiciado@demo.es", password: DEMO_PASSWORD });
    expect(login.data?.login.__typename).toBe("LoginSuccess");
    const area = `query Area($category: String) { libraryArea(type: NATIONAL, category: $category, resource: null) { resources { name } } }`;
    const newest = async () => {
      const answer = await reader.graphql<{ home: { newestResources: Array<{ name: string }> } }>(NEWEST);
      expect(answer.errors).toBeUndefined();
      return answer.data!.home.newestResources.map((r) => r.name);
    };
    const listed = async () =>
      (
        await reader.graphql<{ libraryArea: { resources: Array<{ name: string }> } }>(area, { category: "hamburguesas" })
      ).data!.libraryArea.resources.map((r) => r.name);
    const before = await newest();
    const beforeList = await listed();
    replica.calls.length = 0;
    expect(await newest()).toEqual(before);
    expect(await listed()).toEqual(beforeList);
    expect(replica.calls.map((c) => c.path)).not.toContain("resources/newest"); // cached

    const admin = await signIn("ES", "admin@demo.es");
    const created = (await admin.graphql<{ saveResource: Resource }>(SAVE, { input: piece({ name: "Réplica Publicada" }) })).data!.saveResource;
    await admin.graphql(STATUS, { input: { ids: [created.id], status: "ACTIVE" } });
    await expect.poll(newest).toContain("Réplica Publicada");
    await expect.poll(listed).toContain("Réplica Publicada");
    await admin.graphql(DELETE, { input: { id: created.id } });
    await expect.poll(newest).toEqual(before);
    await expect.poll(listed).toEqual(beforeList);
  });
});
