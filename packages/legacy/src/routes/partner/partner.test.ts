import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePdf } from "../../db/seed/files/pdf.js";
import type { LegacyServer } from "../../index.js";
import { apiClient, dataOf, refusal, signIn, type ApiClient } from "../../testing/client.js";
import { factories, type CreatedRestaurant, type CreatedUser } from "../../testing/factories.js";
import { STORAGES } from "../../testing/storages.js";
import { parseMonth, uploadMonths } from "./reports.js";

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
  /** The franchisee's three restaurants, another user's, and one of nobody's. */
  let owner: CreatedUser;
  let other: CreatedRestaurant;
  let spare: CreatedRestaurant;
  let someoneElse: CreatedUser;
  /** Months long past (no seed goes that far), newest first, "MM/YYYY", each with a report of four restaurants. */
  const PAST = ["03/2001", "02/2001", "01/2001"];
  const folderOf = (month: string) => month.replace("/", "-");

  const send = async (path: string, cookie: string, date: string, files: Array<[string, Buffer]>, field = "files") => {
    const body = new FormData();
    body.append("date", date);
    for (const [name, bytes] of files) body.append(field, new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${legacy.url}/es/api/${path}`, { method: "POST", body, headers: { cookie } });
    return { status: res.status, body: (await res.json()) as unknown };
  };
  const staticFile = (url: string) => fetch(`${legacy.url}/es/static/${url}`);
  /** The four restaurants with a report each past month, in site order. */
  const reported = () => [...owner.restaurants, other];

  beforeAll(async () => {
    legacy = await storage.start();
    es = apiClient(legacy.url, "ES");
    const make = factories(legacy.db, legacy.storage);
    owner = await make.createUser({ market: "ES", restaurants: 3 });
    other = await make.createRestaurant({ market: "ES" });
    spare = await make.createRestaurant({ market: "ES" });
    someoneElse = await make.createUser({ market: "ES", type: "MANAGER", restaurants: 0 });
    const partnerUser = await make.createUser({ market: "ES", type: "PARTNER", restaurants: 0 });
    const adminUser = await make.createUser({ market: "ES", type: "ADMINISTRATOR", restaurants: 0 });
    for (const month of PAST) {
      const [mm, yyyy] = month.split("/");
      for (const restaurant of reported())
        await make.createPartnerReport({
          restaurant,
          month: `${yyyy}-${mm}`,
          filename: `${restaurant.site}_informe-${folderOf(month)}.pdf`,
          partner: partnerUser,
        });
    }
    // A month of the last six taken already: a whole month's upload is refused for it.
    const [takenYear, takenMonth] = uploadMonths()[4]!.split("-");
    await make.createPartnerReport({ restaurant: spare, month: `${takenYear}-${takenMonth}`, partner: partnerUser });
    [partner, franchisee, admin] = await Promise.all([signIn(es, partnerUser), signIn(es, owner), signIn(es, adminUser)]);
  });
  afterAll(() => legacy?.close());

  it("is for partners only (`partner` to anyone else signed in, 403 without a session)", async () => {
    expect((await es.get("partner/report")).status).toBe(403);
    expect((await es.get("partner/report", franchisee)).body).toEqual(refusal("partner"));
    expect((await es.get("partner/report", admin)).body).toEqual(refusal("partner"));
    expect((await es.post("partner/report/delete", { id: "1" }, admin)).body).toEqual(refusal("partner"));
    expect((await send("partner/report/upload", franchisee, label(0), [[`${spare.site}_x.pdf`, PDF]])).body).toEqual(refusal("partner"));
  });

  it("lists the months newest first with their counts, and a month's reports with their stored PDFs", async () => {
    const months = dataOf<Array<{ date: string; count: number }>>(await es.get("partner/report", partner));
    expect(months.slice(-3).map((m) => [m.date, m.count])).toEqual([
      [PAST[0], 4],
      [PAST[1], 4],
      [PAST[2], 4],
    ]);
    const reports = dataOf<Report[]>(await es.get(`partner/report/month/${folderOf(PAST[0]!)}`, partner));
    expect(reports.map((r) => r.restaurant_site)).toEqual(reported().map((r) => r.site));
    const file = await staticFile(reports[0]!.url);
    expect(reports[0]!.url).toBe(`reports/${folderOf(PAST[0]!)}/${owner.restaurants[0]!.site}_informe-${folderOf(PAST[0]!)}.pdf`);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("shows a restaurant's reports to its users, administrators and partners only", async () => {
    const restaurant = owner.restaurants[0]!;
    const answer = dataOf<Array<{ url: string; month_formatted: string }>>(await es.get(`report/restaurant/${restaurant.id}`, franchisee));
    expect(answer.map((r) => r.month_formatted)).toEqual(PAST);
    expect((await es.get(`report/restaurant/${restaurant.id}`, admin)).body).toMatchObject({ status: true });
    expect((await es.get(`report/restaurant/${restaurant.id}`, partner)).body).toMatchObject({ status: true });
    expect((await es.get(`report/restaurant/${other.id}`, franchisee)).body).toEqual(refusal("restaurant"));
    expect((await es.get("report/restaurant/99999999", franchisee)).body).toEqual(refusal("not_found"));
    const mine = dataOf<Array<{ restaurant_site: string }>>(await es.get(`report/user/${owner.id}`, franchisee));
    expect(new Set(mine.map((r) => r.restaurant_site))).toEqual(new Set(owner.restaurants.map((r) => r.site)));
    expect((await es.get(`report/user/${someoneElse.id}`, franchisee)).body).toEqual(refusal("user"));
  });

  it("tells administrators which active restaurants have no report for a month", async () => {
    const missing = dataOf<Array<{ site: string }>>(await es.get(`admin/reports/missing/${folderOf(PAST[0]!)}`, admin));
    const active = dataOf<Array<{ site: string; active: string }>>(await es.get("admin/restaurants", admin)).filter((r) => r.active === "1");
    const withReport = reported().map((r) => r.site);
    expect(missing.map((r) => r.site)).toEqual(active.map((r) => r.site).filter((site) => !withReport.includes(site)));
    expect((await es.get(`admin/reports/missing/${folderOf(PAST[0]!)}`, partner)).body).toEqual(refusal("admin"));
    expect((await es.get("admin/reports/missing/13-2026", admin)).body).toEqual(refusal("date"));
  });

  it("uploads a free month all or nothing, refuses a taken or old month, then adds, replaces and deletes PDFs", async () => {
    const month = label(0);
    const folder = folderOf(month);
    const site1 = owner.restaurants[0]!.site;
    const [a, b, c] = [`${site1}_a.pdf`, `${owner.restaurants[1]!.site}-b.pdf`, `${spare.site}.pdf`];
    // A bad file among good ones: nothing is stored.
    expect(
      (
        await send("partner/report/upload", partner, month, [
          [a, PDF],
          [`${owner.restaurants[1]!.site}_b.pdf`, Buffer.from("not a pdf")],
        ])
      ).body,
    ).toEqual(refusal("file"));
    expect(
      (
        await send("partner/report/upload", partner, month, [
          [a, PDF],
          ["ES9999_b.pdf", PDF],
        ])
      ).body,
    ).toEqual(refusal("site"));
    expect((await send("partner/report/upload", partner, month, [["informe.pdf", PDF]])).body).toEqual(refusal("file"));
    expect(
      (
        await send("partner/report/upload", partner, month, [
          [a, PDF],
          [`${site1.toLowerCase()}_A.pdf`, PDF],
        ])
      ).body,
    ).toEqual(refusal("duplicate"));
    expect((await send("partner/report/upload", partner, label(4), [[a, PDF]])).body).toEqual(refusal("date_taken"));
    expect((await send("partner/report/upload", partner, "01/2001", [[a, PDF]])).body).toEqual(refusal("date"));
    expect(dataOf(await es.get(`partner/report/month/${folder}`, partner))).toEqual([]);

    const stored = dataOf<Report[]>(
      await send("partner/report/upload", partner, month, [
        [a, PDF],
        [b, PDF],
      ]),
    );
    expect(stored.map((r) => [r.report_filename, r.restaurant_site, r.url])).toEqual([
      [a, site1, `reports/${folder}/${a}`],
      [b, owner.restaurants[1]!.site, `reports/${folder}/${b}`],
    ]);
    expect((await staticFile(stored[1]!.url)).status).toBe(200);

    // Adding a PDF of the same name replaces it (safe to retry).
    const added = dataOf<Report[]>(await send("partner/report/add", partner, month, [[c, PDF]], "file"));
    expect(added.map((r) => r.report_filename)).toEqual([a, b, c]);
    expect(dataOf<Report[]>(await send("partner/report/add", partner, month, [[c, PDF]], "file"))).toHaveLength(3);

    expect((await es.post("partner/report/delete", { id: String(added[2]!.id) }, partner)).body).toEqual({ status: true, data: true });
    expect((await es.post("partner/report/delete", { id: String(added[2]!.id) }, partner)).body).toEqual(refusal("not_found"));
    expect((await staticFile(added[2]!.url)).status).toBe(404);

    expect((await es.post("partner/report/delete_month", { date: month }, partner)).body).toEqual({ status: true, data: 2 });
    expect((await es.post("partner/report/delete_month", { date: month }, partner)).body).toEqual({ status: true, data: 0 });
    expect((await staticFile(stored[0]!.url)).status).toBe(404);
  });
});
