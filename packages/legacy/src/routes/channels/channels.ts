import { Router, type Request } from "express";
import { stampAs as stamp } from "../../db/sql.js";
import { Refusal, ok } from "../../http/answer.js";
import { idField, rawField, textField } from "../../http/fields.js";
import { sessionOf } from "../../http/session.js";
import type { Market } from "../../market.js";
import { userHasRestaurant } from "../../models/restaurants.js";
import type { RouteDeps } from "../deps.js";
import { sendBriefing } from "./briefing.js";
import { catalogueOf, channelData } from "./data.js";
import { applyDueChannels } from "./due.js";
import { insertMopRequest } from "./mop.js";
import { readChannelForm, saveChannel } from "./update.js";

/** The external offers system (the Offers section's link). */
const OFFERS_URL: Record<Market, string> = { ES: "https://ofertas.demo.es/login", PT: "https://ofertas.demo.pt/login" };
/** The social-networks PDF, in the market's storage (served from `/{market}/static/`). */
export const SOCIAL_PDF = "rrss/social-media.pdf";
/** The paid-media guide shown beside it (the Social networks section's paid-media preview). */
export const PAID_MEDIA_PDF = "rrss/paid-media.pdf";

/**
 * Area `channels`: a restaurant's channel data (open flag, public data, services, schedules, planned changes,
 * birthday), its modification log, the services catalogue, the paid-campaign briefing, the channels menu and the MOP
 * disable requests of the channels screen. Every call works on one of the session user's restaurants.
 *
 * Due changes apply by themselves: every read or write of a restaurant's channel first applies its planned changes
 * dated today or before (oldest first; each is logged and removed) and reopens a restaurant whose reopening date has
 * passed; `applyDueChannels` also runs on a timer in the server (see `startChannelTimer`).
 */
export function channelsRoutes({ db, guards }: RouteDeps): Router {
  const router = Router();
  const { requireSession } = guards;

  const ownRestaurant = async (req: Request, id: number | undefined): Promise<number> => {
    if (id === undefined || !(await userHasRestaurant(db, req.market, sessionOf(req).userId, id))) throw new Refusal("restaurant");
    return id;
  };
  const paramId = (req: Request) => {
    const text = String(req.params.id ?? "");
    return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
  };

  router.get("/restaurant/channel/data/:id", requireSession, async (req, res) => {
    const id = await ownRestaurant(req, paramId(req));
    await applyDueChannels(db, req.market, id);
    ok(res, await channelData(db, req.market, id));
  });

  /** The services catalogue of the market (every status; the screen offers the active ones). */
  router.get(["/restaurant/service", "/restaurant/service/"], requireSession, async (req, res) => {
    ok(res, await catalogueOf(db, req.market));
  });

  /** The services a restaurant offers now, with their catalogue fields. */
  router.get("/restaurant/service/data/:id", requireSession, async (req, res) => {
    const id = await ownRestaurant(req, paramId(req));
    await applyDueChannels(db, req.market, id);
    ok(
      res,
      await db.query(
        `SELECT s.id, s.slug, s.name, s.img, s.status, s.ord, s.parent_id FROM restaurant_services rs JOIN channel_services s ON s.id = rs.service_id
          WHERE rs.restaurant_id = $1 ORDER BY s.ord, s.id`,
        [id],
      ),
    );
  });

  /**
   * Saves the whole channels screen in one transaction (all or nothing): public data, temporary closure (`opening`),
   * channel (schedules, delivery, allday, birthday), active services (`service`), the MOP state and new disable
   * requests (`mop_schedule`) and the planned changes (`channel_plan`, the whole list; null for none). Every changed
   * field is logged with the saving user. Answers the channel data as `restaurant/channel/data/{id}` does.
   */
  router.post("/restaurant/channel/update", requireSession, async (req, res) => {
    const id = await ownRestaurant(req, idField(req, "restaurant_id"));
    await saveChannel(db, req, id, readChannelForm(req));
    // A reopening date already past opens the restaurant again at once.
    await applyDueChannels(db, req.market, id);
    ok(res, await channelData(db, req.market, id));
  });

  /**
   * Designed here: a MOP disable request from the channels screen (restaurant_id, start_date, end_date, value). Start
   * after now, end not before start, reason at least 50 characters after trimming. Status 2 (confirmed) when the
   * market's auto-confirm switch is on, else 1 (pending). Answers the stored request.
   */
  router.post("/mop_request/add", requireSession, async (req, res) => {
    const id = await ownRestaurant(req, idField(req, "restaurant_id"));
    const created = await db.transaction((tx) =>
      insertMopRequest(tx, req.market, id, sessionOf(req).userId, textField(req, "start_date"), textField(req, "end_date"), rawField(req, "value")),
    );
    ok(res, created);
  });

  router.post("/restaurant/briefing", requireSession, async (req, res) => {
    ok(res, await sendBriefing(db, req));
  });

  /** The channels screen's side menu: own (web, reports, offers, social networks) and paid (briefing), with the links. */
  router.get("/restaurant/getMenu", requireSession, async (req, res) => {
    ok(res, {
      own: ["web", "reports", "offers", "rrss"],
      paid: ["briefing"],
      offers_url: OFFERS_URL[req.market],
      rrss_pdf: SOCIAL_PDF,
      paid_pdf: PAID_MEDIA_PDF,
    });
  });

  /** The modification log of a restaurant's channel data, newest first (at most 200 rows). */
  router.get("/restaurant/log/:id", requireSession, async (req, res) => {
    const id = await ownRestaurant(req, paramId(req));
    await applyDueChannels(db, req.market, id);
    ok(
      res,
      await db.query(
        `SELECT id, user_name, field, old_value, new_value, ${stamp("date", "date")} FROM channel_log
          WHERE market = $1 AND restaurant_id = $2 ORDER BY date DESC, id DESC LIMIT 200`,
        [req.market, id],
      ),
    );
  });

  return router;
}
