import {
  COMMON_MESSAGES,
  COMMON_REFUSALS,
  SECTION_REFUSAL_MESSAGES,
  TABLE_SIZES,
  sectionParentChoices,
  sectionRules,
  type PageRequest,
} from "@portal/schema";
import { badUserInput, readRefusals, refusal, rejectionReason } from "../../../common/errors.js";
import { validInput } from "../../../common/validation.js";
import { paginate, type ListDefinition } from "../../../common/paginated.js";
import type { Context } from "../../../graphql/context.js";
import { adminSectionCalls, type PortalAdminSection } from "../../../legacy/admin/sections.js";
import { invalidateLibrary } from "../../library/library.cache.js";
import type { AdminSectionSortField, SaveSectionInput } from "./sections.types.js";

/*
 * The admin sections (spec 1 §2 "/admin/sections", §3 "Section/category", §5 "Section form"): every administrator, a
 * restricted one too, in both markets. The table, the form and the save's checks read the library's `sections` call
 * (every section of the market, fresh: never the library's cached tree); every write drops that tree and the cached
 * lists of resources (a moved section moves its resources) in every BFF process.
 */

const byText = (text: (s: PortalAdminSection) => string) => (a: PortalAdminSection, b: PortalAdminSection) => text(a).localeCompare(text(b));

/** The admin section table (spec 1 §9: 20, 50 or all rows), searched by name and path; ties keep the tree's order. */
const SECTION_LIST: ListDefinition<PortalAdminSection, AdminSectionSortField> = {
  sizes: TABLE_SIZES.sections,
  searchText: (s) => [s.name, s.path],
  compare: {
    NAME: byText((s) => s.name),
    PATH: byText((s) => s.path),
    TYPE: (a, b) => a.type - b.type,
    LEVEL: (a, b) => a.level - b.level,
    POSITION: (a, b) => a.position - b.position,
    ACTIVE: (a, b) => Number(a.active) - Number(b.active),
  },
};

const isId = (id: string) => /^\d{1,9}$/.test(id);

/** Every section of the market, names in the session's language, in tree order. */
const listAll = (ctx: Context) => readRefusals(adminSectionCalls.list(ctx.upstream, ctx.language), SECTION_REFUSAL_MESSAGES);

const hasSubsections = (all: readonly PortalAdminSection[], id: string) => all.some((s) => s.parentId === id);

/** A section moved, renamed, switched or gone: the library's tree and resource lists of the market, in every BFF process. */
function sectionsChanged(ctx: Context) {
  invalidateLibrary.sections(ctx.cache, ctx.market);
  invalidateLibrary.resources(ctx.cache, ctx.market);
}

export async function sectionPage(ctx: Context, request: PageRequest<AdminSectionSortField>) {
  return paginate(await listAll(ctx), request, SECTION_LIST);
}

/**
 * The form's data in one request: the section (none for a new one, or when the id names none), the sections it may
 * hang from (`sectionParentChoices`: level 0 or 1, not itself nor below it, its sub-sections kept within level 2), the
 * other sections' urls (the url preview) and whether it has sub-sections (then it keeps its type).
 */
export async function sectionForm(ctx: Context, id: string | null) {
  const all = await listAll(ctx);
  const section = id === null ? null : (all.find((s) => s.id === id) ?? null);
  const own = section?.id ?? null;
  return {
    section,
    parents: sectionParentChoices(all, own).map(({ id, name, path, type, level }) => ({ id, name, path, type, level })),
    urlsInUse: all.filter((s) => s.id !== own).map((s) => s.url),
    hasSubsections: own !== null && hasSubsections(all, own),
  };
}

/**
 * Creates or changes a section: the shared rules first, with the parents the section may take and the type it keeps
 * (every failing field at once, before any catalogue write); the catalogue derives the url and the level itself.
 */
export async function saveSection(ctx: Context, input: SaveSectionInput): Promise<PortalAdminSection> {
  if (input.id != null && !isId(input.id)) throw badUserInput({ id: COMMON_MESSAGES.notFound });
  const all = await listAll(ctx);
  const own = input.id ?? null;
  const current = own === null ? undefined : all.find((s) => s.id === own);
  const rules = sectionRules({
    parents: sectionParentChoices(all, own),
    keptType: current && hasSubsections(all, current.id) ? current.type : null,
  });
  // A plain call, not `@ValidInput`: the rule is built from the section list this save reads (the parents it may take).
  const valid = validInput(rules, { ...input, parentId: input.parentId ?? "" });
  // A section deleted meanwhile: the catalogue's not_found reaches the form as the common message.
  const saved = await readRefusals(adminSectionCalls.save(ctx.upstream, ctx.language, { id: own, ...valid }), SECTION_REFUSAL_MESSAGES);
  sectionsChanged(ctx);
  return saved;
}

/**
 * Deletes a section; the catalogue refuses one with sub-sections or resources (the table's message). Deleting one that
 * is already gone succeeds (a retried delete is safe).
 */
export async function deleteSection(ctx: Context, id: string) {
  if (!isId(id)) throw badUserInput({ id: COMMON_MESSAGES.notFound });
  try {
    await adminSectionCalls.delete(ctx.upstream, id);
  } catch (error) {
    if (rejectionReason(error) !== COMMON_REFUSALS.NOT_FOUND) throw refusal(error, SECTION_REFUSAL_MESSAGES);
  }
  sectionsChanged(ctx);
  return { id };
}
