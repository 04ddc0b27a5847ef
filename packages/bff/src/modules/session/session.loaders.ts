import { sessionCalls } from "../../legacy/session.js";
import type { Context } from "../../graphql/context.js";
import { sessionCache } from "./session.cache.js";
import { ERROR_CODES } from "@portal/schema";
import { errorCode, notAsked, unauthenticated } from "../../common/errors.js";

/**
 * A failed load of the user's data signs them out (spec: "failed user data load leads to logout"): the catalogue
 * unavailable or refusing the session check ends the portal session, and the browser goes to /login. (Its 403 has
 * ended the session already, in Upstream.) A check the BFF did not send (its queue for the catalogue full, its
 * breaker open: `notAsked`) has not failed: the request answers UPSTREAM_UNAVAILABLE and the session stays, so that
 * a busy moment never signs its users out (who would then all sign in again, adding to it).
 */
function signOutOnFailure(ctx: Omit<Context, "loaders">) {
  return async (error: unknown): Promise<never> => {
    const code = errorCode(error);
    if ((code !== ERROR_CODES.UPSTREAM_UNAVAILABLE && code !== ERROR_CODES.UPSTREAM_REJECTED) || notAsked(error)) throw error;
    ctx.logger.warn({ code }, "session check failed: signing out");
    await ctx.session.destroy().catch(() => undefined);
    throw unauthenticated();
  };
}

/**
 * Memoises one load per request and catalogue session: a request whose session changes identity (log in as, the
 * return to one's own session) loads again.
 */
function perIdentity<T>(ctx: Omit<Context, "loaders">, load: () => Promise<T>): () => Promise<T> {
  let memo: { cookie: string | undefined; value: Promise<T> } | undefined;
  return () => {
    const cookie = ctx.session.legacyCookie;
    if (!memo || memo.cookie !== cookie) memo = { cookie, value: load() };
    return memo.value;
  };
}

export function createSessionLoaders(ctx: Omit<Context, "loaders">) {
  return {
    /**
     * The signed-in user with their restaurants: the catalogue's session check, once per request (and identity), and
     * answered from the session while the last check is younger than SESSION_CHECK_SECONDS. Any other
     * catalogue call still meets an expired catalogue session at once (403 → UNAUTHENTICATED).
     */
    currentUser: perIdentity(ctx, async () => {
      const now = Date.now();
      const checked = ctx.session.checkedUser(now, ctx.config.sessionCheckSeconds * 1000);
      if (checked) return checked;
      const user = await sessionCalls.userData(ctx.upstream).catch(signOutOnFailure(ctx));
      ctx.session.rememberUser(user, now);
      return user;
    }),
    /** The market's languages, cached as reference data. */
    languages: () => ctx.cache.get(sessionCache.languages(ctx.market), () => sessionCalls.languages(ctx.upstream)),
  };
}
