import type { Request } from "express";
import type { Db } from "../../../db/db.js";
import { isUniqueViolation } from "../../../db/unique.js";
import { Refusal } from "../../../http/answer.js";
import { idField, textField } from "../../../http/fields.js";
import type { Market } from "../../../market.js";

/** Region: 1 Nor Oeste, 2 Centro, 3 Este, 4 Levante, 5 Sur, 6 operator-owned (-1, none, is only the column's default). */
const REGIONS = [1, 2, 3, 4, 5, 6];
/** Type (mode): 1 Mall, 2 InStore, 3 Free-Standing, 4 Easy. */
const TYPES = [1, 2, 3, 4];
const DELIVERIES = ["none", "Uber", "Glovo"];
/** The free texts of the form, stored as sent (trimmed). */
const TEXTS = ["cif", "razon", "fiscal_address", "email", "city", "cp", "latitud", "longitud"] as const;

/** A required text field of the form: refusal `<name>` when blank. */
function requiredText(req: Request, name: string): string {
  const value = textField(req, name);
  if (!value) throw new Refusal(name);
  return value;
}

/** A code field among `codes`: refusal `<name>` otherwise. */
function codeField(req: Request, name: string, codes: number[]): number {
  const text = textField(req, name);
  const value = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
  if (!codes.includes(value)) throw new Refusal(name);
  return value;
}

/** The 0/1 flags of the form (spec 1 §3 Restaurant): left out, a restaurant keeps its own (a new one the columns' defaults). */
const FLAGS = ["etof", "mcauto", "selected", "available"] as const;
type Flag = (typeof FLAGS)[number];
/** The catchment radii of a restaurant's `habitants` (the diagnostic's environment reads them). */
const HABITANT_RADII = ["1km", "3km"];

/** A 0/1 flag: '' (left out) is undefined; anything but 0 or 1 is refusal `<name>`. */
function flagField(req: Request, name: string): 0 | 1 | undefined {
  const text = textField(req, name);
  if (text === "") return undefined;
  if (text !== "0" && text !== "1") throw new Refusal(name);
  return text === "1" ? 1 : 0;
}

/**
 * `habitants`: a JSON object of the catchment radii ("1km", "3km") to whole numbers of people, 0 to 99,999,999;
 * '' (left out) is undefined; anything else is refusal `habitants`.
 */
function habitantsField(req: Request): Record<string, number> | undefined {
  const text = textField(req, "habitants");
  if (text === "") return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Refusal("habitants");
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new Refusal("habitants");
  const entries = Object.entries(value as Record<string, unknown>);
  const valid = entries.every(
    ([radius, count]) => HABITANT_RADII.includes(radius) && Number.isInteger(count) && (count as number) >= 0 && (count as number) <= 99_999_999,
  );
  if (!valid) throw new Refusal("habitants");
  return Object.fromEntries(entries) as Record<string, number>;
}

/** The restaurant form of `admin/restaurant/save`, read and checked. */
interface RestaurantForm {
  /** -1: a new restaurant. */
  id: number;
  site: string;
  name: string;
  provinceId: number;
  region: number;
  type: number;
  address: string;
  delivery: string;
  /** '' (left out: kept), '0' or '1'. */
  mopText: string;
  active: "0" | "1";
  texts: Record<(typeof TEXTS)[number], string>;
  /** Left out: kept (a new restaurant takes the columns' defaults). */
  flags: Partial<Record<Flag, 0 | 1>>;
  habitants: Record<string, number> | undefined;
}

/**
 * The form's fields, checked in the order the refusals name them: id, site, name, province (one of the market's),
 * region, type, address, delivery, mop_service, etof, mcauto, selected, available, habitants.
 */
export async function readRestaurantForm(db: Db, req: Request): Promise<RestaurantForm> {
  const id = textField(req, "id") === "-1" ? -1 : idField(req, "id");
  if (id === undefined) throw new Refusal("id");
  const site = requiredText(req, "site");
  const name = requiredText(req, "name");
  const provinceId = idField(req, "province_id");
  const [province] =
    provinceId === undefined
      ? []
      : await db.query("SELECT id FROM provinces WHERE market = $1 AND id = $2 AND code <> '00'", [req.market, provinceId]);
  if (!province || provinceId === undefined) throw new Refusal("province");
  const region = codeField(req, "region", REGIONS);
  const type = codeField(req, "type", TYPES);
  const address = requiredText(req, "address");
  const delivery = textField(req, "delivery") || "none";
  if (!DELIVERIES.includes(delivery)) throw new Refusal("delivery");
  const mopText = textField(req, "mop_service");
  if (mopText !== "" && mopText !== "0" && mopText !== "1") throw new Refusal("mop_service");
  const flags: RestaurantForm["flags"] = {};
  for (const flag of FLAGS) {
    const value = flagField(req, flag);
    if (value !== undefined) flags[flag] = value;
  }
  const habitants = habitantsField(req);
  const texts = Object.fromEntries(TEXTS.map((field) => [field, textField(req, field)])) as RestaurantForm["texts"];
  const active = textField(req, "active") === "0" ? "0" : "1";
  return { id, site, name, provinceId, region, type, address, delivery, mopText, active, texts, flags, habitants };
}

/**
 * Writes a checked form in one transaction: the site unique in the market whatever its case (refusal `site_exists`,
 * also when two saves of one site meet), `mop_service` ES only (PT keeps null; left out, a restaurant keeps its value
 * and a new one starts without the service), the last modification the saving administrator's name and now. Answers
 * the restaurant's id; refusal `not_found`.
 */
export async function saveRestaurant(db: Db, market: Market, adminId: number, form: RestaurantForm): Promise<number> {
  return db
    .transaction(async (tx) => {
      const [current] =
        form.id === -1
          ? []
          : await tx.query<{ mop_service: number | null }>("SELECT mop_service FROM restaurants WHERE market = $1 AND id = $2", [market, form.id]);
      if (form.id !== -1 && !current) throw new Refusal("not_found");
      const [taken] = await tx.query("SELECT id FROM restaurants WHERE market = $1 AND upper(site) = upper($2) AND id <> $3", [
        market,
        form.site,
        form.id,
      ]);
      if (taken) throw new Refusal("site_exists");
      const mopService = market !== "ES" ? null : form.mopText === "" ? (current?.mop_service ?? 0) : Number(form.mopText);
      const [admin] = await tx.query<{ name: string }>("SELECT name FROM users WHERE market = $1 AND id = $2", [market, adminId]);
      const { texts } = form;
      const values = [
        form.site,
        form.name,
        form.provinceId,
        texts.cif,
        texts.razon,
        texts.fiscal_address,
        form.region,
        form.type,
        texts.email,
        form.address,
        texts.city,
        texts.cp,
        texts.latitud,
        texts.longitud,
        form.active,
        mopService,
        form.delivery,
        admin?.name ?? "",
        market,
      ];
      if (form.id === -1) {
        const [created] = await tx.query<{ id: number }>(
          `INSERT INTO restaurants (site, name, province_id, cif, razon, fiscal_address, region, type, email, address, city, cp,
                                    latitud, longitud, active, mop_service, delivery, log_user, log_date, market)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, date_trunc('second', now()), $19) RETURNING id`,
          values,
        );
        await saveExtras(tx, market, created.id, form);
        return created.id;
      }
      await tx.query(
        `UPDATE restaurants SET site = $1, name = $2, province_id = $3, cif = $4, razon = $5, fiscal_address = $6, region = $7,
                type = $8, email = $9, address = $10, city = $11, cp = $12, latitud = $13, longitud = $14, active = $15,
                mop_service = $16, delivery = $17, log_user = $18, log_date = date_trunc('second', now())
          WHERE market = $19 AND id = $20`,
        [...values, form.id],
      );
      await saveExtras(tx, market, form.id, form);
      return form.id;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? new Refusal("site_exists") : error;
    });
}

/** Writes the flags and the habitants the form sent (those left out are kept). */
async function saveExtras(tx: Db, market: Market, id: number, form: RestaurantForm): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [market, id];
  for (const [flag, value] of Object.entries(form.flags)) {
    params.push(value);
    sets.push(`${flag} = $${params.length}`);
  }
  if (form.habitants !== undefined) {
    params.push(JSON.stringify(form.habitants));
    sets.push(`habitants = $${params.length}::jsonb`);
  }
  if (sets.length) await tx.query(`UPDATE restaurants SET ${sets.join(", ")} WHERE market = $1 AND id = $2`, params);
}
