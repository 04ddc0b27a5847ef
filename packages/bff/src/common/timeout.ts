/** The session store (Redis) did not answer in time: a store error like any other (503, never a hang). */
export class RedisTimeoutError extends Error {
  override name = "RedisTimeoutError";
}

/** `work`, or a RedisTimeoutError after `ms` (the work itself goes on; its late answer is ignored). */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RedisTimeoutError(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
