/**
 * What the library and home screens must show, read from the catalogue's database (the control
 * server's read-only query), and how to read the same things off a page.
 */
import { readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import type { Locator, Page } from "playwright-core";
import { CATEGORY_SHOWN_SQL } from "@portal/legacy/testing";
import { catalogue, type Market } from "./portal.js";

/** Clicks the download link named `name` and saves the file: its suggested name and bytes (a failed download fails). */
export async function download(page: Page, name: string): Promise<{ filename: string; bytes: Buffer }> {
  const [event] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name, exact: true }).click()]);
  const file = join(tmpdir(), `portal-e2e-download-${process.pid}-${Date.now()}`);
  try {
    await event.saveAs(file);
    expect(await event.failure()).toBeNull();
    return { filename: event.suggestedFilename(), bytes: await readFile(file) };
  } finally {
    await rm(file, { force: true });
  }
}

export type Lang = "CAST" | "CAT" | "PT";

/** The catalogue's local time stamp (its dates are local time of this machine), e.g. 2026-11-22 03:10:00 */
export function localStamp(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export interface SliderRow {
  name: string;
  url: string | null;
  current: boolean;
}

/** Every slider of a market by priority, and whether it is current (active and within its dates). */
export function sliders(market: Market): Promise<SliderRow[]> {
  return catalogue<SliderRow>(
    `SELECT name, url,
            (status = 1 AND (start_date IS NULL OR start_date <= $2::timestamp) AND (end_date IS NULL OR end_date >= $2::timestamp)) AS current
       FROM sliders WHERE market = $1 ORDER BY priority, id`,
    [market, localStamp()],
  );
}

/** The current video of a market (active, within its dates; the most recently started). */
export async function currentVideo(market: Market): Promise<{ id: number; url: string }> {
  const [row] = await catalogue<{ id: number; url: string }>(
    `SELECT id, url FROM videos
      WHERE market = $1 AND status = 1 AND (start_date IS NULL OR start_date <= $2::timestamp) AND (end_date IS NULL OR end_date >= $2::timestamp)
      ORDER BY start_date DESC NULLS LAST, id DESC LIMIT 1`,
    [market, localStamp()],
  );
  if (!row) throw new Error(`no current video in ${market}`);
  return row;
}

/** Names of the newest active resources of a language, newest first: the 10 newest the viewer sees (not those of inactive categories, but for administrators; the home's list). */
export async function newestResources(market: Market, lang: Lang, { admin = false } = {}): Promise<string[]> {
  const rows = await catalogue<{ name: string }>(
    `SELECT r.name FROM resources r WHERE r.market = $1 AND r.lang = $2 AND r.status = 1
        AND ${admin ? "TRUE" : CATEGORY_SHOWN_SQL} ORDER BY r.update_date DESC, r.id DESC LIMIT 10`,
    [market, lang],
  );
  return rows.map((row) => row.name);
}

/** Names of the listed resources (active and drafts) of a language in a section or any section below it, as the catalogue lists them. */
export async function sectionResources(market: Market, lang: Lang, sectionSlug: string): Promise<string[]> {
  const rows = await catalogue<{ name: string }>(
    `WITH RECURSIVE tree AS (
       SELECT id FROM sections WHERE market = $1 AND url = $2
       UNION ALL SELECT s.id FROM sections s JOIN tree t ON s.parent_id = t.id
     )
     SELECT r.name FROM resources r
      WHERE r.market = $1 AND r.lang = $3 AND r.status IN (1, 2) AND ${CATEGORY_SHOWN_SQL}
        AND EXISTS (SELECT 1 FROM resource_sections rs WHERE rs.resource_id = r.id AND rs.section_id IN (SELECT id FROM tree))
      ORDER BY r.update_date DESC, r.id DESC`,
    [market, sectionSlug, lang],
  );
  return rows.map((row) => row.name);
}

/** The active top-level sections of an area type (1-5) with their active children, names in a language, by position. */
export async function topSections(market: Market, type: number, lang: Lang): Promise<Array<{ name: string; slug: string; children: string[] }>> {
  const rows = await catalogue<{ id: number; name: string; slug: string; parent_id: number | null; level: number }>(
    `SELECT s.id, n.name, s.url AS slug, s.parent_id, s.level FROM sections s JOIN section_names n ON n.section_id = s.id AND n.lang = $3
      WHERE s.market = $1 AND s.type = $2 AND s.status = 1 AND s.level <= 1 ORDER BY s.level, s.pos, s.id`,
    [market, type, lang],
  );
  return rows
    .filter((row) => row.level === 0)
    .map((row) => ({ name: row.name, slug: row.slug, children: rows.filter((child) => child.parent_id === row.id).map((child) => child.name) }));
}

export interface ResourceRow {
  id: number;
  name: string;
  slug: string;
  reference: string | null;
  lang: Lang;
  file_name: string | null;
  file_size: number | null;
  file_mime: string | null;
  type_name: string | null;
  /** Slug of its main category (the first of its sections). */
  category: string;
}

/** One resource of a market by name and language, with its type's name in that language and its main category. */
export async function resource(market: Market, lang: Lang, name: string): Promise<ResourceRow> {
  const [row] = await catalogue<ResourceRow>(
    `SELECT r.id, r.name, r.url AS slug, r.reference, r.lang, r.file_name, r.file_size, r.file_mime, tn.name AS type_name,
            (SELECT s.url FROM resource_sections rs JOIN sections s ON s.id = rs.section_id WHERE rs.resource_id = r.id ORDER BY rs.pos LIMIT 1) AS category
       FROM resources r LEFT JOIN resource_type_names tn ON tn.type_id = r.type_id AND tn.lang = r.lang
      WHERE r.market = $1 AND r.lang = $2 AND r.name = $3`,
    [market, lang, name],
  );
  if (!row) throw new Error(`no ${lang} resource "${name}" in ${market}`);
  return row;
}

/** Folds case and the accents of the market's languages, as the catalogue's search does. */
const fold = (sql: string) => `translate(lower(${sql}), 'áàâäãéèêëíìîïóòôöõúùûüçñ·', 'aaaaaeeeeiiiiooooouuuucn.')`;
const foldText = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");

/** Names of the listed resources (active and drafts) of a language whose name, description (no tags), tags or reference contain `text`. */
export async function searchResults(market: Market, lang: Lang, text: string): Promise<string[]> {
  const rows = await catalogue<{ name: string }>(
    `SELECT name FROM resources r
      WHERE market = $1 AND lang = $2 AND status IN (1, 2) AND ${CATEGORY_SHOWN_SQL}
        AND (${fold("name")} LIKE $3 OR ${fold("regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g')")} LIKE $3
             OR ${fold("tags")} LIKE $3 OR ${fold("coalesce(reference, '')")} LIKE $3)
      ORDER BY update_date DESC, id DESC`,
    [market, lang, `%${foldText(text.trim())}%`],
  );
  return rows.map((row) => row.name);
}

/** The names of the resource cards of a list, in order (each card is an article named by its title). */
export function cardNames(list: Locator): Promise<string[]> {
  return list
    .locator(":scope > [role=listitem] > article")
    .evaluateAll((cards) => cards.map((card) => document.getElementById(card.getAttribute("aria-labelledby") ?? "")?.textContent ?? "?"));
}

/** The detail's facts (label → value), from its description list. */
export function detailFacts(page: Page): Promise<Record<string, string>> {
  return page
    .locator("article dl")
    .evaluate((dl) =>
      Object.fromEntries(
        [...dl.querySelectorAll(":scope > div")].map((row) => [
          row.querySelector("dt")?.textContent ?? "",
          row.querySelector("dd")?.textContent ?? "",
        ]),
      ),
    );
}

/** Count of rows of a catalogue table for a resource and user (downloads, short-link hits). */
export async function countFor(table: "resource_downloads" | "short_link_hits", resourceId: number, userId: number): Promise<number> {
  const [row] = await catalogue<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE resource_id = $1 AND user_id = $2`, [
    resourceId,
    userId,
  ]);
  return row!.n;
}

/**
 * The first resource (by id) of a market and language in `status` whose category (its first section) is an active
 * section of `sectionType` (1 national … 4 toolkit): its name and its category's slug.
 */
export async function firstResourceIn(
  market: Market,
  lang: Lang,
  { status, sectionType }: { status: number; sectionType: number },
): Promise<{ name: string; category: string }> {
  const [row] = await catalogue<{ name: string; category: string }>(
    `SELECT r.name, s.url AS category FROM resources r JOIN resource_sections rs ON rs.resource_id = r.id AND rs.pos = 0
       JOIN sections s ON s.id = rs.section_id
      WHERE r.market = $1 AND r.lang = $2 AND r.status = $3 AND s.type = $4 AND s.status = 1 ORDER BY r.id LIMIT 1`,
    [market, lang, status, sectionType],
  );
  if (!row) throw new Error(`the seed has no ${market} ${lang} resource in status ${status} in an active section of type ${sectionType}`);
  return row;
}

/** Waits until the screen's level-1 heading reads `text`. */
export async function expectHeading(page: Page, text: string): Promise<void> {
  const heading = page.getByRole("heading", { level: 1 });
  await expect.poll(() => heading.textContent(), { timeout: 10_000, interval: 50 }).toBe(text);
}
