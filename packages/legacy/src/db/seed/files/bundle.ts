import { existsSync } from "node:fs";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sourceKey } from "../../source-key.js";
import type { SeedFile } from "../catalogue.js";

const PREFIX = "portal-legacy-files-";
const inProcess = new Map<string, Promise<Map<string, Buffer>>>();

export const fileKey = (file: Pick<SeedFile, "market" | "path">) => `${file.market}/${file.path}`;

/** [u32 header length][header JSON: [key, size][]][the files' bytes, in header order] */
function pack(contents: Map<string, Buffer>): Buffer {
  const header = Buffer.from(JSON.stringify([...contents].map(([key, bytes]) => [key, bytes.length])));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.length, 0);
  return Buffer.concat([length, header, ...contents.values()]);
}

function unpack(bundle: Buffer): Map<string, Buffer> {
  const headerLength = bundle.readUInt32BE(0);
  const entries = JSON.parse(bundle.subarray(4, 4 + headerLength).toString()) as Array<[string, number]>;
  const contents = new Map<string, Buffer>();
  let offset = 4 + headerLength;
  for (const [key, size] of entries) {
    contents.set(key, bundle.subarray(offset, offset + size));
    offset += size;
  }
  if (offset !== bundle.length) throw new Error("truncated bundle");
  return contents;
}

/**
 * The generated files of a seed area by `market/path`. Generating them (PNG deflate, PDF, MP4) costs
 * a second or so; like the database template, they are cached per process and in the OS temp folder
 * (`portal-legacy-files-<source key>-<area>.bin`), so each server only writes them out.
 */
export async function seedFileContents(area: string, files: () => SeedFile[]): Promise<Map<string, Buffer>> {
  const key = `${await sourceKey()}-${area}`;
  let contents = inProcess.get(key);
  if (!contents) {
    contents = load(key, files);
    inProcess.set(key, contents);
    contents.catch(() => inProcess.delete(key));
  }
  return contents;
}

async function load(key: string, files: () => SeedFile[]): Promise<Map<string, Buffer>> {
  const path = join(tmpdir(), `${PREFIX}${key}.bin`);
  const list = files();
  if (existsSync(path)) {
    const cached = await readFile(path)
      .then(unpack)
      .catch(() => undefined);
    if (cached && list.every((file) => cached.has(fileKey(file)))) return cached;
  }
  const contents = new Map(list.map((file) => [fileKey(file), file.bytes()]));
  // Written in the background (temp name, then rename): a reader never sees half a file.
  const partial = `${path}.${process.pid}.tmp`;
  void writeFile(partial, pack(contents))
    .then(() => rename(partial, path))
    .then(() => removeStale(key))
    .catch(() => undefined);
  return contents;
}

async function removeStale(current: string): Promise<void> {
  const [source, area] = [current.slice(0, 16), current.slice(17)];
  const names = await readdir(tmpdir());
  const stale = names.filter((name) => name.startsWith(PREFIX) && name.endsWith(`-${area}.bin`) && !name.startsWith(`${PREFIX}${source}`));
  await Promise.all(stale.map((name) => rm(join(tmpdir(), name), { force: true })));
}
