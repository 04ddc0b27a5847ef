import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import express, { Router, type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import type { BootData } from "./boot.js";
import { renderPage } from "./boot.js";
import { pageCsp } from "./security-headers.js";
import { withFreshness } from "../common/freshness.js";

/** Paths that name a file (scanners' favourites among them): never a page of the app. */
const NOT_A_PAGE = /\.(php\d?|aspx?|jsp|cgi|env|ini|bak|sql|ico|png|jpe?g|gif|svg|webp|txt|xml|json|js|mjs|css|map|html?)$/i;
const SERVER_PATHS = /^\/(graphql|files|r|loginexternal|inituserlogin|logoutexternal|healthz|readyz|metrics)(\/|$)/;

/**
 * In production the BFF serves the built web app: hashed assets cached for a year and sent
 * precompressed (brotli or gzip files written by the web build, chosen by Accept-Encoding). Mounted
 * before the session middleware: assets need no session.
 */
export function webAssetRoutes(dist: string): Router {
  if (!existsSync(join(dist, "index.html"))) throw new Error(`WEB_DIST has no index.html: ${dist}`);
  const router = Router();
  router.use(
    "/assets",
    expressStaticGzip(join(dist, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", index: false, fallthrough: true },
    }),
    // A hashed asset that is not there (an old tab after a deploy) is a 404, never index.html parsed as JS.
    (_req, res) => void res.status(404).end(),
  );
  router.use(express.static(dist, { index: false, maxAge: "1h" }));
  return router;
}

/**
 * index.html for every client route (history-mode fallback), with the page's boot data (see boot.ts)
 * when the web build provides its manifest. The page depends on the session: never shared by caches.
 * Runs the session middleware itself so that a session store that is down still gets the page (its
 * data then comes from the client's own requests, which report the outage).
 */
export function webPageRoutes(dist: string, sessions: RequestHandler, boot: BootData | null, secure = false): Router {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const csp = pageCsp(html, secure);
  const router = Router();
  router.get(/.*/, (req, res, next) => {
    // Server paths, and what is no page (a file's name, a client that does not take HTML): never the app with 200.
    if (SERVER_PATHS.test(req.path) || NOT_A_PAGE.test(req.path) || !req.accepts("html")) return next();
    res.setHeader("Cache-Control", "private, no-cache");
    res.setHeader("Content-Security-Policy", csp);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    if (!boot) return void res.send(html);
    sessions(req, res, (error?: unknown) => {
      if (error || !req.session) return void res.send(html);
      withFreshness(() => boot.forPage(req, res)).then(
        (data) => res.send(renderPage(html, data)),
        () => res.send(html),
      );
    });
  });
  return router;
}
