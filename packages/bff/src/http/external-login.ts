import { Router } from "express";
import { ERROR_CODES } from "@portal/schema";
import { errorCode } from "../common/errors.js";
import { buildContext, type ContextDeps } from "../graphql/context.js";
import { loginExternal } from "../modules/session/session.service.js";
import { LegalTermsRequired } from "../modules/session/session.types.js";

/**
 * The external sign-in's return (/inituserlogin/{ticket}): completes the session and redirects to the
 * landing path; `error`, a refused ticket → /login?error=auth; user data that cannot load →
 * /login?error=data; anything else → /login?error=<code>. Legal terms pending → /login?legal=1. And the
 * external logout's return (/logoutexternal), which only leads to the login page.
 */
export function externalLoginRoutes(deps: ContextDeps): Router {
  const router = Router();
  router.get("/inituserlogin/:id", async (req, res) => {
    if (req.params.id === "error") return res.redirect(303, "/login?error=auth");
    const ctx = buildContext(deps, req, res);
    try {
      const result = await loginExternal(ctx, req.params.id);
      return res.redirect(303, result instanceof LegalTermsRequired ? "/login?legal=1" : result.viewer.landingPath);
    } catch (error) {
      const code = errorCode(error);
      if (ctx.session.signedIn) {
        await ctx.session.destroy().catch(() => undefined);
        return res.redirect(303, "/login?error=data");
      }
      if (code === ERROR_CODES.UPSTREAM_REJECTED) return res.redirect(303, "/login?error=auth");
      deps.logger.warn({ code }, "external login failed");
      return res.redirect(303, `/login?error=${encodeURIComponent(code ?? "INTERNAL_SERVER_ERROR")}`);
    }
  });
  // The external sign-in's logout return: an empty handler (spec 1, section 2). A GET that anyone can make a
  // browser send (an image, a link) must not sign anyone out; signing out is the `logout` mutation.
  router.get("/logoutexternal", (_req, res) => res.redirect(303, "/login"));
  return router;
}
