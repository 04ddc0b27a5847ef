import { open } from "node:fs/promises";

/** A type a stored file may have, known by its first bytes: the extension the stored file gets and its MIME type. */
export interface FileType {
  ext: string;
  mime: string;
  matches: (head: Buffer) => boolean;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const PDF: FileType = { ext: "pdf", mime: "application/pdf", matches: (h) => h.toString("latin1", 0, 5) === "%PDF-" };
export const PNG: FileType = { ext: "png", mime: "image/png", matches: (h) => h.subarray(0, 8).equals(PNG_SIGNATURE) };
export const JPEG: FileType = { ext: "jpg", mime: "image/jpeg", matches: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff };
export const WEBP: FileType = {
  ext: "webp",
  mime: "image/webp",
  matches: (h) => h.toString("latin1", 0, 4) === "RIFF" && h.toString("latin1", 8, 12) === "WEBP",
};
export const GIF: FileType = { ext: "gif", mime: "image/gif", matches: (h) => h.toString("latin1", 0, 4) === "GIF8" };
export const MP4: FileType = { ext: "mp4", mime: "video/mp4", matches: (h) => h.toString("latin1", 4, 8) === "ftyp" };
export const ZIP: FileType = {
  ext: "zip",
  mime: "application/zip",
  matches: (h) => h[0] === 0x50 && h[1] === 0x4b && h[2] === 0x03 && h[3] === 0x04,
};

/** How many first bytes the types are told apart by. */
const HEAD_BYTES = 12;

/**
 * The first of `types` the file at `path` is, by its first bytes; undefined when none matches or the file is shorter
 * than `minBytes`.
 */
export async function fileTypeOf(path: string, types: readonly FileType[], minBytes = HEAD_BYTES): Promise<FileType | undefined> {
  const handle = await open(path, "r");
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
    return bytesRead < minBytes ? undefined : types.find((type) => type.matches(head.subarray(0, bytesRead)));
  } finally {
    await handle.close();
  }
}
