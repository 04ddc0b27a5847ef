import type { Session } from "../auth/sessions.js";
import type { Market } from "../market.js";

// What the market and session middlewares attach to every request of an API base.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- the only way to extend express's Request
  namespace Express {
    interface Request {
      /** The market of the API base the request came in on. */
      market: Market;
      /** The live session, once `requireSession`/`allowPendingSession`/`optionalSession` ran. */
      legacySession?: Session;
    }
  }
}

export {};
