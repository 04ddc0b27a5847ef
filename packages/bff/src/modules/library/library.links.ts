import type { Context } from "../../graphql/context.js";
import { libraryCalls } from "../../legacy/library.js";

/**
 * Short links /r/{id} and /r/{id}/{userId}: the catalogue resolves them (and records who shared);
 * the BFF answers the redirect itself, so the browser makes no round trip through the app.
 * Returns a portal path or an absolute http(s) URL; null for an unknown link.
 */
export async function resolveShortLink(ctx: Context, id: string, userId?: string): Promise<string | null> {
  if (!/^\d+$/.test(id) || (userId !== undefined && !/^\d+$/.test(userId))) return null;
  const url = (await libraryCalls.shortLink(ctx.upstream, Number(id), userId === undefined ? undefined : Number(userId))) ?? "";
  return url.startsWith("/") && !url.startsWith("//") ? url : /^https?:\/\//.test(url) ? url : null;
}
