/** A value that is there already, or still coming. */
export type MaybePromise<T> = T | Promise<T>;

/**
 * Applies `fn` to a value that may still be coming: at once when it is there (no promise, no microtask).
 * (Not named `then`: a module exporting `then` is a thenable, which `await import()` would call.)
 */
export function withValue<T, R>(value: MaybePromise<T>, fn: (value: T) => R): MaybePromise<R> {
  return value instanceof Promise ? value.then(fn) : fn(value);
}
