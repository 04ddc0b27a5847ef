import { describe, expect, it } from "vitest";
import { useStack } from "../../../test/use-stack.js";

const stack = useStack();
const { signIn, sql } = stack;

const REPORT = /* GraphQL */ `
  query Report($input: DownloadReportInput!) {
    downloadReport(input: $input) {
      items {
        position
        resourceId
        name
        thumbnailUrl
        section
        downloads
        linkOpens
      }
      total
      page
      size
      pageCount
      from
      to
      totalDownloads
      totalLinkOpens
    }
  }
`;
const RESOURCE = /* GraphQL */ `
  query Resource($input: ResourceReportInput!) {
    resourceReport(input: $input) {
      resourceId
      days {
        date
        downloads
        linkOpens
      }
      restaurants {
        site
        name
        linkOpens
      }
    }
  }
`;

/** A local day as the catalogue stamps downloads (its local time). */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
};

describe("the download report", () => {
  it("ranks the resources of a range with the range's totals, paginated, searched and sorted on the server", async () => {
    const [section] = await sql<{ url: string; name: string }>(
      "SELECT s.url, n.name FROM sections s JOIN section_names n ON n.section_id = s.id AND n.lang = 'PT' WHERE s.market = 'PT' AND s.type = 1 ORDER BY s.id LIMIT 1",
    );
    const made = [];
    for (const [name, downloads, opens] of [
      ["Relatório Um", 3, 0],
      ["Relatório Dois", 1, 4],
      ["Relatório Três", 1, 1],
    ] as const) {
      const resource = await stack.factories.createResource({ market: "PT", section: section!.url, name });
      for (let i = 0; i < downloads; i++) await stack.factories.createResourceHit({ resource, date: "2032-05-10 12:00:00" });
      for (let i = 0; i < opens; i++) await stack.factories.createResourceHit({ resource, via: "link", date: "2032-05-11 12:00:00" });
      made.push(resource);
    }
    const admin = await signIn("PT", "restrito@demo.pt"); // restricted administrators keep the report
    const range = { from: "2032-05-01", to: "2032-05-31" };
    const all = await admin.graphql<{ downloadReport: Record<string, unknown> }>(REPORT, { input: { ...range, size: null } });
    expect(all.data?.downloadReport).toEqual({
      items: [
        {
          position: 1,
          resourceId: String(made[0]!.id),
          name: "Relatório Um",
          thumbnailUrl: null,
          section: section!.name,
          downloads: 3,
          linkOpens: 0,
        },
        {
          position: 2,
          resourceId: String(made[1]!.id),
          name: "Relatório Dois",
          thumbnailUrl: null,
          section: section!.name,
          downloads: 1,
          linkOpens: 4,
        },
        {
          position: 3,
          resourceId: String(made[2]!.id),
          name: "Relatório Três",
          thumbnailUrl: null,
          section: section!.name,
          downloads: 1,
          linkOpens: 1,
        },
      ],
      total: 3,
      page: 1,
      size: null,
      pageCount: 1,
      ...range,
      totalDownloads: 5,
      totalLinkOpens: 5,
    });
    const sorted = await admin.graphql<{ downloadReport: { items: Array<{ position: number }> } }>(REPORT, {
      input: { ...range, sortBy: "LINK_OPENS", direction: "DESC", search: "relatorio", size: 10 },
    });
    expect(sorted.data?.downloadReport.items.map((r) => r.position)).toEqual([2, 3, 1]); // accents ignored, positions kept
    expect((await admin.graphql(REPORT, { input: { ...range, size: 25 } })).errors?.[0].extensions?.fields).toEqual({ size: "validation.page_size" });

    const detail = await admin.graphql<{ resourceReport: { days: unknown[]; restaurants: unknown[] } }>(RESOURCE, {
      input: { resourceId: String(made[1]!.id), from: "2032-05-10", to: "2032-05-12" },
    });
    expect(detail.data?.resourceReport).toEqual({
      resourceId: String(made[1]!.id),
      days: [
        { date: "2032-05-10", downloads: 1, linkOpens: 0 },
        { date: "2032-05-11", downloads: 0, linkOpens: 4 },
        { date: "2032-05-12", downloads: 0, linkOpens: 0 },
      ],
      restaurants: [{ site: null, name: null, linkOpens: 4 }],
    });
  });

  it("checks the range with the shared rules before any catalogue call, and keeps the report to administrators", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    stack.resetCalls();
    const wrong = await admin.graphql(REPORT, { input: { from: "2026-03-02", to: "2026-03-01" } });
    expect(wrong.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { to: "admin.error.end_before_start" } });
    const long = await admin.graphql(REPORT, { input: { from: "2025-01-01", to: "2026-01-02" } });
    expect(long.errors?.[0].extensions?.fields).toEqual({ to: "admin.inform.error.range" });
    expect(
      (await admin.graphql(RESOURCE, { input: { resourceId: "x", from: "2026-03-01", to: "2026-03-02" } })).errors?.[0].extensions?.fields,
    ).toEqual({
      resourceId: "error.not_found",
    });
    expect(stack.callPaths().filter((p) => p.startsWith("report/"))).toEqual([]);
    const [pt] = await sql<{ id: number }>("SELECT id FROM resources WHERE market = 'PT' ORDER BY id LIMIT 1");
    expect((await admin.graphql(RESOURCE, { input: { resourceId: String(pt!.id), from: "2026-03-01", to: "2026-03-02" } })).errors?.[0].message).toBe(
      "error.not_found",
    );
    for (const who of ["franquiciado@demo.es", "partner@demo.es"]) {
      const other = await signIn("ES", who);
      expect((await other.graphql(REPORT, { input: { from: "2026-03-01", to: "2026-03-02" } })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    }
  });

  it("counts a download made through the portal at once", async () => {
    const owner = await signIn("ES", "franquiciado@demo.es");
    const [row] = await sql<{ id: number }>(
      "SELECT id FROM resources WHERE market = 'ES' AND status = 1 AND file IS NOT NULL AND lang = 'CAST' ORDER BY id LIMIT 1",
    );
    const admin = await signIn("ES", "admin@demo.es");
    const input = { from: today(), to: today(), search: "", size: null };
    const before = await admin.graphql<{ downloadReport: { items: Array<{ resourceId: string; downloads: number }> } }>(REPORT, { input });
    const count = before.data?.downloadReport.items.find((r) => r.resourceId === String(row!.id))?.downloads ?? 0;
    const response = await owner.fetch(`/files/resource/${row!.id}`);
    await response.body.arrayBuffer();
    expect(response.statusCode).toBe(200);
    const after = await admin.graphql<{ downloadReport: { items: Array<{ resourceId: string; downloads: number }> } }>(REPORT, { input });
    expect(after.data?.downloadReport.items.find((r) => r.resourceId === String(row!.id))?.downloads).toBe(count + 1);
  });
});
