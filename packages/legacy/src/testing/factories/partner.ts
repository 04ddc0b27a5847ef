import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import type { Db } from "../../db/db.js";
import { makePdf } from "../../db/seed/files/pdf.js";
import type { Market } from "../../market.js";
import type { FileStorage } from "../../storage/files.js";

/** The fields a test may give a partner's report. */
export interface ReportFields {
  restaurant: { id: number; market: Market; site: string };
  /** Its month, "YYYY-MM". */
  month: string;
  /** Its file name: it starts with the restaurant's site (`<site>_test.pdf` by default). */
  filename?: string;
  /** The partner who uploaded it; none by default. */
  partner?: { id: number } | null;
}

/**
 * A partner's monthly report of a restaurant, as `partner/report/add` stores it: its row, and its PDF at
 * `reports/MM-YYYY/<file>` in the market's files when the factories have the catalogue's `storage`.
 */
export async function createPartnerReport(
  db: Db,
  storage: FileStorage | undefined,
  fields: ReportFields,
): Promise<{ id: number; filename: string; url: string }> {
  const { restaurant } = fields;
  const [year, month] = fields.month.split("-");
  const filename = fields.filename ?? `${restaurant.site}_test.pdf`;
  const url = `reports/${month}-${year}/${filename}`;
  const [row] = await db.query<{ id: number }>(
    "INSERT INTO partner_reports (market, restaurant_id, report_date, report_filename, user_id) VALUES ($1, $2, $3, $4, $5) RETURNING id",
    [restaurant.market, restaurant.id, `${fields.month}-01`, filename, fields.partner?.id ?? null],
  );
  if (storage) {
    const path = storage.pathOf(restaurant.market, url);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, makePdf({ title: `Test report ${restaurant.site}`, subtitle: `${month}/${year}` }));
  }
  return { id: row.id, filename, url };
}
