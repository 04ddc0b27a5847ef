import type { Db } from "../../db/db.js";
import type { Market } from "../../market.js";
import { createMopRequest as recordMopRequest, MOP_STATUS, mopAutoConfirm, setMopAutoConfirm as setAutoConfirm } from "../../models/mop.js";

type Restaurant = { id: number; market: Market };

/** A weekly schedule per service (`restaurant`, `mcauto`, `takeaway`, `mcexpress`): day → `{ start, end }` ("HH:mm" or ""). */
export type Schedules = Record<string, Record<string, { start: string; end: string }>>;

/** A planned change of a restaurant's channels (any date: the catalogue applies it on its day). */
export interface PlanFields {
  date: string;
  /** Service slugs. */
  services: string[];
  schedules?: Schedules;
  delivery?: string;
  allday?: string;
  birthday?: Record<string, unknown>;
}

/** The channel data of a restaurant as the channels screen saves them; the others keep their defaults. */
export interface ChannelFields {
  restaurant: Restaurant;
  /** Closed for a while: the reopening day and the motive (1 refurbishment, 2 upcoming opening, 3 other). */
  closed?: { until: string; motive: 1 | 2 | 3 };
  /** The public name (the restaurant's own by default). */
  name?: string;
  phone?: string;
  openingDate?: string;
  schedules?: Schedules;
  delivery?: string;
  allday?: string;
  birthday?: Record<string, unknown>;
  /** The services it offers now, by slug (a `mop_` one needs `mop_service` too, as the screen sends them). */
  services?: string[];
  plans?: PlanFields[];
  /** The CV texts (public, for the team), which the screen shows and keeps but does not edit; empty by default. */
  cvPublic?: string;
  cvTeam?: string;
  /** Its last change: `by` whom (a name), `at` "YYYY-MM-DD HH:mm:ss"; none by default. */
  lastChange?: { by: string; at: string };
}

const serviceIds = async (db: Db, market: Market, slugs: string[]) => {
  const rows = await db.query<{ id: number; slug: string }>("SELECT id, slug FROM channel_services WHERE market = $1 AND slug = ANY($2::text[])", [
    market,
    slugs,
  ]);
  if (rows.length !== new Set(slugs).size) throw new Error(`unknown services of ${market}: ${slugs.join(", ")}`);
  return rows.map((row) => row.id).sort((a, b) => a - b);
};

/** A restaurant's channel row, its services and its planned changes. */
export async function createChannel(db: Db, fields: ChannelFields): Promise<void> {
  const { id, market } = fields.restaurant;
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO restaurant_channels (restaurant_id, open, reopening_date, opening_motive, name, phone, opening_date, schedules, delivery, allday,
                                        birthday_data, cv_public, cv_team, log_user, log_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        id,
        fields.closed ? 0 : 1,
        fields.closed?.until ?? null,
        fields.closed?.motive ?? null,
        fields.name ?? "",
        fields.phone ?? "",
        fields.openingDate ?? null,
        JSON.stringify(fields.schedules ?? {}),
        fields.delivery ?? "",
        fields.allday ?? "",
        JSON.stringify(fields.birthday ?? {}),
        fields.cvPublic ?? "",
        fields.cvTeam ?? "",
        fields.lastChange?.by ?? "",
        fields.lastChange?.at ?? null,
      ],
    );
    for (const service of await serviceIds(tx, market, fields.services ?? []))
      await tx.query("INSERT INTO restaurant_services (restaurant_id, service_id) VALUES ($1, $2)", [id, service]);
    for (const plan of fields.plans ?? [])
      await tx.query(
        `INSERT INTO channel_plans (restaurant_id, plan_date, services, schedules, delivery, allday, birthday_data)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          id,
          plan.date,
          JSON.stringify(await serviceIds(tx, market, plan.services)),
          JSON.stringify(plan.schedules ?? {}),
          plan.delivery ?? "",
          plan.allday ?? "",
          JSON.stringify(plan.birthday ?? {}),
        ],
      );
  });
}

/** The fields a test may give a MOP disable request. */
export interface MopRequestFields {
  restaurant: Restaurant;
  /** Who asked (a user id); none by default. */
  user?: { id: number } | null;
  /** "YYYY-MM-DD HH:mm:ss"; a window far ahead by default. */
  start?: string;
  end?: string;
  /** At least 50 characters. */
  reason?: string;
  /** 1 pending, 2 confirmed, 3 canceled (with `cancel`, at least 20 characters); the market's switch decides by default. */
  status?: 1 | 2 | 3;
  cancel?: string;
}

const REASON = "Test request: the restaurant's kitchen is closed for works during the whole window.";

/**
 * A request to switch a restaurant's "my order" service off for a window, recorded as the channels screen does
 * (`models/mop.ts`: pending, or confirmed at once when the market's auto-confirm switch is on) unless `status` says
 * what it is.
 */
export async function createMopRequest(db: Db, fields: MopRequestFields): Promise<{ id: number; status: number }> {
  const { id: restaurantId, market } = fields.restaurant;
  const created = await recordMopRequest(db, market, {
    restaurantId,
    userId: fields.user?.id ?? null,
    start: fields.start ?? "2099-01-01 09:00:00",
    end: fields.end ?? "2099-01-02 09:00:00",
    reason: fields.reason ?? REASON,
  });
  if (fields.status === undefined || fields.status === created.status) return { id: created.id, status: created.status };
  const cancel = fields.status === MOP_STATUS.CANCELED ? (fields.cancel ?? "Test cancel: the works were put off.") : "";
  await db.query("UPDATE mop_requests SET status = $1, cancel = $2 WHERE id = $3", [fields.status, cancel, created.id]);
  return { id: created.id, status: fields.status };
}

/**
 * Switches a service of the market's channel catalogue on (1) or off (0) at the catalogue, behind the BFF's cached
 * catalogue; answers its previous status, to put it back with.
 */
export async function setChannelServiceStatus(db: Db, fields: { market: Market; slug: string; status: 0 | 1 }): Promise<0 | 1> {
  const [before] = await db.query<{ status: 0 | 1 }>("SELECT status FROM channel_services WHERE market = $1 AND slug = $2", [
    fields.market,
    fields.slug,
  ]);
  if (!before) throw new Error(`setChannelServiceStatus: no service ${fields.slug} in ${fields.market}`);
  await db.query("UPDATE channel_services SET status = $3 WHERE market = $1 AND slug = $2", [fields.market, fields.slug, fields.status]);
  return before.status;
}

/**
 * Turns the market's MOP auto-confirm switch on (1: new requests arrive confirmed) or off (0: pending), as /admin/mop
 * does; answers what it was, to put it back with.
 */
export async function setMopAutoConfirm(db: Db, fields: { market: Market; autoConfirm: 0 | 1 }): Promise<0 | 1> {
  const before = await mopAutoConfirm(db, fields.market);
  await setAutoConfirm(db, fields.market, fields.autoConfirm);
  return before;
}
