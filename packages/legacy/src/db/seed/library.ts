import { MARKETS } from "../../market.js";
import { insertRows } from "../bulk.js";
import type { Db } from "../db.js";
import { resourceRows, sectionRows, type SeedFile } from "./catalogue.js";
import { fileKey, seedFileContents } from "./files/bundle.js";
import { ES_USERS, PT_USERS } from "./data/users.js";
import { RESOURCE_TYPES } from "./data/library.js";
import { daysFrom, localStamp } from "./dates.js";

/** Resources updated this many days ago or less are flagged new. */
const NEW_DAYS = 45;

/** The update date of the k-th resource of a market: spread over the last year, one per day. */
export function updateDaysAgo(k: number): number {
  return (k * 47) % 365;
}

/**
 * Area `library`: the section trees (names per language), resource types, resources in every area,
 * language and status with their sections, and a history of downloads and short-link hits.
 * Dates are relative to the moment of seeding.
 */
export async function seedLibrary(db: Db): Promise<void> {
  const now = new Date();
  const sections = MARKETS.flatMap(sectionRows);
  for (const level of [0, 1, 2]) {
    await insertRows(
      db,
      "sections",
      { market: "text", type: "int", url: "text", parent: "text", status: "int", level: "int", pos: "int" },
      sections.filter((row) => row.level === level),
      {
        select: {
          into: ["market", "type", "url", "parent_id", "status", "level", "pos"],
          expression:
            "x.market, x.type, x.url, (SELECT p.id FROM sections p WHERE p.market = x.market AND p.url = x.parent), x.status, x.level, x.pos",
        },
      },
    );
  }
  const names = sections.flatMap((row) => Object.entries(row.names).map(([lang, name]) => ({ market: row.market, url: row.url, lang, name })));
  await insertRows(db, "section_names", { market: "text", url: "text", lang: "text", name: "text" }, names, {
    select: {
      into: ["section_id", "market", "lang", "name"],
      expression: "s.id, x.market, x.lang, x.name",
      from: "JOIN sections s ON s.market = x.market AND s.url = x.url",
    },
  });

  const types = MARKETS.flatMap((market) =>
    RESOURCE_TYPES.map((type, index) => ({ market, code: type.code, customizable: type.customizable, pos: index + 1 })),
  );
  await insertRows(db, "resource_types", { market: "text", code: "text", customizable: "int", pos: "int" }, types);
  const typeNames = MARKETS.flatMap((market) =>
    RESOURCE_TYPES.flatMap((type) =>
      Object.entries(type.names)
        .filter(([lang]) => (market === "PT") === (lang === "PT"))
        .map(([lang, name]) => ({ market, code: type.code, lang, name })),
    ),
  );
  await insertRows(db, "resource_type_names", { market: "text", code: "text", lang: "text", name: "text" }, typeNames, {
    select: {
      into: ["type_id", "market", "lang", "name"],
      expression: "t.id, x.market, x.lang, x.name",
      from: "JOIN resource_types t ON t.market = x.market AND t.code = x.code",
    },
  });

  const resources = MARKETS.flatMap(resourceRows);
  const contents = await seedFileContents("library", libraryFiles);
  const rows = resources.map((row) => {
    const days = updateDaysAgo(row.k);
    return {
      market: row.market,
      lang: row.lang,
      name: row.name,
      description: row.description,
      url: row.url,
      file: row.file?.path ?? null,
      file_name: row.file_name,
      file_size: row.file ? contents.get(fileKey(row.file))!.length : null,
      file_mime: row.file_mime,
      thumb: row.thumb?.path ?? null,
      reference: row.reference,
      budget: row.budget,
      status: row.status,
      type: row.type,
      tags: row.tags,
      category: row.category,
      new_resource: days <= NEW_DAYS ? 1 : 0,
      update_date: localStamp(updatedAt(now, days, row.k)),
    };
  });
  await insertRows(
    db,
    "resources",
    {
      market: "text",
      lang: "text",
      name: "text",
      description: "text",
      url: "text",
      file: "text",
      file_name: "text",
      file_size: "int",
      file_mime: "text",
      thumb: "text",
      reference: "text",
      budget: "int",
      status: "int",
      type: "text",
      tags: "text",
      category: "int",
      new_resource: "int",
      update_date: "timestamp",
    },
    rows,
    {
      select: {
        into: [
          "market",
          "lang",
          "name",
          "description",
          "url",
          "file",
          "file_name",
          "file_size",
          "file_mime",
          "thumb",
          "reference",
          "budget",
          "status",
          "type_id",
          "tags",
          "category",
          "new_resource",
          "update_date",
          "created_at",
        ],
        expression: `x.market, x.lang, x.name, x.description, x.url, x.file, x.file_name, x.file_size, x.file_mime, x.thumb, x.reference, x.budget, x.status,
          (SELECT t.id FROM resource_types t WHERE t.market = x.market AND t.code = x.type), x.tags, x.category, x.new_resource, x.update_date, x.update_date`,
      },
    },
  );
  const links = resources.flatMap((row) => row.sections.map((section, pos) => ({ market: row.market, resource: row.url, section, pos })));
  await insertRows(db, "resource_sections", { market: "text", resource: "text", section: "text", pos: "int" }, links, {
    select: {
      into: ["resource_id", "section_id", "pos"],
      expression: "r.id, s.id, x.pos",
      from: "JOIN resources r ON r.market = x.market AND r.url = x.resource JOIN sections s ON s.market = x.market AND s.url = x.section",
    },
  });

  // A believable download history (the admin download report) and a few shared links.
  const users = { ES: ES_USERS.filter((u) => u.active).map((u) => u.email), PT: PT_USERS.filter((u) => u.active).map((u) => u.email) };
  const downloads = resources
    .filter((row) => row.file && row.status === 1)
    .flatMap((row) =>
      Array.from({ length: (row.k * 7) % 5 }, (_, n) => ({
        market: row.market,
        resource: row.url,
        email: users[row.market][(row.k + n) % users[row.market].length],
        date: localStamp(daysFrom(now, -((row.k * 3 + n * 11) % 120) - 1, 9 + ((row.k + n) % 9), (n * 17) % 60)),
      })),
    );
  const byUser = {
    select: {
      into: ["market", "resource_id", "user_id", "date"],
      expression: "x.market, r.id, u.id, x.date",
      from: "JOIN resources r ON r.market = x.market AND r.url = x.resource JOIN users u ON u.market = x.market AND u.email = x.email",
    },
  };
  await insertRows(db, "resource_downloads", { market: "text", resource: "text", email: "text", date: "timestamp" }, downloads, byUser);
  await insertRows(
    db,
    "short_link_hits",
    { market: "text", resource: "text", email: "text", date: "timestamp" },
    downloads.filter((_, index) => index % 9 === 0),
    byUser,
  );
}

/** The library's stored files: every resource file and thumbnail. */
export function libraryFiles(): SeedFile[] {
  return MARKETS.flatMap(resourceRows).flatMap((row) => [row.file, row.thumb].filter((file): file is SeedFile => file !== null));
}

/**
 * When a seeded resource was last updated: `days` before `now`, at a working hour of its own, but never later than
 * `now` (seeded before 8 in the morning, "today at 9" would be in the future, and newer than anything made since).
 */
function updatedAt(now: Date, days: number, k: number): Date {
  const at = daysFrom(now, -days, 8 + (k % 10), (k * 13) % 60);
  return at < now ? at : new Date(now.getTime() - 60_000 * (1 + (k % 60)));
}
