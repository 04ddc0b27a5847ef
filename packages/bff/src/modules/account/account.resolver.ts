import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { Access } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { User } from "../session/session.types.js";
import * as service from "./account.service.js";
import { Account, AccountRestaurantPageInput, NotificationSettings, SaveAccountInput, SetNotificationsInput } from "./account.types.js";

/** The signed-in user's own account (/account) and notification choices (/notifications). */
@Resolver()
export class AccountResolver {
  @Authorized(Access.PORTAL_USER)
  @Query(() => Account, { description: "The account page: the user's profile, notification choices and a page of their restaurants (5 or 10 rows)." })
  account(
    @Ctx() ctx: Context,
    @Arg("restaurants", () => AccountRestaurantPageInput, { description: "The page of restaurants." }) restaurants: AccountRestaurantPageInput,
  ): Promise<Account> {
    return service.account(ctx, restaurants);
  }

  @Authorized(Access.PORTAL_USER)
  @Mutation(() => User, { description: "Saves the user's name and phone (the e-mail is the username and does not change). Answers the user." })
  saveAccount(@Ctx() ctx: Context, @Arg("input", () => SaveAccountInput, { description: "The form." }) input: SaveAccountInput): Promise<User> {
    return service.saveAccount(ctx, input);
  }

  @Authorized(Access.PORTAL_USER)
  @Mutation(() => NotificationSettings, { description: "Switches the mails about new files on or off, saved at once." })
  setNotifications(
    @Ctx() ctx: Context,
    @Arg("input", () => SetNotificationsInput, { description: "The choice." }) input: SetNotificationsInput,
  ): Promise<NotificationSettings> {
    return service.setNotifications(ctx, input.newFiles);
  }
}
