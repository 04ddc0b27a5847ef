import type { Language, Market, UserType } from "@portal/schema";
import type { PortalUser } from "../legacy/session.js";

declare module "express-session" {
  interface SessionData {
    /** Market the session was opened in; a session is worthless on another market's host. */
    market: Market;
    /** When the user signed in (epoch ms): a session ends SESSION_MAX_LIFETIME after it, whatever its use. */
    openedAt?: number;
    /** The catalogue's session cookie. Kept here, never sent to the browser. */
    legacyCookie: string;
    /** Signed in at the catalogue but the legal terms are not accepted yet. */
    legalPending?: boolean;
    /** Display name of a user whose legal terms are pending. */
    pendingUserName?: string;
    language?: Language;
    /** The user's sign-in before this session's (epoch ms; absent for a first): the library's "new for you" counts from it. */
    previousVisitAt?: number;
    /** Who is signed in: enough for access rules without asking the catalogue. */
    principal?: { userId: string; type: UserType; admin: boolean };
    /** The selected restaurant (site code and catalogue id). */
    site?: string;
    restaurantId?: string;
    /** Videos whose home pop-up the user put off with "show later": not offered again in this session. */
    videosLater?: string[];
    /** Minute of the last save that slid the session's expiry (see store.ts). */
    slot?: number;
    /**
     * While an administrator is signed in as another user ("log in as"): the administrator's own session, given back
     * by `returnToOwnSession`. The fields above are then the borrowed user's.
     */
    borrowedFrom?: {
      legacyCookie: string;
      principal: { userId: string; type: UserType; admin: boolean };
      name: string;
      site?: string;
      restaurantId?: string;
    };
    /** When the signed-in user was last known as the catalogue has them (sign-in, last session check), epoch ms. */
    verifiedAt?: number;
    /** The catalogue's answer to the last session check (user/data) and when it came (epoch ms). */
    checkedUser?: { at: number; user: Omit<PortalUser, "sessionExpiresAt"> & { sessionExpiresAt: number } };
  }
}

export {};
