import { describe, expect, it } from "vitest";
import { openingInput } from "@portal/schema/fixtures";
import { CATEGORY_SHOWN_SQL } from "@portal/legacy/testing";
import { useStack } from "../../test/use-stack.js";
import type { TestBrowser } from "../../test/browser.js";

const stack = useStack();
const { signIn, sql, browser } = stack;

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

  it("finds resources of the session's language ignoring case and accents, and trims the text", async () => {
    const b = await signIn("ES", "franquiciado@demo.es");
    const { data } = await b.graphql<{ search: { text: string; resources: Array<{ id: string; language: string; name: string }> } }>(SEARCH, {
      t: "  CAFE ",
    });
    expect(data!.search.text).toBe("CAFE");
    const expected = await sql<{ id: number }>(
      `SELECT id FROM resources WHERE market = 'ES' AND lang = 'CAST' AND status IN (1, 2)
       AND translate(lower(name || ' ' || coalesce(regexp_replace(description, '<[^>]*>', ' ', 'g'), '') || ' ' || tags || ' ' || coalesce(reference, '')), 'áéíóúàèòïüç', 'aeiouaeoiuc') LIKE '%cafe%'`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(data!.search.resources.map((r) => r.id).sort()).toEqual(expected.map((r) => String(r.id)).sort());
  });

  it("answers an empty text without asking the catalogue", async () => {
    const b = await signIn("ES", "franquiciado@demo.es");
    stack.calls.length = 0;
    const { data } = await b.graphql<{ search: { text: string; resources: unknown[] } }>(SEARCH, { t: "   " });
    expect(data!.search).toEqual({ text: "", resources: [] });
    expect(stack.calls).toEqual([]);
  });
});

describe("downloads, static files and short links", () => {
  it("streams a resource's file as an attachment and counts the download", async () => {
    const b = await signIn("ES", "consultor@demo.es");
    const [row] = await sql<{ id: number; file_name: string; file_size: number }>(
      `SELECT id, file_name, file_size FROM resources WHERE market = 'ES' AND status = 1 AND file_mime = 'application/pdf' ORDER BY id LIMIT 1`,
    );
    const count = async () => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM resource_downloads WHERE resource_id = $1`, [row.id]))[0].n;
    const before = await count();
    const response = await b.fetch(`/files/resource/${row.id}`);
    const bytes = Buffer.from(await response.body.arrayBuffer());
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(String(response.headers["content-disposition"])).toMatch(/^attachment; filename=/);
    expect(bytes.length).toBe(row.file_size);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(await count()).toBe(before + 1);
  });

  it("answers a file it cannot serve for whoever asked: the portal's page, the download frame's page, or JSON", async () => {
    const opened = { "sec-fetch-dest": "document", accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
    const framed = { "sec-fetch-dest": "iframe", accept: "text/html,*/*;q=0.8" };
    const answer = async (b: TestBrowser, path: string, headers: Record<string, string> = {}) => {
      const response = await b.fetch(path, { headers });
      const body = await response.body.text();
      return [response.statusCode, response.headers.location ?? body];
    };

    const out = browser("ES");
    expect(await answer(out, "/files/resource/1", opened)).toEqual([303, "/login"]);
    expect(await answer(out, "/files/resource/1", framed)).toEqual([401, '<!doctype html><html data-file-failure="UNAUTHENTICATED"></html>']);
    expect(await answer(out, "/files/resource/1")).toEqual([
      401,
      JSON.stringify({ errors: [{ message: "error.UNAUTHENTICATED", extensions: { code: "UNAUTHENTICATED" } }] }),
    ]);

    const b = await signIn("ES", "consultor@demo.es");
    const [row] = await sql<{ id: number }>(`SELECT id FROM resources WHERE market = 'ES' AND file IS NULL ORDER BY id LIMIT 1`);
    stack.resetCalls();
    expect(await answer(b, `/files/resource/${row.id}`, opened)).toEqual([303, "/file-unavailable?reason=NOT_FOUND"]);
    expect(await answer(b, `/files/resource/${row.id}`, framed)).toEqual([404, '<!doctype html><html data-file-failure="NOT_FOUND"></html>']);
    expect(await answer(b, `/files/resource/${row.id}`)).toEqual([
      404,
      JSON.stringify({ errors: [{ message: "error.not_found", extensions: { code: "NOT_FOUND" } }] }),
    ]);
    expect(await answer(b, `/files/static/thumbs/none.png`, opened)).toEqual([303, "/file-unavailable?reason=NOT_FOUND"]);
    // A malformed id never reaches the catalogue.
    expect(await answer(b, `/files/resource/12x`, opened)).toEqual([303, "/file-unavailable?reason=NOT_FOUND"]);
    // The resource is read (no file: no download is asked for); the section tree may come from the cache.
    expect(stack.callPaths().filter((path) => path !== "sections")).toEqual([
      `resource/${row.id}`,
      `resource/${row.id}`,
      `resource/${row.id}`,
      "static/thumbs/none.png",
    ]);
  });

  it("serves a file only where the lists offer its download: never a withdrawn one, a draft's, or to a partner", async () => {
    const b = await signIn("ES", "consultor@demo.es");
    const pick = async (status: number) =>
      (
        await sql<{ id: number; file: string }>(
          `SELECT r.id, r.file FROM resources r JOIN resource_sections rs ON rs.resource_id = r.id AND rs.pos = 0 JOIN sections s ON s.id = rs.section_id
            WHERE r.market = 'ES' AND r.lang = 'CAST' AND r.status = $1 AND r.file IS NOT NULL AND s.type = 1 AND s.status = 1 ORDER BY r.id LIMIT 1`,
          [status],
        )
      )[0];
    const [active, withdrawn, draft] = [await pick(1), await pick(0), await pick(2)];
    const status = async (browser: TestBrowser, path: string) => {
      const response = await browser.fetch(path);
      await response.body.dump();
      return response.statusCode;
    };
    const downloads = async () =>
      (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM resource_downloads WHERE resource_id = $1`, [active.id]))[0].n;
    const before = await downloads();

    // The preview: the file inline, not counted as a download.
    const preview = await b.fetch(`/files/preview/${active.id}`);
    const bytes = Buffer.from(await preview.body.arrayBuffer());
    expect([preview.statusCode, preview.headers["content-type"], bytes.subarray(0, 5).toString()]).toEqual([200, "application/pdf", "%PDF-"]);
    expect(String(preview.headers["content-disposition"] ?? "inline")).not.toMatch(/^attachment/);
    expect(await downloads()).toBe(before);

    expect(await status(b, `/files/resource/${withdrawn.id}`)).toBe(404);
    expect(await status(b, `/files/preview/${withdrawn.id}`)).toBe(404);
    expect(await status(b, `/files/resource/${draft.id}`)).toBe(404);
    expect(await status(b, `/files/resource/999999`)).toBe(404);
    // Resource files are not static files of the portal: only thumbnails, banners and videos are.
    expect(await status(b, `/files/static/${active.file}`)).toBe(404);
    expect(await status(b, `/files/static/${withdrawn.file}`)).toBe(404);

    const partner = await signIn("ES", "partner@demo.es");
    expect(await status(partner, `/files/resource/${active.id}`)).toBe(404);
    expect(await status(partner, `/files/preview/${active.id}`)).toBe(404);
    expect(await downloads()).toBe(before);
  });

  it("serves thumbnails and byte ranges of static files", async () => {
    const b = await signIn("PT", "consultor@demo.pt");
    const [row] = await sql<{ thumb: string }>(`SELECT thumb FROM resources WHERE market = 'PT' AND thumb IS NOT NULL ORDER BY id LIMIT 1`);
    const thumb = await b.fetch(`/files/static/${row.thumb}`);
    const png = Buffer.from(await thumb.body.arrayBuffer());
    expect(thumb.headers["content-type"]).toBe("image/png");
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    const range = await b.fetch(`/files/static/${row.thumb}`, { headers: { range: "bytes=0-3" } });
    expect(range.statusCode).toBe(206);
    expect(Buffer.from(await range.body.arrayBuffer())).toEqual(png.subarray(0, 4));
    const escape = await b.fetch(`/files/static/../../etc/passwd`);
    await escape.body.dump();
    expect(escape.statusCode).toBe(404);
  });

  it("redirects short links on the server and records who shared them", async () => {
    const [row] = await sql<{ id: number; url: string; section: string; user_id: number }>(
      `SELECT r.id, r.url, s.url AS section, (SELECT id FROM users WHERE email = 'gerente@demo.es') AS user_id
       FROM resources r JOIN resource_sections rs ON rs.resource_id = r.id AND rs.pos = 0 JOIN sections s ON s.id = rs.section_id
       WHERE r.market = 'ES' AND s.type = 2 ORDER BY r.id LIMIT 1`,
    );
    const hits = async () =>
      (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM short_link_hits WHERE resource_id = $1 AND user_id = $2`, [row.id, row.user_id]))[0]
        .n;
    const before = await hits();
    // Signed out, the link is not resolved (its path would name the resource): sign in first, then back here.
    stack.resetCalls();
    const out = await browser("ES").fetch(`/r/${row.id}/${row.user_id}`);
    await out.body.dump();
    expect([out.statusCode, out.headers.location]).toEqual([302, `/login?next=${encodeURIComponent(`/r/${row.id}/${row.user_id}`)}`]);
    expect([stack.callPaths(), await hits()]).toEqual([[], before]);

    const b = await signIn("ES", "consultor@demo.es");
    const response = await b.fetch(`/r/${row.id}/${row.user_id}`);
    await response.body.dump();
    expect([response.statusCode, response.headers.location]).toEqual([302, `/local/${row.section}/${row.url}`]);
    expect(await hits()).toBe(before + 1);
    // A sharer who is not a user of this market is not recorded (the hit is, without a sharer).
    const [pt] = await sql<{ id: number }>(`SELECT id FROM users WHERE email = 'gerente@demo.pt'`);
    const anonymousHits = async () =>
      (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM short_link_hits WHERE resource_id = $1 AND user_id IS NULL`, [row.id]))[0].n;
    const anonymousBefore = await anonymousHits();
    const foreign = await b.fetch(`/r/${row.id}/${pt.id}`);
    await foreign.body.dump();
    expect(foreign.headers.location).toBe(`/local/${row.section}/${row.url}`);
    expect(await anonymousHits()).toBe(anonymousBefore + 1);
    expect((await sql<{ n: number }>(`SELECT count(*)::int AS n FROM short_link_hits WHERE user_id = $1`, [pt.id]))[0].n).toBe(0);
    const unknown = await b.fetch(`/r/999999`);
    await unknown.body.dump();
    expect([unknown.statusCode, unknown.headers.location]).toEqual([302, "/"]);
  });
});

describe("requests from the library", () => {
  const CUSTOM = `mutation($i: CustomResourceInput!) { requestCustomResource(input: $i) { sent } }`;
  const OPENING = `mutation($i: OpeningFormInput!) { sendOpeningForm(input: $i) { sent } }`;
  const day = (offset: number) => {
    const d = new Date();
    d.setDate(d.getDate() + offset);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  };

  it("sends a custom resource request for the selected restaurant, refusing a blank topic before the catalogue", async () => {
    const b = await signIn("ES", "franquiciado@demo.es");
    stack.calls.length = 0;
    const blank = await b.graphql(CUSTOM, { i: { topic: "  ", comments: "x" } });
    expect(blank.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { topic: "customresource.error.topic_required" } });
    expect(stack.calls).toEqual([]);
    expect((await b.graphql(CUSTOM, { i: { topic: " Cartel de verano ", comments: "Para la terraza" } })).data).toEqual({
      requestCustomResource: { sent: true },
    });
    const [row] = await sql<{ topic: string; comments: string; restaurant_site: string }>(
      `SELECT topic, comments, restaurant_site FROM custom_resource_requests ORDER BY id DESC LIMIT 1`,
    );
    expect(row).toEqual({ topic: "Cartel de verano", comments: "Para la terraza", restaurant_site: expect.stringMatching(/^ES\d{4}$/) });
  });

  it("keeps the custom resource to ES franchisees", async () => {
    const manager = await signIn("ES", "gerente@demo.es");
    expect((await manager.graphql(CUSTOM, { i: { topic: "x" } })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const pt = await signIn("PT", "franqueado@demo.pt");
    expect((await pt.graphql(CUSTOM, { i: { topic: "x" } })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });

  it("refuses an opening less than 15 days away and stores one 15 days away", async () => {
    const b = await signIn("PT", "franqueado@demo.pt");
    stack.calls.length = 0;
    const soon = await b.graphql(OPENING, { i: openingInput(day(14)) });
    expect(soon.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { openingDate: "opening.error.too_soon" } });
    expect(stack.calls).toEqual([]);
    expect((await b.graphql(OPENING, { i: openingInput(day(15)) })).data).toEqual({ sendOpeningForm: { sent: true } });
    const [row] = await sql<{ market: string; data: Record<string, unknown> }>(`SELECT market, data FROM opening_requests ORDER BY id DESC LIMIT 1`);
    expect(row.market).toBe("PT");
    expect(row.data).toMatchObject({ franchisee_name: "Laura Martín", opening_date: day(15), kiosk: true, mcauto: false, workplaces: 45 });
  });
});
