import { sessionCalls, type PortalUser } from "../../legacy/session.js";
import type { Context } from "../../graphql/context.js";
import { sessionCache } from "./session.cache.js";

/** Memoises one call per request. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
}

export function createSessionLoaders(ctx: Omit<Context, "loaders">) {
  return {
    /**
     * The signed-in user with their restaurants: the catalogue's session check, once per request, and
     * answered from the session while the last check is younger than SESSION_CHECK_SECONDS. Any other
     * catalogue call still meets an expired catalogue session at once (403 → UNAUTHENTICATED).
     */
    currentUser: once<PortalUser>(async () => {
      const now = Date.now();
      const checked = ctx.session.checkedUser(now, ctx.config.sessionCheckSeconds * 1000);
      if (checked) return checked;
      const user = await sessionCalls.userData(ctx.upstream);
      ctx.session.rememberUser(user, now);
      return user;
    }),
    /** The market's languages, cached as reference data. */
    languages: () => ctx.cache.get(sessionCache.languages(ctx.market), () => sessionCalls.languages(ctx.upstream)),
  };
}
