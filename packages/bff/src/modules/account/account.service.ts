import {
  ACCOUNT_MESSAGES,
  ACCOUNT_REFUSAL_MESSAGES,
  COMMON_MESSAGES,
  TABLE_SIZES,
  accountRules,
  personRules,
  validate,
  type PageRequest,
} from "@portal/schema";
import { badUserInput, readRefusals } from "../../common/errors.js";
import { paginate, type ListDefinition } from "../../common/paginated.js";
import type { Context } from "../../graphql/context.js";
import { accountCalls, type PortalPerson } from "../../legacy/account.js";
import type { PortalRestaurant } from "../../legacy/session.js";
import type { AccountRestaurantSortField, PersonSortField, SavePersonInput } from "./account.types.js";

/** The account page's restaurants (spec 1 §9: 5 and 10 rows). */
const RESTAURANT_LIST: ListDefinition<PortalRestaurant, AccountRestaurantSortField> = {
  sizes: TABLE_SIZES.account,
  searchText: (r) => [r.site, r.name, r.city],
  compare: {
    SITE: (a, b) => a.site.localeCompare(b.site),
    NAME: (a, b) => a.name.localeCompare(b.name),
    CITY: (a, b) => (a.city ?? "").localeCompare(b.city ?? ""),
  },
};

/** The account page, from the session check (no call of its own when the check is remembered). */
export async function account(ctx: Context, restaurants: PageRequest<AccountRestaurantSortField>) {
  const user = await ctx.loaders.session.currentUser();
  return {
    user,
    notifications: { id: user.id, newFiles: user.newFilesNotice !== false },
    restaurants: paginate(user.restaurants, restaurants, RESTAURANT_LIST),
  };
}

/** Saves the name and phone, checked with the shared rules first; the next request checks the session afresh. */
export async function saveAccount(ctx: Context, input: { name: string; phone: string }) {
  const checked = validate(accountRules, input);
  if (!checked.ok) throw badUserInput(checked.fields);
  const current = await ctx.loaders.session.currentUser();
  const saved = await readRefusals(accountCalls.update(ctx.upstream, checked.value, current), ACCOUNT_REFUSAL_MESSAGES);
  ctx.session.forgetUser();
  return saved;
}

/** Switches the mails about new files on or off. */
export async function setNotifications(ctx: Context, newFiles: boolean) {
  const user = await ctx.loaders.session.currentUser();
  const saved = await readRefusals(accountCalls.setNewFiles(ctx.upstream, newFiles), ACCOUNT_REFUSAL_MESSAGES);
  ctx.session.forgetUser();
  return { id: user.id, newFiles: saved };
}

/** The franchisee's people table (spec 1 §9: 10, 20, 30 or all rows). */
const PEOPLE: ListDefinition<PortalPerson, PersonSortField> = {
  sizes: TABLE_SIZES.users,
  searchText: (p) => [p.name, p.email, p.phone],
  compare: {
    NAME: (a, b) => a.name.localeCompare(b.name),
    EMAIL: (a, b) => a.email.localeCompare(b.email),
    ACTIVE: (a, b) => Number(a.active) - Number(b.active),
  },
};

const people = (ctx: Context) => readRefusals(accountCalls.people(ctx.upstream), ACCOUNT_REFUSAL_MESSAGES);

/** Franchisees: the people of their restaurants. */
export async function personPage(ctx: Context, request: PageRequest<PersonSortField>) {
  return paginate(await people(ctx), request, PEOPLE);
}

/** One person of the franchisee's restaurants, for the form; null for anyone else (the same as one that does not exist). */
export async function person(ctx: Context, id: string): Promise<PortalPerson | null> {
  return (await people(ctx)).find((p) => p.id === id) ?? null;
}

/**
 * Creates (a manager) or changes a person of the franchisee's restaurants: the shared rules first (every field at once),
 * the restaurants among the franchisee's own; the catalogue refuses an e-mail in use (account.error.user_exists on
 * `email`) and a person of another franchisee (not_found).
 */
export async function savePerson(ctx: Context, input: SavePersonInput) {
  const checked = validate(personRules, input, { market: ctx.market });
  if (!checked.ok) throw badUserInput(checked.fields);
  if (input.id != null && !/^\d{1,9}$/.test(input.id)) throw badUserInput({ id: COMMON_MESSAGES.notFound });
  const user = await ctx.loaders.session.currentUser();
  const own = new Set(user.restaurants.map((r) => r.id));
  if (checked.value.restaurants.some((id) => !own.has(id))) throw badUserInput({ restaurants: ACCOUNT_MESSAGES.restaurants });
  return readRefusals(accountCalls.savePerson(ctx.upstream, { id: input.id ?? null, ...checked.value }), ACCOUNT_REFUSAL_MESSAGES);
}
