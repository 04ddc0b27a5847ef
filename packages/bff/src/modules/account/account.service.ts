import { ACCOUNT_REFUSAL_MESSAGES, TABLE_SIZES, accountRules, validate, type PageRequest } from "@portal/schema";
import { badUserInput, readRefusals } from "../../common/errors.js";
import { paginate, type ListDefinition } from "../../common/paginated.js";
import type { Context } from "../../graphql/context.js";
import { accountCalls } from "../../legacy/account.js";
import type { PortalRestaurant } from "../../legacy/session.js";
import type { AccountRestaurantSortField } from "./account.types.js";

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
