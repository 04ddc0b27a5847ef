import { FormData } from "undici";
import type { FilePart } from "../form.js";
import type { CheckedImportRow, ImportCell, ImportSection, ImportSheetRow, Language } from "@portal/schema";
import type { Get, Multipart, Post } from "../paths.js";
import type { Upstream } from "../upstream.js";

/** A pending upload as `import/upload` answers it. */
export interface LegacyImportUpload {
  id: number;
  section: string;
  filename: string;
  /** How many rows (`import/upload`), or the rows themselves (`import/upload/{id}`). */
  rows: number | ImportSheetRow[];
}

/** An applied section (`import/{section}`). */
export interface LegacyImportApplied {
  section: string;
  rows: number;
  restaurants: number;
}

/** A section's last file and description (`import/status`). */
export interface LegacyImportSection {
  section: string;
  description: string;
  /** The description in the market's other languages, by language code. */
  translations?: Record<string, string>;
  filename: string | null;
  updated_at: string | null;
}

/** The import page's state (`import/status`). */
export interface LegacyImportStatus {
  sections: LegacyImportSection[];
  social_media: { path: string; size: number; updated_at: string } | null;
}

/** A stored file (`restaurant/rrss/update`). */
export interface LegacyStoredFile {
  path: string;
  name: string;
  size: number;
  mime: string;
}

/** `import/competence`, `import/sales_week`, `import/sales`, `import/pmix`, `import/consume`. */
type ImportSectionPaths = {
  [S in ImportSection as `import/${S}`]: Post<{ rows: string; description?: string; filename: string; upload: string }, LegacyImportApplied>;
};

/** The admin import's catalogue paths (packages/legacy/README.md, "Admin import"). */
export interface ImportPaths extends ImportSectionPaths {
  "import/sites": Get<string[]>;
  "import/status": Get<LegacyImportStatus>;
  "import/upload": Post<{ section: ImportSection; filename: string; rows: string }, LegacyImportUpload>;
  [upload: `import/upload/${number}`]: Get<LegacyImportUpload>;
  "diagnostic/descriptions/update": Multipart<LegacyImportSection>;
  "restaurant/rrss/update": Multipart<LegacyStoredFile>;
}

/** The admin import's calls (administrators of ES). */
export const adminImportCalls = {
  /** The market's restaurant sites (upper case). */
  async sites(up: Upstream): Promise<Set<string>> {
    return new Set(await up.get("import/sites"));
  },

  /** Every section's last imported file and description, and the social-media PDF. */
  status(up: Upstream): Promise<LegacyImportStatus> {
    return up.get("import/status");
  },

  /** Keeps a read workbook's rows until they are checked and applied; its id. */
  async keep(up: Upstream, section: ImportSection, filename: string, rows: ImportSheetRow[]): Promise<{ id: string; rows: number }> {
    const saved = await up.post("import/upload", { section, filename, rows: JSON.stringify(rows) });
    return { id: String(saved.id), rows: rows.length };
  },

  /** A kept workbook: its section, name and rows. */
  async pending(up: Upstream, id: string): Promise<{ section: string; filename: string; rows: ImportSheetRow[] }> {
    const found = await up.get(`import/upload/${Number(id)}`);
    const rows = Array.isArray(found.rows) ? found.rows : [];
    return { section: found.section, filename: found.filename, rows: rows.map((r) => ({ row: r.row, cells: r.cells.map((c: ImportCell) => c) })) };
  },

  /** Applies a section's checked rows (each with its sheet row number) in one catalogue transaction. */
  apply(
    up: Upstream,
    section: ImportSection,
    rows: CheckedImportRow[],
    options: { description: string | null; filename: string; upload: string },
  ): Promise<LegacyImportApplied> {
    return up.post(`import/${section}`, {
      rows: JSON.stringify(rows),
      ...(options.description === null ? {} : { description: options.description }),
      filename: options.filename,
      upload: options.upload,
    });
  },

  /** Sets a top-level section's description. */
  describe(up: Upstream, section: string, description: string, language: Language): Promise<LegacyImportSection> {
    const form = new FormData();
    form.append("section", section);
    form.append("description", description);
    form.append("lang", language);
    return up.upload("diagnostic/descriptions/update", form);
  },

  /** Stores the social-media PDF (`rrss/social-media.pdf`). */
  socialMedia(up: Upstream, file: FilePart): Promise<LegacyStoredFile> {
    const form = new FormData();
    form.append("file", file.blob, file.name);
    return up.upload("restaurant/rrss/update", form);
  },
};
