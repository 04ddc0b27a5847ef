import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { accountRules, personRules } from "@portal/schema";
import { ValidInput, marketContext, type Checked } from "../../common/valid-input.js";
import { Access } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { User } from "../session/session.types.js";
import * as service from "./account.service.js";
import {
  Account,
  AdminUser,
  AdminUserForm,
  AdminUserPage,
  AdminUserPageInput,
  SaveAdminUserInput,
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
  saveAccount(
    @Ctx() ctx: Context,
    @ValidInput(() => SaveAccountInput, accountRules, { description: "The form." }) input: Checked<SaveAccountInput, typeof accountRules>,
  ): Promise<User> {
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
  savePerson(
    @Ctx() ctx: Context,
    @ValidInput(() => SavePersonInput, personRules, { description: "The form.", context: marketContext })
    input: Checked<SavePersonInput, typeof personRules>,
  ): Promise<Person> {
    return service.savePerson(ctx, input);
  }

  @Authorized(Access.FULL_ADMIN)
  @Query(() => AdminUserPage, {
    description:
      "Full administrators: a page of every user of the market (/admin/users), searched in name, e-mail and phone; 10, 20, 30 or all rows.",
  })
  adminUsers(
    @Ctx() ctx: Context,
    @Arg("input", () => AdminUserPageInput, { description: "Page, size, search and sort." }) input: AdminUserPageInput,
  ): Promise<AdminUserPage> {
    return service.adminUserPage(ctx, input);
  }

  @Authorized(Access.FULL_ADMIN)
  @Query(() => AdminUserForm, {
    description:
      "Full administrators: the admin user form of a user (id) or a new one (no id), with every restaurant of the market and what administrators did as the user.",
  })
  adminUserForm(
    @Ctx() ctx: Context,
    @Arg("id", () => ID, { nullable: true, description: "The user; null or absent for a new one." }) id?: string | null,
  ): Promise<AdminUserForm> {
    return service.adminUserForm(ctx, id ?? null);
  }

  @Authorized(Access.FULL_ADMIN)
  @Mutation(() => AdminUser, {
    description:
      "Full administrators: creates (no id) or changes any user of the market and answers them as saved. BAD_USER_INPUT with every failing field (name, email, phone, type; account.error.user_exists on email; account.error.self on type or active for yourself). A new type, restaurant list or switched-off account takes effect on the user's next request.",
  })
  saveAdminUser(
    @Ctx() ctx: Context,
    @Arg("input", () => SaveAdminUserInput, { description: "The form." }) input: SaveAdminUserInput,
  ): Promise<AdminUser> {
    return service.saveAdminUser(ctx, input);
  }
}
