/** "YYYY-MM-DD HH:mm:ss" in local time: how the catalogue stores and answers dates. */
export function localStamp(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** "YYYY-MM-DD" in local time. */
export const localDay = (date: Date): string => localStamp(date).slice(0, 10);

const DAY_MS = 86_400_000;

/** `now` moved by whole days, then set to hh:mm (local). */
export function daysFrom(now: Date, days: number, hours = 9, minutes = 0): Date {
  const date = new Date(now.getTime() + days * DAY_MS);
  date.setHours(hours, minutes, 0, 0);
  return date;
}
