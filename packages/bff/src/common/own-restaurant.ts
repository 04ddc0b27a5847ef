import type { GraphQLError } from "graphql";
import { createMethodMiddlewareDecorator } from "type-graphql";
import { SESSION_MESSAGES } from "@portal/schema";
import type { Context } from "../graphql/context.js";
import { ownRestaurant } from "../graphql/own-restaurant.js";
import { forbidden } from "./errors.js";

/** The restaurant an operation names: its `restaurantId` argument, or its input's. */
function requestedRestaurant(args: Record<string, unknown>): string | null {
  const input = args.input as { restaurantId?: unknown } | null | undefined;
  const requested = input?.restaurantId ?? args.restaurantId;
  return typeof requested === "string" ? requested : null;
}

/** The common refusal: FORBIDDEN `restaurant.error.not_available`. */
export const restaurantNotAvailable = () => forbidden(SESSION_MESSAGES.restaurantNotAvailable);

/**
 * "This restaurant is the user's", as a type-graphql middleware on every operation that names a restaurant
 * (`restaurantId`, or `input.restaurantId`): one of the user's restaurants as the session check last read them
 * (`ownRestaurant`, at most one catalogue call per request), else the operation's refusal (`refuse`; default FORBIDDEN
 * `restaurant.error.not_available`), before its input is validated (`@ValidInput`) and before the resolver runs. An
 * operation that names none works on the session's selection (`restaurantFor` in the session module).
 *
 *     @Authorized(Access.PORTAL_USER) @OwnRestaurant(() => forbidden(CHANNELS_MESSAGES.restaurant)) @Mutation(…)
 *
 * The service then reads the restaurant it works on with `restaurantFor(ctx, id)` (the same answer, from the same
 * request's loader).
 */
export function OwnRestaurant(refuse: () => GraphQLError = restaurantNotAvailable): MethodDecorator {
  return createMethodMiddlewareDecorator<Context>(async ({ args, context }, next) => {
    const requested = requestedRestaurant(args);
    if (requested !== null) await ownRestaurant(context, requested, refuse);
    return next();
  });
}
