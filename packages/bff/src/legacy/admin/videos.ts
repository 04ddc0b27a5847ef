import { parseLegacyDate } from "../library.js";
import type { LegacyVideo } from "../home.js";
import type { Post } from "../paths.js";
import type { Upstream } from "../upstream.js";

/** The admin videos' catalogue paths (packages/legacy/README.md, "Home": video/update, video/delete; the list is home's `videos`). */
export interface AdminVideoPaths {
  "video/update": Post<{ id: number; url: string; start_date: string; end_date: string; status: 0 | 1 }, LegacyVideo>;
  "video/delete": Post<{ id: number }, true>;
}

/** A video of the admin table: its days as the forms edit them (YYYY-MM-DD). */
export interface PortalAdminVideo {
  id: string;
  url: string;
  active: boolean;
  startDate: string | null;
  endDate: string | null;
}

const dayOf = (stamp: string | null) => (parseLegacyDate(stamp) ? stamp!.slice(0, 10) : null);

export function toAdminVideo(v: LegacyVideo): PortalAdminVideo {
  return { id: String(v.id), url: v.url, active: Number(v.status) === 1, startDate: dayOf(v.start_date), endDate: dayOf(v.end_date) };
}

/** The admin calls on videos. */
export const adminVideoCalls = {
  async list(up: Upstream): Promise<PortalAdminVideo[]> {
    return (await up.get("videos")).map(toAdminVideo);
  },

  /** Creates (no id) or changes a video; the saved video. */
  async save(
    up: Upstream,
    input: { id: string | null; url: string; startDate: string; endDate: string; active: boolean },
  ): Promise<PortalAdminVideo> {
    const saved = await up.post("video/update", {
      id: input.id === null ? -1 : Number(input.id),
      url: input.url,
      start_date: input.startDate,
      end_date: input.endDate,
      status: input.active ? 1 : 0,
    });
    return toAdminVideo(saved);
  },

  async delete(up: Upstream, id: string): Promise<void> {
    await up.post("video/delete", { id: Number(id) });
  },
};
