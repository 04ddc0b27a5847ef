import { sessionCalls } from "../../legacy/session.js";
import type { Context } from "../../graphql/context.js";
import { sessionCache } from "./session.cache.js";
import { ERROR_CODES } from "@portal/schema";
import { errorCode, unauthenticated } from "../../common/errors.js";

/**
 * The catalogue's verdict on a session ends it; nothing else does. Its 403 has ended the portal session already (in
 * Upstream); an explicit refusal of the session check (`status: false`, e.g. a user switched off) ends it here, and the
 * browser goes to /login. A check that failed for any other reason (the catalogue slow, down, restarting, answering
 * 5xx, or a call the BFF never sent: its queue full, its breaker open) says nothing about the session: the request
 * answers UPSTREAM_UNAVAILABLE and the session stays, so that a blip of the catalogue never signs its users out (who
 * would then all sign in again at once, when it is weakest).
 */
function signOutOnRefusal(ctx: Omit<Context, "loaders">) {
  return async (error: unknown): Promise<never> => {
    if (errorCode(error) !== ERROR_CODES.UPSTREAM_REJECTED) throw error;
    ctx.logger.info({ code: ERROR_CODES.UPSTREAM_REJECTED }, "session check refused: signing out");
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
      const user = await sessionCalls.userData(ctx.upstream).catch(signOutOnRefusal(ctx));
      ctx.session.rememberUser(user, now);
      return user;
    }),
    /** The market's languages, cached as reference data. */
    languages: () => ctx.cache.get(sessionCache.languages(ctx.market), () => sessionCalls.languages(ctx.upstream)),
  };
}
