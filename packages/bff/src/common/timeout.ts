/** The session store (Redis) did not answer in time: a store error like any other (503, never a hang). */
export class RedisTimeoutError extends Error {
  override name = "RedisTimeoutError";
}

/** A timer this much later than asked was held up by the process itself (a busy event loop), not by the store. */
const LATE_MS = 25;
/** However busy the process, a store that never answers is reported after this many times the bound. */
const MAX_STRETCH = 10;

/**
 * `work`, or a RedisTimeoutError once the store has had `ms` of the process's attention without answering (the work
 * itself goes on; its late answer is ignored).
 *
 * Only a timer that fired on time counts: on a busy process (CPU saturated) a timer fires late, and the store's answer
 * may have arrived meanwhile without being read yet. A late timer therefore gives the store another `ms` (and the
 * verdict waits for the event loop's I/O once more: setImmediate runs after the poll phase, so an answer already
 * there still wins), so that a busy BFF never mistakes itself for a Redis outage. A store that stays silent is
 * reported after at most MAX_STRETCH × `ms`.
 */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const started = performance.now();
  const late = new Promise<never>((_, reject) => {
    const arm = () => {
      const armed = performance.now();
      timer = setTimeout(
        () =>
          setImmediate(() => {
            const now = performance.now();
            const firedLate = now - armed - ms > LATE_MS;
            if (firedLate && now - started < ms * MAX_STRETCH) return arm();
            reject(new RedisTimeoutError(`no answer within ${ms} ms`));
          }),
        ms,
      );
    };
    arm();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
