import { formatDate, parseDay } from "@portal/schema";

/** A day of the API (YYYY-MM-DD) as the admin tables show it (DD/MM/YYYY, spec 1 §9); "—" when there is none. */
export function showDay(day: string | null | undefined): string {
  const date = day ? parseDay(day) : null;
  return date ? formatDate(date) : "—";
}

export const VIDEO_LIST_PATH = "/admin/videos";
export const videoFormPath = (id: string | null) => `${VIDEO_LIST_PATH}/${id === null ? "add" : encodeURIComponent(id)}`;
