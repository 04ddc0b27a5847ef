import {
  ACCOUNT_MESSAGES,
  BORROW_REFUSAL_MESSAGES,
  COMMON_MESSAGES,
  SESSION_MESSAGES,
  SESSION_REFUSAL_MESSAGES,
  SESSION_REFUSALS,
  changePasswordRules,
  isPasswordLinkValid,
  landingPath,
  languageFor,
  loginRules,
  marketAllowsLanguage,
  type Language,
} from "@portal/schema";
import { badUserInput, forbidden, readRefusals, refusal, rejectionReason, unauthenticated, upstreamUnavailable } from "../../common/errors.js";
import type { Checked } from "../../common/valid-input.js";
import { accountCalls } from "../../legacy/account.js";
import { sessionCalls, type PortalRestaurant, type PortalUser } from "../../legacy/session.js";
import type { Context } from "../../graphql/context.js";
import { ownRestaurant } from "../../graphql/own-restaurant.js";
import {
  LegalTermsRequired,
  LoginFailure,
  LoginFailureReason,
  LoginSuccess,
  type ChangePasswordInput,
  type LoginInput,
  type Portal,
  type Viewer,
} from "./session.types.js";

/**
 * The restaurant to work on (spec 1 §4): the wanted one if the user has it (this session's choice, or the site this
 * browser remembers, sent at login), else the user's first. The catalogue's favourite is not used: a choice made on one
 * device must not follow the user to another.
 */
export function pickRestaurant(user: PortalUser, wantedSite: string | undefined): PortalRestaurant | null {
  const { restaurants } = user;
  return restaurants.find((r) => r.site === wantedSite) ?? restaurants[0] ?? null;
}

/** The portal's start of the external sign-in (see http/external-login.ts). */
export const EXTERNAL_SIGN_IN_START = "/loginexternal";

/** The external sign-in page of the market, returning to this portal. */
export function externalSignInPage(ctx: Pick<Context, "config" | "market" | "origin">): string | null {
  const signIn = ctx.config.externalSignInUrls[ctx.market];
  return signIn ? `${signIn}?return_to=${encodeURIComponent(ctx.origin)}` : null;
}

export async function portal(ctx: Context): Promise<Portal> {
  return {
    market: ctx.market,
    languages: await ctx.loaders.session.languages(),
    defaultLanguage: languageFor(ctx.market, undefined),
    // Through the BFF, which marks this browser as the one signing in (http/external-login.ts) before the provider.
    externalSignInUrl: externalSignInPage(ctx) ? EXTERNAL_SIGN_IN_START : null,
    pendingLogin: ctx.session.legalPending ? Object.assign(new LegalTermsRequired(), { userName: ctx.session.pendingUserName ?? "" }) : null,
  };
}

/** The viewer from the catalogue's session check; keeps the session's selection and role in step with it. */
export async function viewer(ctx: Context): Promise<Viewer> {
  const [user, languages] = await Promise.all([ctx.loaders.session.currentUser(), ctx.loaders.session.languages()]);
  const selected = pickRestaurant(user, ctx.session.wantedSite);
  if (selected?.id !== ctx.session.restaurant?.id) ctx.session.restaurant = selected ? { site: selected.site, id: selected.id } : undefined;
  const current = ctx.session.principal;
  if (!current || current.type !== user.type || current.admin !== user.admin) {
    ctx.session.principal = { userId: user.id, type: user.type, admin: user.admin };
  }
  return {
    user,
    market: ctx.market,
    language: languageFor(ctx.market, ctx.session.language),
    languages,
    restaurants: user.restaurants,
    selectedRestaurant: selected,
    landingPath: landingPath(user),
    sessionExpiresAt: user.sessionExpiresAt,
    borrowedBy: ctx.session.borrowedFrom ? { name: ctx.session.borrowedFrom.name } : null,
  };
}

/**
 * Log in as: a full administrator signs in as a user of the market (active, not an administrator, with the legal terms
 * accepted). The catalogue opens a session of that user which records every call with both identities; the portal
 * session keeps the administrator's aside (see PortalSession.borrow). Answers the user's viewer.
 */
export async function logInAs(ctx: Context, userId: string): Promise<Viewer> {
  if (ctx.session.borrowedFrom) throw forbidden(ACCOUNT_MESSAGES.alreadyBorrowing);
  if (!/^\d{1,9}$/.test(userId)) throw badUserInput({ userId: COMMON_MESSAGES.notFound });
  const administrator = await ctx.loaders.session.currentUser();
  const { user, cookie } = await readRefusals(accountCalls.logInAs(ctx.upstream, userId), BORROW_REFUSAL_MESSAGES);
  if (!cookie) throw upstreamUnavailable(); // a catalogue that opens no session is broken
  await ctx.session.borrow({
    legacyCookie: cookie,
    principal: { userId: user.id, type: user.type, admin: user.admin },
    adminName: administrator.name,
  });
  return viewer(ctx);
}

/**
 * The administrator signed in as a user returns to their own session: the borrowed catalogue session ends (its
 * failure does not keep them in it). Answers the administrator's viewer; without a borrowed session, the viewer as it
 * is (a retried return is safe).
 */
export async function returnToOwnSession(ctx: Context): Promise<Viewer> {
  await endBorrowing(ctx);
  return viewer(ctx);
}

async function endBorrowing(ctx: Context) {
  if (!ctx.session.borrowedFrom) return;
  await sessionCalls.logout(ctx.upstream).catch((error) => ctx.logger.warn({ err: String(error) }, "catalogue logout of a borrowed session failed"));
  await ctx.session.giveBack();
}

/** `input` passed `loginRules` (the resolver's `@ValidInput`; the password as typed). */
export async function login(ctx: Context, input: Checked<LoginInput, typeof loginRules>) {
  const { username } = input;
  const attempt = ctx.loginClient.attempt(username);
  await ctx.throttle.check(attempt); // a blocked attempt never reaches the catalogue
  let answer;
  try {
    answer = await sessionCalls.login(ctx.upstream, username, input.password);
  } catch (error) {
    const reason = rejectionReason(error);
    const failure = loginFailure(reason);
    if (!failure) throw error;
    if (reason === SESSION_REFUSALS.CREDENTIALS) await ctx.throttle.failed(attempt);
    return failure;
  }
  await ctx.throttle.succeeded(attempt);
  ctx.loginClient.remember(username); // this browser is known to the account from now on
  return openSession(ctx, answer, { language: input.language ?? undefined, site: input.site ?? undefined });
}

/** The external sign-in's callback: a one-time ticket from the identity provider. */
export async function loginExternal(ctx: Context, ticket: string) {
  const answer = await sessionCalls.loginExternal(ctx.upstream, ticket);
  return openSession(ctx, answer, {});
}

async function openSession(ctx: Context, { user, cookie }: { user: PortalUser; cookie?: string }, wanted: { language?: Language; site?: string }) {
  if (!cookie) throw upstreamUnavailable(); // a catalogue that accepts a login without a session is broken
  const previousVisitAt = user.legalAccepted ? await ctx.lastVisits.swap(ctx.market, user.id) : undefined;
  await ctx.session.open({
    legacyCookie: cookie,
    legalPending: !user.legalAccepted,
    pendingUserName: user.legalAccepted ? undefined : user.name,
    principal: { userId: user.id, type: user.type, admin: user.admin },
    language: languageFor(ctx.market, wanted.language),
    site: wanted.site,
    previousVisitAt,
  });
  if (!user.legalAccepted) return Object.assign(new LegalTermsRequired(), { userName: user.name });
  return Object.assign(new LoginSuccess(), { viewer: await viewer(ctx) });
}

/** The login's refusals that are answers, not errors: the form shows them beside the fields. */
const LOGIN_FAILURES = {
  [SESSION_REFUSALS.CREDENTIALS]: LoginFailureReason.INVALID_CREDENTIALS,
  [SESSION_REFUSALS.INACTIVE]: LoginFailureReason.ACCOUNT_INACTIVE,
} as const;

function loginFailure(reason: string | undefined): LoginFailure | undefined {
  if (reason !== SESSION_REFUSALS.CREDENTIALS && reason !== SESSION_REFUSALS.INACTIVE) return undefined;
  return Object.assign(new LoginFailure(), { reason: LOGIN_FAILURES[reason], messageKey: SESSION_REFUSAL_MESSAGES[reason].key });
}

export async function acceptLegalTerms(ctx: Context) {
  if (!ctx.session.legalPending) throw unauthenticated();
  await sessionCalls.acceptLegal(ctx.upstream);
  ctx.session.forgetUser(); // checked again below, with the terms accepted
  await ctx.session.completeLegal();
  return Object.assign(new LoginSuccess(), { viewer: await viewer(ctx) });
}

/**
 * Rejecting the terms, like logging out, ends the catalogue session too (its failure does not keep the user in); signed
 * in as someone else, the administrator's own session ends as well.
 */
export async function logout(ctx: Context): Promise<boolean> {
  await endBorrowing(ctx); // signing out while signed in as someone else ends both sessions
  if (ctx.session.legacyCookie) {
    await sessionCalls.logout(ctx.upstream).catch((error) => ctx.logger.warn({ err: String(error) }, "catalogue logout failed"));
    await ctx.session.destroy();
  }
  return true;
}

export async function rejectLegalTerms(ctx: Context): Promise<boolean> {
  if (!ctx.session.legalPending) return true;
  return logout(ctx);
}

/** `username` passed `rememberRules` (the resolver's `@ValidInput`). */
export async function requestPasswordReminder(ctx: Context, username: string): Promise<boolean> {
  await sessionCalls.remember(ctx.upstream, username);
  return true;
}

/** `input` passed `changePasswordRules` (the resolver's `@ValidInput`). */
export async function changePassword(ctx: Context, input: Checked<ChangePasswordInput, typeof changePasswordRules>) {
  if (!isPasswordLinkValid(input.time)) throw badUserInput({ time: SESSION_MESSAGES.passwordExpired });
  try {
    await sessionCalls.changePassword(ctx.upstream, input);
  } catch (error) {
    throw refusal(error, SESSION_REFUSAL_MESSAGES); // expired, mismatch, invalid, password: BAD_USER_INPUT on their field
  }
  return true;
}

export async function selectRestaurant(ctx: Context, site: string): Promise<Viewer> {
  const user = await ctx.loaders.session.currentUser();
  const restaurant = user.restaurants.find((r) => r.site === site);
  if (!restaurant) throw forbidden(SESSION_MESSAGES.restaurantNotAvailable);
  try {
    await sessionCalls.favorite(ctx.upstream, restaurant.id);
  } catch (error) {
    ctx.session.forgetUser(); // the restaurant may have been unlinked since the last check: the next one sees it
    throw refusal(error, SESSION_REFUSAL_MESSAGES);
  }
  ctx.session.forgetUser();
  ctx.session.restaurant = { site: restaurant.site, id: restaurant.id };
  return viewer(ctx);
}

export async function setLanguage(ctx: Context, language: Language): Promise<Viewer> {
  if (!marketAllowsLanguage(ctx.market, language)) throw forbidden(SESSION_MESSAGES.languageNotAllowed);
  ctx.session.language = language;
  return viewer(ctx);
}

/**
 * The restaurant an area works on (the session's selection, else the user's first), with its name and site:
 * FORBIDDEN `restaurant.error.none` when the user has none. Every area that acts on a restaurant asks here.
 */
export async function requireRestaurant(ctx: Context): Promise<PortalRestaurant> {
  const user = await ctx.loaders.session.currentUser();
  const restaurant = user.restaurants.find((r) => r.id === ctx.session.restaurant?.id) ?? user.restaurants[0];
  if (!restaurant) throw forbidden(SESSION_MESSAGES.noRestaurant);
  return restaurant;
}

/**
 * The restaurant a screen was loaded for, or a save names (one of the user's: FORBIDDEN `restaurant.error.not_available`
 * otherwise, e.g. one unlinked meanwhile or another user's); without one, the session's selection (`requireRestaurant`).
 * A save works on the restaurant it names, never on whatever the session selected since (another tab, say).
 */
export async function restaurantFor(ctx: Context, requested?: string | null): Promise<PortalRestaurant> {
  if (requested === null || requested === undefined) return requireRestaurant(ctx);
  return ownRestaurant(ctx, requested, () => forbidden(SESSION_MESSAGES.restaurantNotAvailable));
}

/** The id of the restaurant a call works on (`restaurantFor`). */
export const restaurantIdFor = async (ctx: Context, requested?: string | null): Promise<string> => (await restaurantFor(ctx, requested)).id;

/**
 * The session's selected restaurant (id and site) without a catalogue call, for data that is simply absent
 * without one (the home's diagnostic alerts and local actions); null before a restaurant is selected.
 */
export function selectedRestaurant(ctx: Context): { id: string; site: string } | null {
  return ctx.session.restaurant ?? null;
}
