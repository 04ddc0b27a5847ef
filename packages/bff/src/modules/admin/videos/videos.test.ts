import { describe, expect, it } from "vitest";
import { useStack } from "../../../test/use-stack.js";

const stack = useStack();
const { signIn, sql } = stack;

const PAGE = /* GraphQL */ `
  query Videos($input: AdminVideoPageInput!) {
    adminVideos(input: $input) {
      items {
        id
        url
        active
        startDate
        endDate
      }
      total
      page
      size
      pageCount
    }
  }
`;
const SAVE = /* GraphQL */ `
  mutation Save($input: SaveVideoInput!) {
    saveVideo(input: $input) {
      id
      url
      active
      startDate
      endDate
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation Delete($input: DeleteVideoInput!) {
    deleteVideo(input: $input) {
      id
    }
  }
`;
const HOME_VIDEO = `{ home { video { id url } } }`;

type Video = { id: string; url: string; active: boolean; startDate: string | null; endDate: string | null };
type Page = { adminVideos: { items: Video[]; total: number; page: number; size: number | null; pageCount: number } };

const day = (stamp: Date | null) =>
  stamp ? `${stamp.getFullYear()}-${String(stamp.getMonth() + 1).padStart(2, "0")}-${String(stamp.getDate()).padStart(2, "0")}` : null;
/** The market's videos as the table must show them, newest first. */
async function catalogueVideos(market: string): Promise<Video[]> {
  const rows = await sql<{ id: number; url: string; status: number; start_date: Date | null; end_date: Date | null }>(
    "SELECT id, url, status, start_date, end_date FROM videos WHERE market = $1 ORDER BY id DESC",
    [market],
  );
  return rows.map((r) => ({ id: String(r.id), url: r.url, active: r.status === 1, startDate: day(r.start_date), endDate: day(r.end_date) }));
}

describe("admin videos (ES)", () => {
  it("answers a page: newest first by default, searched by URL, sorted, any of the table's sizes", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const all = await catalogueVideos("ES");
    expect(all).toHaveLength(3);
    expect((await admin.graphql<Page>(PAGE, { input: {} })).data!.adminVideos).toEqual({ items: all, total: 3, page: 1, size: 10, pageCount: 1 });

    const vimeo = all.filter((v) => v.url.includes("vimeo"));
    expect((await admin.graphql<Page>(PAGE, { input: { search: " VIMEO " } })).data!.adminVideos.items).toEqual(vimeo);

    const byUrl = [...all].sort((a, b) => b.url.localeCompare(a.url));
    expect((await admin.graphql<Page>(PAGE, { input: { sortBy: "URL", direction: "DESC", size: null } })).data!.adminVideos).toEqual({
      items: byUrl,
      total: 3,
      page: 1,
      size: null,
      pageCount: 1,
    });
    // One catalogue call per page, whatever the page asks.
    stack.resetCalls();
    await admin.graphql<Page>(PAGE, { input: { page: 9 } });
    expect(stack.callPaths()).toEqual(["videos"]);

    const wrongSize = await admin.graphql<Page>(PAGE, { input: { size: 25 } });
    expect(wrongSize.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { size: "validation.page_size" } });
  });

  it("is for administrators of ES only", async () => {
    const manager = await signIn("ES", "gerente@demo.es");
    expect((await manager.graphql(PAGE, { input: {} })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const ptAdmin = await signIn("PT", "admin@demo.pt");
    expect((await ptAdmin.graphql(PAGE, { input: {} })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await ptAdmin.graphql(SAVE, { input: { url: "https://vimeo.com/1" } })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });

  it("creates, changes and deletes a video, answering the changed object; the home shows each change at once", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const before = (await admin.graphql<{ home: { video: { id: string } } }>(HOME_VIDEO)).data!.home.video;

    const created = (await admin.graphql<{ saveVideo: Video }>(SAVE, { input: { url: " https://vimeo.com/76979871 ", startDate: day(new Date()) } }))
      .data!.saveVideo;
    expect(created).toEqual({ id: expect.any(String), url: "https://vimeo.com/76979871", active: true, startDate: day(new Date()), endDate: null });
    expect((await catalogueVideos("ES"))[0]).toEqual(created);
    // Starting today, the most recently started of the current ones: the home shows it now (its cached videos were invalidated).
    expect((await admin.graphql<{ home: { video: { id: string } } }>(HOME_VIDEO)).data!.home.video).toEqual({
      id: created.id,
      url: "https://vimeo.com/76979871",
    });

    const changed = (await admin.graphql<{ saveVideo: Video }>(SAVE, { input: { ...created, active: false } })).data!.saveVideo;
    expect(changed).toEqual({ ...created, active: false });
    expect((await admin.graphql<{ home: { video: { id: string } } }>(HOME_VIDEO)).data!.home.video).toEqual(before);

    expect((await admin.graphql(DELETE, { input: { id: created.id } })).data).toEqual({ deleteVideo: { id: created.id } });
    // A retried delete succeeds: the video is gone either way.
    expect((await admin.graphql(DELETE, { input: { id: created.id } })).data).toEqual({ deleteVideo: { id: created.id } });
    expect((await catalogueVideos("ES")).map((v) => v.id)).not.toContain(created.id);
  });

  it("refuses a bad form with the shared rules' keys, before calling the catalogue", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    stack.resetCalls();
    const blank = await admin.graphql(SAVE, { input: { url: "  ", startDate: "2026-12-10", endDate: "2026-12-01" } });
    expect(blank.errors?.[0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { url: "validation.required", endDate: "admin.error.end_before_start" },
    });
    // The shared video URL rule: YouTube, Vimeo or a video file; "not a url" and a 3,000-character URL are refused.
    for (const url of ["not a url", `https://vimeo.com/${"1".repeat(2982)}`]) {
      const refused = await admin.graphql(SAVE, { input: { url } });
      expect(refused.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { url: "admin.videos.error.url" } });
    }
    const unknown = await admin.graphql(SAVE, { input: { id: "abc", url: "https://vimeo.com/1" } });
    expect(unknown.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { id: "error.not_found" } });
    expect(stack.callPaths().filter((p) => p.startsWith("video"))).toEqual([]);
    // A video deleted meanwhile: the catalogue's not_found reaches the form as the common message.
    const gone = await admin.graphql(SAVE, { input: { id: "999999", url: "https://vimeo.com/1" } });
    expect(gone.errors?.[0]).toMatchObject({ message: "error.not_found", extensions: { code: "UPSTREAM_REJECTED", reason: "not_found" } });
  });
});
