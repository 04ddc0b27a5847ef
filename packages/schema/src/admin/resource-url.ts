/*
 * The url (slug), the tags and the stored file names of a resource (spec 1 §4 "Resource save", §5 "Resource form"). One
 * file for everyone: the web's preview, the BFF and the catalogue (packages/legacy/src/routes/admin/resources/ imports this
 * file directly, so it imports nothing itself).
 */

/**
 * The url a name gives before the uniqueness rule: the name lowercased and stripped to letters, digits, `-` and `_`
 * (an accented letter keeps its base letter: "Campaña" → "campana"; spaces and every other character go). "" when
 * nothing is left.
 */
export function resourceUrlBase(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/[^a-z0-9_-]+/g, "");
}

/**
 * The url of a resource named `name`: its base, then `_1`, `_2`… until `taken` (the urls of the market's other
 * resources) does not hold it. "" when the name gives no url.
 */
export function resourceUrl(name: string, taken: Iterable<string>): string {
  const inUse = new Set(taken);
  const base = resourceUrlBase(name);
  if (!base) return "";
  let url = base;
  for (let n = 1; inUse.has(url); n++) url = `${base}_${n}`;
  return url;
}

/** What separates the tags of a resource where the catalogue stores them ("hamburguesas|cartel|bacon"). */
export const TAG_SEPARATOR = "|";

/** Tags as a resource keeps them: each trimmed with its pipes stripped, the empty ones dropped, each once (first spelling kept). */
export function normalizeTags(tags: Iterable<string>): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags) {
    const clean = String(tag).split(TAG_SEPARATOR).join("").trim();
    const key = clean.toLowerCase();
    if (!clean || seen.has(key)) continue;
    seen.add(key);
    kept.push(clean);
  }
  return kept;
}

/** The tags as the catalogue stores them: normalized, pipe-delimited. */
export const storedTags = (tags: Iterable<string>): string => normalizeTags(tags).join(TAG_SEPARATOR);

/** The tags of a stored pipe-delimited text, as the form edits them (a list). */
export const tagsOf = (stored: string | null | undefined): string[] => normalizeTags((stored ?? "").split(TAG_SEPARATOR));

/** The suffix of a resource's stored file names by its language: `_cat` for Catalan, none otherwise. */
export function languageFileSuffix(language: string): string {
  return language.toUpperCase() === "CAT" ? "_cat" : "";
}

/** A resource's stored file name without its extension: its slug plus its language's suffix. */
export const resourceFileStem = (slug: string, language: string): string => `${slug}${languageFileSuffix(language)}`;
