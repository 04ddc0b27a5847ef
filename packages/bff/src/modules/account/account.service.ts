import {
  ACCOUNT_MESSAGES,
  ACCOUNT_REFUSALS,
  ACCOUNT_REFUSAL_MESSAGES,
  ADMIN_USER_TYPES,
  COMMON_MESSAGES,
  TABLE_SIZES,
  USER_TYPE_CODES,
  accountRules,
  adminUserRules,
  personRules,
  type PageRequest,
  type UserType,
} from "@portal/schema";
import { badUserInput, readRefusals, refusal, rejectionReason } from "../../common/errors.js";
import type { Checked } from "../../common/valid-input.js";
import { validInput } from "../../common/validation.js";
import { adminRestaurantCalls } from "../../legacy/admin/restaurants.js";
import { paginate, type ListDefinition } from "../../common/paginated.js";
import type { Context } from "../../graphql/context.js";
import { ownRestaurantIds } from "../../graphql/own-restaurant.js";
import { accountCalls, type PortalAdminUser, type PortalPerson } from "../../legacy/account.js";
import type { PortalRestaurant } from "../../legacy/session.js";
import type {
  AccountRestaurantSortField,
  AdminUserSortField,
  PersonSortField,
  SaveAccountInput,
  SaveAdminUserInput,
  SavePersonInput,
} from "./account.types.js";

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

/** Saves the name and phone (checked with the shared rules: the resolver's `@ValidInput`); the next request checks the session afresh. */
export async function saveAccount(ctx: Context, input: Checked<SaveAccountInput, typeof accountRules>) {
  const current = await ctx.loaders.session.currentUser();
  const saved = await readRefusals(accountCalls.update(ctx.upstream, { name: input.name, phone: input.phone }, current), ACCOUNT_REFUSAL_MESSAGES);
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
 * Creates (a manager) or changes a person of the franchisee's restaurants: the shared rules first (every field at once:
 * the resolver's `@ValidInput`),
 * the restaurants among the franchisee's own; the catalogue refuses an e-mail in use (account.error.user_exists on
 * `email`) and a person of another franchisee (not_found).
 */
export async function savePerson(ctx: Context, input: Checked<SavePersonInput, typeof personRules>) {
  if (input.id != null && !/^\d{1,9}$/.test(input.id)) throw badUserInput({ id: COMMON_MESSAGES.notFound });
  const own = await ownRestaurantIds(ctx);
  if (input.restaurants.some((id) => !own.has(id))) throw badUserInput({ restaurants: ACCOUNT_MESSAGES.restaurants });
  const saved = await readRefusals(accountCalls.savePerson(ctx.upstream, { ...input, id: input.id ?? null }), ACCOUNT_REFUSAL_MESSAGES);
  await ctx.userChanges.mark(ctx.market, saved.id); // their restaurants or active flag may have changed: followed on their next request
  return saved;
}

/** The admin user table (spec 1 §9: 10, 20, 30 or all rows). */
const ADMIN_USERS: ListDefinition<PortalAdminUser, AdminUserSortField> = {
  sizes: TABLE_SIZES.users,
  searchText: (u) => [u.name, u.email, u.phone],
  compare: {
    NAME: (a, b) => a.name.localeCompare(b.name),
    EMAIL: (a, b) => a.email.localeCompare(b.email),
    TYPE: (a, b) => USER_TYPE_CODES[a.type] - USER_TYPE_CODES[b.type],
    ACTIVE: (a, b) => Number(a.active) - Number(b.active),
  },
};

const isId = (id: string) => /^\d{1,9}$/.test(id);

/** Full administrators: a page of every user of the market. */
export async function adminUserPage(ctx: Context, request: PageRequest<AdminUserSortField>) {
  return paginate(await readRefusals(accountCalls.adminUsers(ctx.upstream), ACCOUNT_REFUSAL_MESSAGES), request, ADMIN_USERS);
}

/** One user, or null when there is none with that id. */
async function adminUserOrNull(ctx: Context, id: string): Promise<PortalAdminUser | null> {
  if (!isId(id)) return null;
  try {
    return await accountCalls.adminUser(ctx.upstream, id);
  } catch (error) {
    if (rejectionReason(error) === ACCOUNT_REFUSALS.NOT_FOUND) return null;
    throw refusal(error, ACCOUNT_REFUSAL_MESSAGES);
  }
}

/** The admin user form: the user (none for a new one), every restaurant of the market, what was done as them. */
export async function adminUserForm(ctx: Context, id: string | null) {
  const [user, restaurants, borrowed] = await Promise.all([
    id === null ? null : adminUserOrNull(ctx, id),
    readRefusals(adminRestaurantCalls.list(ctx.upstream), ACCOUNT_REFUSAL_MESSAGES),
    id !== null && isId(id) ? readRefusals(accountCalls.borrowedActions(ctx.upstream, id), ACCOUNT_REFUSAL_MESSAGES) : [],
  ]);
  return {
    user,
    found: id === null || user !== null,
    restaurants: restaurants.map((r) => ({ id: r.id, site: r.site, name: r.name })).sort((a, b) => a.site.localeCompare(b.site)),
    borrowedActions: borrowed.map((b) => ({ id: String(b.id), administratorName: b.admin_name, action: `${b.method} ${b.path}`, date: b.date })),
  };
}

/**
 * Full administrators create or change any user of the market: the shared rules first (with the type the user has
 * now, which they keep even if the form does not offer it), then never their own type or active flag. The change is
 * followed on the user's next request (see UserChanges).
 */
export async function saveAdminUser(ctx: Context, input: SaveAdminUserInput) {
  if (input.id != null && !isId(input.id)) throw badUserInput({ id: COMMON_MESSAGES.notFound });
  const offered = (ADMIN_USER_TYPES as readonly string[]).includes(input.type);
  const current = input.id != null && !offered ? await adminUserOrNull(ctx, input.id) : null;
  // A plain call, not the resolver's `@ValidInput`: the rule's context is the user's stored type, which only this save
  // reads from the catalogue (and only for a type the form does not offer).
  const valid = validInput(adminUserRules, input, { market: ctx.market, currentType: current?.type ?? null });
  const principal = ctx.session.principal!;
  if (input.id === principal.userId) {
    if (valid.type !== principal.type) throw badUserInput({ type: ACCOUNT_MESSAGES.self });
    if (!valid.active) throw badUserInput({ active: ACCOUNT_MESSAGES.self });
  }
  const saved = await readRefusals(
    accountCalls.saveAdminUser(ctx.upstream, { id: input.id ?? null, ...valid, type: valid.type as UserType }),
    ACCOUNT_REFUSAL_MESSAGES,
  );
  await ctx.userChanges.mark(ctx.market, saved.id);
  return saved;
}
