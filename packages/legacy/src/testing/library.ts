import type { Db } from "../db/db.js";
import type { LegacyServer } from "../index.js";
import type { Market } from "../market.js";
import { apiClient, signIn, type ApiClient } from "./client.js";
import type { StorageCase } from "./storages.js";

/** A resource as the tests' own plain query sees it (to compute what a call must answer). */
export interface DumpedResource {
  id: number;
  lang: string;
  status: number;
  name: string;
  description: string;
  tags: string;
  reference: string;
  file: string | null;
  url: string;
  update_date: string;
  sections: number[];
}

export interface DumpedSection {
  id: number;
  parent_id: number | null;
  type: number;
  url: string;
  status: number;
}

export async function dumpLibrary(db: Db, market: Market) {
  const resources = await db.query<DumpedResource>(
    `SELECT r.id, r.lang, r.status, r.name, r.description, r.tags, r.reference, r.file, r.url,
            to_char(r.update_date, 'YYYY-MM-DD HH24:MI:SS') AS update_date,
            (SELECT json_agg(rs.section_id ORDER BY rs.pos) FROM resource_sections rs WHERE rs.resource_id = r.id) AS sections
       FROM resources r WHERE r.market = $1`,
    [market],
  );
  const sections = await db.query<DumpedSection>("SELECT id, parent_id, type, url, status FROM sections WHERE market = $1", [market]);
  const byUrl = new Map(sections.map((s) => [s.url, s]));
  const byId = new Map(sections.map((s) => [s.id, s]));
  /** The ids of a section and every section below it. */
  const subtree = (url: string): Set<number> => {
    const ids = new Set([byUrl.get(url)!.id]);
    let grown = true;
    while (grown) {
      grown = false;
      for (const s of sections) {
        if (s.parent_id === null || !ids.has(s.parent_id) || ids.has(s.id)) continue;
        ids.add(s.id);
        grown = true;
      }
    }
    return ids;
  };
  const newestFirst = (list: DumpedResource[]) =>
    [...list].sort((a, b) => (a.update_date === b.update_date ? b.id - a.id : a.update_date < b.update_date ? 1 : -1)).map((r) => r.id);
  const firstType = (r: DumpedResource) => byId.get(r.sections[0])!.type;
  const byName = (name: string) => {
    const found = resources.find((r) => r.name === name);
    if (!found) throw new Error(`no resource ${name}`);
    return found;
  };
  return { resources, sections, section: (url: string) => byUrl.get(url)!, subtree, newestFirst, firstType, byName };
}

/** Lowercase, no accents, no HTML tags: the text the search compares. */
export const plainText = (r: DumpedResource) =>
  `${r.name} ${r.description.replace(/<[^>]*>/g, " ")} ${r.tags} ${r.reference}`
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** What a library test holds: a started catalogue, both markets' clients and demo franchisees' sessions, both libraries dumped. */
export interface LibraryContext {
  legacy: LegacyServer;
  es: ApiClient;
  pt: ApiClient;
  esCookie: string;
  ptCookie: string;
  lib: Library;
  ptLib: Library;
}
export type Library = Awaited<ReturnType<typeof dumpLibrary>>;

/** Starts a catalogue on `storage` for the library's tests (the demo seed's library is what they read). */
export async function startLibrary(storage: StorageCase): Promise<LibraryContext> {
  const legacy = await storage.start();
  const es = apiClient(legacy.url, "ES");
  const pt = apiClient(legacy.url, "PT");
  const [esCookie, ptCookie] = await Promise.all([signIn(es, "franquiciado@demo.es"), signIn(pt, "franqueado@demo.pt")]);
  const [lib, ptLib] = await Promise.all([dumpLibrary(legacy.db, "ES"), dumpLibrary(legacy.db, "PT")]);
  return { legacy, es, pt, esCookie, ptCookie, lib, ptLib };
}

/** The `n` of a `SELECT count(*)::int AS n ...`. */
export const countOf = async (db: Db, sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(sql, params))[0].n;
