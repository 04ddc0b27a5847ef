import type { Language, Market, UserType } from "@portal/schema";

declare module "express-session" {
  interface SessionData {
    /** Market the session was opened in; a session is worthless on another market's host. */
    market: Market;
    /** The catalogue's session cookie. Kept here, never sent to the browser. */
    legacyCookie: string;
    /** Signed in at the catalogue but the legal terms are not accepted yet. */
    legalPending?: boolean;
    /** Display name of a user whose legal terms are pending. */
    pendingUserName?: string;
    language?: Language;
    /** Who is signed in: enough for access rules without asking the catalogue. */
    principal?: { userId: string; type: UserType; admin: boolean };
    /** The selected restaurant (site code and catalogue id). */
    site?: string;
    restaurantId?: string;
  }
}

export {};
