import { Router, type Request, type Response } from "express";
import { checkCredentials } from "../../auth/credentials.js";
import { sha256Hex } from "../../auth/passwords.js";
import { createTicket } from "../../auth/tickets.js";
import { rawField, textField } from "../../http/fields.js";
import { badReturnPage, signInPage } from "./sso-page.js";
import type { RouteDeps } from "../deps.js";

/** The origin of an http(s) URL given as `return_to`, or undefined. */
export function returnOrigin(value: unknown): string | undefined {
  if (typeof value !== "string" || !value.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    if (url.username || url.password) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/**
 * The external sign-in page (`/{market}/sso/login`), standing in for the corporate identity
 * provider: a form with clear-text password; success redirects to `{return_to}/inituserlogin/{ticket}`.
 */
export function ssoRoutes({ db }: Pick<RouteDeps, "db">): Router {
  const router = Router();

  const badReturn = (req: Request, res: Response) => {
    res.status(400).type("html").send(badReturnPage(req.market));
  };

  router.get("/login", (req, res) => {
    const origin = returnOrigin(req.query.return_to);
    if (!origin) return badReturn(req, res);
    res.set("Cache-Control", "no-store").type("html").send(signInPage(req.market, origin));
  });

  router.post("/login", async (req, res) => {
    const origin = returnOrigin(textField(req, "return_to"));
    if (!origin) return badReturn(req, res);
    const password = rawField(req, "password");
    const check = await checkCredentials(db, req.market, textField(req, "username"), password ? sha256Hex(password) : undefined);
    if ("error" in check) return res.redirect(302, `${origin}/inituserlogin/error`);
    const ticket = await createTicket(db, req.market, check.user.id);
    res.redirect(302, `${origin}/inituserlogin/${ticket}`);
  });

  return router;
}
