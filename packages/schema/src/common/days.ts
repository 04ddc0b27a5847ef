/*
 * Calendar days as they travel (kept apart from dates.ts, whose formatting the first route loads: the web's home must
 * not carry the day check with it).
 */

/** A calendar day as it travels (the GraphQL `Day` scalar, the catalogue's days): ISO YYYY-MM-DD. */
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `text` is a real calendar day written YYYY-MM-DD (2024-02-29 is, 2023-02-29 is not). */
export function isIsoDay(text: string): boolean {
  if (!ISO_DAY.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}
