import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LegacyServer } from "../../index.js";
import { uploadMonths } from "../../routes/partner/reports.js";
import { apiClient, dataOf, signIn, type ApiClient } from "../../testing/client.js";
import { diagnosticProgressOf } from "../../testing/reads.js";
import { STORAGES } from "../../testing/storages.js";
import { marketingYears } from "./marketing.js";

type Rows = Array<Record<string, unknown>>;
/** "MM/YYYY" of the month `back` months ago. */
const label = (back: number) => {
  const [year, month] = uploadMonths()[back]!.split("-");
  return `${month}/${year}`;
};

/**
 * The demo seed as the README describes it, read through the catalogue's calls with the demo accounts: what the demo,
 * the browser journeys and a person trying the portal find. The areas' own tests build their data with the factories
 * (`src/testing/factories.ts`) and never read these rows.
 */
describe.each(STORAGES)("demo seed on $name", (storage) => {
  let legacy: LegacyServer;
  let es: ApiClient;
  let pt: ApiClient;
  let franchisee: string;
  let esAdmin: string;
  let ptAdmin: string;
  /** The ES demo franchisee's restaurant ids by site. */
  let sites: Record<string, number>;

  beforeAll(async () => {
    legacy = await storage.start();
    es = apiClient(legacy.url, "ES");
    pt = apiClient(legacy.url, "PT");
    [franchisee, esAdmin, ptAdmin] = await Promise.all([
      signIn(es, "franquiciado@demo.es"),
      signIn(es, "admin@demo.es"),
      signIn(pt, "admin@demo.pt"),
    ]);
    sites = Object.fromEntries(dataOf<Array<{ id: number; site: string }>>(await es.get("user/restaurants", franchisee)).map((r) => [r.site, r.id]));
  });
  afterAll(() => legacy?.close());

  it("seeds ES restaurants' diagnostics consistently with the home's progress: the alerts come from the diagnostic's data", async () => {
    const rows = [];
    for (const site of ["ES0101", "ES0102", "ES0105"]) rows.push({ id: sites[site]!, ...(await diagnosticProgressOf(legacy.db, sites[site]!))! });
    expect(rows.map(({ competence, comparation, clusters, dafo }) => [competence, comparation, clusters, dafo])).toEqual([
      [1, 1, 1, 1],
      [1, 1, 0, 0],
      [1, 1, 1, 0],
    ]);
    for (const { id, ...checks } of rows)
      expect(dataOf(await es.post("diagnostic/alerts", { restaurant_id: String(id) }, franchisee))).toEqual(checks);
  });

  it("seeds orders in every status in both markets, with PT conversations", async () => {
    const seeded = [];
    for (const [market, client, cookie] of [
      ["ES", es, esAdmin],
      ["PT", pt, ptAdmin],
    ] as const) {
      const orders = dataOf<Array<{ id: number; status: number }>>(await client.post("orders", { all: "1" }, cookie));
      let comments = 0;
      for (const order of orders) comments += dataOf<{ comments: unknown[] }>(await client.get(`order/${order.id}`, cookie)).comments.length;
      seeded.push({ market, statuses: [...new Set(orders.map((o) => o.status))].sort(), comments });
    }
    expect(seeded).toEqual([
      { market: "ES", statuses: [1, 2, 3, 4, 5], comments: 0 },
      { market: "PT", statuses: [1, 2, 3, 4, 5], comments: 6 },
    ]);
  });

  it("seeds MOP requests in every status in both markets, with restaurant and user", async () => {
    const rows = dataOf<Array<{ restaurant_site: string; user_name: string; status: number; cancel: string }>>(
      await es.get("admin/mop_requests", esAdmin),
    );
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([1, 2, 3]));
    expect(rows.every((r) => r.restaurant_site.startsWith("ES"))).toBe(true);
    const canceled = rows.find((r) => r.status === 3 && r.restaurant_site === "ES0107")!;
    expect(canceled).toMatchObject({ restaurant_site: "ES0107", user_name: expect.stringMatching(/\w/), cancel: expect.stringMatching(/.{20}/) });
    const ptRows = dataOf<Array<{ restaurant_site: string; status: number }>>(await pt.get("admin/mop_requests", ptAdmin));
    expect(new Set(ptRows.map((r) => r.status))).toEqual(new Set([1, 2, 3]));
    expect(ptRows.every((r) => r.restaurant_site.startsWith("PT"))).toBe(true);
  });

  it("seeds the ES partner's reports of the three months before this one, four restaurants each, with their PDFs", async () => {
    const partner = await signIn(es, "partner@demo.es");
    const months = dataOf<Array<{ date: string; count: number }>>(await es.get("partner/report", partner));
    expect(months.map((m) => [m.date, m.count])).toEqual([
      [label(1), 4],
      [label(2), 4],
      [label(3), 4],
    ]);
    const folder = label(1).replace("/", "-");
    const reports = dataOf<Array<{ restaurant_site: string; url: string }>>(await es.get(`partner/report/month/${folder}`, partner));
    expect(reports.map((r) => r.restaurant_site)).toEqual(["ES0101", "ES0102", "ES0103", "ES0105"]);
    expect(reports[0]!.url).toBe(`reports/${folder}/ES0101_informe-${folder}.pdf`);
    const file = await fetch(`${legacy.url}/es/static/${reports[0]!.url}`);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const { id: userId } = dataOf<{ id: number }>(await es.get("user/data", franchisee));
    const mine = dataOf<Array<{ restaurant_site: string }>>(await es.get(`report/user/${userId}`, franchisee));
    expect(new Set(mine.map((r) => r.restaurant_site))).toEqual(new Set(["ES0101", "ES0102", "ES0105"]));
  });

  it("seeds ES0101's marketing plan of last year and the market's national actions of next year", async () => {
    const [previous, , next] = marketingYears();
    const plan = dataOf<{ image: string; objectives: Rows; strategies: Rows; actions: Rows }>(
      await es.post("restaurant/marketing", { restaurant_id: String(sites.ES0101), year: String(previous) }, franchisee),
    );
    expect(plan.image).toBe("marketing/cover.jpg");
    expect(plan.objectives.map((o) => [o.name, o.type, o.status])).toEqual([
      ["Campañas", 1, 1],
      ["Eventos locales", 2, 2],
      ["Cartelería", 1, 3],
    ]);
    expect(plan.strategies.map((s) => s.strategy_name ?? s.section_name)).toEqual([
      "Hamburguesas",
      "Desayunos",
      "Degustaciones en las fiestas del barrio",
      "Stand en el mercado municipal",
      "Exterior",
    ]);
    const national = dataOf<Rows>(await es.get(`restaurant/actions/${next}`, franchisee));
    expect(national.map((a) => [a.name, a.start])).toEqual([
      ["Campaña Doble Burger Bacon", `${next}-02-01`],
      ["Desayunos con café a 1 €", `${next}-04-14`],
      ["Verano de helados", `${next}-06-23`],
      ["Nueva cartelería exterior", `${next}-09-15`],
      ["Edición limitada de Navidad", `${next}-11-24`],
    ]);
    const empty = dataOf<Record<string, unknown[]>>(
      await es.post("restaurant/marketing", { restaurant_id: String(sites.ES0105), year: String(previous) }, franchisee),
    );
    expect([empty.objectives, empty.strategies, empty.actions]).toEqual([[], [], []]);
  });
});
