import { once } from "node:events";
import type { Readable } from "node:stream";
import archiver from "archiver";
import type { Response } from "express";
import type { Logger } from "pino";
import type { Context } from "../../graphql/context.js";
import type { ZipFile } from "./collections.service.js";

/** A name safe on every disk: no path separators, control or reserved characters, no leading dots; at most 150 characters. */
export function entryName(name: string, fallback: string): string {
  const cleaned = name
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex -- control characters are among what it removes
    .replace(/[\u0000-\u001f\u007f"*/:<>?\\|]+/g, "_")
    .replace(/^[.\s_]+/, "")
    .trim()
    .slice(0, 150);
  return cleaned || fallback;
}

/** The zip's entry names, in order: each file's name, a second of the same name (case ignored) as `name (2).ext`. */
export function entryNames(files: ZipFile[]): string[] {
  const taken = new Set<string>();
  return files.map(({ file, resource }) => {
    const base = entryName(file.name || file.path.split("/").pop() || "", `${resource.slug || resource.id}`);
    const dot = base.lastIndexOf(".");
    const [stem, ext] = dot > 0 ? [base.slice(0, dot), base.slice(dot)] : [base, ""];
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${stem} (${n})${ext}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/**
 * Streams the files into a zip on `res`, one at a time: each file is fetched from the catalogue (counted there as a
 * download) only once the one before has gone into the zip, and the zip is written as the client reads it (archiver
 * pauses the catalogue's body while `res` is full), so memory stays flat whatever the total. Entries are stored, not
 * compressed (PDF, images and video do not shrink). Each file gets the whole request deadline for its headers. A file
 * the catalogue no longer has is left out; a failure once bytes have gone out cuts the connection (the browser sees an
 * incomplete download, never a truncated zip that looks whole).
 */
export async function streamZip(ctx: Context, res: Response, files: ZipFile[], logger: Logger): Promise<void> {
  const names = entryNames(files);
  const archive = archiver("zip", { store: true });
  let closed = false;
  res.on("close", () => {
    closed = true;
    if (!res.writableFinished) archive.abort();
  });
  archive.on("warning", (error) => logger.warn({ err: String(error) }, "collection zip warning"));
  const failed = new Promise<never>((_, reject) => archive.on("error", reject));
  failed.catch(() => undefined);
  archive.pipe(res);
  try {
    for (const [index, { resource }] of files.entries()) {
      if (closed) return;
      ctx.upstream.restartDeadline();
      const file = await ctx.upstream.download(`resource/download/${resource.id}`);
      if (!file) continue;
      const entry = once(archive, "entry");
      archive.append(file.body as Readable, { name: names[index]!, date: resource.updatedAt ?? new Date() });
      await Promise.race([entry, failed]);
    }
    if (closed) return;
    await Promise.race([archive.finalize(), failed]);
  } catch (error) {
    logger.warn({ err: String(error) }, "collection zip broke");
    archive.abort();
    res.destroy();
  }
}
