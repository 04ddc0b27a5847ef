import { ADMIN_REFUSAL_MESSAGES, COMMON_MESSAGES, COMMON_REFUSALS, TABLE_SIZES, videoRules, type PageRequest } from "@portal/schema";
import { badUserInput, readRefusals, refusal, rejectionReason } from "../../../common/errors.js";
import type { Checked } from "../../../common/valid-input.js";
import { paginate, type ListDefinition } from "../../../common/paginated.js";
import { adminVideoCalls, type PortalAdminVideo } from "../../../legacy/admin/videos.js";
import type { Context } from "../../../graphql/context.js";
import { invalidateHome } from "../../home/home.cache.js";
import type { AdminVideoSortField, SaveVideoInput } from "./videos.types.js";

/** Days compare as text (YYYY-MM-DD); a missing one sorts before every day. */
const byDay = (day: (v: PortalAdminVideo) => string | null) => (a: PortalAdminVideo, b: PortalAdminVideo) =>
  (day(a) ?? "").localeCompare(day(b) ?? "");

/** The admin video table (spec 1 §2: columns url, start, end, status; §9: 10, 20, 30 or all rows). */
const VIDEO_LIST: ListDefinition<PortalAdminVideo, AdminVideoSortField> = {
  sizes: TABLE_SIZES.videos,
  searchText: (v) => [v.url],
  compare: {
    ID: (a, b) => Number(a.id) - Number(b.id),
    URL: (a, b) => a.url.localeCompare(b.url),
    START_DATE: byDay((v) => v.startDate),
    END_DATE: byDay((v) => v.endDate ?? "9999-12-31"),
    ACTIVE: (a, b) => Number(a.active) - Number(b.active),
  },
};

/** A video id is the catalogue's number: anything else names no video (BAD_USER_INPUT on `id`, before any call). */
function requireId(id: string) {
  if (!/^\d{1,9}$/.test(id)) throw badUserInput({ id: COMMON_MESSAGES.notFound });
}

const listAll = (ctx: Context) => readRefusals(adminVideoCalls.list(ctx.upstream), ADMIN_REFUSAL_MESSAGES);

export async function videoPage(ctx: Context, request: PageRequest<AdminVideoSortField>) {
  return paginate(await listAll(ctx), request, VIDEO_LIST);
}

/** One video for the edit form; null when there is none with that id (deleted meanwhile). */
export async function video(ctx: Context, id: string): Promise<PortalAdminVideo | null> {
  return (await listAll(ctx)).find((v) => v.id === id) ?? null;
}

/** What `videoRules` reads of the form: absent days as "". */
export const videoForm = (input: { startDate?: string | null; endDate?: string | null }) => ({
  ...input,
  startDate: input.startDate ?? "",
  endDate: input.endDate ?? "",
});

/**
 * Saves a video that passed the shared rules (the resolver's `@ValidInput`, with `videoForm`), and drops the home's
 * cached videos in every BFF process.
 */
export async function saveVideo(ctx: Context, input: Checked<SaveVideoInput, typeof videoRules>) {
  if (input.id != null) requireId(input.id);
  const saved = await readRefusals(adminVideoCalls.save(ctx.upstream, { ...input, id: input.id ?? null }), ADMIN_REFUSAL_MESSAGES);
  invalidateHome.videos(ctx.cache, ctx.market);
  return saved;
}

/** Deletes a video; deleting one that is already gone succeeds (a retried delete is safe). */
export async function deleteVideo(ctx: Context, id: string) {
  requireId(id);
  try {
    await adminVideoCalls.delete(ctx.upstream, id);
  } catch (error) {
    if (rejectionReason(error) !== COMMON_REFUSALS.NOT_FOUND) throw refusal(error, ADMIN_REFUSAL_MESSAGES);
  }
  invalidateHome.videos(ctx.cache, ctx.market);
  return { id };
}
