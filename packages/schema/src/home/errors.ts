import type { RefusalMap } from "../common/errors.js";
import { SESSION_MESSAGES } from "../session/errors.js";

/** Message keys of the home: its restaurant data is the selected restaurant's, so it speaks the session's words. */
export const HOME_MESSAGES = {
  restaurantNotAvailable: SESSION_MESSAGES.restaurantNotAvailable,
} as const;
export type HomeMessageKey = (typeof HOME_MESSAGES)[keyof typeof HOME_MESSAGES];

/** Reasons the catalogue refuses the home's calls with (diagnostic alerts, local actions; packages/legacy/src/routes/home/). */
export const HOME_REFUSALS = {
  RESTAURANT: "restaurant",
} as const;
export type HomeRefusal = (typeof HOME_REFUSALS)[keyof typeof HOME_REFUSALS];

/** A restaurant the user no longer has (unlinked since the session picked it). */
export const HOME_REFUSAL_MESSAGES: RefusalMap<HomeRefusal, HomeMessageKey> = {
  restaurant: { key: HOME_MESSAGES.restaurantNotAvailable },
};
