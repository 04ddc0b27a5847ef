import { mixed, object, string, type AnySchema } from "yup";
import { COMMON_MESSAGES, type CommonMessageKey, type RefusalMap } from "../common/errors.js";
import { validate } from "../common/validate.js";
import { ADMIN_MESSAGES, type AdminMessageKey } from "./errors.js";

/*
 * The admin import (spec 1 §2 "Import page", §3 "Import sections", §5 "Import"; spec 2 §2.1, §3): the Excel files
 * that feed the diagnostic of every ES restaurant (competition, sales by moment of the day Monday–Thursday and
 * Friday–Sunday, product mix, consumption), a description per top-level section, the marketing photo and the
 * social-media PDF. One rule set: the BFF checks every row of a file with it before anything reaches the catalogue,
 * and the page lists the columns it expects from it.
 */

/** The five Excel sections, by the key the catalogue stores them under (spec 1 §3). */
export const IMPORT_SECTIONS = ["competence", "sales_week", "sales", "pmix", "consume"] as const;
export type ImportSection = (typeof IMPORT_SECTIONS)[number];

export const isImportSection = (value: string): value is ImportSection => (IMPORT_SECTIONS as readonly string[]).includes(value);

/**
 * The top-level sections, with the description the diagnostic shows (spec 2 §2.1: descriptions keyed competence,
 * consume, sales and pmix). Moments of the day is one section fed by two files (`sales_week` Monday–Thursday and
 * `sales` Friday–Sunday): its description is `sales`.
 */
export const IMPORT_DESCRIPTION_SECTIONS = ["competence", "sales", "pmix", "consume"] as const;
export type ImportDescriptionSection = (typeof IMPORT_DESCRIPTION_SECTIONS)[number];

export const isImportDescriptionSection = (value: string): value is ImportDescriptionSection =>
  (IMPORT_DESCRIPTION_SECTIONS as readonly string[]).includes(value);

/** A description's length limit. */
export const IMPORT_DESCRIPTION_MAX = 2000;

/** The files of the page: Excel workbooks (.xlsx read from their bytes), the cover photo and the social-media PDF. */
export const IMPORT_FILES = {
  excel: { maxBytes: 5 * 1024 * 1024, types: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"] },
  /** The marketing photo: a JPEG cover of 1000×500 px. */
  photo: { width: 1000, height: 500, maxBytes: 5 * 1024 * 1024, types: ["image/jpeg"] },
  /** The social-media PDF, stored at `rrss/social-media.pdf` (the channels screen shows it). */
  pdf: { maxBytes: 20 * 1024 * 1024, types: ["application/pdf"], path: "rrss/social-media.pdf" },
  /** Rows a workbook may hold (besides its header row). */
  maxRows: 5000,
} as const;

/** Spec 1 §5: the marketing photo's name contains .jpg or .jpeg (any case). */
export const isPhotoName = (name: string): boolean => /\.jpe?g/i.test(name);
/** Spec 1 §5: an Excel file's name contains .xls or .xlsx (any case). */
export const isExcelName = (name: string): boolean => /\.xlsx?/i.test(name);
/** The legacy binary .xls format (OLE2), which the server cannot read: saved as .xlsx first. */
export const isLegacyExcelName = (name: string): boolean => /\.xls$/i.test(name.trim());
/** Spec 1 §5: the social-media PDF's name ends in .pdf (any case). */
export const isPdfName = (name: string): boolean => /\.pdf$/i.test(name.trim());
/** The cover's size (spec 1 §5: 1000×500). */
export const isCoverSize = (width: number, height: number): boolean => width === IMPORT_FILES.photo.width && height === IMPORT_FILES.photo.height;

/** The competitor categories of spec 2 §3 (0 indirect, 1 direct, 2 other quick-service, 3 cafeterias, 4 casual, 5 events). */
export const IMPORT_CATEGORIES = [0, 1, 2, 3, 4, 5] as const;
/** The competition intensities (1 high, 2 medium, 3 low); empty: not set. */
export const IMPORT_INTENSITIES = [1, 2, 3] as const;
/** The consumption file's seven values per row (spec 2 §3: "values indexed 1 to 7"). */
export const CONSUME_VALUES = 7;
/** The site that stands for the national series in the consumption file. */
export const NATIONAL_SITE = "nacional";

/** A cell as read from a workbook: text, a number, or nothing. */
export type ImportCell = string | number | null;
/** A row of a workbook: its number in the sheet (the header is row 1) and its cells from column A. */
export interface ImportSheetRow {
  row: number;
  cells: ImportCell[];
}

/** What a column holds: text, a whole number, or a number (percentages). */
export type ImportColumnKind = "text" | "integer" | "number";

/** A column of a section's file, in order from column A. */
export interface ImportColumn {
  /** The field's name (also its label key: `admin.import.column.<field>`). */
  field: string;
  kind: ImportColumnKind;
  /** An empty cell is refused (otherwise it means "missing"). */
  required: boolean;
}

/** The rows of each section, as checked and sent to the catalogue. */
export interface ImportRows {
  competence: { site: string; category: number; brand: string; intensity: number | null };
  sales_week: { site: string; slot: string; sales: number | null; gc: number | null };
  sales: { site: string; slot: string; sales: number | null; gc: number | null };
  pmix: { site: string; type: string; value: number | null; description: string };
  consume: { site: string; values: Array<number | null> };
}
export type ImportRow<S extends ImportSection = ImportSection> = ImportRows[S];

const column = (field: string, kind: ImportColumnKind, required: boolean): ImportColumn => ({ field, kind, required });
const VALUE_COLUMNS = Array.from({ length: CONSUME_VALUES }, (_, i) => column(`value${i + 1}`, "number", false));
const MOMENT_COLUMNS = [column("site", "text", true), column("slot", "text", true), column("sales", "number", false), column("gc", "number", false)];

/** The columns each section's file has, from column A; row 1 holds their titles (any text) and is skipped. */
export const IMPORT_COLUMNS: Record<ImportSection, readonly ImportColumn[]> = {
  competence: [
    column("site", "text", true),
    column("category", "integer", true),
    column("brand", "text", false),
    column("intensity", "integer", false),
  ],
  sales_week: MOMENT_COLUMNS,
  sales: MOMENT_COLUMNS,
  pmix: [column("site", "text", true), column("type", "text", true), column("value", "number", false), column("description", "text", false)],
  consume: [column("site", "text", true), ...VALUE_COLUMNS],
};

/** A row refused: its number in the sheet, the column's field (`row` for the row as a whole) and the message key. */
export interface ImportRefusal {
  row: number;
  field: string;
  message: AdminMessageKey | CommonMessageKey;
}

/** Text cells: trimmed; a number typed in a text column is read as its text. */
const text = (max: number) =>
  string()
    .transform((_value, original: unknown) => (original === null || original === undefined ? "" : String(original).trim()))
    .max(max, ADMIN_MESSAGES.importTooLong)
    .default("");

/** Number cells: empty is null (missing); "12,5" and "12.5" read alike; anything else is refused. */
const numeric = (message: AdminMessageKey, min: number, max: number) =>
  mixed<number>()
    .nullable()
    .transform((_value, original: unknown) => {
      if (original === null || original === undefined) return null;
      if (typeof original === "number") return original;
      const trimmed = String(original).trim().replace(/%$/, "").trim();
      if (!trimmed) return null;
      return /^[+-]?\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(",", ".")) : Number.NaN;
    })
    .test("number", message, (value) => value === null || value === undefined || (Number.isFinite(value) && value >= min && value <= max))
    .default(null);

const required = <S extends AnySchema>(schema: S) =>
  schema.test("required", COMMON_MESSAGES.required, (value: unknown) => value !== null && value !== "");

const site = required(text(20));
/** A change in percent (moments of the day, product mix): from -100 (all lost) to 1000. */
const change = () => numeric(ADMIN_MESSAGES.importPercent, -100, 1000);
const moment = object({ site, slot: required(text(40)), sales: change(), gc: change() });

const valueFields = Object.fromEntries(VALUE_COLUMNS.map((c) => [c.field, numeric(ADMIN_MESSAGES.importShare, 0, 100)]));

/** Each section's row rule (fields named as IMPORT_COLUMNS). */
const ROW_RULES: Record<ImportSection, AnySchema> = {
  competence: object({
    site,
    category: required(
      numeric(ADMIN_MESSAGES.importCategory, 0, 5).test("integer", ADMIN_MESSAGES.importCategory, (v) => v == null || Number.isInteger(v)),
    ),
    brand: text(60).transform((value: string) => value.toUpperCase()),
    intensity: numeric(ADMIN_MESSAGES.importIntensity, 1, 3).test("integer", ADMIN_MESSAGES.importIntensity, (v) => v == null || Number.isInteger(v)),
  }).test("brand-or-intensity", ADMIN_MESSAGES.importEmptyCompetence, (row) => !!row.brand || row.intensity != null),
  sales_week: moment,
  sales: moment,
  pmix: object({
    site,
    type: required(text(40)).transform((value: string) => value.toUpperCase()),
    value: change(),
    description: text(255),
  }),
  consume: object({ site, ...valueFields }),
};

/** The key of a row that another row of the file may not repeat; null: rows never clash. */
const ROW_KEYS: Record<ImportSection, (row: Record<string, unknown>) => string | null> = {
  competence: (r) => (r.brand ? `${String(r.site).toUpperCase()}|${String(r.category)}|${String(r.brand)}` : null),
  sales_week: (r) => `${String(r.site).toUpperCase()}|${String(r.slot).toLowerCase()}`,
  sales: (r) => `${String(r.site).toUpperCase()}|${String(r.slot).toLowerCase()}`,
  pmix: (r) => `${String(r.site).toUpperCase()}|${String(r.type)}`,
  consume: (r) => String(r.site).toUpperCase(),
};

/** The fields a row's key is made of (ROW_KEYS). */
const KEY_FIELDS: Record<ImportSection, readonly string[]> = {
  competence: ["site", "category", "brand"],
  sales_week: ["site", "slot"],
  sales: ["site", "slot"],
  pmix: ["site", "type"],
  consume: ["site"],
};

/**
 * The key of a row refused for another column: its key fields checked alone (null when one of them is itself wrong),
 * so that a later row repeating it is reported too.
 */
function keyOfRefused(section: ImportSection, input: Record<string, unknown>): string | null {
  const fields = (ROW_RULES[section] as unknown as { fields: Record<string, AnySchema> }).fields;
  const keyRules: AnySchema = object().shape(Object.fromEntries(KEY_FIELDS[section].map((field) => [field, fields[field]])) as never);
  const checked = validate(keyRules, input);
  return checked.ok ? ROW_KEYS[section](checked.value as Record<string, unknown>) : null;
}

/** The field a repeated row is refused on. */
const KEY_FIELD: Record<ImportSection, string> = { competence: "brand", sales_week: "slot", sales: "slot", pmix: "type", consume: "site" };

/** A checked row as the catalogue takes it: its number in the sheet and the section's fields. */
export type CheckedImportRow<S extends ImportSection = ImportSection> = { row: number } & ImportRow<S>;

/** A checked row's shape as the catalogue takes it. */
function shape(section: ImportSection, row: number, value: Record<string, unknown>): CheckedImportRow {
  const siteOf = (s: unknown) => (String(s).toLowerCase() === NATIONAL_SITE ? NATIONAL_SITE : String(s).toUpperCase());
  if (section === "consume") {
    return { row, site: siteOf(value.site), values: VALUE_COLUMNS.map((c) => (value[c.field] as number | null) ?? null) };
  }
  return { row, ...value, site: String(value.site).toUpperCase() } as CheckedImportRow;
}

export interface CheckedImport<S extends ImportSection = ImportSection> {
  /** The rows that passed, as the catalogue takes them (all of them only when `refusals` is empty). */
  rows: Array<CheckedImportRow<S>>;
  /** Every refusal, by row then column order. */
  refusals: ImportRefusal[];
}

/**
 * Checks every row of a section's sheet (rows without any value are skipped): each cell by its column's rule, then
 * across rows (the same competitor, time slot, product type or consumption site twice; two intensities for one
 * restaurant's category; the national series only in the consumption file). `sites`, when given, are the market's
 * restaurant sites: any other is refused. An empty sheet is one refusal on row 1.
 */
export function checkImportRows<S extends ImportSection>(
  section: S,
  sheet: readonly ImportSheetRow[],
  sites?: ReadonlySet<string>,
): CheckedImport<S> {
  const columns = IMPORT_COLUMNS[section];
  const refusals: ImportRefusal[] = [];
  const rows: Array<CheckedImportRow<S>> = [];
  const seen = new Map<string, number>();
  const intensities = new Map<string, number>();
  const filled = sheet.filter((r) => r.cells.some((cell) => cell !== null && String(cell).trim() !== ""));
  if (filled.length === 0) return { rows, refusals: [{ row: 1, field: "row", message: ADMIN_MESSAGES.importEmpty }] };
  if (filled.length > IMPORT_FILES.maxRows) return { rows, refusals: [{ row: 1, field: "row", message: ADMIN_MESSAGES.importTooManyRows }] };
  for (const { row, cells } of filled) {
    const input = Object.fromEntries(columns.map((c, i) => [c.field, cells[i] ?? null]));
    const checked = validate(ROW_RULES[section], input);
    if (!checked.ok) {
      const index = (field: string) => columns.findIndex((c) => c.field === field);
      const order = (field: string) => (index(field) < 0 ? columns.length : index(field));
      for (const [field, message] of Object.entries(checked.fields).sort(([a], [b]) => order(a) - order(b))) {
        refusals.push({ row, field: index(field) < 0 ? "row" : field, message: message as AdminMessageKey | CommonMessageKey });
      }
      // A later row repeating this one is reported as repeated, as if this one had passed.
      const key = keyOfRefused(section, input);
      if (key !== null && !seen.has(key)) seen.set(key, row);
      continue;
    }
    const value = checked.value as Record<string, unknown>;
    const siteText = String(value.site);
    const national = siteText.toLowerCase() === NATIONAL_SITE;
    if (national && section !== "consume") {
      refusals.push({ row, field: "site", message: ADMIN_MESSAGES.importSite });
      continue;
    }
    if (!national && sites && !sites.has(siteText.toUpperCase())) {
      refusals.push({ row, field: "site", message: ADMIN_MESSAGES.importSite });
      continue;
    }
    const key = ROW_KEYS[section](value);
    if (key !== null) {
      if (seen.has(key)) {
        refusals.push({ row, field: KEY_FIELD[section], message: ADMIN_MESSAGES.importDuplicate });
        continue;
      }
      seen.set(key, row);
    }
    if (section === "competence" && value.intensity != null) {
      const category = `${siteText.toUpperCase()}|${String(value.category)}`;
      const before = intensities.get(category);
      if (before !== undefined && before !== value.intensity) {
        refusals.push({ row, field: "intensity", message: ADMIN_MESSAGES.importIntensityConflict });
        continue;
      }
      intensities.set(category, value.intensity as number);
    }
    rows.push(shape(section, row, value) as unknown as CheckedImportRow<S>);
  }
  return { rows, refusals };
}

/** The description of a top-level section: any text up to IMPORT_DESCRIPTION_MAX characters (empty clears it). */
export const importDescriptionRules = object({
  description: string().trim().max(IMPORT_DESCRIPTION_MAX, ADMIN_MESSAGES.importTooLong).default(""),
});

/** Reasons the catalogue refuses the import calls with (packages/legacy/src/routes/admin/import/). */
export const IMPORT_REFUSALS = {
  ADMIN: "admin",
  MARKET: "market",
  ROWS: "rows",
  SECTION: "section",
  DESCRIPTION: "description",
  FILE: "file",
  FILENAME: "filename",
} as const;
export type ImportRefusalReason = (typeof IMPORT_REFUSALS)[keyof typeof IMPORT_REFUSALS];

/**
 * `rows`: the catalogue's own check refused rows the shared rules let through (nothing was applied); `file`: an upload
 * that is not what the call takes; `filename`: a workbook name the catalogue cannot keep; `admin` and `market`: the caller may not import; `section` is the BFF's fault.
 */
export const IMPORT_REFUSAL_MESSAGES: RefusalMap<ImportRefusalReason, AdminMessageKey | CommonMessageKey> = {
  admin: { key: COMMON_MESSAGES.FORBIDDEN },
  market: { key: COMMON_MESSAGES.FORBIDDEN },
  rows: { key: ADMIN_MESSAGES.importRefusedRows },
  section: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  description: { key: ADMIN_MESSAGES.importTooLong, field: "description" },
  file: { key: ADMIN_MESSAGES.importFileType, field: "file" },
  filename: { key: ADMIN_MESSAGES.importFileName, field: "file" },
};
