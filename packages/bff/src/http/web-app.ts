import { existsSync } from "node:fs";
import { join } from "node:path";
import express, { Router } from "express";
import expressStaticGzip from "express-static-gzip";

const SERVER_PATHS = /^\/(graphql|files|r|inituserlogin|logoutexternal|healthz|readyz)(\/|$)/;

/**
 * In production the BFF serves the built web app: hashed assets cached for a year and sent
 * precompressed (brotli or gzip files written by the web build, chosen by Accept-Encoding),
 * index.html for every client route.
 */
export function webAppRoutes(dist: string): Router {
  const index = join(dist, "index.html");
  if (!existsSync(index)) throw new Error(`WEB_DIST has no index.html: ${dist}`);
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
  router.get(/.*/, (req, res, next) => {
    if (SERVER_PATHS.test(req.path)) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(index);
  });
  return router;
}
