import { sessionCalls, type PortalUser } from "../../legacy/session.js";
import type { Context } from "../../graphql/context.js";

/** Memoises one call per request. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
}

export function createSessionLoaders(ctx: Omit<Context, "loaders">) {
  return {
    /** The signed-in user with their restaurants (the catalogue's session check), once per request. */
    currentUser: once<PortalUser>(() => sessionCalls.userData(ctx.upstream)),
    /** The market's languages, cached as reference data. */
    languages: () => ctx.cache.get(`languages:${ctx.market}`, () => sessionCalls.languages(ctx.upstream)),
  };
}
