import { stat } from "node:fs/promises";
import type { Request } from "express";
import type { Db } from "../../../db/db.js";
import { Refusal } from "../../../http/answer.js";
import { dayField, idField, textField } from "../../../http/fields.js";
import type { Market } from "../../../market.js";
import type { FileStorage } from "../../../storage/files.js";
import { lockPositions } from "./positions.js";

/** The portal area of a slider's link and its section type: national (1) or local (2) sections only. */
const TARGET_TYPES: Record<string, number> = { nacional: 1, local: 2 };

/** `file`: an image stored for sliders in the market's folder; refusal `file` otherwise. */
async function storedImage(storage: FileStorage, req: Request): Promise<string> {
  const file = textField(req, "file");
  if (!/^sliders\/(?!\.)[\w.-]{1,200}$/.test(file) || file.includes("..")) throw new Refusal("file");
  const info = await stat(storage.pathOf(req.market, file)).catch(() => undefined);
  if (!info?.isFile()) throw new Refusal("file");
  return file;
}

/** `url`: empty (no link) or the portal path of a national or local section of the market; refusal `url` otherwise. */
async function target(db: Db, req: Request): Promise<string | null> {
  const url = textField(req, "url");
  if (!url) return null;
  const match = /^\/(nacional|local)\/([^/?#\s]+)$/.exec(url);
  const [section] = match
    ? await db.query("SELECT id FROM sections WHERE market = $1 AND type = $2 AND url = $3", [req.market, TARGET_TYPES[match[1]], match[2]])
    : [];
  if (!section) throw new Refusal("url");
  return url;
}

/** The slider form of `slider/save`, read and checked. */
interface SliderForm {
  /** -1: a new slider. */
  id: number;
  name: string;
  file: string;
  url: string | null;
  status: 0 | 1;
  /** "YYYY-MM-DD HH:mm:ss": the start of the first day and the end of the last, or null (open). */
  start: string | null;
  end: string | null;
}

/**
 * `id` (-1 new), `name` and `file` (a stored slider image) required, `url` optional, `start_date`, `end_date` optional
 * days, `status` 1 (default) or 0. Refusals name the field.
 */
export async function readSliderForm(db: Db, storage: FileStorage, req: Request): Promise<SliderForm> {
  const id = textField(req, "id") === "-1" ? -1 : idField(req, "id");
  if (id === undefined) throw new Refusal("id");
  const name = textField(req, "name");
  if (!name) throw new Refusal("name");
  const file = await storedImage(storage, req);
  const url = await target(db, req);
  const start = dayField(req, "start_date");
  const end = dayField(req, "end_date");
  if (start && end && end < start) throw new Refusal("end_date");
  const statusText = textField(req, "status");
  if (statusText !== "" && statusText !== "0" && statusText !== "1") throw new Refusal("status");
  return {
    id,
    name,
    file,
    url,
    status: statusText === "0" ? 0 : 1,
    start: start ? `${start} 00:00:00` : null,
    end: end ? `${end} 23:59:59` : null,
  };
}

/** Creates (last in the order) or changes (its position kept) a slider in one transaction. Answers its id; refusal `not_found`. */
export function saveSlider(db: Db, market: Market, form: SliderForm): Promise<number> {
  const values = [form.name, form.file, form.url, form.status, form.start, form.end, market];
  return db.transaction(async (tx) => {
    if (form.id === -1) {
      await lockPositions(tx, market);
      const [created] = await tx.query<{ id: number }>(
        `INSERT INTO sliders (name, file, url, status, start_date, end_date, market, priority)
         VALUES ($1, $2, $3, $4, $5, $6, $7, (SELECT coalesce(max(priority), 0) + 1 FROM sliders WHERE market = $7)) RETURNING id`,
        values,
      );
      return created.id;
    }
    const [updated] = await tx.query<{ id: number }>(
      "UPDATE sliders SET name = $1, file = $2, url = $3, status = $4, start_date = $5, end_date = $6 WHERE market = $7 AND id = $8 RETURNING id",
      [...values, form.id],
    );
    if (!updated) throw new Refusal("not_found");
    return updated.id;
  });
}
