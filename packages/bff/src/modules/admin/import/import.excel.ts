import ExcelJS from "exceljs";
import yauzl from "yauzl";
import { IMPORT_COLUMNS, IMPORT_FILES, type ImportCell, type ImportSection, type ImportSheetRow } from "@portal/schema";

/** What an .xlsx may hold once unpacked (a workbook of 5000 rows is a few MB): past it, the file is refused unread. */
const MAX_UNPACKED_BYTES = 20 * 1024 * 1024;
const MAX_ENTRIES = 2000;
/** A text cell's longest kept text (every column's own limit is far lower, so a longer one is still refused). */
const MAX_CELL_TEXT = 1000;

/** The workbook could not be read: not an .xlsx, damaged, too large once unpacked, or without a worksheet. */
export class UnreadableWorkbook extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "UnreadableWorkbook";
  }
}

/** The zip's entries, sizes as declared, checked before anything is unpacked (a small file may unpack to gigabytes). */
function checkPackage(bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(new UnreadableWorkbook("not a zip"));
      let total = 0;
      let count = 0;
      zip.on("entry", (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        count += 1;
        if (total > MAX_UNPACKED_BYTES || count > MAX_ENTRIES || entry.fileName.startsWith("/") || entry.fileName.includes("..")) {
          zip.close();
          return reject(new UnreadableWorkbook("too large"));
        }
        zip.readEntry();
      });
      zip.on("end", () => resolve());
      zip.on("error", () => reject(new UnreadableWorkbook("damaged")));
      zip.readEntry();
    });
  });
}

/** A cell's value as the import reads it: text (trimmed of nothing: the rules trim), a number, or nothing. */
export function cellValue(value: ExcelJS.CellValue): ImportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string") return value.slice(0, MAX_CELL_TEXT);
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if ("richText" in value && Array.isArray(value.richText))
      return value.richText
        .map((part) => part.text)
        .join("")
        .slice(0, MAX_CELL_TEXT);
    if ("result" in value) return cellValue(value.result as ExcelJS.CellValue);
    if ("formula" in value || "sharedFormula" in value) return null;
    if ("text" in value && typeof value.text === "string") return value.text.slice(0, MAX_CELL_TEXT);
    if ("error" in value) return String(value.error);
  }
  return null;
}

/**
 * The rows of a section's workbook: its first worksheet, row 1 (the column titles) skipped, each later row with its
 * number and as many cells from column A as the section has columns (further columns are ignored); a number shown as a
 * percentage is read as the percentage it shows (12.5 for a cell showing 12,5 %, which holds 0.125). Rows past
 * IMPORT_FILES.maxRows + 1 are not read: one more is kept so that the rules refuse the file as too long.
 */
export async function readSheet(bytes: Buffer, section: ImportSection): Promise<ImportSheetRow[]> {
  await checkPackage(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new UnreadableWorkbook("damaged");
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new UnreadableWorkbook("no worksheet");
  const width = IMPORT_COLUMNS[section].length;
  const rows: ImportSheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1 || rows.length > IMPORT_FILES.maxRows) return;
    const cells = Array.from({ length: width }, (_, i) => {
      const cell = row.getCell(i + 1);
      const value = cellValue(cell.value);
      // A cell shown as a percentage ("12,5 %") holds its share (0.125): the import reads percentages.
      return typeof value === "number" && cell.numFmt?.includes("%") ? Math.round(value * 100 * 1e8) / 1e8 : value;
    });
    if (cells.some((cell) => cell !== null && String(cell).trim() !== "")) rows.push({ row: number, cells });
  });
  return rows;
}
