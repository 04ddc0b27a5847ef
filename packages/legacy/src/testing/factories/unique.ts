let sequence = 0;

/** Unique within a test run, across test files running side by side in workers (the pid tells them apart). */
export const unique = (): string => `${process.pid.toString(36)}${(++sequence).toString(36)}`;

/** `count` results of `make`, one after the other (each may read the rows the previous one wrote). */
export async function sequential<T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let i = 0; i < count; i++) made.push(await make(i));
  return made;
}

/** A market's first language, the one a factory's rows are written in unless told otherwise. */
export const firstLanguage = (market: "ES" | "PT"): string => (market === "ES" ? "CAST" : "PT");
