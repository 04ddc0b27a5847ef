import { stat } from "node:fs/promises";
import type { Market } from "../market.js";
import type { FileStorage } from "../storage/files.js";

/** Where the marketing plan's cover photo is kept in the ES folder (served at `/es/static/marketing/cover.jpg`). */
export const MARKETING_COVER = "marketing/cover.jpg";
/** The cover photo's limit. */
export const MAX_MARKETING_COVER_BYTES = 5 * 1024 * 1024;

/** The market's cover photo and when it was stored; nulls when there is none. */
export async function coverOf(storage: FileStorage, market: Market): Promise<{ image: string | null; image_date: string | null }> {
  const info = await stat(storage.pathOf(market, MARKETING_COVER)).catch(() => null);
  return info?.isFile() ? { image: MARKETING_COVER, image_date: info.mtime.toISOString() } : { image: null, image_date: null };
}
