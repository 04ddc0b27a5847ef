import express, { Router } from "express";
import { getDistDirectory, isSandboxFrame, renderAltair, SANDBOX_FRAME_CSP } from "altair-static";

/** Where the development explorer is served. */
export const EXPLORER_PATH = "/explorer";

/**
 * A GraphQL explorer served from the BFF's own files (Altair, `altair-static`), for networks where Apollo Sandbox
 * cannot load (it needs Apollo's CDN). Development only: `http://es.localhost:4000/explorer/` (or pt.) queries
 * `/graphql` of that market with the browser's session cookie, so an integrator signs in with the `login` mutation
 * and explores as that user. Never mounted in production.
 */
export function explorerRoutes(): Router {
  const router = Router();
  const page = renderAltair({
    baseURL: `${EXPLORER_PATH}/`,
    endpointURL: "/graphql",
    initialSettings: { "request.withCredentials": true },
    initialName: "Portal (development)",
  });
  // (Routes ignore a trailing slash: the bare path is told apart by hand.)
  router.get(EXPLORER_PATH, (req, res, next) => (req.path === EXPLORER_PATH ? res.redirect(`${EXPLORER_PATH}/`) : next()));
  router.use(EXPLORER_PATH, (req, res, next) => {
    // Altair runs its scripts in a frame of its own: framed by itself only, that frame sandboxed.
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    if (isSandboxFrame(req.path)) res.setHeader("Content-Security-Policy", SANDBOX_FRAME_CSP);
    if (req.path === "/") return void res.type("html").send(page);
    next();
  });
  router.use(EXPLORER_PATH, express.static(getDistDirectory(), { index: false, fallthrough: false }));
  return router;
}
