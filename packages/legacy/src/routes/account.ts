import { Router } from "express";
import { Refusal, ok } from "../http/answer.js";
import { textField } from "../http/fields.js";
import { sessionOf } from "../http/session.js";
import { findUserById } from "../models/users.js";
import type { RouteDeps } from "./deps.js";

/** A phone as the account form takes it: empty, or digits once spaces are removed. */
const isPhone = (phone: string) => !phone || /^\d+$/.test(phone.replace(/\s+/g, ""));

/** Area `account`: the signed-in user's own profile and notification choices. */
export function accountRoutes({ db, guards }: RouteDeps): Router {
  const router = Router();
  const { requireSession } = guards;

  /** The user's own name and phone (the e-mail is the username: not changed here). Answers the User. */
  router.post("/user/update", requireSession, async (req, res) => {
    const name = textField(req, "name");
    if (!name) throw new Refusal("name");
    const phone = textField(req, "phone");
    if (!isPhone(phone)) throw new Refusal("phone");
    const { userId } = sessionOf(req);
    await db.query("UPDATE users SET name = $1, phone = $2 WHERE market = $3 AND id = $4", [name, phone.replace(/\s+/g, ""), req.market, userId]);
    ok(res, await findUserById(db, req.market, userId));
  });

  /** The user's notification choices: `new_files` 1 or 0 (mails about new files). Answers `{ newFiles }`. */
  router.post("/user/notifications", requireSession, async (req, res) => {
    const newFiles = textField(req, "new_files");
    if (newFiles !== "1" && newFiles !== "0") throw new Refusal("new_files");
    const { userId } = sessionOf(req);
    const [row] = await db.query<{ notifications: { newFiles: boolean } }>(
      "UPDATE users SET notifications = jsonb_set(notifications, '{newFiles}', to_jsonb($1::boolean)) WHERE market = $2 AND id = $3 RETURNING notifications",
      [newFiles === "1", req.market, userId],
    );
    ok(res, { newFiles: Boolean(row?.notifications.newFiles) });
  });

  return router;
}
