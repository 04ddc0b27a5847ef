import express, { Router, type Express } from "express";
import type { SessionStore } from "./auth/sessions.js";
import type { Db } from "./db/db.js";
import { errorHandler, notFound } from "./http/errors.js";
import { sessionMiddlewares } from "./http/session.js";
import { createUpload } from "./http/upload.js";
import "./http/request.js";
import { MARKETS, marketSlug, type Market } from "./market.js";
import { API_AREAS, ssoRoutes, type RouteDeps } from "./routes/index.js";
import type { FileStorage } from "./storage/files.js";
import { DEFAULT_PORTAL_URLS, outboxPage, type PortalUrls } from "./mail/outbox-page.js";

/** One call to an API base, as the `onRequest` hook sees it (`path` without `/es/api/`). */
export interface ApiCall {
  market: Market;
  method: string;
  path: string;
}

export interface AppOptions {
  db: Db;
  sessions: SessionStore;
  storage: FileStorage;
  onRequest?: (call: ApiCall) => void;
  log?: (message: string) => void;
  /** The portal's address per market, for the links of the development outbox page. */
  portalUrls?: PortalUrls;
  /** A production start (NODE_ENV=production): no development mailbox (`/outbox` answers 404). */
  production?: boolean;
}

/**
 * The express app: `/{es,pt}/api/...` (the catalogue), `/{es,pt}/static/...` (the market's stored
 * files: thumbnails, resource files, slider images, videos), `/{es,pt}/sso/login` (sign-in page),
 * `/outbox` (the development mailbox, never in production: it lists password-reset links), JSON 404 elsewhere.
 */
export function createApp(options: AppOptions): Express {
  const { db, sessions, storage, onRequest } = options;
  const deps: RouteDeps = { db, sessions, storage, guards: sessionMiddlewares(sessions, db), upload: createUpload(storage) };
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.use(express.urlencoded({ extended: false, limit: "2mb" }));

  const api = Router();
  for (const area of API_AREAS) api.use(area(deps));
  const sso = ssoRoutes(deps);

  for (const market of MARKETS) {
    const slug = marketSlug(market);
    app.use(
      `/${slug}/api`,
      (req, _res, next) => {
        req.market = market;
        onRequest?.({ market, method: req.method, path: req.path.replace(/^\/+/, "") });
        next();
      },
      api,
    );
    // No session (like the real catalogue's public static path); no index, no directory redirects, no dotfiles.
    app.use(`/${slug}/static`, express.static(storage.marketDir(market), { index: false, redirect: false, dotfiles: "ignore", fallthrough: true }));
    app.use(
      `/${slug}/sso`,
      (req, _res, next) => {
        req.market = market;
        next();
      },
      sso,
    );
  }

  if (!options.production) app.use(outboxPage(db, options.portalUrls ?? DEFAULT_PORTAL_URLS));
  app.use(notFound);
  app.use(errorHandler(options.log ?? ((message) => console.error(message))));
  return app;
}
