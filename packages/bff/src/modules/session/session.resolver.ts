import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { changePasswordRules, loginRules, rememberRules } from "@portal/schema";
import { ValidInput, type Checked } from "../../common/valid-input.js";
import { Access } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import * as service from "./session.service.js";
import {
  ChangePasswordInput,
  LoginInput,
  LoginResult,
  PasswordChangeResult,
  PasswordReminderInput,
  PasswordReminderResult,
  Portal,
  SelectRestaurantInput,
  SetLanguageInput,
  LogInAsInput,
  Viewer,
} from "./session.types.js";

@Resolver()
export class SessionResolver {
  @Authorized(Access.ANYONE)
  @Query(() => Viewer, { nullable: true, description: "The signed-in user and their session; null when signed out." })
  async viewer(@Ctx() ctx: Context): Promise<Viewer | null> {
    return ctx.session.signedIn ? service.viewer(ctx) : null;
  }

  @Authorized(Access.ANYONE)
  @Query(() => Portal, { description: "Public information for the signed-out screens of this host's market." })
  portal(@Ctx() ctx: Context): Promise<Portal> {
    return service.portal(ctx);
  }

  @Authorized(Access.ANYONE)
  @Mutation(() => LoginResult, {
    description:
      "Signs in with username (the e-mail) and password. BAD_USER_INPUT when either is blank after trimming. The browser's remembered language and restaurant travel along so the first screen needs no further request.",
  })
  login(
    @Ctx() ctx: Context,
    @ValidInput(() => LoginInput, loginRules, { description: "Username, password and the browser's remembered choices.", asSent: ["password"] })
    input: Checked<LoginInput, typeof loginRules>,
  ) {
    return service.login(ctx, input);
  }

  @Authorized(Access.ANYONE)
  @Mutation(() => LoginResult, {
    description: "Accepts the legal terms after a LegalTermsRequired answer and completes the login. UNAUTHENTICATED without a pending login.",
  })
  acceptLegalTerms(@Ctx() ctx: Context) {
    return service.acceptLegalTerms(ctx);
  }

  @Authorized(Access.ANYONE)
  @Mutation(() => Portal, {
    description: "Rejects the legal terms: the pending login is dropped. Answers the portal (pendingLogin now null) for the client's cache.",
  })
  async rejectLegalTerms(@Ctx() ctx: Context): Promise<Portal> {
    // The portal is read while the catalogue session still lives (its languages); the answer says what is then true.
    const portal = await service.portal(ctx);
    await service.rejectLegalTerms(ctx);
    return { ...portal, pendingLogin: null };
  }

  @Authorized(Access.ANYONE)
  @Mutation(() => Boolean, { description: "Signs out: ends the catalogue session and destroys the portal session. Always true." })
  logout(@Ctx() ctx: Context): Promise<boolean> {
    return service.logout(ctx);
  }

  @Authorized(Access.ANYONE)
  @Mutation(() => PasswordReminderResult, {
    description:
      "Asks the catalogue to e-mail a password-change link to the account with this username. Sent for any well-formed username (no account enumeration); BAD_USER_INPUT fields.username when blank.",
  })
  async requestPasswordReminder(
    @Ctx() ctx: Context,
    @ValidInput(() => PasswordReminderInput, rememberRules, { description: "The account's username." })
    input: Checked<PasswordReminderInput, typeof rememberRules>,
  ): Promise<PasswordReminderResult> {
    return { sent: await service.requestPasswordReminder(ctx, input.username) };
  }

  @Authorized(Access.ANYONE)
  @Mutation(() => PasswordChangeResult, {
    description:
      "Sets a new password from a reminder link /changepassword/{id}/{time}. BAD_USER_INPUT with extensions.fields: time → password.error.expired (link expired), repeat → password.error.mismatch, id → password.error.invalid (unknown or used link).",
  })
  async changePassword(
    @Ctx() ctx: Context,
    @ValidInput(() => ChangePasswordInput, changePasswordRules, { description: "The link's id and time, and the new password twice." })
    input: Checked<ChangePasswordInput, typeof changePasswordRules>,
  ): Promise<PasswordChangeResult> {
    return { changed: await service.changePassword(ctx, input) };
  }

  @Authorized(Access.PORTAL_USER)
  @Mutation(() => Viewer, { description: "Selects the restaurant every screen works on. FORBIDDEN when it is not one of the user's." })
  selectRestaurant(
    @Ctx() ctx: Context,
    @Arg("input", () => SelectRestaurantInput, { description: "The restaurant's site code." }) input: SelectRestaurantInput,
  ): Promise<Viewer> {
    return service.selectRestaurant(ctx, input.site);
  }

  @Authorized(Access.SIGNED_IN)
  @Mutation(() => Viewer, { description: "Sets the session's language. FORBIDDEN when the market does not offer it (PT offers only PT)." })
  setLanguage(@Ctx() ctx: Context, @Arg("input", () => SetLanguageInput, { description: "The language." }) input: SetLanguageInput): Promise<Viewer> {
    return service.setLanguage(ctx, input.language);
  }

  @Authorized(Access.FULL_ADMIN)
  @Mutation(() => Viewer, {
    description:
      "Log in as: a full administrator signs in as a user of the market and sees the portal exactly as they do, until returnToOwnSession. Every call made that way is recorded by the catalogue with both identities. Refused: an inactive user (account.error.borrow_inactive), an administrator or yourself (account.error.borrow_admin), terms not accepted (account.error.borrow_legal), already signed in as someone (FORBIDDEN account.error.already_borrowing).",
  })
  logInAs(@Ctx() ctx: Context, @Arg("input", () => LogInAsInput, { description: "The user." }) input: LogInAsInput): Promise<Viewer> {
    return service.logInAs(ctx, input.userId);
  }

  @Authorized(Access.SIGNED_IN)
  @Mutation(() => Viewer, {
    description:
      "An administrator signed in as another user returns to their own session (the borrowed catalogue session ends). Answers the administrator's viewer; a session that borrows no one is answered as it is (safe to retry).",
  })
  returnToOwnSession(@Ctx() ctx: Context): Promise<Viewer> {
    return service.returnToOwnSession(ctx);
  }
}
