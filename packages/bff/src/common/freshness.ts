import { AsyncLocalStorage } from "node:async_hooks";

/** Whether a request's answer holds data served stale (see ReferenceCache): one per GraphQL request or page. */
interface Freshness {
  stale: boolean;
}

const scope = new AsyncLocalStorage<Freshness>();

/** Runs `run` (a request's handling) with its own freshness record, read back by `servedStale`. */
export function withFreshness<T>(run: () => T): T {
  return scope.run({ stale: false }, run);
}

/** Notes that the current request was answered with data kept from before the catalogue went down. */
export function noteStale(): void {
  const freshness = scope.getStore();
  if (freshness) freshness.stale = true;
}

/** Whether the current request has been answered, in part, with stale data. */
export function servedStale(): boolean {
  return scope.getStore()?.stale ?? false;
}
