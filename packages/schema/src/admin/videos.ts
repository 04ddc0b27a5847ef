import { boolean, object, string } from "yup";
import { COMMON_MESSAGES } from "../common/errors.js";
import { videoEmbed } from "../home/rules.js";
import { parseDay } from "../library/rules.js";
import { ADMIN_MESSAGES } from "./errors.js";

// The video URL's rule lives with the form's rules, not with the home's: the home's first screen loads home/rules.ts.
/** The longest video URL the video form takes. */
export const VIDEO_URL_MAX_LENGTH = 500;
/** Files a browser plays in a <video>. */
const VIDEO_FILE = /\.(?:mp4|m4v|webm|ogv|ogg|mov)$/i;
/** A path of the catalogue's static files, e.g. `videos/anuncio.mp4`: names of letters, digits, `-`, `_`, `.`; no `..`. */
const FILE_PATH = /^\/?(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;

/**
 * Whether a video's URL is one the pop-up can play (spec 1 §3, §5): a YouTube video (11-character id), a Vimeo video,
 * or a video file (an http(s) URL or a path of the catalogue's files ending .mp4, .webm…); at most
 * VIDEO_URL_MAX_LENGTH characters, no spaces. The video form's rule on both sides.
 */
export function isVideoUrl(value: string): boolean {
  const url = value.trim();
  if (!url || url.length > VIDEO_URL_MAX_LENGTH || /\s/.test(url)) return false;
  if (/^https?:\/\//i.test(url)) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return false;
    }
    const host = parsed.hostname.toLowerCase().replace(/^(?:www|m|player)\./, "");
    if (host === "youtube.com" || host === "youtu.be" || host === "youtube-nocookie.com") return videoEmbed(url).kind === "youtube";
    if (host === "vimeo.com") return videoEmbed(url).kind === "vimeo";
    return VIDEO_FILE.test(parsed.pathname);
  }
  return !url.includes("..") && FILE_PATH.test(url) && VIDEO_FILE.test(url);
}

/** A day as the forms send it (YYYY-MM-DD), or empty. */
const day = () =>
  string()
    .trim()
    .default("")
    .test("day", ADMIN_MESSAGES.date, (value) => !value || parseDay(value) !== null);

/**
 * The advertising video form (spec 1 §3 "Video advertisement", §5): url required (YouTube, Vimeo or a direct file),
 * optional start and end days, the end not before the start, active by default.
 */
export const videoRules = object({
  url: string()
    .trim()
    .required(COMMON_MESSAGES.required)
    .test("video-url", ADMIN_MESSAGES.videoUrl, (value) => !value || isVideoUrl(value)),
  startDate: day(),
  endDate: day().test("after-start", ADMIN_MESSAGES.endBeforeStart, function (end) {
    const start = this.parent.startDate as string;
    return !end || !start || end >= start;
  }),
  active: boolean().default(true),
});
