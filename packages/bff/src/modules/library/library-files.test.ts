import { describe, expect, it } from "vitest";
import { openingInput } from "@portal/schema/fixtures";
import { useStack } from "../../test/use-stack.js";
import type { TestBrowser } from "../../test/browser.js";

/* The library's downloads, static files and short links, and the requests made from it. */

const stack = useStack();

const { signIn, sql, browser } = stack;

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
