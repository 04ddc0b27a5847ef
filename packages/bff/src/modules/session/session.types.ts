import { Field, ID, InputType, Int, ObjectType, createUnionType, registerEnumType } from "type-graphql";
import { DateTimeResolver } from "graphql-scalars";
import type { Language, Market, UserType } from "@portal/schema";
import { LanguageEnum, MarketEnum, UserTypeEnum } from "../../graphql/enums.js";

/** The description of a save's `restaurantId`: every save of a restaurant's data names the restaurant it was loaded for. */
export const SAVED_RESTAURANT =
  "The restaurant the screen was loaded for (one of the user's, else FORBIDDEN restaurant.error.not_available): the save works on it, whatever the session selected since.";

@ObjectType({ description: "A language a market offers, named in that language." })
export class LanguageOption {
  @Field(() => LanguageEnum, { description: "The language's code." })
  code!: Language;

  @Field(() => String, { description: "The language's own name, e.g. Castellano, Català, Português." })
  name!: string;
}

@ObjectType({ description: "The user must accept the legal terms before the login completes (acceptLegalTerms or rejectLegalTerms)." })
export class LegalTermsRequired {
  @Field(() => String, { description: "Name of the user being signed in, to greet them on the legal-terms step." })
  userName!: string;
}

@ObjectType({ description: "What the signed-out screens (login, password reminder and change) need to know of the portal on this host." })
export class Portal {
  @Field(() => MarketEnum, { description: "The market of this host." })
  market!: Market;

  @Field(() => [LanguageOption], { description: "Languages the market offers, its default first." })
  languages!: LanguageOption[];

  @Field(() => LanguageEnum, { description: "The market's default language." })
  defaultLanguage!: Language;

  @Field(() => String, {
    nullable: true,
    description:
      "Where the external (corporate) sign-in starts, for markets that sign in through it (PT): /loginexternal on the portal, which marks the browser and leads to the provider's page; null otherwise.",
  })
  externalSignInUrl!: string | null;

  @Field(() => LegalTermsRequired, {
    nullable: true,
    description: "A login of this browser waiting for the legal terms (e.g. after the external sign-in): show the legal-terms step. Null otherwise.",
  })
  pendingLogin!: LegalTermsRequired | null;
}

@ObjectType({ description: "A portal user." })
export class User {
  @Field(() => ID, { description: "The catalogue's user id." })
  id!: string;

  @Field(() => String, { description: "Full name." })
  name!: string;

  @Field(() => String, { description: "Corporate e-mail; also the username." })
  email!: string;

  @Field(() => String, { nullable: true, description: "Phone number, digits only; null when not given." })
  phone!: string | null;

  @Field(() => UserTypeEnum, { description: "The user's role." })
  type!: UserType;

  @Field(() => Boolean, { description: "Whether the user has the admin permission." })
  admin!: boolean;

  @Field(() => Boolean, { description: "Whether the account is active." })
  active!: boolean;

  @Field(() => Boolean, { description: "Whether the user has accepted the legal terms (the catalogue's `legal`; asked at sign-in until then)." })
  legalAccepted!: boolean;

  @Field(() => Int, { description: "The catalogue's `letter` code of the user, as stored (0 unless set; the spec lists it without a meaning)." })
  letter!: number;
}

@ObjectType({ description: "A restaurant of the chain, as its users pick it in the restaurant selector." })
export class Restaurant {
  @Field(() => ID, { description: "The catalogue's restaurant id." })
  id!: string;

  @Field(() => String, { description: "Site code, e.g. ES0101; unique in its market." })
  site!: string;

  @Field(() => String, { description: "Public name." })
  name!: string;

  @Field(() => String, { nullable: true, description: "Street address." })
  address!: string | null;

  @Field(() => String, { nullable: true, description: "City." })
  city!: string | null;
}

@ObjectType({ description: "An administrator signed in as another user ('log in as')." })
export class BorrowingAdministrator {
  @Field(() => String, { description: "The administrator's name." })
  name!: string;
}

@ObjectType({ description: "The signed-in user, their restaurants and the session's choices." })
export class Viewer {
  @Field(() => User, { description: "The signed-in user." })
  user!: User;

  @Field(() => MarketEnum, { description: "The market of the session." })
  market!: Market;

  @Field(() => LanguageEnum, { description: "The session's interface and content language." })
  language!: Language;

  @Field(() => [LanguageOption], { description: "Languages the user may choose in this market." })
  languages!: LanguageOption[];

  @Field(() => [Restaurant], { description: "The restaurants the user works for." })
  restaurants!: Restaurant[];

  @Field(() => Restaurant, {
    nullable: true,
    description:
      "The restaurant every screen works on: the one chosen with selectRestaurant, else the site this browser remembers (sent at login), else the user's first (never the catalogue's favourite); null when the user has none.",
  })
  selectedRestaurant!: Restaurant | null;

  @Field(() => String, {
    description: "Where the user lands after login: /admin/sections (type 4), /partner/reports (partners), /admin (other admins) or /.",
  })
  landingPath!: string;

  @Field(() => DateTimeResolver, { description: "When the catalogue session expires unless used." })
  sessionExpiresAt!: Date;

  @Field(() => BorrowingAdministrator, {
    nullable: true,
    description:
      "The administrator signed in as this user ('log in as'; returnToOwnSession gives their session back); null for the user's own session.",
  })
  borrowedBy!: BorrowingAdministrator | null;
}

@InputType({ description: "The user a full administrator signs in as." })
export class LogInAsInput {
  @Field(() => ID, { description: "The user's id: active, not an administrator, not yourself, with the legal terms accepted." })
  userId!: string;
}

export enum LoginFailureReason {
  INVALID_CREDENTIALS = "INVALID_CREDENTIALS",
  ACCOUNT_INACTIVE = "ACCOUNT_INACTIVE",
}

registerEnumType(LoginFailureReason, {
  name: "LoginFailureReason",
  description: "Why a login failed.",
  valuesConfig: {
    INVALID_CREDENTIALS: { description: "Unknown username or wrong password." },
    ACCOUNT_INACTIVE: { description: "The account exists but is disabled." },
  },
});

@ObjectType({ description: "The login succeeded; the session is open." })
export class LoginSuccess {
  @Field(() => Viewer, { description: "The signed-in user; go to viewer.landingPath." })
  viewer!: Viewer;
}

@ObjectType({ description: "The login failed." })
export class LoginFailure {
  @Field(() => LoginFailureReason, { description: "Why." })
  reason!: LoginFailureReason;

  @Field(() => String, { description: "Message key to show, translated by the client (e.g. login.error.credentials)." })
  messageKey!: string;
}

export const LoginResult = createUnionType({
  name: "LoginResult",
  description: "What a login attempt led to.",
  types: () => [LoginSuccess, LegalTermsRequired, LoginFailure] as const,
});

@InputType({ description: "A sign-in with username and password." })
export class LoginInput {
  @Field(() => String, { description: "The user's username: the e-mail in ES (trimmed; BAD_USER_INPUT when blank)." })
  username!: string;

  @Field(() => String, { description: "The password as typed; the BFF hashes it before it reaches the catalogue (BAD_USER_INPUT when blank)." })
  password!: string;

  @Field(() => LanguageEnum, { nullable: true, description: "The language remembered for this market; ignored when the market does not offer it." })
  language?: Language | null;

  @Field(() => String, { nullable: true, description: "Site code of the restaurant remembered by the browser; ignored when not the user's." })
  site?: string | null;
}

@InputType({ description: "A request for a password-change link." })
export class PasswordReminderInput {
  @Field(() => String, { description: "The account's username (e-mail); trimmed." })
  username!: string;
}

@InputType({ description: "A new password set from a reminder link /changepassword/{id}/{time}." })
export class ChangePasswordInput {
  @Field(() => String, { description: "The link's id." })
  id!: string;

  @Field(() => Int, { description: "The link's expiry, epoch seconds (BAD_USER_INPUT fields.time once passed)." })
  time!: number;

  @Field(() => String, { description: "The new password, as the shared password rule accepts it." })
  password!: string;

  @Field(() => String, { description: "The new password again (BAD_USER_INPUT fields.repeat when it differs)." })
  repeat!: string;
}

@InputType({ description: "The restaurant every screen works on." })
export class SelectRestaurantInput {
  @Field(() => String, { description: "Site code of one of viewer.restaurants, e.g. ES0101." })
  site!: string;
}

@InputType({ description: "The session's interface and content language." })
export class SetLanguageInput {
  @Field(() => LanguageEnum, { description: "The language to use; one the market offers (PT offers only PT)." })
  language!: Language;
}

@ObjectType({ description: "The answer to a password-reminder request." })
export class PasswordReminderResult {
  @Field(() => Boolean, { description: "Always true for a well-formed username: whether the account exists is not told (no account enumeration)." })
  sent!: boolean;
}

@ObjectType({ description: "The answer to a password change." })
export class PasswordChangeResult {
  @Field(() => Boolean, { description: "True: the new password is set; sign in with it." })
  changed!: boolean;
}
