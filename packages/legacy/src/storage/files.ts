import { mkdir, mkdtemp, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, normalize, sep } from "node:path";
import { MARKETS, marketSlug, type Market } from "../market.js";

/**
 * The catalogue's files on disk: `<root>/<es|pt>/<area>/...` per market, plus `tmp/` for uploads
 * in flight. With dataDir 'memory' the root is a temporary folder removed on close.
 */
export interface FileStorage {
  readonly root: string;
  readonly tmpDir: string;
  /** A throw-away folder (dataDir 'memory'), filled from the seeds on every start. */
  readonly temporary: boolean;
  /** The folder of a market's files, served under `/{market}/static/`. */
  marketDir(market: Market): string;
  /** Absolute path of a stored file; throws on paths that leave the market's folder. */
  pathOf(market: Market, relative: string): string;
  /** Moves an uploaded temporary file to `relative` inside the market's folder. */
  keep(market: Market, tmpPath: string, relative: string): Promise<string>;
  /** Removes the temporary root (memory mode); a no-op for a real data folder. */
  dispose(): Promise<void>;
}

export async function prepareStorage(dataDir: string | "memory"): Promise<FileStorage> {
  const temporary = dataDir === "memory";
  const root = temporary ? await mkdtemp(join(tmpdir(), "legacy-files-")) : join(dataDir, "files");
  const tmpDir = join(root, "tmp");
  await mkdir(tmpDir, { recursive: true });
  for (const market of MARKETS) await mkdir(join(root, marketSlug(market)), { recursive: true });

  const pathOf = (market: Market, relative: string): string => {
    const base = join(root, marketSlug(market));
    const full = normalize(join(base, relative));
    if (!full.startsWith(base + sep)) throw new Error(`path outside storage: ${relative}`);
    return full;
  };

  return {
    root,
    tmpDir,
    temporary,
    marketDir: (market) => join(root, marketSlug(market)),
    pathOf,
    async keep(market, tmpPath, relative) {
      const target = pathOf(market, relative);
      await mkdir(join(target, ".."), { recursive: true });
      await rename(tmpPath, target);
      return target;
    },
    async dispose() {
      if (temporary) await rm(root, { recursive: true, force: true });
    },
  };
}

/** Empties the files folder of a data dir (the `reset` command). */
export async function wipeStorage(dataDir: string): Promise<void> {
  await rm(join(dataDir, "files"), { recursive: true, force: true });
}
