import { describe, expect, it } from "vitest";
import { FormData } from "undici";
import { reportUploadMonths } from "@portal/schema";
import type { TestBrowser } from "../../test/browser.js";
import { CHANNELS, type Screen } from "../../test/channels-screen.js";
import { useStack } from "../../test/use-stack.js";
import { makeRar } from "../../test/rar.js";
import { makeZip } from "../../test/zip.js";

const stack = useStack();
const { signIn, sql } = stack;

const MONTHS = /* GraphQL */ `
  query Months($input: ReportMonthPageInput!) {
    partnerReportMonths(input: $input) {
      items {
        month
        count
      }
      total
      size
    }
  }
`;
const UPLOAD_MONTHS = `{ partnerReportUploadMonths { month taken } }`;
const REPORTS = /* GraphQL */ `
  query Reports($month: String!, $input: PartnerReportPageInput!) {
    partnerReports(month: $month, input: $input) {
      items {
        fileName
        restaurantSite
        url
      }
      total
      size
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation Delete($input: DeletePartnerReportInput!) {
    deletePartnerReport(input: $input) {
      id
    }
  }
`;
const DELETE_MONTH = /* GraphQL */ `
  mutation DeleteMonth($input: DeletePartnerReportMonthInput!) {
    deletePartnerReportMonth(input: $input) {
      month
      deleted
    }
  }
`;

/** A small real PDF (its first bytes are what the checks read). */
const pdf = (title: string) => Buffer.from(`%PDF-1.4\n% ${title}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, "latin1");
const months = reportUploadMonths();
const folder = (month: string) => month.replace("/", "-");

async function send(b: TestBrowser, path: string, name: string, bytes: Buffer, headers: Record<string, string> = { "x-portal-upload": "1" }) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  const response = await b.fetch(path, { method: "POST", body: form, headers });
  return { status: response.statusCode, body: (await response.body.json()) as Record<string, unknown> };
}
const refusal = (status: number, key: string) => ({
  status,
  body: { errors: [{ message: key, extensions: { code: status === 403 ? "FORBIDDEN" : "BAD_USER_INPUT", fields: { file: key } } }] },
});
const countOf = async (month: string) =>
  Number(
    (
      await sql<{ n: number }>("SELECT count(*)::int AS n FROM partner_reports WHERE market = 'ES' AND report_date = $1", [
        `${month.slice(3)}-${month.slice(0, 2)}-01`,
      ])
    )[0]!.n,
  );

describe("partner reports", () => {
  it("lists the months newest first with their counts (all rows by default) and the last 6 with the taken ones", async () => {
    const partner = await signIn("ES", "partner@demo.es");
    const page = (await partner.graphql<{ partnerReportMonths: unknown }>(MONTHS, { input: {} })).data!.partnerReportMonths;
    expect(page).toEqual({
      items: [
        { month: months[1], count: 4 },
        { month: months[2], count: 4 },
        { month: months[3], count: 4 },
      ],
      total: 3,
      size: null,
    });
    expect((await partner.graphql(MONTHS, { input: { size: 10 } })).errors?.[0]?.extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { size: "validation.page_size" },
    });
    expect((await partner.graphql(UPLOAD_MONTHS)).data).toEqual({
      partnerReportUploadMonths: months.map((month, i) => ({ month, taken: i >= 1 && i <= 3 })),
    });
    const reports = (await partner.graphql<{ partnerReports: { items: unknown[] } }>(REPORTS, { month: months[1], input: { size: null } })).data!
      .partnerReports.items;
    expect(reports[0]).toEqual({
      fileName: `ES0101_informe-${folder(months[1]!)}.pdf`,
      restaurantSite: "ES0101",
      url: `/files/static/reports/${folder(months[1]!)}/ES0101_informe-${folder(months[1]!)}.pdf`,
    });
    // The preview reads the stored PDF through the BFF.
    const file = await partner.fetch((reports[0] as { url: string }).url);
    expect(file.statusCode).toBe(200);
    expect(
      Buffer.from(await file.body.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    // A restaurant's report is read by its own people, the partners and the administrators; to others it does not exist.
    for (const [user, status] of [
      ["franquiciado@demo.es", 200],
      ["admin@demo.es", 200],
      ["gerente@demo.es", 404],
    ] as const) {
      const response = await (await signIn("ES", user)).fetch((reports[0] as { url: string }).url);
      await response.body.text();
      expect([user, response.statusCode]).toEqual([user, status]);
    }
    expect((await partner.graphql(REPORTS, { month: "13/2026", input: {} })).errors?.[0]?.extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { month: "partner.error.month" },
    });
  });

  it("partners only: everyone else is refused the queries, mutations and uploads; partners reach nothing else", async () => {
    for (const [market, user] of [
      ["ES", "admin@demo.es"],
      ["ES", "franquiciado@demo.es"],
      ["PT", "admin@demo.pt"],
    ] as const) {
      const b = await signIn(market, user);
      expect((await b.graphql(MONTHS, { input: {} })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect((await b.graphql(UPLOAD_MONTHS)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect((await b.graphql(DELETE_MONTH, { input: { month: months[1] } })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect(await send(b, `/uploads/partner/reports/${folder(months[0]!)}`, "a.zip", makeZip([{ name: "ES0101.pdf", data: pdf("a") }]))).toEqual({
        status: 403,
        body: { errors: [{ message: "error.FORBIDDEN", extensions: { code: "FORBIDDEN", fields: { file: "error.FORBIDDEN" } } }] },
      });
    }
    const partner = await signIn("ES", "partner@demo.es");
    for (const query of ["{ home { sliders { id } } }", "{ adminMopHeader { pending } }", "{ mopAutoConfirm { autoConfirm } }"]) {
      expect((await partner.graphql(query)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
    expect(await countOf(months[1]!)).toBe(4);
  });

  it("refuses archive bombs, nested and `../` entries, non-PDF entries, wrong magic bytes and taken months: all or nothing", async () => {
    const partner = await signIn("ES", "partner@demo.es");
    const free = months[4]!;
    const path = `/uploads/partner/reports/${folder(free)}`;
    const good = { name: "ES0101_informe.pdf", data: pdf("ES0101") };
    const cases: Array<[string, Buffer, string, number]> = [
      [
        "bomb.zip",
        makeZip([good, { name: "ES0102_bomb.pdf", data: Buffer.concat([pdf("x"), Buffer.alloc(10 * 1024 * 1024)]) }]),
        "partner.error.archive_bomb",
        400,
      ],
      [
        "many.zip",
        makeZip(Array.from({ length: 301 }, (_, i) => ({ name: `ES0101_${i}.pdf`, data: pdf(String(i)) }))),
        "partner.error.archive_bomb",
        400,
      ],
      ["up.zip", makeZip([good, { name: "../ES0102.pdf", data: pdf("b") }]), "partner.error.archive_path", 400],
      ["abs.zip", makeZip([good, { name: "/tmp/ES0102.pdf", data: pdf("b") }]), "partner.error.archive_path", 400],
      [
        "nested.zip",
        makeZip([
          { name: "marzo/", data: Buffer.alloc(0), method: "store" },
          { name: "marzo/ES0102.pdf", data: pdf("b") },
        ]),
        "partner.error.archive_path",
        400,
      ],
      ["text.zip", makeZip([good, { name: "ES0102_notas.txt", data: Buffer.from("hola") }]), "partner.error.archive_not_pdf", 400],
      [
        "fake.zip",
        makeZip([good, { name: "ES0102_falso.pdf", data: Buffer.from("<html>no soy un pdf</html>") }]),
        "partner.error.archive_not_pdf",
        400,
      ],
      ["name.zip", makeZip([good, { name: "informe.pdf", data: pdf("b") }]), "partner.error.file_name", 400],
      ["site.zip", makeZip([good, { name: "ES9999_informe.pdf", data: pdf("b") }]), "partner.error.site", 400],
      ["empty.zip", makeZip([]), "partner.error.archive_empty", 400],
      ["notzip.zip", Buffer.from("esto no es un zip, solo texto plano"), "partner.error.archive_type", 415],
      ["doc.zip", pdf("a pdf named zip"), "partner.error.archive_type", 415],
    ];
    for (const [name, bytes, key, status] of cases) expect(await send(partner, path, name, bytes), name).toEqual(refusal(status, key));
    expect(await countOf(free)).toBe(0);
    expect(await send(partner, `/uploads/partner/reports/${folder(months[1]!)}`, "a.zip", makeZip([good]))).toEqual(
      refusal(400, "partner.error.month_taken"),
    );
    expect(await send(partner, "/uploads/partner/reports/01-2001", "a.zip", makeZip([good]))).toEqual(refusal(400, "partner.error.month"));
    expect(await send(partner, path, "a.zip", makeZip([good]), {})).toMatchObject({ status: 403 });
  });

  it("tells administrators (both markets) which active restaurants have no report for a month; partners are refused", async () => {
    const QUERY = `query Missing($month: String!) { adminMissingReports(month: $month) { site } }`;
    const admin = await signIn("ES", "admin@demo.es");
    const active = await sql<{ site: string }>("SELECT site FROM restaurants WHERE market = 'ES' AND active = '1' ORDER BY site");
    expect((await admin.graphql<{ adminMissingReports: Array<{ site: string }> }>(QUERY, { month: months[1] })).data!.adminMissingReports).toEqual(
      active.filter((r) => !["ES0101", "ES0102", "ES0103", "ES0105"].includes(r.site)),
    );
    const pt = await signIn("PT", "admin@demo.pt");
    expect((await pt.graphql<{ adminMissingReports: unknown[] }>(QUERY, { month: months[1] })).data!.adminMissingReports.length).toBeGreaterThan(0);
    expect((await admin.graphql(QUERY, { month: "13/2026" })).errors?.[0]?.extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { month: "partner.error.month" },
    });
    expect((await (await signIn("ES", "partner@demo.es")).graphql(QUERY, { month: months[1] })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("uploads a zip for a free month, adds and replaces a PDF, deletes one and the whole month (safe to retry)", async () => {
    const partner = await signIn("ES", "partner@demo.es");
    const month = months[5]!;
    const zip = makeZip([
      { name: "ES0101_informe.pdf", data: pdf("ES0101") },
      { name: "ES0104-informe.pdf", data: pdf("ES0104") },
    ]);
    const uploaded = await send(partner, `/uploads/partner/reports/${folder(month)}`, "informes.zip", zip);
    expect(uploaded).toEqual({
      status: 200,
      body: {
        path: `reports/${folder(month)}/`,
        name: "informes.zip",
        size: 2,
        mime: "application/zip",
        url: `/files/static/reports/${folder(month)}/`,
      },
    });
    expect((await partner.graphql(UPLOAD_MONTHS)).data!.partnerReportUploadMonths).toContainEqual({ month, taken: true });

    const added = await send(partner, `/uploads/partner/report/${folder(month)}`, "ES0105.pdf", pdf("ES0105"));
    expect(added).toMatchObject({ status: 200, body: { path: `reports/${folder(month)}/ES0105.pdf` } });
    expect((await send(partner, `/uploads/partner/report/${folder(month)}`, "ES0105.pdf", pdf("ES0105 v2"))).status).toBe(200);
    expect(await send(partner, `/uploads/partner/report/${folder(month)}`, "informe.pdf", pdf("x"))).toEqual(refusal(400, "partner.error.file_name"));
    expect(await send(partner, `/uploads/partner/report/${folder(month)}`, "ES0101.pdf", Buffer.from("texto"))).toEqual(
      refusal(415, "partner.error.pdf_type"),
    );

    type Reports = { partnerReports: { items: Array<{ fileName: string }>; total: number } };
    const list = async () =>
      (await partner.graphql<Reports>(REPORTS, { month, input: { size: null } })).data!.partnerReports.items.map((r) => r.fileName);
    expect(await list()).toEqual(["ES0101_informe.pdf", "ES0104-informe.pdf", "ES0105.pdf"]);
    const [row] = await sql<{ id: number }>("SELECT id FROM partner_reports WHERE market = 'ES' AND report_filename = 'ES0105.pdf'");
    expect((await partner.graphql(DELETE, { input: { id: String(row!.id) } })).data).toEqual({ deletePartnerReport: { id: String(row!.id) } });
    expect((await partner.graphql(DELETE, { input: { id: String(row!.id) } })).data).toEqual({ deletePartnerReport: { id: String(row!.id) } });
    expect(await list()).toEqual(["ES0101_informe.pdf", "ES0104-informe.pdf"]);
    expect((await partner.graphql(DELETE_MONTH, { input: { month } })).data).toEqual({ deletePartnerReportMonth: { month, deleted: 2 } });
    expect((await partner.graphql(DELETE_MONTH, { input: { month } })).data).toEqual({ deletePartnerReportMonth: { month, deleted: 0 } });
    expect(await countOf(month)).toBe(0);
  });

  it("takes a rar as it takes a zip, and refuses a rar's `../`, non-PDF, encrypted or damaged entries: all or nothing", async () => {
    const partner = await signIn("ES", "partner@demo.es");
    const month = months[0]!;
    const path = `/uploads/partner/reports/${folder(month)}`;
    const good = { name: "ES0101_informe.pdf", data: pdf("ES0101 rar") };
    const damaged = makeRar([good, { name: "ES0102.pdf", data: pdf("ES0102") }]);
    damaged[damaged.length - 12] ^= 0xff; // a byte of the last entry's PDF: its CRC no longer matches
    const cases: Array<[string, Buffer, string]> = [
      ["up.rar", makeRar([good, { name: "../ES0102.pdf", data: pdf("b") }]), "partner.error.archive_path"],
      ["text.rar", makeRar([good, { name: "ES0102_notas.txt", data: Buffer.from("hola") }]), "partner.error.archive_not_pdf"],
      ["fake.rar", makeRar([good, { name: "ES0102.pdf", data: Buffer.from("<html>no soy un pdf</html>") }]), "partner.error.archive_not_pdf"],
      ["locked.rar", makeRar([good, { name: "ES0102.pdf", data: pdf("b"), encrypted: true }]), "partner.error.archive_broken"],
      ["damaged.rar", damaged, "partner.error.archive_broken"],
      ["empty.rar", makeRar([]), "partner.error.archive_empty"],
    ];
    for (const [name, bytes, key] of cases) expect(await send(partner, path, name, bytes), name).toEqual(refusal(400, key));
    expect(await countOf(month)).toBe(0);

    const rar = makeRar([good, { name: "ES0104-informe.pdf", data: pdf("ES0104 rar") }]);
    expect(await send(partner, path, "informes.rar", rar)).toEqual({
      status: 200,
      body: {
        path: `reports/${folder(month)}/`,
        name: "informes.rar",
        size: 2,
        mime: "application/x-rar-compressed",
        url: `/files/static/reports/${folder(month)}/`,
      },
    });
    const items = (
      await partner.graphql<{ partnerReports: { items: Array<{ fileName: string; url: string }> } }>(REPORTS, { month, input: { size: null } })
    ).data!.partnerReports.items;
    expect(items.map((r) => r.fileName)).toEqual(["ES0101_informe.pdf", "ES0104-informe.pdf"]);
    const stored = await partner.fetch(items[0]!.url);
    expect(Buffer.from(await stored.body.arrayBuffer()).equals(good.data)).toBe(true);
    expect((await partner.graphql(DELETE_MONTH, { input: { month } })).data).toEqual({ deletePartnerReportMonth: { month, deleted: 2 } });
  });

  it("a restaurant's channels screen lists a partner's upload, added PDF and deletions at once, though it keeps the list a while", async () => {
    const partner = await signIn("ES", "partner@demo.es");
    const franchisee = await signIn("ES", "franquiciado@demo.es"); // ES0101 selected
    const month = months[4]!;
    const listed = async () =>
      (await franchisee.graphql<{ channels: Screen }>(CHANNELS)).data!.channels.reports.filter((r) => r.month === month).map((r) => r.url);
    const url = (name: string) => `/files/static/reports/${folder(month)}/${name}`;
    expect(await listed()).toEqual([]);
    stack.resetCalls();
    expect(await listed()).toEqual([]);
    expect(stack.callPaths().filter((path) => path.startsWith("report/restaurant/"))).toEqual([]);

    const zip = makeZip([
      { name: "ES0101_a.pdf", data: pdf("ES0101 a") },
      { name: "ES0104_a.pdf", data: pdf("ES0104 a") },
    ]);
    expect((await send(partner, `/uploads/partner/reports/${folder(month)}`, "informes.zip", zip)).status).toBe(200);
    expect(await listed()).toEqual([url("ES0101_a.pdf")]);
    expect((await send(partner, `/uploads/partner/report/${folder(month)}`, "ES0101_b.pdf", pdf("ES0101 b"))).status).toBe(200);
    expect((await listed()).sort()).toEqual([url("ES0101_a.pdf"), url("ES0101_b.pdf")]);
    const [row] = await sql<{ id: number }>("SELECT id FROM partner_reports WHERE market = 'ES' AND report_filename = 'ES0101_b.pdf'");
    expect((await partner.graphql(DELETE, { input: { id: String(row!.id) } })).errors).toBeUndefined();
    expect(await listed()).toEqual([url("ES0101_a.pdf")]);
    expect((await partner.graphql(DELETE_MONTH, { input: { month } })).data).toEqual({ deletePartnerReportMonth: { month, deleted: 2 } });
    expect(await listed()).toEqual([]);
  });
});
