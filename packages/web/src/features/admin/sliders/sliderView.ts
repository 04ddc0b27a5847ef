import { ADMIN_MESSAGES, COMMON_MESSAGES, SLIDER_IMAGE, formatDate, parseDay } from "@portal/schema";

export const SLIDER_LIST_PATH = "/admin/sliders";
export const sliderFormPath = (id: string | null) => `${SLIDER_LIST_PATH}/${id === null ? "add" : encodeURIComponent(id)}`;

/** The BFF's route for slider images (streamed, checked, then stored by the catalogue). */
export const SLIDER_UPLOAD_URL = "/uploads/admin/slider";

/** A day of the API (YYYY-MM-DD) as the admin tables show it (DD/MM/YYYY, spec 1 §9); "—" when there is none. */
export function showDay(day: string | null | undefined): string {
  const date = day ? parseDay(day) : null;
  return date ? formatDate(date) : "—";
}

/** An image stored for a slider: what the form saves (`path`) and where the preview loads it from (`url`). */
export interface StoredImage {
  path: string;
  url: string;
}

/** An upload refused before sending it, by the BFF, or lost on the way: the message key to show. */
export class SliderUploadError extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

/**
 * The browser's own check of a chosen image (for the user's comfort: the BFF checks the bytes): its declared type
 * and its size. The message key of what is wrong, or null.
 */
export function imageProblem(file: Pick<File, "type" | "size">): string | null {
  if (file.size === 0) return ADMIN_MESSAGES.sliderImageMissing;
  if (!(SLIDER_IMAGE.types as readonly string[]).includes(file.type)) return ADMIN_MESSAGES.sliderImageType;
  if (file.size > SLIDER_IMAGE.maxBytes) return ADMIN_MESSAGES.sliderImageTooLarge;
  return null;
}

/**
 * Sends one image to the BFF's upload route, which checks its size, type and name and has the catalogue store it
 * (never straight to the catalogue). Throws a SliderUploadError with the message key to show.
 */
export async function uploadSliderImage(file: File): Promise<StoredImage> {
  const problem = imageProblem(file);
  if (problem) throw new SliderUploadError(problem);
  const body = new FormData();
  body.append("file", file, file.name);
  let response: Response;
  try {
    response = await fetch(SLIDER_UPLOAD_URL, { method: "POST", body, headers: { "x-portal-upload": "1" }, credentials: "same-origin" });
  } catch {
    throw new SliderUploadError(COMMON_MESSAGES.network);
  }
  const answer = (await response.json().catch(() => null)) as { path?: string; url?: string; errors?: Array<{ message: string }> } | null;
  if (!response.ok || !answer?.path || !answer.url) throw new SliderUploadError(answer?.errors?.[0]?.message ?? ADMIN_MESSAGES.sliderImageMissing);
  return { path: answer.path, url: answer.url };
}
