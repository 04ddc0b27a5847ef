import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { Access } from "../../../graphql/auth.js";
import type { Context } from "../../../graphql/context.js";
import * as service from "./restaurants.service.js";
import { AdminRestaurant, AdminRestaurantForm, AdminRestaurantPage, AdminRestaurantPageInput, SaveRestaurantInput } from "./restaurants.types.js";

/** Admin: the restaurants of the market (/admin/restaurants), for full administrators only. No delete: switched off instead. */
@Resolver()
export class AdminRestaurantResolver {
  @Authorized(Access.FULL_ADMIN)
  @Query(() => AdminRestaurantPage, {
    description: "A page of the restaurant table: searched by site, name and city, sorted, 10, 50, 100 or all rows. Full administrators.",
  })
  adminRestaurants(
    @Ctx() ctx: Context,
    @Arg("input", () => AdminRestaurantPageInput, { description: "Page, size, search and sort." }) input: AdminRestaurantPageInput,
  ): Promise<AdminRestaurantPage> {
    return service.restaurantPage(ctx, input);
  }

  @Authorized(Access.FULL_ADMIN)
  @Query(() => AdminRestaurant, {
    nullable: true,
    description: "One restaurant of the market; null when there is none with that id. Full administrators.",
  })
  adminRestaurant(@Ctx() ctx: Context, @Arg("id", () => ID, { description: "The restaurant's id." }) id: string): Promise<AdminRestaurant | null> {
    return service.restaurant(ctx, id);
  }

  @Authorized(Access.FULL_ADMIN)
  @Query(() => AdminRestaurantForm, {
    description:
      "The restaurant form's data in one request: the restaurant to edit (none without id) and the market's provinces. Full administrators.",
  })
  adminRestaurantForm(
    @Ctx() ctx: Context,
    @Arg("id", () => ID, { nullable: true, description: "The restaurant to edit; null or absent: a new restaurant." }) id?: string | null,
  ): Promise<AdminRestaurantForm> {
    return service.restaurantForm(ctx, id ?? null);
  }

  @Authorized(Access.FULL_ADMIN)
  @Mutation(() => AdminRestaurant, {
    description:
      "Creates (no id) or changes a restaurant and answers it as saved, with its last modification (the administrator, now). BAD_USER_INPUT with fields (site, name, province, region, type and address required; the site unique in the market). The ordering service switch is saved in ES only.",
  })
  saveRestaurant(
    @Ctx() ctx: Context,
    @Arg("input", () => SaveRestaurantInput, { description: "The form." }) input: SaveRestaurantInput,
  ): Promise<AdminRestaurant> {
    return service.saveRestaurant(ctx, input);
  }
}
