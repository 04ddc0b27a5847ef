import { randomBytes } from "node:crypto";
import { Router, type Request } from "express";
import { ERROR_CODES } from "@portal/schema";
import { errorCode } from "../common/errors.js";
import { buildContext, type ContextDeps } from "../graphql/context.js";
import { EXTERNAL_SIGN_IN_START, externalSignInPage, loginExternal } from "../modules/session/session.service.js";
import { LegalTermsRequired } from "../modules/session/session.types.js";

/** Marks the browser that started an external sign-in; the return is accepted from that browser only. */
const STARTED_COOKIE = "portal.sso";
/** How long a started external sign-in may take. */
const STARTED_MAX_AGE_MS = 10 * 60_000;

/**
 * The external sign-in:
 *  - /loginexternal (the login page's button) marks this browser as signing in (a short-lived, HttpOnly cookie for
 *    the return path only) and sends it to the provider's page;
 *  - /inituserlogin/{ticket}, the provider's return, completes the session and redirects to the landing path, but
 *    only in the browser that started it: a ticket opened anywhere else (someone's link, an image) signs nobody in
 *    (no forced sign-in into another's account). `error` or a refused ticket → /login?error=auth; user data that
 *    cannot load → /login?error=data; anything else → /login?error=<code>; legal terms pending → /login?legal=1.
 *    A failed return never ends the session the browser already has.
 *  - /logoutexternal, the external logout's return, only leads to the login page.
 */
export function externalLoginRoutes(deps: ContextDeps): Router {
  const router = Router();
  const cookie = () => ({ httpOnly: true, sameSite: "lax" as const, secure: deps.config.cookieSecure, path: "/inituserlogin" });

  router.get(EXTERNAL_SIGN_IN_START, (req, res) => {
    const ctx = buildContext(deps, req, res);
    const page = externalSignInPage(ctx);
    if (!page) return res.redirect(303, "/login");
    res.cookie(STARTED_COOKIE, randomBytes(16).toString("hex"), { ...cookie(), maxAge: STARTED_MAX_AGE_MS });
    res.setHeader("Cache-Control", "no-store");
    return res.redirect(303, page);
  });

  router.get("/inituserlogin/:id", async (req, res) => {
    const started = startedHere(req);
    res.clearCookie(STARTED_COOKIE, cookie()); // one return per start
    if (req.params.id === "error" || !started) return res.redirect(303, "/login?error=auth");
    const ctx = buildContext(deps, req, res);
    try {
      const result = await loginExternal(ctx, req.params.id);
      return res.redirect(303, result instanceof LegalTermsRequired ? "/login?legal=1" : result.viewer.landingPath);
    } catch (error) {
      const code = errorCode(error);
      if (code === ERROR_CODES.UPSTREAM_REJECTED) return res.redirect(303, "/login?error=auth");
      if (code === ERROR_CODES.UNAUTHENTICATED) return res.redirect(303, "/login?error=data");
      deps.logger.warn({ code }, "external login failed");
      return res.redirect(303, `/login?error=${encodeURIComponent(code ?? "INTERNAL_SERVER_ERROR")}`);
    }
  });

  // The external sign-in's logout return: an empty handler (spec 1, section 2). A GET that anyone can make a
  // browser send (an image, a link) must not sign anyone out; signing out is the `logout` mutation.
  router.get("/logoutexternal", (_req, res) => res.redirect(303, "/login"));
  return router;
}

/** Whether this browser started an external sign-in lately (its cookie, which only /loginexternal sets). */
function startedHere(req: Request): boolean {
  const header = req.get("cookie") ?? "";
  return header.split(/;\s*/).some((pair) => /^portal\.sso=[0-9a-f]{32}$/.test(pair));
}
