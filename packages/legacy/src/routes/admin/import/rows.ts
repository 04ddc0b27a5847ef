/** The five Excel sections (spec 1 §3) and the top-level ones, which carry a description (spec 2 §2.1). */
export const SECTIONS = ["competence", "sales_week", "sales", "pmix", "consume"] as const;
export type Section = (typeof SECTIONS)[number];
export const DESCRIBED: readonly string[] = ["competence", "sales", "pmix", "consume"];
/** Rows a workbook may hold; a description's and a file name's length. */
export const MAX_ROWS = 5000;
export const DESCRIPTION_MAX = 2000;
export const FILENAME_MAX = 200;
/** The consumption row of the market's national series (`site` of the consume section). */
export const NATIONAL = "nacional";

export const isSection = (value: string): value is Section => (SECTIONS as readonly string[]).includes(value);

/** A row the import refuses: its number in the sheet and the field. */
export interface RowRefusal {
  row: number;
  field: string;
}

export type Value = string | number | null;
export const text = (value: unknown) => (value === null || value === undefined ? "" : String(value).trim());
/** A number within [min, max] or null (missing); undefined when it is neither. */
function numberOrNull(value: unknown, min: number, max: number): number | null | undefined {
  if (value === null || value === undefined || value === "") return null;
  return typeof value === "number" && Number.isFinite(value) && value >= min && value <= max ? value : undefined;
}

/**
 * The catalogue's own check of one checked row (the BFF checked it with the shared rules first): the fields it
 * refuses. `sites`: the market's restaurant sites (upper case) to their ids.
 */
function rowProblems(section: Section, row: Record<string, unknown>, sites: Map<string, number>): string[] {
  const problems: string[] = [];
  const site = text(row.site).toUpperCase();
  const national = section === "consume" && site === NATIONAL.toUpperCase();
  if (!national && !sites.has(site)) problems.push("site");
  const percent = (field: string) => numberOrNull(row[field], -100, 1000) === undefined && problems.push(field);
  switch (section) {
    case "competence": {
      if (!Number.isInteger(row.category) || (row.category as number) < 0 || (row.category as number) > 5) problems.push("category");
      const brand = text(row.brand);
      if (brand.length > 60) problems.push("brand");
      const intensity = numberOrNull(row.intensity, 1, 3);
      if (intensity === undefined || (intensity !== null && !Number.isInteger(intensity))) problems.push("intensity");
      if (!brand && (intensity === null || intensity === undefined)) problems.push("brand");
      break;
    }
    case "sales_week":
    case "sales":
      if (!text(row.slot) || text(row.slot).length > 40) problems.push("slot");
      percent("sales");
      percent("gc");
      break;
    case "pmix":
      if (!text(row.type) || text(row.type).length > 40) problems.push("type");
      percent("value");
      if (text(row.description).length > 255) problems.push("description");
      break;
    case "consume": {
      const values = row.values;
      if (!Array.isArray(values) || values.length !== 7 || values.some((v) => numberOrNull(v, 0, 100) === undefined)) problems.push("values");
      break;
    }
  }
  return problems;
}

/** The key two rows of a file may not share (the same competitor, slot, product type or consumption site twice). */
function rowKey(section: Section, row: Record<string, unknown>): string | null {
  const site = text(row.site).toUpperCase();
  if (section === "competence") return text(row.brand) ? `${site}|${String(row.category)}|${text(row.brand).toUpperCase()}` : null;
  if (section === "pmix") return `${site}|${text(row.type).toUpperCase()}`;
  if (section === "consume") return site;
  return `${site}|${text(row.slot).toLowerCase()}`;
}

/** Every refused row of a section's rows, in order; an empty list or more than MAX_ROWS is refused on row 1. */
export function refusedRows(section: Section, rows: unknown, sites: Map<string, number>): RowRefusal[] {
  if (!Array.isArray(rows) || rows.length === 0 || rows.length > MAX_ROWS) return [{ row: 1, field: "rows" }];
  const refused: RowRefusal[] = [];
  const seen = new Set<string>();
  const intensities = new Map<string, unknown>();
  rows.forEach((item: unknown, index) => {
    const row = (item && typeof item === "object" && !Array.isArray(item) ? item : {}) as Record<string, unknown>;
    const number = Number.isInteger(row.row) && (row.row as number) > 0 ? (row.row as number) : index + 2;
    const problems = rowProblems(section, row, sites);
    const key = rowKey(section, row);
    if (problems.length === 0 && key !== null) {
      if (seen.has(key)) problems.push(section === "consume" ? "site" : section === "pmix" ? "type" : section === "competence" ? "brand" : "slot");
      seen.add(key);
    }
    if (problems.length === 0 && section === "competence" && row.intensity != null) {
      const category = `${text(row.site).toUpperCase()}|${String(row.category)}`;
      if (intensities.has(category) && intensities.get(category) !== row.intensity) problems.push("intensity");
      intensities.set(category, row.intensity);
    }
    for (const field of problems) refused.push({ row: number, field });
  });
  return refused;
}
