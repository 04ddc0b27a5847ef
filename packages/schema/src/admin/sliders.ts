import { boolean, object, string } from "yup";
import { COMMON_MESSAGES, type CommonMessageKey, type RefusalMap } from "../common/errors.js";
import { AREA_PATHS } from "../library/codes.js";
import { parseDay } from "../library/rules.js";
import { ADMIN_MESSAGES, type AdminMessageKey } from "./errors.js";

/*
 * The home's banners as the admin area edits them (spec 1 §2 "/admin/sliders", §5 "Slider form"): the image a slider
 * shows, the portal section it leads to, its window of days, whether it is active, and its position in the carousel.
 * The home shows the active ones within their days, by position (`visibleSliders`, home/rules.ts).
 */

/** A slider's image: a cover of 1000×500 px, JPEG, PNG or WebP (read from its first bytes), at most 5 MB. */
export const SLIDER_IMAGE = {
  width: 1000,
  height: 500,
  maxBytes: 5 * 1024 * 1024,
  types: ["image/jpeg", "image/png", "image/webp"],
  /** Where the catalogue stores slider images: a stored image's path starts so (`sliders/doble-burger-bacon.png`). */
  folder: "sliders/",
} as const;

/** The sections a slider may lead to: the national and the local ones (their portal paths /nacional/…, /local/…). */
export const SLIDER_TARGET_TYPES = ["NATIONAL", "LOCAL"] as const;
export type SliderTargetType = (typeof SLIDER_TARGET_TYPES)[number];

/** The ways a slider moves in the carousel's order: one place up (towards the first) or down. */
export const SLIDER_DIRECTIONS = ["UP", "DOWN"] as const;
export type SliderDirection = (typeof SLIDER_DIRECTIONS)[number];

/** A path of a stored slider image (`sliders/<name>`, one file name, no hidden file, no way out of the folder). */
export function isSliderImagePath(path: string): boolean {
  return path.startsWith(SLIDER_IMAGE.folder) && /^[\w.-]{1,200}$/.test(path.slice(SLIDER_IMAGE.folder.length)) && !/(^|\/)\.|\.\./.test(path);
}

const TARGET_PATTERN = new RegExp(`^(${SLIDER_TARGET_TYPES.map((type) => AREA_PATHS[type]).join("|")})/[^/?#\\s]+$`);

/** The shape of a slider's link: the portal path of a national or local section (`/nacional/hamburguesas`). */
export const isSliderTarget = (url: string): boolean => TARGET_PATTERN.test(url);

/** A day as the forms send it (YYYY-MM-DD), or empty. */
const day = () =>
  string()
    .trim()
    .default("")
    .test("day", ADMIN_MESSAGES.date, (value) => !value || parseDay(value) !== null);

/**
 * The slider form (spec 1 §5): a name and an image (uploaded first: its stored path) are required; the link is a
 * national or local section's portal path, or none; optional start and end days, the end not before the start; a
 * new slider is active. Which sections exist only the BFF (the section tree) and the catalogue know:
 * ADMIN_MESSAGES.sliderUrl on `url` from them.
 */
export const sliderRules = object({
  name: string().trim().required(COMMON_MESSAGES.required),
  file: string()
    .trim()
    .required(COMMON_MESSAGES.required)
    .test("stored", ADMIN_MESSAGES.sliderFile, (value) => !value || isSliderImagePath(value)),
  url: string()
    .trim()
    .default("")
    .test("section", ADMIN_MESSAGES.sliderUrl, (value) => !value || isSliderTarget(value)),
  startDate: day(),
  endDate: day().test("after-start", ADMIN_MESSAGES.endBeforeStart, function (end) {
    const start = this.parent.startDate as string;
    return !end || !start || end >= start;
  }),
  active: boolean().default(true),
});

/**
 * A slider's values as the form edits them and the BFF saves them once `sliderRules` checked them: `file` is the stored
 * image's path, `url` a section's portal path ("" for no link), the days YYYY-MM-DD or "".
 */
export interface SliderValues {
  name: string;
  file: string;
  url: string;
  startDate: string;
  endDate: string;
  active: boolean;
}

/** Reasons the catalogue refuses the admin slider calls with (packages/legacy/src/routes/admin/sliders/). */
export const SLIDER_REFUSALS = {
  ADMIN: "admin",
  ID: "id",
  NAME: "name",
  FILE: "file",
  URL: "url",
  START_DATE: "start_date",
  END_DATE: "end_date",
  STATUS: "status",
  DIRECTION: "direction",
  PRIORITY: "priority",
} as const;
export type SliderRefusal = (typeof SLIDER_REFUSALS)[keyof typeof SLIDER_REFUSALS];

/**
 * The form's refusals point at their field (the shared rules and the section tree catch them first; `file` also
 * answers an upload that is no image); `admin` is a non-administrator's call; `id`, `status`, `direction` and
 * `priority` are the BFF's fault.
 */
export const SLIDER_REFUSAL_MESSAGES: RefusalMap<SliderRefusal, AdminMessageKey | CommonMessageKey> = {
  admin: { key: COMMON_MESSAGES.FORBIDDEN },
  id: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  name: { key: COMMON_MESSAGES.required, field: "name" },
  file: { key: ADMIN_MESSAGES.sliderFile, field: "file" },
  url: { key: ADMIN_MESSAGES.sliderUrl, field: "url" },
  start_date: { key: ADMIN_MESSAGES.date, field: "startDate" },
  end_date: { key: ADMIN_MESSAGES.endBeforeStart, field: "endDate" },
  status: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  direction: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  priority: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
};
