import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { Access } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { User } from "../session/session.types.js";
import * as service from "./account.service.js";
import {
  Account,
  AccountRestaurantPageInput,
  NotificationSettings,
  Person,
  PersonPage,
  PersonPageInput,
  SaveAccountInput,
  SavePersonInput,
  SetNotificationsInput,
} from "./account.types.js";

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

  @Authorized(Access.FRANCHISEE)
  @Query(() => PersonPage, { description: "Franchisees: a page of the managers of their restaurants (/users), searched by name, e-mail or phone." })
  myPeople(
    @Ctx() ctx: Context,
    @Arg("input", () => PersonPageInput, { description: "Page, size, search and sort." }) input: PersonPageInput,
  ): Promise<PersonPage> {
    return service.personPage(ctx, input);
  }

  @Authorized(Access.FRANCHISEE)
  @Query(() => Person, { nullable: true, description: "Franchisees: one manager of their restaurants, for the form; null for anyone else." })
  myPerson(@Ctx() ctx: Context, @Arg("id", () => ID, { description: "The user id." }) id: string): Promise<Person | null> {
    return service.person(ctx, id);
  }

  @Authorized(Access.FRANCHISEE)
  @Mutation(() => Person, {
    description:
      "Franchisees: creates or changes a manager of their restaurants. BAD_USER_INPUT with fields (name, email: corporate and unused, phone, restaurants: at least one of theirs).",
  })
  savePerson(@Ctx() ctx: Context, @Arg("input", () => SavePersonInput, { description: "The form." }) input: SavePersonInput): Promise<Person> {
    return service.savePerson(ctx, input);
  }
}
