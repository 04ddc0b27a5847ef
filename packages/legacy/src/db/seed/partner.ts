import type { Market } from "../../market.js";
import type { Db } from "../db.js";
import type { SeedFile } from "./catalogue.js";
import { makePdf } from "./files/pdf.js";

/** Per market: the partner who uploads, the restaurants with a report each month, and how many past months have them. */
const REPORTS: Record<Market, { partner: string; sites: string[]; months: number; title: string; lines: string[] }> = {
  ES: {
    partner: "partner@demo.es",
    sites: ["ES0101", "ES0102", "ES0103", "ES0105"],
    months: 3,
    title: "Informe mensual",
    lines: [
      "Resumen del mes: visitas, pedidos por canal y valoraciones de los clientes del restaurante.",
      "Las ventas del canal de Mi Pedido crecen respecto al mes anterior; la hora punta sigue siendo la comida.",
    ],
  },
  PT: {
    partner: "parceiro@demo.pt",
    sites: ["PT0201", "PT0202", "PT0204"],
    months: 2,
    title: "Relatório mensal",
    lines: [
      "Resumo do mês: visitas, pedidos por canal e avaliações dos clientes do restaurante.",
      "As vendas do canal de pedidos antecipados crescem face ao mês anterior; a hora de ponta continua a ser o almoço.",
    ],
  },
};

/** The month `back` months before `now`: its first day and its MM-YYYY folder. */
function monthBack(now: Date, back: number) {
  const date = new Date(now.getFullYear(), now.getMonth() - back, 1);
  const mm = String(date.getMonth() + 1).padStart(2, "0");
  return { day: `${date.getFullYear()}-${mm}-01`, folder: `${mm}-${date.getFullYear()}` };
}

/** A report's file name: the site code first (the catalogue links it to that restaurant), then the month. */
const fileName = (site: string, folder: string) => `${site}_informe-${folder}.pdf`;

/**
 * The partners' monthly reports: for each market, one PDF per restaurant for each of the last months before the
 * current one (ES 3, PT 2), so the add form's last 6 months have some taken and some free.
 */
export async function seedPartner(db: Db): Promise<void> {
  const now = new Date();
  for (const [market, seed] of Object.entries(REPORTS) as Array<[Market, (typeof REPORTS)[Market]]>) {
    for (let back = 1; back <= seed.months; back++) {
      const month = monthBack(now, back);
      for (const site of seed.sites) {
        await db.query(
          `INSERT INTO partner_reports (market, restaurant_id, report_date, report_filename, user_id, created_date)
           SELECT $1, r.id, $3, $4, u.id, $3::date + interval '1 month 2 days 10 hours'
             FROM restaurants r LEFT JOIN users u ON u.market = $1 AND lower(u.email) = $5
            WHERE r.market = $1 AND r.site = $2`,
          [market, site, month.day, fileName(site, month.folder), seed.partner],
        );
      }
    }
  }
}

/**
 * The stored PDFs (`reports/MM-YYYY/<file>`). Their months follow the clock like the rows: the list covers six more
 * months back than the rows, so the files of a database template seeded up to six months ago are written too.
 */
export function partnerFiles(): SeedFile[] {
  const now = new Date();
  const files: SeedFile[] = [];
  for (const [market, seed] of Object.entries(REPORTS) as Array<[Market, (typeof REPORTS)[Market]]>) {
    for (let back = 1; back <= seed.months + 6; back++) {
      const month = monthBack(now, back);
      for (const site of seed.sites) {
        const path = `reports/${month.folder}/${fileName(site, month.folder)}`;
        files.push({
          market,
          path,
          bytes: () =>
            makePdf({ title: `${seed.title} ${site}`, subtitle: month.folder.replace("-", "/"), paragraphs: seed.lines, colour: [39, 116, 69] }),
        });
      }
    }
  }
  return files;
}
