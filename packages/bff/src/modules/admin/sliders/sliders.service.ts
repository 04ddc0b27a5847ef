import {
  ADMIN_MESSAGES,
  COMMON_MESSAGES,
  COMMON_REFUSALS,
  SLIDER_REFUSAL_MESSAGES,
  SLIDER_TARGET_TYPES,
  TABLE_SIZES,
  sectionHref,
  sliderRules,
  validate,
  type FieldErrors,
  type PageRequest,
  type SliderDirection,
  staticFileUrl,
} from "@portal/schema";
import { badUserInput, readRefusals, refusal, rejectionReason } from "../../../common/errors.js";
import { refuseFields } from "../../../common/validation.js";
import { paginate, type ListDefinition } from "../../../common/paginated.js";
import type { Context } from "../../../graphql/context.js";
import { adminSliderCalls, type PortalAdminSlider } from "../../../legacy/admin/sliders.js";
import type { PortalSection } from "../../../legacy/library.js";
import { invalidateHome } from "../../home/home.cache.js";
import type { AdminSlider, AdminSliderSortField, SaveSliderInput, SliderTarget } from "./sliders.types.js";

/*
 * The admin sliders (spec 1 §2 "/admin/sliders", §5 "Slider form"): the home's banners, for administrators (restricted
 * ones too) of either market. Every write drops the home's cached sliders in every BFF process, so the carousel shows
 * the change at once.
 */

const byText = (text: (s: PortalAdminSlider) => string | null) => (a: PortalAdminSlider, b: PortalAdminSlider) =>
  (text(a) ?? "").localeCompare(text(b) ?? "");

/** The admin slider table (spec 1 §9: 10, 20, 30 or all rows), searched by name and link, by position first. */
const SLIDER_LIST: ListDefinition<PortalAdminSlider, AdminSliderSortField> = {
  sizes: TABLE_SIZES.sliders,
  searchText: (s) => [s.name, s.url],
  compare: {
    PRIORITY: (a, b) => a.priority - b.priority,
    NAME: byText((s) => s.name),
    URL: byText((s) => s.url),
    ACTIVE: (a, b) => Number(a.active) - Number(b.active),
    START_DATE: byText((s) => s.startDate),
    END_DATE: byText((s) => s.endDate ?? "9999-12-31"),
  },
};

/** A slider as the API answers it: with the address of its image (the portal's file route). */
const withImage = (slider: PortalAdminSlider): AdminSlider => ({ ...slider, imageUrl: staticFileUrl(slider.file) });

/** A slider id is the catalogue's number: anything else names no slider (BAD_USER_INPUT on `id`, before any call). */
function requireId(id: string) {
  if (!/^\d{1,9}$/.test(id)) throw badUserInput({ id: COMMON_MESSAGES.notFound });
}

const listAll = (ctx: Context) => readRefusals(adminSliderCalls.list(ctx.upstream), SLIDER_REFUSAL_MESSAGES);

/** A page of the table, and how many sliders there are (the last position, whatever the search). */
export async function sliderPage(ctx: Context, request: PageRequest<AdminSliderSortField>) {
  const all = await listAll(ctx);
  const page = paginate(all, request, SLIDER_LIST);
  return { ...page, items: page.items.map(withImage), count: all.length };
}

/**
 * The sections a slider may lead to: the national, then the local ones, each tree depth first (the session's
 * language; reference data, cached per market and language), with their portal paths.
 */
async function targets(ctx: Context): Promise<SliderTarget[]> {
  const tree = await ctx.loaders.library.sectionTree();
  const found: SliderTarget[] = [];
  const walk = (sections: PortalSection[], level: number) => {
    for (const section of sections) {
      found.push({ id: section.id, name: section.name, path: sectionHref(section), type: section.type, level, active: section.active });
      walk(tree.childrenOf(section.id), level + 1);
    }
  };
  for (const type of SLIDER_TARGET_TYPES) walk(tree.topLevel(type), 0);
  return found;
}

/** The form's data in one request: the slider (none for a new one, or when it is gone) and the sections to link to. */
export async function sliderForm(ctx: Context, id: string | null) {
  const known = id !== null && /^\d{1,9}$/.test(id);
  const [all, sections] = await Promise.all([known ? listAll(ctx) : null, targets(ctx)]);
  const slider = all?.find((s) => s.id === id);
  return { slider: slider ? withImage(slider) : null, sections };
}

/**
 * Creates or changes a slider: the shared rules first, the link among the market's national and local sections (every
 * failing field at once, before any catalogue write), then the catalogue, whose refusals point at their field too.
 */
export async function saveSlider(ctx: Context, input: SaveSliderInput): Promise<AdminSlider> {
  if (input.id != null) requireId(input.id);
  // Plain calls, not `@ValidInput`: the rule's fields and the link's target (one of the portal's, read here) are answered together.
  const checked = validate(sliderRules, { ...input, url: input.url ?? "", startDate: input.startDate ?? "", endDate: input.endDate ?? "" });
  const fields: FieldErrors = checked.ok ? {} : { ...checked.fields };
  const url = input.url?.trim() ?? "";
  if (!fields.url && url && !(await targets(ctx)).some((target) => target.path === url)) fields.url = ADMIN_MESSAGES.sliderUrl;
  if (!checked.ok) throw badUserInput(fields);
  refuseFields(fields);
  const saved = await readRefusals(adminSliderCalls.save(ctx.upstream, { id: input.id ?? null, ...checked.value }), SLIDER_REFUSAL_MESSAGES);
  invalidateHome.sliders(ctx.cache, ctx.market);
  return withImage(saved);
}

/**
 * Moves a slider one place, swapping it with its neighbour (one catalogue transaction). Nothing moves for the first
 * going up, the last going down, or a slider no longer at the position the caller saw (a retried move): the answer
 * is then empty.
 */
export async function moveSlider(ctx: Context, input: { id: string; direction: SliderDirection; priority: number }): Promise<AdminSlider[]> {
  requireId(input.id);
  if (!Number.isInteger(input.priority) || input.priority < 1) throw badUserInput({ priority: COMMON_MESSAGES.BAD_USER_INPUT });
  const moved = await readRefusals(
    adminSliderCalls.move(ctx.upstream, input.id, input.direction === "UP" ? "up" : "down", input.priority),
    SLIDER_REFUSAL_MESSAGES,
  );
  if (moved.length > 0) invalidateHome.sliders(ctx.cache, ctx.market);
  return moved.map(withImage);
}

/** Deletes a slider; deleting one that is already gone succeeds (a retried delete is safe). */
export async function deleteSlider(ctx: Context, id: string) {
  requireId(id);
  try {
    await adminSliderCalls.delete(ctx.upstream, id);
  } catch (error) {
    if (rejectionReason(error) !== COMMON_REFUSALS.NOT_FOUND) throw refusal(error, SLIDER_REFUSAL_MESSAGES);
  }
  invalidateHome.sliders(ctx.cache, ctx.market);
  return { id };
}
