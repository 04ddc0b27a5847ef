import { createExtractorFromData } from "node-unrar-js";
import yauzl from "yauzl";
import { PARTNER_LIMITS, PARTNER_MESSAGES, REPORT_FILE_NAME, type PartnerMessageKey } from "@portal/schema";
import { badUserInput } from "../../common/errors.js";
import type { ReportPdf } from "../../legacy/partner.js";

/** An archive's PDFs must pass all of this, or none is kept (BAD_USER_INPUT on `file` with the first failure's key). */
const refuse = (key: PartnerMessageKey) => badUserInput({ file: key });

/** An entry as its archive's directory describes it (before any byte is unpacked). */
interface EntryHeader {
  name: string;
  directory: boolean;
  encrypted: boolean;
  packed: number;
  unpacked: number;
}

/** Above this size an entry's compression ratio is checked (tiny files compress oddly well). */
const RATIO_FROM_BYTES = 1024 * 1024;

/**
 * What the directory of an archive must show, checked before unpacking: not too many entries, no entry too large,
 * not too much in all, no entry compressed suspiciously well (archive bombs); one level only: no folder, no `../`, no
 * absolute name; only `.pdf` entries named after a restaurant's site code; nothing encrypted.
 */
function checkHeaders(entries: readonly EntryHeader[]): void {
  if (entries.length > PARTNER_LIMITS.maxEntries) throw refuse(PARTNER_MESSAGES.archiveBomb);
  let total = 0;
  for (const entry of entries) {
    total += entry.unpacked;
    if (
      entry.unpacked > PARTNER_LIMITS.maxPdfBytes ||
      total > PARTNER_LIMITS.maxUnpackedBytes ||
      (entry.unpacked > RATIO_FROM_BYTES && entry.unpacked / Math.max(entry.packed, 1) > PARTNER_LIMITS.maxRatio)
    )
      throw refuse(PARTNER_MESSAGES.archiveBomb);
  }
  for (const entry of entries) {
    if (entry.directory || /[/\\]/.test(entry.name) || /^[a-z]:/i.test(entry.name) || entry.name === ".." || entry.name === ".")
      throw refuse(PARTNER_MESSAGES.archivePath);
  }
  for (const entry of entries) if (!/\.pdf$/i.test(entry.name)) throw refuse(PARTNER_MESSAGES.archiveNotPdf);
  for (const entry of entries) if (!REPORT_FILE_NAME.test(entry.name)) throw refuse(PARTNER_MESSAGES.fileName);
  for (const entry of entries) if (entry.encrypted) throw refuse(PARTNER_MESSAGES.archiveBroken);
  const names = new Set<string>();
  for (const entry of entries) {
    if (names.has(entry.name.toLowerCase())) throw refuse(PARTNER_MESSAGES.duplicate);
    names.add(entry.name.toLowerCase());
  }
  if (entries.length === 0) throw refuse(PARTNER_MESSAGES.archiveEmpty);
}

/** A file unpacked from an archive. */
interface Unpacked {
  name: string;
  bytes: Buffer;
}

/** Each unpacked file must be a PDF by its first bytes. */
function checkPdfs(files: readonly Unpacked[]): ReportPdf[] {
  for (const file of files) if (!isPdf(file.bytes)) throw refuse(PARTNER_MESSAGES.archiveNotPdf);
  return files.map((file) => ({ name: file.name, blob: new Blob([new Uint8Array(file.bytes)], { type: "application/pdf" }) }));
}

export const isPdf = (bytes: Buffer) => bytes.length > 5 && bytes.subarray(0, 5).toString("latin1") === "%PDF-";

/** A ZIP entry's name: UTF-8 when its flag says so, else CP437 (read as latin1: report names are ASCII). */
const zipName = (entry: yauzl.Entry) =>
  Buffer.from(entry.fileName as unknown as Buffer).toString((entry.generalPurposeBitFlag & 0x800) !== 0 ? "utf8" : "latin1");

const openZip = (bytes: Buffer) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    // Names left as bytes: yauzl's own name check would end the read before ours can say which rule failed.
    yauzl.fromBuffer(bytes, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true }, (error, zip) =>
      error || !zip ? reject(error) : resolve(zip),
    ),
  );

/** Reads a ZIP's directory (no bytes unpacked). */
function zipEntries(zip: yauzl.ZipFile): Promise<Array<{ header: EntryHeader; entry: yauzl.Entry }>> {
  return new Promise((resolve, reject) => {
    const entries: Array<{ header: EntryHeader; entry: yauzl.Entry }> = [];
    if (zip.entryCount > PARTNER_LIMITS.maxEntries) return reject(refuse(PARTNER_MESSAGES.archiveBomb));
    zip.on("entry", (entry: yauzl.Entry) => {
      const name = zipName(entry);
      entries.push({
        entry,
        header: {
          name,
          directory: name.endsWith("/"),
          encrypted: (entry.generalPurposeBitFlag & 0x1) !== 0,
          packed: entry.compressedSize,
          unpacked: entry.uncompressedSize,
        },
      });
      zip.readEntry();
    });
    zip.on("end", () => resolve(entries));
    zip.on("error", reject);
    zip.readEntry();
  });
}

/** Unpacks one entry, never past its declared size (yauzl checks the bytes against it as they come). */
function unpackZipEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error);
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > entry.uncompressedSize || size > PARTNER_LIMITS.maxPdfBytes) stream.destroy(refuse(PARTNER_MESSAGES.archiveBomb));
        else chunks.push(chunk);
      });
      stream.on("end", () => resolve(Buffer.concat(chunks)));
      stream.on("error", reject);
    }),
  );
}

async function unpackZip(bytes: Buffer): Promise<ReportPdf[]> {
  const zip = await openZip(bytes);
  try {
    const entries = await zipEntries(zip);
    checkHeaders(entries.map((e) => e.header));
    const files: Unpacked[] = [];
    for (const { header, entry } of entries) files.push({ name: header.name, bytes: await unpackZipEntry(zip, entry) });
    return checkPdfs(files);
  } finally {
    zip.close();
  }
}

async function unpackRar(bytes: Buffer): Promise<ReportPdf[]> {
  const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const extractor = await createExtractorFromData({ data });
  const list = extractor.getFileList();
  if (list.arcHeader.flags.headerEncrypted || list.arcHeader.flags.volume) throw refuse(PARTNER_MESSAGES.archiveBroken);
  const headers: EntryHeader[] = [];
  for (const header of list.fileHeaders) {
    headers.push({
      name: header.name,
      directory: header.flags.directory,
      encrypted: header.flags.encrypted,
      packed: header.packSize,
      unpacked: header.unpSize,
    });
    if (headers.length > PARTNER_LIMITS.maxEntries) throw refuse(PARTNER_MESSAGES.archiveBomb);
  }
  checkHeaders(headers);
  const files: Unpacked[] = [];
  for (const file of extractor.extract().files) {
    const content = file.extraction;
    if (!content || content.length !== file.fileHeader.unpSize) throw refuse(PARTNER_MESSAGES.archiveBroken);
    files.push({ name: file.fileHeader.name, bytes: Buffer.from(content) });
  }
  return checkPdfs(files);
}

/**
 * The PDFs of a month's archive (zip or rar, as its first bytes said), unpacked in memory with a kept library (yauzl,
 * node-unrar-js) after its directory passed `checkHeaders`, each then checked to be a PDF by its bytes. Any failure
 * refuses the whole archive (BAD_USER_INPUT on `file`); an archive that cannot be read is `archive_broken`.
 */
export async function unpackReports(bytes: Buffer, kind: "zip" | "rar"): Promise<ReportPdf[]> {
  try {
    return kind === "zip" ? await unpackZip(bytes) : await unpackRar(bytes);
  } catch (error) {
    if (error instanceof Error && "extensions" in error) throw error;
    throw refuse(PARTNER_MESSAGES.archiveBroken);
  }
}
