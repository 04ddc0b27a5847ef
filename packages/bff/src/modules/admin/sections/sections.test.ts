import { describe, expect, it } from "vitest";
import { expectForbidden } from "../../../test/refused.js";
import { useStack } from "../../../test/use-stack.js";

const stack = useStack();
const { signIn, sql } = stack;

const FIELDS = `id name type url parentId path level position active`;
const PAGE = /* GraphQL */ `
  query Sections($input: AdminSectionPageInput!) {
    adminSections(input: $input) {
      items { ${FIELDS} }
      total
      page
      size
      pageCount
    }
  }
`;
const FORM = /* GraphQL */ `
  query Form($id: ID) {
    adminSectionForm(id: $id) {
      section { ${FIELDS} }
      parents { id name path type level }
      urlsInUse
      hasSubsections
    }
  }
`;
const SAVE = /* GraphQL */ `
  mutation Save($input: SaveSectionInput!) {
    saveSection(input: $input) { ${FIELDS} }
  }
`;
const DELETE = /* GraphQL */ `
  mutation Delete($input: DeleteSectionInput!) {
    deleteSection(input: $input) {
      id
    }
  }
`;
const AREA = /* GraphQL */ `
  query Area($type: SectionType!) {
    libraryArea(type: $type) {
      sections {
        id
        name
        slug
      }
    }
  }
`;

type Section = {
  id: string;
  name: string;
  type: number;
  url: string;
  parentId: string | null;
  path: string;
  level: number;
  position: number;
  active: boolean;
};
type Page = { adminSections: { items: Section[]; total: number; page: number; size: number | null; pageCount: number } };
type Form = {
  adminSectionForm: {
    section: Section | null;
    parents: Array<{ id: string; name: string; path: string; type: number; level: number }>;
    urlsInUse: string[];
    hasSubsections: boolean;
  };
};
type Area = { libraryArea: { sections: Array<{ id: string; name: string; slug: string }> } };

/** The market's sections as the table must show them: names in `lang`, in tree order (type, then depth first by position). */
async function catalogueSections(market: string, lang: string): Promise<Section[]> {
  const rows = await sql<{
    id: number;
    name: string;
    type: number;
    url: string;
    parent_id: number | null;
    status: number;
    level: number;
    pos: number;
  }>(
    `SELECT s.id, n.name, s.type, s.url, s.parent_id, s.status, s.level, s.pos
       FROM sections s JOIN section_names n ON n.section_id = s.id AND n.lang = $2
      WHERE s.market = $1 ORDER BY s.type, s.pos, s.id`,
    [market, lang],
  );
  const ordered: Section[] = [];
  const walk = (parent: number | null, path: string) => {
    for (const r of rows.filter((row) => row.parent_id === parent)) {
      const own = path ? `${path}/${r.url}` : r.url;
      ordered.push({
        id: String(r.id),
        name: r.name,
        type: r.type,
        url: r.url,
        parentId: r.parent_id === null ? null : String(r.parent_id),
        path: own,
        level: r.level,
        position: r.pos,
        active: r.status === 1,
      });
      walk(r.id, own);
    }
  };
  walk(null, "");
  return ordered.sort((a, b) => a.type - b.type);
}
const idOf = async (market: string, url: string) =>
  String((await sql<{ id: number }>("SELECT id FROM sections WHERE market = $1 AND url = $2", [market, url]))[0].id);

describe("admin sections", () => {
  it("answers a page: the tree's order by type, 20 rows first, searched by name and path, sorted, any of the table's sizes", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const all = await catalogueSections("ES", "CAST");
    expect(all.length).toBeGreaterThan(20);
    stack.resetCalls();
    expect((await admin.graphql<Page>(PAGE, { input: {} })).data!.adminSections).toEqual({
      items: all.slice(0, 20),
      total: all.length,
      page: 1,
      size: 20,
      pageCount: Math.ceil(all.length / 20),
    });
    // One catalogue call per page, whatever the page asks.
    expect(stack.callPaths()).toEqual(["sections"]);

    const found = (await admin.graphql<Page>(PAGE, { input: { search: " carteleria INTERIOR " } })).data!.adminSections.items;
    expect(found.map((s) => s.path)).toEqual(["carteleria/interior", "carteleria/interior/menuboards"]);
    const byName = (await admin.graphql<Page>(PAGE, { input: { search: "fútbol" } })).data!.adminSections.items;
    expect(byName.map((s) => s.name)).toEqual(["Fútbol base"]);

    const deepest = [...all].sort((a, b) => b.level - a.level);
    const page = (await admin.graphql<Page>(PAGE, { input: { sortBy: "LEVEL", direction: "DESC", size: null } })).data!.adminSections;
    expect(page).toEqual({ items: deepest, total: all.length, page: 1, size: null, pageCount: 1 });
    expect((await admin.graphql<Page>(PAGE, { input: { size: 50, page: 9 } })).data!.adminSections).toMatchObject({ page: 1, size: 50 });

    const wrongSize = await admin.graphql<Page>(PAGE, { input: { size: 10 } });
    expect(wrongSize.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { size: "validation.page_size" } });
  });

  it("speaks the session's language and the market's sections: Catalan names, PT's own tree", async () => {
    const catalan = await signIn("ES", "admin@demo.es", { language: "CAT" });
    const items = (await catalan.graphql<Page>(PAGE, { input: { size: null } })).data!.adminSections.items;
    expect(items).toEqual(await catalogueSections("ES", "CAT"));
    const pt = await signIn("PT", "admin@demo.pt");
    expect((await pt.graphql<Page>(PAGE, { input: { size: null } })).data!.adminSections.items).toEqual(await catalogueSections("PT", "PT"));
  });

  it("is for administrators, a restricted one too; a franchisee, a manager or a partner is refused before any catalogue call", async () => {
    const restricted = await signIn("ES", "restringido@demo.es");
    expect((await restricted.graphql<Page>(PAGE, { input: {} })).data!.adminSections.total).toBeGreaterThan(0);
    const restrictedPt = await signIn("PT", "restrito@demo.pt");
    expect((await restrictedPt.graphql<Form>(FORM, {})).data!.adminSectionForm.section).toBeNull();
    await expectForbidden(
      stack,
      [
        ["ES", "franquiciado@demo.es"],
        ["ES", "gerente@demo.es"],
        ["ES", "partner@demo.es"],
        ["PT", "parceiro@demo.pt"],
      ],
      [
        [PAGE, { input: {} }],
        [FORM, {}],
        [SAVE, { input: { name: "Prohibida", type: 1 } }],
        [DELETE, { input: { id: "1" } }],
      ],
      { callPrefix: "section" },
    );
  });

  it("answers the form's data in one call: the section, the parents it may take, the urls in use", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const all = await catalogueSections("ES", "CAST");
    const choice = (s: Section) => ({ id: s.id, name: s.name, path: s.path, type: s.type, level: s.level });
    stack.resetCalls();
    const fresh = (await admin.graphql<Form>(FORM, {})).data!.adminSectionForm;
    expect(stack.callPaths()).toEqual(["sections"]);
    expect(fresh).toEqual({
      section: null,
      parents: all.filter((s) => s.level < 2).map(choice),
      urlsInUse: all.map((s) => s.url),
      hasSubsections: false,
    });

    // Campañas › Hamburguesas › Edición limitada: Hamburguesas may only hang from a top-level section; not from itself or below.
    const burgers = all.find((s) => s.url === "hamburguesas")!;
    const edit = (await admin.graphql<Form>(FORM, { id: burgers.id })).data!.adminSectionForm;
    expect(edit.section).toEqual(burgers);
    expect(edit.hasSubsections).toBe(true);
    expect(edit.parents).toEqual(all.filter((s) => s.level === 0).map(choice));
    expect(edit.urlsInUse).toEqual(all.filter((s) => s.id !== burgers.id).map((s) => s.url));

    const leaf = all.find((s) => s.url === "edicion-limitada")!;
    const leafForm = (await admin.graphql<Form>(FORM, { id: leaf.id })).data!.adminSectionForm;
    expect(leafForm.hasSubsections).toBe(false);
    expect(leafForm.parents).toEqual(all.filter((s) => s.level < 2).map(choice));
    // An id that names no section: no section (the web shows "not found").
    for (const id of ["999999", "abc"]) expect((await admin.graphql<Form>(FORM, { id })).data!.adminSectionForm.section).toBeNull();
  });

  it("creates and changes sections: the url by the shared rule ('1' appended until unique), the level and path from the parent", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const save = async (input: Record<string, unknown>) => (await admin.graphql<{ saveSection: Section }>(SAVE, { input })).data!.saveSection;

    const first = await save({ name: " Carteles ", type: 1, position: 3 });
    expect(first).toEqual({
      id: expect.any(String),
      name: "Carteles",
      type: 1,
      url: "carteles",
      parentId: null,
      path: "carteles",
      level: 0,
      position: 3,
      active: true,
    });
    expect([(await save({ name: "Carteles", type: 1 })).url, (await save({ name: "CARTELES", type: 2 })).url]).toEqual(["carteles1", "carteles11"]);
    const rows = await sql<{ url: string; type: number; pos: number; level: number }>(
      "SELECT url, type, pos, level FROM sections WHERE market = 'ES' AND url LIKE 'carteles%' ORDER BY url",
    );
    expect(rows).toEqual([
      { url: "carteles", type: 1, pos: 3, level: 0 },
      { url: "carteles1", type: 1, pos: 0, level: 0 },
      { url: "carteles11", type: 2, pos: 0, level: 0 },
    ]);

    // Under a level-1 parent of its type: level 2.
    const burgers = await idOf("ES", "hamburguesas");
    const child = await save({ name: "Menú Grande", type: 1, parentId: burgers, position: 1, active: false });
    expect(child).toMatchObject({ url: "menugrande", parentId: burgers, path: "campanas/hamburguesas/menugrande", level: 2, active: false });
    // Changed: moved to the top of its area and switched on; its url stays with its name.
    const moved = await save({ id: child.id, name: "Menú Grande", type: 1, parentId: null, position: 2, active: true });
    expect(moved).toEqual({ ...child, parentId: null, path: "menugrande", level: 0, position: 2, active: true });
    // A restricted administrator saves too; the form's name gives the new url.
    const restricted = await signIn("ES", "restringido@demo.es");
    const renamed = (await restricted.graphql<{ saveSection: Section }>(SAVE, { input: { id: child.id, name: "Menú XL", type: 1 } })).data!
      .saveSection;
    expect(renamed).toMatchObject({ id: child.id, name: "Menú XL", url: "menuxl", level: 0 });

    // PT: its own tree and urls.
    const pt = await signIn("PT", "admin@demo.pt");
    const ptSection = (await pt.graphql<{ saveSection: Section }>(SAVE, { input: { name: "Carteles", type: 1 } })).data!.saveSection;
    expect(ptSection).toMatchObject({ url: "carteles", level: 0 });
    expect(await sql("SELECT lang, name FROM section_names WHERE section_id = $1", [Number(ptSection.id)])).toEqual([
      { lang: "PT", name: "Carteles" },
    ]);
  });

  it("refuses a bad form with the shared rules' keys, every failing field at once, before any catalogue write", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const errorOf = async (input: Record<string, unknown>) => (await admin.graphql(SAVE, { input })).errors?.[0].extensions;
    const fields = (f: Record<string, string>) => ({ code: "BAD_USER_INPUT", fields: f });
    const local = await idOf("ES", "colegios");
    const limited = await idOf("ES", "edicion-limitada");
    const campaigns = await idOf("ES", "campanas");
    const burgers = await idOf("ES", "hamburguesas");
    stack.resetCalls();

    expect(await errorOf({ name: "  ", type: null, position: -1 })).toEqual(
      fields({ name: "validation.required", type: "validation.required", position: "admin.sections.error.position" }),
    );
    // The type select's -1 (no type), and any code but 1 to 5: the section type error.
    expect(await errorOf({ name: "A", type: -1 })).toEqual(fields({ type: "admin.sections.error.type" }));
    expect(await errorOf({ name: "A", type: 6 })).toEqual(fields({ type: "admin.sections.error.type" }));
    expect(await errorOf({ name: " /? ", type: 1 })).toEqual(fields({ name: "admin.sections.error.name" }));
    expect(await errorOf({ name: "x".repeat(201), type: 1 })).toEqual(fields({ name: "admin.sections.error.name_too_long" }));
    // A parent of another type, at level 2, unknown; the section itself or one below it.
    for (const parentId of [local, limited, "999999"])
      expect(await errorOf({ name: "A", type: 1, parentId }), parentId).toEqual(fields({ parentId: "admin.sections.error.parent" }));
    expect(await errorOf({ id: campaigns, name: "Campañas", type: 1, parentId: burgers })).toEqual(
      fields({ parentId: "admin.sections.error.parent" }),
    );
    expect(await errorOf({ id: burgers, name: "Hamburguesas", type: 1, parentId: burgers })).toEqual(
      fields({ parentId: "admin.sections.error.parent" }),
    );
    // A section with sub-sections keeps its type.
    expect(await errorOf({ id: campaigns, name: "Campañas", type: 2 })).toEqual(fields({ type: "admin.sections.error.keeps_type" }));
    expect(await errorOf({ id: "abc", name: "A", type: 1 })).toEqual(fields({ id: "error.not_found" }));
    expect(stack.callPaths().filter((p) => p !== "sections")).toEqual([]);

    // A section deleted meanwhile: the catalogue's not_found reaches the form as the common message.
    const gone = await admin.graphql(SAVE, { input: { id: "999999", name: "A", type: 1 } });
    expect(gone.errors?.[0]).toMatchObject({ message: "error.not_found", extensions: { code: "UPSTREAM_REJECTED", reason: "not_found" } });
  });

  it("deletes a section without sub-sections or resources; refuses the others with their message; a retried delete succeeds", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const created = (await admin.graphql<{ saveSection: Section }>(SAVE, { input: { name: "Efímera", type: 3 } })).data!.saveSection;
    const remove = (id: string) => admin.graphql<{ deleteSection: { id: string } }>(DELETE, { input: { id } });

    const children = await remove(await idOf("ES", "campanas"));
    expect(children.errors?.[0]).toMatchObject({
      message: "admin.sections.error.has_children",
      extensions: { code: "UPSTREAM_REJECTED", reason: "has_children" },
    });
    const resources = await remove(await idOf("ES", "legal"));
    expect(resources.errors?.[0]).toMatchObject({
      message: "admin.sections.error.has_resources",
      extensions: { code: "UPSTREAM_REJECTED", reason: "has_resources" },
    });
    expect((await remove("abc")).errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { id: "error.not_found" } });

    expect((await remove(created.id)).data).toEqual({ deleteSection: { id: created.id } });
    expect((await remove(created.id)).data).toEqual({ deleteSection: { id: created.id } });
    expect(await sql("SELECT id FROM sections WHERE id = $1", [Number(created.id)])).toEqual([]);
  });

  it("every write reaches the library at once: a franchisee sees a new active section, its new name, and no more once deleted", async () => {
    const franchisee = await signIn("ES", "franquiciado@demo.es");
    const admin = await signIn("ES", "admin@demo.es");
    const area = async () => (await franchisee.graphql<Area>(AREA, { type: "LOCAL" })).data!.libraryArea.sections;
    const before = await area(); // the section tree is cached now (a new section at position 0 named "Actos…" comes first)
    expect(before.length).toBeGreaterThan(0);

    const created = (await admin.graphql<{ saveSection: Section }>(SAVE, { input: { name: "Actos de otoño", type: 2, position: 0 } })).data!
      .saveSection;
    expect(await area()).toEqual([{ id: created.id, name: "Actos de otoño", slug: "actosdeotono" }, ...before]);

    await admin.graphql(SAVE, { input: { id: created.id, name: "Actos de invierno", type: 2, position: 0, active: false } });
    expect(await area()).toEqual(before);
    await admin.graphql(SAVE, { input: { id: created.id, name: "Actos de invierno", type: 2, position: 0 } });
    expect((await area())[0]).toEqual({ id: created.id, name: "Actos de invierno", slug: "actosdeinvierno" });

    await admin.graphql(DELETE, { input: { id: created.id } });
    expect(await area()).toEqual(before);
  });
});
