/** The session store (Redis) did not answer in time: a store error like any other (503, never a hang). */
export class RedisTimeoutError extends Error {
  override name = "RedisTimeoutError";
}

/**
 * `work`, or a RedisTimeoutError after `ms` (the work itself goes on; its late answer is ignored).
 *
 * The verdict waits for the event loop's I/O once more (setImmediate runs after the poll phase): on a busy process the
 * timer can fire late, when the answer has already arrived but not been read yet; that answer then still wins, and a
 * busy BFF does not mistake itself for a Redis outage.
 */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => setImmediate(() => reject(new RedisTimeoutError(`no answer within ${ms} ms`))), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
