import type { Request } from "express";
import type { Db } from "../../db/db.js";
import { stampAs } from "../../db/sql.js";
import { Refusal } from "../../http/answer.js";
import { textField } from "../../http/fields.js";

/** Images of one chat message (spec 1 §9). */
export const MAX_COMMENT_IMAGES = 5;

/** `images`: a comma list of at most 5 `comment` uploads of the author; refusal `images` otherwise. */
async function imagesOf(db: Db, req: Request, userId: number): Promise<string[]> {
  const images = textField(req, "images")
    .split(",")
    .map((path) => path.trim())
    .filter(Boolean);
  if (images.length > MAX_COMMENT_IMAGES) throw new Refusal("images");
  if (images.length > 0) {
    const found = await db.query(
      "SELECT path FROM order_uploads WHERE market = $1 AND user_id = $2 AND kind = 'comment' AND path = ANY($3::text[])",
      [req.market, userId, images],
    );
    if (found.length !== new Set(images).size) throw new Refusal("images");
  }
  return images;
}

/**
 * A chat message of the user on an order they may see: `message` (required, refusal `message`) and `images`; the
 * order is read by its author now. Answers the message with its author's type and name.
 */
export async function addComment(db: Db, req: Request, orderId: unknown, userId: number) {
  const message = textField(req, "message");
  if (!message) throw new Refusal("message");
  const images = await imagesOf(db, req, userId);
  const [comment] = await db.query(
    `WITH c AS (INSERT INTO order_comments (order_id, user_id, message, images) VALUES ($1, $2, $3, $4) RETURNING *)
     SELECT c.id, c.user_id, u.type AS user_type, u.name, c.message, c.images, ${stampAs("c.create_date", "create_date")} FROM c JOIN users u ON u.id = c.user_id`,
    [orderId, userId, message, images.join(",")],
  );
  await db.query(
    "INSERT INTO order_reads (order_id, user_id, read_at) VALUES ($1, $2, now()) ON CONFLICT (order_id, user_id) DO UPDATE SET read_at = now()",
    [orderId, userId],
  );
  return comment;
}
