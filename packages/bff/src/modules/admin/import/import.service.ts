import {
  ADMIN_MESSAGES,
  COMMON_MESSAGES,
  IMPORT_REFUSAL_MESSAGES,
  MARKET_LANGUAGES,
  defaultLanguage,
  marketAllowsLanguage,
  IMPORT_SECTIONS,
  checkImportRows,
  importDescriptionRules,
  isImportDescriptionSection,
  type ImportSection,
  type Language,
  type Market,
  staticFileUrl,
} from "@portal/schema";
import { badUserInput, readRefusals, rejectionReason } from "../../../common/errors.js";
import { validInput } from "../../../common/validation.js";
import type { Context } from "../../../graphql/context.js";
import { adminImportCalls, type LegacyImportSection } from "../../../legacy/admin/import.js";
import { parseLegacyDate } from "../../../legacy/library.js";
import { invalidateDiagnostic as invalidateDiagnosticCaches } from "../../diagnostic/index.js";
import { invalidateHome } from "../../home/home.cache.js";
import type { AdminImport, AdminImportResult, AdminImportSection } from "./import.types.js";

/*
 * The admin import (spec 1 §2 "Import page", §5 "Import"): administrators of ES send Excel workbooks that feed every
 * restaurant's diagnostic. The upload route (import.uploads.ts) reads a workbook on the server and the catalogue keeps
 * its rows; `importSection` then checks EVERY row with the shared rules (packages/schema, checkImportRows) against the
 * market's restaurant sites, answers every refused row and sends nothing when one is refused; otherwise the catalogue
 * checks the rows again and applies them in one transaction. A successful import drops the cached diagnostic data of
 * every restaurant of the market (the home's alerts and the diagnostic screen) in every BFF process.
 */

const toSection = (s: LegacyImportSection, market: Market): AdminImportSection => ({
  section: s.section as ImportSection,
  described: isImportDescriptionSection(s.section),
  description: s.description,
  descriptions: MARKET_LANGUAGES[market].map((language, index) => ({
    language,
    description: index === 0 ? s.description : (s.translations?.[language] ?? ""),
  })),
  filename: s.filename,
  updatedAt: parseLegacyDate(s.updated_at),
});

/** The page's data: the five sections (their last file and description) and the social-media PDF. */
export async function importPage(ctx: Context): Promise<AdminImport> {
  const status = await readRefusals(adminImportCalls.status(ctx.upstream), IMPORT_REFUSAL_MESSAGES);
  const known = new Map(status.sections.map((s) => [s.section, s]));
  return {
    sections: IMPORT_SECTIONS.map((section) =>
      toSection(known.get(section) ?? { section, description: "", filename: null, updated_at: null }, ctx.market),
    ),
    socialMedia: status.social_media
      ? {
          url: staticFileUrl(status.social_media.path),
          size: status.social_media.size,
          updatedAt: parseLegacyDate(status.social_media.updated_at),
        }
      : null,
  };
}

/** An upload's id from the path the upload route answered (`import/<id>`); BAD_USER_INPUT on `upload` otherwise. */
function uploadId(path: string): string {
  const match = /^import\/(\d{1,9})$/.exec(path.trim());
  if (!match) throw badUserInput({ upload: ADMIN_MESSAGES.importUpload });
  return match[1];
}

/** A description for a top-level section, checked; null when none is sent. */
function checkedDescription(section: ImportSection, description: string | null | undefined): string | null {
  if (description === null || description === undefined) return null;
  if (!isImportDescriptionSection(section)) throw badUserInput({ description: ADMIN_MESSAGES.importDescriptionSection });
  // A plain call: the description is one optional field of an import, checked only for a top-level section.
  const valid = validInput(importDescriptionRules, { description });
  return valid.description;
}

/**
 * Drops what an import changes, in every BFF process: every restaurant's cached home alerts and diagnostic data, the
 * diagnostic's section descriptions and brand catalogues (a competition import may add brands to the market's catalogue).
 */
function invalidateDiagnostic(ctx: Context) {
  invalidateHome.allRestaurants(ctx.cache, ctx.market);
  invalidateDiagnosticCaches.restaurant(ctx.cache, ctx.market);
  invalidateDiagnosticCaches.descriptions(ctx.cache, ctx.market);
  invalidateDiagnosticCaches.brands(ctx.cache, ctx.market);
}

async function sectionState(ctx: Context, section: ImportSection): Promise<AdminImportSection> {
  return (await importPage(ctx)).sections.find((s) => s.section === section)!;
}

/**
 * Imports an uploaded workbook into its section: every row checked (the shared rules, the market's sites); any
 * refused row: nothing is sent to the catalogue and the answer lists every refused row. Otherwise the catalogue
 * applies the rows (and the description, for a top-level section) in one transaction.
 */
export async function importSection(
  ctx: Context,
  input: { section: ImportSection; upload: string; description?: string | null },
): Promise<AdminImportResult> {
  const { section } = input;
  const id = uploadId(input.upload);
  const description = checkedDescription(section, input.description);
  let pending;
  try {
    pending = await readRefusals(adminImportCalls.pending(ctx.upstream, id), IMPORT_REFUSAL_MESSAGES);
  } catch (error) {
    if (rejectionReason(error) === "not_found") throw badUserInput({ upload: ADMIN_MESSAGES.importUpload });
    throw error;
  }
  if (pending.section !== section) throw badUserInput({ upload: ADMIN_MESSAGES.importUpload });
  const sites = await readRefusals(adminImportCalls.sites(ctx.upstream), IMPORT_REFUSAL_MESSAGES);
  const checked = checkImportRows(section, pending.rows, sites);
  const rows = pending.rows.length;
  if (checked.refusals.length > 0) {
    return { section, applied: false, rows, restaurants: 0, refusals: checked.refusals, state: await sectionState(ctx, section) };
  }
  const applied = await readRefusals(
    adminImportCalls.apply(ctx.upstream, section, checked.rows, { description, filename: pending.filename, upload: id }),
    IMPORT_REFUSAL_MESSAGES,
  );
  invalidateDiagnostic(ctx);
  return { section, applied: true, rows, restaurants: applied.restaurants, refusals: [], state: await sectionState(ctx, section) };
}

/** Saves a top-level section's description on its own (the page's update button). */
export async function updateDescription(
  ctx: Context,
  input: { section: ImportSection; description: string; language?: Language | null },
): Promise<AdminImportSection> {
  if (!isImportDescriptionSection(input.section)) throw badUserInput({ section: ADMIN_MESSAGES.importDescriptionSection });
  const language = input.language ?? defaultLanguage(ctx.market);
  if (!marketAllowsLanguage(ctx.market, language)) throw badUserInput({ language: COMMON_MESSAGES.BAD_USER_INPUT });
  const description = checkedDescription(input.section, input.description) ?? "";
  await readRefusals(adminImportCalls.describe(ctx.upstream, input.section, description, language), IMPORT_REFUSAL_MESSAGES);
  invalidateDiagnostic(ctx);
  return sectionState(ctx, input.section);
}
