/** A unique violation of the database (PostgreSQL's 23505): another save took the value meanwhile. */
export const isUniqueViolation = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === "23505";

/**
 * Runs `save` (one transaction) again when it meets a unique violation, at most `attempts` times: two saves of one
 * name at once, the second derives its unique value (a url) again from what the first stored.
 */
export async function retryOnUniqueViolation<T>(save: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await save();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= attempts) throw error;
    }
  }
}
