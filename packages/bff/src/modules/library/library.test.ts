import { describe, expect, it } from "vitest";
import { CATEGORY_SHOWN_SQL } from "@portal/legacy/testing";
import { useStack } from "../../test/use-stack.js";

/* The library's area pages and search. */

const stack = useStack();

const { signIn, sql } = stack;

/** Ids of the resources of a section and its descendants, straight from the catalogue's tables. */
async function expectedIds(market: string, slug: string, lang: string, statuses: number[], admin = false) {
  const rows = await sql<{ id: number }>(
    `WITH RECURSIVE tree AS (
       SELECT id FROM sections WHERE market = $1 AND url = $2
       UNION ALL SELECT s.id FROM sections s JOIN tree t ON s.parent_id = t.id)
     SELECT DISTINCT r.id FROM resources r JOIN resource_sections rs ON rs.resource_id = r.id
     WHERE rs.section_id IN (SELECT id FROM tree) AND r.market = $1 AND r.lang = $3 AND r.status = ANY($4::int[])
       AND (${admin} OR ${CATEGORY_SHOWN_SQL})`,
    [market, slug, lang, statuses],
  );
  return rows.map((r) => String(r.id)).sort();
}

const AREA = /* GraphQL */ `
  query Area($type: SectionType!, $category: String, $resource: String) {
    libraryArea(type: $type, category: $category, resource: $resource) {
      type
      path
      sections {
        slug
        href
        children {
          slug
          active
          children {
            slug
          }
        }
      }
      category {
        slug
        name
        href
      }
      resources {
        id
        slug
        language
        status
        href
        type {
          name
        }
        sections {
          slug
        }
        file {
          url
        }
        actions {
          download
          adapt
          adaptInDetail
          produce
          special
          comingSoon
        }
      }
      resource {
        id
        name
        language
        description
        reference
        shortLink
        file {
          url
          name
          size
          mimeType
          previewUrl
        }
        thumbnailUrl
        category {
          href
        }
      }
    }
  }
`;

type Area = {
  libraryArea: {
    sections: Array<{ slug: string; href: string; children: Array<{ slug: string; active: boolean; children: Array<{ slug: string }> }> }>;
    category: { slug: string; name: string; href: string } | null;
    resources: Array<{
      id: string;
      slug: string;
      language: string;
      status: string;
      href: string;
      sections: Array<{ slug: string }>;
      actions: Record<string, boolean>;
      file: { url: string } | null;
    }>;
    resource: {
      id: string;
      name: string;
      shortLink: string;
      file: { url: string; name: string; size: number; mimeType: string; previewUrl: string } | null;
      thumbnailUrl: string | null;
      category: { href: string };
    } | null;
  };
};

describe("area pages", () => {
  it("lists the category's active resources and drafts in the session's language, with its tree, for a franchisee", async () => {
    const b = await signIn("ES", "franquiciado@demo.es");
    const { data, errors } = await b.graphql<Area>(AREA, { type: "NATIONAL", category: "hamburguesas" });
    expect(errors).toBeUndefined();
    const area = data!.libraryArea;
    expect(area.category).toEqual({ slug: "hamburguesas", name: "Hamburguesas", href: "/nacional/hamburguesas" });
    expect(area.sections.map((s) => s.slug)).toEqual([
      "campanas",
      "carteleria",
      "legal",
      "aspectos-legales-publicidad",
      "instalaciones-publicitarias",
    ]);
    // the inactive "menu-infantil" is hidden from non-admins
    expect(area.sections[0].children.map((c) => c.slug)).toEqual(["hamburguesas", "desayunos", "postres"]);
    expect(area.resources.map((r) => r.id).sort()).toEqual(await expectedIds("ES", "hamburguesas", "CAST", [1, 2]));
    expect(area.resources.length).toBeGreaterThan(0);
    expect(new Set(area.resources.map((r) => r.language))).toEqual(new Set(["CAST"]));
    // Drafts are listed for everyone too, as disabled "coming soon" cards.
    for (const d of area.resources.filter((r) => r.status === "DRAFT")) {
      expect(d.actions).toMatchObject({ comingSoon: true, download: false, adapt: false, produce: false });
    }
    for (const r of area.resources) expect(r.href).toBe(`/nacional/${r.sections[0].slug}/${r.slug}`);
  });

  it("follows the session's language (Catalan)", async () => {
    const b = await signIn("ES", "gerente@demo.es");
    await b.graphql(`mutation { setLanguage(input: { language: CAT }) { language } }`);
    const { data } = await b.graphql<Area>(AREA, { type: "NATIONAL", category: "campanas" });
    expect(data!.libraryArea.category?.name).toBe("Campanyes");
    expect(data!.libraryArea.resources.map((r) => r.id).sort()).toEqual(await expectedIds("ES", "campanas", "CAT", [1, 2]));
    expect(new Set(data!.libraryArea.resources.map((r) => r.language))).toEqual(new Set(["CAT"]));
  });

  it("shows the resource of a detail route in another language of the market (a shared link), saying which", async () => {
    const b = await signIn("ES", "gerente@demo.es");
    await b.graphql(`mutation { setLanguage(input: { language: CAT }) { language } }`);
    const [row] = await sql<{ id: number; url: string }>(
      `SELECT r.id, r.url FROM resources r JOIN resource_sections rs ON rs.resource_id = r.id AND rs.pos = 0
         JOIN sections s ON s.id = rs.section_id
        WHERE r.market = 'ES' AND r.lang = 'CAST' AND r.status = 1 AND s.url = 'carteleria' ORDER BY r.id LIMIT 1`,
    );
    const area = (await b.graphql<Area>(AREA, { type: "NATIONAL", category: "carteleria", resource: row.url })).data!.libraryArea;
    expect(area.resource).toMatchObject({ id: String(row.id), language: "CAST" });
    expect(area.resources.every((r) => r.language === "CAT")).toBe(true);
    const missing = (await b.graphql<Area>(AREA, { type: "NATIONAL", category: "carteleria", resource: "no-such-resource" })).data!.libraryArea;
    expect(missing.resource).toBeNull();
  });

  it("shows admins the inactive sections too, never inactive resources", async () => {
    const b = await signIn("ES", "admin@demo.es");
    const { data } = await b.graphql<Area>(AREA, { type: "NATIONAL", category: "campanas" });
    const area = data!.libraryArea;
    expect(area.sections[0].children.map((c) => c.slug)).toEqual(["hamburguesas", "desayunos", "postres", "menu-infantil"]);
    expect(area.resources.map((r) => r.id).sort()).toEqual(await expectedIds("ES", "campanas", "CAST", [1, 2], true));
    const drafts = area.resources.filter((r) => r.status === "DRAFT");
    expect(drafts.length).toBeGreaterThan(0);
    for (const d of drafts) expect(d.actions).toMatchObject({ comingSoon: true, download: false, adapt: false, produce: false });
  });

  it("gives the detail of one resource with its file, short link and buttons", async () => {
    const b = await signIn("ES", "franquiciado@demo.es");
    const [row] = await sql<{
      id: number;
      url: string;
      name: string;
      file: string;
      file_name: string;
      file_size: number;
      file_mime: string;
      user_id: number;
    }>(
      `SELECT r.id, r.url, r.name, r.file_name, r.file_size, r.file_mime, (SELECT id FROM users WHERE email = 'franquiciado@demo.es') AS user_id
       FROM resources r JOIN resource_sections rs ON rs.resource_id = r.id AND rs.pos = 0 JOIN sections s ON s.id = rs.section_id
       WHERE r.market = 'ES' AND r.lang = 'CAST' AND r.status = 1 AND r.file IS NOT NULL AND s.url = 'carteleria' ORDER BY r.id LIMIT 1`,
    );
    const { data } = await b.graphql<Area>(AREA, { type: "NATIONAL", category: "carteleria", resource: row.url });
    expect(data!.libraryArea.resource).toMatchObject({
      id: String(row.id),
      name: row.name,
      shortLink: `http://es.localhost/r/${row.id}/${row.user_id}`,
      file: {
        url: `/files/resource/${row.id}`,
        name: row.file_name,
        size: row.file_size,
        mimeType: row.file_mime,
        previewUrl: `/files/preview/${row.id}`,
      },
      category: { href: "/nacional/carteleria" },
    });
    expect(data!.libraryArea.resource?.thumbnailUrl).toMatch(/^\/files\/static\/.+\.png$/);
    const unknown = await b.graphql<Area>(AREA, { type: "NATIONAL", category: "carteleria", resource: "no-such-thing" });
    expect(unknown.data!.libraryArea.resource).toBeNull();
  });

  it("applies the file-list rules: no adaptation in legal categories, none in the detail of communication pieces, special toolkit cards", async () => {
    const b = await signIn("ES", "franquiciado@demo.es");
    const legal = (await b.graphql<Area>(AREA, { type: "NATIONAL", category: "legal" })).data!.libraryArea.resources;
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.every((r) => r.actions.adapt === false && r.actions.adaptInDetail === false)).toBe(true);
    const communication = (await b.graphql<Area>(AREA, { type: "COMMUNICATION", category: "aperturas" })).data!.libraryArea.resources;
    const withFile = communication.filter((r) => r.file && r.status === "ACTIVE"); // drafts have no action
    expect(withFile.length).toBeGreaterThan(0);
    expect(withFile.every((r) => r.actions.adapt === true && r.actions.adaptInDetail === false)).toBe(true);
    const toolkits = (await b.graphql<Area>(AREA, { type: "TOOLKIT" })).data!.libraryArea;
    expect(toolkits.sections[0].href).toBe("/toolkits?category=toolkits");
    expect(toolkits.resources.length).toBeGreaterThan(0);
    expect(toolkits.resources.every((r) => r.actions.special && !r.actions.adapt && !r.actions.produce && r.href === "/toolkits")).toBe(true);
    const noFile = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM resources WHERE market = 'ES' AND lang = 'CAST' AND status = 1 AND file IS NULL`,
    );
    expect(noFile[0].n).toBeGreaterThan(0);
  });

  it("resolves types, sections and files of a list in a fixed number of catalogue calls", async () => {
    const b = await signIn("ES", "franquiciado@demo.es");
    stack.cache.clear();
    stack.calls.length = 0;
    const { data } = await b.graphql<Area>(AREA, { type: "NATIONAL", category: "campanas" });
    expect(data!.libraryArea.resources.length).toBeGreaterThan(5);
    expect(stack.calls.map((c) => c.path).sort()).toEqual(["resource/files", "resource/types", "resources", "sections"]);
    stack.calls.length = 0;
    await b.graphql<Area>(AREA, { type: "NATIONAL", category: "campanas" });
    // Warm, none: the section tree, resource types, the list (the same for everyone of the market) and file metadata are cached.
    expect(stack.calls.map((c) => c.path)).toEqual([]);
  });

  it("answers an unknown category with no category and no resources", async () => {
    const b = await signIn("PT", "franqueado@demo.pt");
    const { data } = await b.graphql<Area>(AREA, { type: "LOCAL", category: "hamburguesas" });
    expect(data!.libraryArea.category).toBeNull();
    expect(data!.libraryArea.resources).toEqual([]);
  });
});

describe("search", () => {
  const SEARCH = `query($t: String!) { search(text: $t) { text resources { id language name } } }`;

  it("lists a resource of an inactive category nowhere but to administrators; its link finds no category", async () => {
    const [hidden] = await sql<{ id: number; name: string; url: string; category: string }>(
      `SELECT r.id, r.name, r.url, s.url AS category FROM resources r
         JOIN resource_sections rs ON rs.resource_id = r.id AND rs.pos = 0 JOIN sections s ON s.id = rs.section_id
        WHERE r.market = 'ES' AND r.lang = 'CAST' AND r.status = 1 AND NOT (${CATEGORY_SHOWN_SQL}) ORDER BY r.id LIMIT 1`,
    );
    expect(hidden, "the seed has an ES resource in an inactive category").toBeDefined();
    type Found = { search: { resources: Array<{ id: string }> } };
    const franchisee = await signIn("ES", "franquiciado@demo.es");
    const admin = await signIn("ES", "admin@demo.es");
    expect((await franchisee.graphql<Found>(SEARCH, { t: hidden.name })).data!.search.resources.map((r) => r.id)).not.toContain(String(hidden.id));
    expect((await admin.graphql<Found>(SEARCH, { t: hidden.name })).data!.search.resources.map((r) => r.id)).toContain(String(hidden.id));
    const area = (await franchisee.graphql<Area>(AREA, { type: "NATIONAL", category: hidden.category, resource: hidden.url })).data!.libraryArea;
    expect([area.category, area.resource]).toEqual([null, null]);
  });
});
