import type { GraphQLError } from "graphql";
import type { PortalRestaurant } from "../legacy/session.js";
import type { Context } from "./context.js";

/**
 * "This restaurant is the user's", answered one way for every area: the user's restaurants as the session check last
 * read them (`currentUser`, one catalogue call per request at most). Each area keeps its own refusal (what the screen
 * shows for it), given as `refuse`.
 */
export async function ownRestaurant(ctx: Context, restaurantId: string, refuse: () => GraphQLError): Promise<PortalRestaurant> {
  const user = await ctx.loaders.session.currentUser();
  const restaurant = user.restaurants.find((r) => r.id === restaurantId);
  if (!restaurant) throw refuse();
  return restaurant;
}

/** The ids of the user's restaurants, to check many at once (an order's billed and shipped restaurants, a person's list). */
export async function ownRestaurantIds(ctx: Context): Promise<ReadonlySet<string>> {
  const user = await ctx.loaders.session.currentUser();
  return new Set(user.restaurants.map((r) => r.id));
}
