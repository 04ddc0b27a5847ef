import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { expectForbidden } from "../../../test/refused.js";
import { useStack } from "../../../test/use-stack.js";
import { FIELDS, ONE, SAVE, type Resource, STATUS, DELETE, NEWEST, PNG, PDF, upload, resourcesKit } from "./resources.kit.js";

/* The admin's resources: the table, the form, saves, status changes and deletion. */

/** The stack's BFF and a second one hear each other's cache invalidations, as replicas on one Redis do. */
const CHANNEL = `portal:cache:test:resources:${randomUUID()}`;

const stack = useStack({ env: { CACHE_INVALIDATION_CHANNEL: CHANNEL } });

const { signIn, sql } = stack;
const { piece, sectionId, filing } = resourcesKit(stack);

const PAGE = /* GraphQL */ `
  query Resources($input: AdminResourcePageInput!) {
    adminResources(input: $input) { items { ${FIELDS} } total page size pageCount }
  }
`;

const FORM = /* GraphQL */ `
  query Form($id: ID) {
    adminResourceForm(id: $id) { resource { ${FIELDS} } sections { id name type parentId level path active } types { id name } languages }
  }
`;

const SEARCH = `query Search($text: String!) { search(text: $text) { resources { id name status } } }`;

type Page = { adminResources: { items: Resource[]; total: number; page: number; size: number | null; pageCount: number } };

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
    expect(form.sections.find((s: { id: string }) => s.id === filing.hamburguesas)).toMatchObject({
      name: "Hamburguesas",
      type: "NATIONAL",
      level: 1,
    });
    expect(form.types.map((t: { id: string }) => t.id)).toContain(filing.poster);

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
      [{ sectionIds: [filing.hamburguesas, local] }, { sectionIds: "admin.resources.error.sections" }],
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
    expect((await admin.graphql(STATUS, { input: { ids: ["1"], status: "DRAFT" } })).errors?.[0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { status: "admin.resources.error.status" },
    });
    expect(stack.callPaths().filter((p) => p.startsWith("admin/resources/status"))).toEqual([]);
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
      typeId: filing.poster,
      sectionIds: [filing.hamburguesas],
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

    await expectForbidden(
      stack,
      [
        ["ES", "franquiciado@demo.es"],
        ["ES", "gerente@demo.es"],
        ["ES", "consultor@demo.es"],
        ["PT", "franqueado@demo.pt"],
      ],
      [
        [PAGE, { input: {} }],
        [ONE, { id: "1" }],
        [FORM, {}],
        [SAVE, { input: piece() }],
        [STATUS, { input: { ids: ["1"], status: "ACTIVE" } }],
        [DELETE, { input: { id: "1" } }],
      ],
      {
        callPrefix: "admin/resource",
        alsoRefused: async (user) => expect((await upload(user, "1", "file", "a.pdf", PDF)).status).toBe(403),
      },
    );
  });
});
