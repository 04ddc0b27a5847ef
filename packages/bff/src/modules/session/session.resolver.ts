import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import type { Language } from "@portal/schema";
import { Access } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { LanguageEnum } from "../../graphql/enums.js";
import * as service from "./session.service.js";
import { LoginResult, Portal, Viewer } from "./session.types.js";

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
    @Arg("username", () => String, { description: "The user's e-mail (trimmed)." }) username: string,
    @Arg("password", () => String, { description: "The password as typed; the BFF hashes it before it reaches the catalogue." }) password: string,
    @Arg("language", () => LanguageEnum, { nullable: true, description: "The language remembered for this market; ignored when the market does not offer it." })
    language: Language | null,
    @Arg("site", () => String, { nullable: true, description: "Site code of the restaurant remembered by the browser; ignored when not the user's." })
    site: string | null,
  ) {
    return service.login(ctx, { username, password, language, site });
  }

  @Authorized(Access.ANYONE)
  @Mutation(() => LoginResult, { description: "Accepts the legal terms after a LegalTermsRequired answer and completes the login. UNAUTHENTICATED without a pending login." })
  acceptLegalTerms(@Ctx() ctx: Context) {
    return service.acceptLegalTerms(ctx);
  }

  @Authorized(Access.ANYONE)
  @Mutation(() => Boolean, { description: "Rejects the legal terms: the pending login is dropped. Always true." })
  rejectLegalTerms(@Ctx() ctx: Context): Promise<boolean> {
    return service.rejectLegalTerms(ctx);
  }

  @Authorized(Access.ANYONE)
  @Mutation(() => Boolean, { description: "Signs out: ends the catalogue session and destroys the portal session. Always true." })
  logout(@Ctx() ctx: Context): Promise<boolean> {
    return service.logout(ctx);
  }

  @Authorized(Access.ANYONE)
  @Mutation(() => Boolean, {
    description: "Asks the catalogue to e-mail a password-change link to the account with this username. True for any well-formed username (no account enumeration).",
  })
  requestPasswordReminder(
    @Ctx() ctx: Context,
    @Arg("username", () => String, { description: "The account's username (e-mail)." }) username: string,
  ): Promise<boolean> {
    return service.requestPasswordReminder(ctx, username);
  }

  @Authorized(Access.ANYONE)
  @Mutation(() => Boolean, {
    description:
      "Sets a new password from a reminder link /changepassword/{id}/{time}. BAD_USER_INPUT with extensions.fields: time → password.error.expired (link expired), repeat → password.error.mismatch, id → password.error.invalid (unknown or used link).",
  })
  changePassword(
    @Ctx() ctx: Context,
    @Arg("id", () => String, { description: "The link's id." }) id: string,
    @Arg("time", () => Int, { description: "The link's expiry, epoch seconds." }) time: number,
    @Arg("password", () => String, { description: "The new password." }) password: string,
    @Arg("repeat", () => String, { description: "The new password again." }) repeat: string,
  ): Promise<boolean> {
    return service.changePassword(ctx, { id, time, password, repeat });
  }

  @Authorized(Access.SIGNED_IN)
  @Mutation(() => Viewer, { description: "Selects the restaurant every screen works on. FORBIDDEN when it is not one of the user's." })
  selectRestaurant(
    @Ctx() ctx: Context,
    @Arg("site", () => String, { description: "Site code of one of viewer.restaurants." }) site: string,
  ): Promise<Viewer> {
    return service.selectRestaurant(ctx, site);
  }

  @Authorized(Access.SIGNED_IN)
  @Mutation(() => Viewer, { description: "Sets the session's language. FORBIDDEN when the market does not offer it (PT offers only PT)." })
  setLanguage(
    @Ctx() ctx: Context,
    @Arg("language", () => LanguageEnum, { description: "The language to use." }) language: Language,
  ): Promise<Viewer> {
    return service.setLanguage(ctx, language);
  }
}
