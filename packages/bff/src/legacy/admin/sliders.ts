import { FormData } from "undici";
import type { SliderValues } from "@portal/schema";
import type { FilePart } from "../form.js";
import type { LegacySlider } from "../home.js";
import { parseLegacyDate } from "../library.js";
import type { Multipart, Post } from "../paths.js";
import type { Upstream } from "../upstream.js";

/** A slider as the catalogue answers it (the home's shape). */
export type LegacyAdminSlider = LegacySlider;

/** A stored slider image (`slider/upload`). */
export interface LegacySliderUpload {
  path: string;
  name: string;
  size: number;
  mime: string;
}

/**
 * The admin sliders' catalogue paths (packages/legacy/README.md, "Admin sliders": slider/save, slider/move,
 * slider/delete, slider/upload; the list is home's `sliders`).
 */
export interface AdminSliderPaths {
  "slider/save": Post<
    { id: number; name: string; file: string; url: string; start_date: string; end_date: string; status: 0 | 1 },
    LegacyAdminSlider
  >;
  "slider/move": Post<{ id: number; direction: "up" | "down"; priority: number }, LegacyAdminSlider[]>;
  "slider/delete": Post<{ id: number }, true>;
  "slider/upload": Multipart<LegacySliderUpload>;
}

/** A slider of the admin table and form: its days as the forms edit them (YYYY-MM-DD). */
export interface PortalAdminSlider {
  id: string;
  name: string;
  /** The stored image's path in the market's files (`sliders/...`). */
  file: string;
  /** The portal path it leads to; null: no link. */
  url: string | null;
  active: boolean;
  /** Its position in the carousel, from 1. */
  priority: number;
  startDate: string | null;
  endDate: string | null;
}

/** What the BFF saves: the form as the shared rules checked it (packages/schema's SliderValues), and its id (null: a new one). */
export interface SliderSave extends SliderValues {
  id: string | null;
}

const dayOf = (stamp: string | null) => (parseLegacyDate(stamp) ? stamp!.slice(0, 10) : null);

export function toAdminSlider(s: LegacyAdminSlider): PortalAdminSlider {
  return {
    id: String(s.id),
    name: s.name,
    file: s.file,
    url: s.url || null,
    active: Number(s.status) === 1,
    priority: Number(s.priority),
    startDate: dayOf(s.start_date),
    endDate: dayOf(s.end_date),
  };
}

/** The admin calls on sliders (administrators, restricted ones too). */
export const adminSliderCalls = {
  /** Every slider of the market by position (the home's list, uncached: the admin table shows what is stored). */
  async list(up: Upstream): Promise<PortalAdminSlider[]> {
    return (await up.get("sliders")).map(toAdminSlider);
  },

  /** Creates (no id: last in the order) or changes a slider; the saved slider. */
  async save(up: Upstream, input: SliderSave): Promise<PortalAdminSlider> {
    const saved = await up.post("slider/save", {
      id: input.id === null ? -1 : Number(input.id),
      name: input.name,
      file: input.file,
      url: input.url,
      start_date: input.startDate,
      end_date: input.endDate,
      status: input.active ? 1 : 0,
    });
    return toAdminSlider(saved);
  },

  /** Swaps a slider with its neighbour if it is still at `priority`; the sliders that moved (none at an end or on a retry). */
  async move(up: Upstream, id: string, direction: "up" | "down", priority: number): Promise<PortalAdminSlider[]> {
    return (await up.post("slider/move", { id: Number(id), direction, priority })).map(toAdminSlider);
  },

  async delete(up: Upstream, id: string): Promise<void> {
    await up.post("slider/delete", { id: Number(id) });
  },

  /** Stores an image for sliders at the catalogue; its stored path and size. */
  async upload(up: Upstream, file: FilePart): Promise<LegacySliderUpload> {
    const form = new FormData();
    form.append("file", file.blob, file.name);
    return up.upload("slider/upload", form);
  },
};
