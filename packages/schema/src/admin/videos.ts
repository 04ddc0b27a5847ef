import { boolean, object, string } from "yup";
import { COMMON_MESSAGES } from "../common/errors.js";
import { parseDay } from "../library/rules.js";
import { ADMIN_MESSAGES } from "./errors.js";

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
  url: string().trim().required(COMMON_MESSAGES.required),
  startDate: day(),
  endDate: day().test("after-start", ADMIN_MESSAGES.endBeforeStart, function (end) {
    const start = this.parent.startDate as string;
    return !end || !start || end >= start;
  }),
  active: boolean().default(true),
});
