import {
  COMMON_MESSAGES,
  COMMON_REFUSALS,
  RESTAURANT_REFUSAL_MESSAGES,
  TABLE_SIZES,
  restaurantRules,
  validate,
  type FieldErrors,
  type PageRequest,
} from "@portal/schema";
import { badUserInput, readRefusals, refusal, rejectionReason } from "../../../common/errors.js";
import { refuseFields } from "../../../common/validation.js";
import { paginate, type ListDefinition } from "../../../common/paginated.js";
import type { Context } from "../../../graphql/context.js";
import { adminRestaurantCalls, type PortalAdminRestaurant, type PortalProvince } from "../../../legacy/admin/restaurants.js";
import { invalidateDiagnostic } from "../../diagnostic/index.js";
import { adminRestaurantsCache } from "./restaurants.cache.js";
import type { AdminRestaurantSortField, SaveRestaurantInput } from "./restaurants.types.js";

/*
 * The admin restaurants (spec 1 §2 "/admin/restaurants", §5 "Restaurant form"): full administrators only. There is no
 * delete: a restaurant carries orders, users and history, so an administrator switches it off (`active`).
 */

const byText = (text: (r: PortalAdminRestaurant) => string | null) => (a: PortalAdminRestaurant, b: PortalAdminRestaurant) =>
  (text(a) ?? "").localeCompare(text(b) ?? "");

/** The admin restaurant table (spec 1 §9: 10, 50, 100 or all rows, 50 first), searched by site, name and city. */
const RESTAURANT_LIST: ListDefinition<PortalAdminRestaurant, AdminRestaurantSortField> = {
  sizes: TABLE_SIZES.restaurants,
  searchText: (r) => [r.site, r.name, r.city],
  compare: {
    SITE: byText((r) => r.site),
    NAME: byText((r) => r.name),
    PROVINCE: byText((r) => r.provinceName),
    CITY: byText((r) => r.city),
    REGION: (a, b) => a.region - b.region,
    TYPE: (a, b) => a.type - b.type,
    ACTIVE: (a, b) => Number(a.active) - Number(b.active),
  },
};

const isId = (id: string) => /^\d{1,9}$/.test(id);

export async function restaurantPage(ctx: Context, request: PageRequest<AdminRestaurantSortField>) {
  return paginate(await readRefusals(adminRestaurantCalls.list(ctx.upstream), RESTAURANT_REFUSAL_MESSAGES), request, RESTAURANT_LIST);
}

/** One restaurant of the market for the edit form; null when there is none with that id. */
export async function restaurant(ctx: Context, id: string): Promise<PortalAdminRestaurant | null> {
  if (!isId(id)) return null;
  try {
    return await adminRestaurantCalls.one(ctx.upstream, id);
  } catch (error) {
    if (rejectionReason(error) === COMMON_REFUSALS.NOT_FOUND) return null;
    throw refusal(error, RESTAURANT_REFUSAL_MESSAGES);
  }
}

/** The market's provinces: reference data, cached per market. */
function provinces(ctx: Context): Promise<PortalProvince[]> {
  return ctx.cache.get(adminRestaurantsCache.provinces(ctx.market), () =>
    readRefusals(adminRestaurantCalls.provinces(ctx.upstream), RESTAURANT_REFUSAL_MESSAGES),
  );
}

/** The form's data in one request: the restaurant (none for a new one) and the provinces to choose from. */
export async function restaurantForm(ctx: Context, id: string | null) {
  const [found, list] = await Promise.all([id === null ? null : restaurant(ctx, id), provinces(ctx)]);
  return { restaurant: found, provinces: list };
}

/**
 * Creates or changes a restaurant: the shared rules first, with the province among the market's (every failing field
 * at once, before any catalogue write); the site in use is the catalogue's refusal (site_exists on `site`). The
 * ordering service switch is ES only: in PT it is neither sent nor kept. A saved restaurant's diagnostic is read
 * again (its population comes from the province and the catchment habitants).
 */
export async function saveRestaurant(ctx: Context, input: SaveRestaurantInput): Promise<PortalAdminRestaurant> {
  if (input.id != null && !isId(input.id)) throw badUserInput({ id: COMMON_MESSAGES.notFound });
  // Plain calls, not `@ValidInput`: the rule's fields and the province (one of the market's, read here) are answered together.
  const checked = validate(restaurantRules, { ...input, mopService: ctx.market === "ES" ? (input.mopService ?? null) : null });
  const fields: FieldErrors = checked.ok ? {} : { ...checked.fields };
  const provinceId = input.provinceId?.trim() ?? "";
  if (!fields.provinceId && !(await provinces(ctx)).some((p) => p.id === provinceId)) fields.provinceId = COMMON_MESSAGES.required;
  if (!checked.ok) throw badUserInput(fields);
  refuseFields(fields);
  const saved = await readRefusals(adminRestaurantCalls.save(ctx.upstream, { id: input.id ?? null, ...checked.value }), RESTAURANT_REFUSAL_MESSAGES);
  invalidateDiagnostic.restaurant(ctx.cache, ctx.market, saved.id);
  return saved;
}
