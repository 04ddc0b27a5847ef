import { ADMIN_MESSAGES, COMMON_MESSAGES, SLIDER_IMAGE, formatDate, parseDay } from "@portal/schema";
import { postUpload, type UploadResponse } from "../../../ui/upload";

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
  let response: UploadResponse;
  try {
    response = await postUpload(SLIDER_UPLOAD_URL, file);
  } catch {
    throw new SliderUploadError(COMMON_MESSAGES.network);
  }
  const { ok, answer, refusal } = response;
  if (!ok || !answer?.path || !answer.url) throw new SliderUploadError(refusal ?? ADMIN_MESSAGES.sliderImageMissing);
  return { path: answer.path, url: answer.url };
}

/** A section the banner may link to, as the form's query answers it. */
export interface TargetSection {
  type: string;
  path: string;
  active: boolean;
}

/**
 * The sections the banner's target picker offers (spec 1 §2 "target chosen from the section tree", national or local):
 * the active ones of each area, plus the one the banner already links to (so an old target still reads as chosen).
 */
export function sliderTargets<T extends TargetSection>(sections: readonly T[], current: string): { national: T[]; local: T[] } {
  const offered = sections.filter((section) => section.active || (current !== "" && section.path === current));
  return { national: offered.filter((s) => s.type === "NATIONAL"), local: offered.filter((s) => s.type === "LOCAL") };
}
