import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../auth/passwords.js";
import { makePdf } from "../db/seed/files/pdf.js";
import type { LegacyServer } from "../index.js";
import { apiClient, type ApiClient } from "../testing/client.js";
import { STORAGES } from "../testing/storages.js";
import { parseMonth, uploadMonths } from "./partner.js";

const DEMO = sha256Hex("demo1234");
const refusal = (error: string) => ({ status: false, data: { error } });
const dataOf = <T = Record<string, unknown>>(answer: { body: unknown }) => (answer.body as { data: T }).data;
const PDF = makePdf({ title: "Informe" });

/** "MM/YYYY" of the month `back` months ago. */
const label = (back: number) => {
  const [year, month] = uploadMonths()[back]!.split("-");
  return `${month}/${year}`;
};

type Report = { id: number; date: string; report_filename: string; restaurant_site: string; url: string };

describe("report months", () => {
  it("reads MM/YYYY or MM-YYYY and offers the current month and the 5 before it", () => {
    expect(parseMonth("03/2026")).toEqual({ day: "2026-03-01", folder: "03-2026", label: "03/2026" });
    expect(parseMonth("12-2025")?.day).toBe("2025-12-01");
    expect(["13/2026", "3/2026", "00/2026", "03/26", "../2026"].map(parseMonth)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(uploadMonths(new Date(2026, 1, 15))).toEqual(["2026-02-01", "2026-01-01", "2025-12-01", "2025-11-01", "2025-10-01", "2025-09-01"]);
  });
});

describe.each(STORAGES)("partner reports on $name", (storage) => {
  let legacy: LegacyServer;
  let es: ApiClient;
  let partner: string;
  let franchisee: string;
  let admin: string;

  const login = async (client: ApiClient, username: string) => {
    const answer = await client.post("login", { username, password: DEMO });
    if (!answer.cookie) throw new Error(`login of ${username} failed`);
    return answer.cookie;
  };
  const send = async (path: string, cookie: string, date: string, files: Array<[string, Buffer]>, field = "files") => {
    const body = new FormData();
    body.append("date", date);
    for (const [name, bytes] of files) body.append(field, new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${legacy.url}/es/api/${path}`, { method: "POST", body, headers: { cookie } });
    return { status: res.status, body: (await res.json()) as unknown };
  };
  const staticFile = (url: string) => fetch(`${legacy.url}/es/static/${url}`);

  beforeAll(async () => {
    legacy = await storage.start();
    es = apiClient(legacy.url, "ES");
    [partner, franchisee, admin] = await Promise.all([login(es, "partner@demo.es"), login(es, "franquiciado@demo.es"), login(es, "admin@demo.es")]);
  });
  afterAll(() => legacy?.close());

  it("is for partners only (`partner` to anyone else signed in, 403 without a session)", async () => {
    expect((await es.get("partner/report")).status).toBe(403);
    expect((await es.get("partner/report", franchisee)).body).toEqual(refusal("partner"));
    expect((await es.get("partner/report", admin)).body).toEqual(refusal("partner"));
    expect((await es.post("partner/report/delete", { id: "1" }, admin)).body).toEqual(refusal("partner"));
    expect((await send("partner/report/upload", franchisee, label(0), [["ES0101_x.pdf", PDF]])).body).toEqual(refusal("partner"));
  });

  it("lists the seeded months newest first with their counts, and a month's reports with their stored PDFs", async () => {
    const months = dataOf<Array<{ date: string; count: number }>>(await es.get("partner/report", partner));
    expect(months.map((m) => [m.date, m.count])).toEqual([
      [label(1), 4],
      [label(2), 4],
      [label(3), 4],
    ]);
    const reports = dataOf<Report[]>(await es.get(`partner/report/month/${label(1).replace("/", "-")}`, partner));
    expect(reports.map((r) => r.restaurant_site)).toEqual(["ES0101", "ES0102", "ES0103", "ES0105"]);
    const file = await staticFile(reports[0]!.url);
    expect(reports[0]!.url).toBe(`reports/${label(1).replace("/", "-")}/ES0101_informe-${label(1).replace("/", "-")}.pdf`);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("shows a restaurant's reports to its users, administrators and partners only", async () => {
    const [restaurant] = await legacy.db.query<{ id: number }>("SELECT id FROM restaurants WHERE market = 'ES' AND site = 'ES0101'");
    const answer = dataOf<Array<{ url: string; month_formatted: string }>>(await es.get(`report/restaurant/${restaurant!.id}`, franchisee));
    expect(answer.map((r) => r.month_formatted)).toEqual([label(1), label(2), label(3)]);
    expect((await es.get(`report/restaurant/${restaurant!.id}`, admin)).body).toMatchObject({ status: true });
    const [other] = await legacy.db.query<{ id: number }>("SELECT id FROM restaurants WHERE market = 'ES' AND site = 'ES0103'");
    expect((await es.get(`report/restaurant/${other!.id}`, franchisee)).body).toEqual(refusal("restaurant"));
    expect((await es.get("report/restaurant/99999999", franchisee)).body).toEqual(refusal("not_found"));
    const [user] = await legacy.db.query<{ id: number }>("SELECT id FROM users WHERE market = 'ES' AND email = 'franquiciado@demo.es'");
    const mine = dataOf<Array<{ restaurant_site: string }>>(await es.get(`report/user/${user!.id}`, franchisee));
    expect(new Set(mine.map((r) => r.restaurant_site))).toEqual(new Set(["ES0101", "ES0102", "ES0105"]));
    const [someoneElse] = await legacy.db.query<{ id: number }>("SELECT id FROM users WHERE market = 'ES' AND email = 'gerente@demo.es'");
    expect((await es.get(`report/user/${someoneElse!.id}`, franchisee)).body).toEqual(refusal("user"));
  });

  it("tells administrators which active restaurants have no report for a month", async () => {
    const missing = dataOf<Array<{ site: string }>>(await es.get(`admin/reports/missing/${label(1).replace("/", "-")}`, admin));
    const active = await legacy.db.query<{ site: string }>("SELECT site FROM restaurants WHERE market = 'ES' AND active = '1' ORDER BY site");
    expect(missing.map((r) => r.site)).toEqual(active.map((r) => r.site).filter((site) => !["ES0101", "ES0102", "ES0103", "ES0105"].includes(site)));
    expect((await es.get(`admin/reports/missing/${label(1).replace("/", "-")}`, partner)).body).toEqual(refusal("admin"));
    expect((await es.get("admin/reports/missing/13-2026", admin)).body).toEqual(refusal("date"));
  });

  it("uploads a free month all or nothing, refuses a taken or old month, then adds, replaces and deletes PDFs", async () => {
    const month = label(0);
    const folder = month.replace("/", "-");
    // A bad file among good ones: nothing is stored.
    expect(
      (
        await send("partner/report/upload", partner, month, [
          ["ES0101_a.pdf", PDF],
          ["ES0102_b.pdf", Buffer.from("not a pdf")],
        ])
      ).body,
    ).toEqual(refusal("file"));
    expect(
      (
        await send("partner/report/upload", partner, month, [
          ["ES0101_a.pdf", PDF],
          ["ES9999_b.pdf", PDF],
        ])
      ).body,
    ).toEqual(refusal("site"));
    expect((await send("partner/report/upload", partner, month, [["informe.pdf", PDF]])).body).toEqual(refusal("file"));
    expect(
      (
        await send("partner/report/upload", partner, month, [
          ["ES0101_a.pdf", PDF],
          ["es0101_A.pdf", PDF],
        ])
      ).body,
    ).toEqual(refusal("duplicate"));
    expect((await send("partner/report/upload", partner, label(1), [["ES0101_a.pdf", PDF]])).body).toEqual(refusal("date_taken"));
    expect((await send("partner/report/upload", partner, "01/2001", [["ES0101_a.pdf", PDF]])).body).toEqual(refusal("date"));
    expect(await legacy.db.query("SELECT id FROM partner_reports WHERE report_date = $1", [parseMonth(month)!.day])).toEqual([]);

    const stored = dataOf<Report[]>(
      await send("partner/report/upload", partner, month, [
        ["ES0101_a.pdf", PDF],
        ["ES0104-b.pdf", PDF],
      ]),
    );
    expect(stored.map((r) => [r.report_filename, r.restaurant_site, r.url])).toEqual([
      ["ES0101_a.pdf", "ES0101", `reports/${folder}/ES0101_a.pdf`],
      ["ES0104-b.pdf", "ES0104", `reports/${folder}/ES0104-b.pdf`],
    ]);
    expect((await staticFile(stored[1]!.url)).status).toBe(200);

    // Adding a PDF of the same name replaces it (safe to retry).
    const added = dataOf<Report[]>(await send("partner/report/add", partner, month, [["ES0105.pdf", PDF]], "file"));
    expect(added.map((r) => r.report_filename)).toEqual(["ES0101_a.pdf", "ES0104-b.pdf", "ES0105.pdf"]);
    expect(dataOf<Report[]>(await send("partner/report/add", partner, month, [["ES0105.pdf", PDF]], "file"))).toHaveLength(3);

    expect((await es.post("partner/report/delete", { id: String(added[2]!.id) }, partner)).body).toEqual({ status: true, data: true });
    expect((await es.post("partner/report/delete", { id: String(added[2]!.id) }, partner)).body).toEqual(refusal("not_found"));
    expect((await staticFile(added[2]!.url)).status).toBe(404);

    expect((await es.post("partner/report/delete_month", { date: month }, partner)).body).toEqual({ status: true, data: 2 });
    expect((await es.post("partner/report/delete_month", { date: month }, partner)).body).toEqual({ status: true, data: 0 });
    expect((await staticFile(stored[0]!.url)).status).toBe(404);
  });
});
