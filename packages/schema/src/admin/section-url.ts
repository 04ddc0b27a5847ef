/*
 * The url (slug) of a section, derived from its name (spec 1 §5 "Section form"): the name lowercased, accents and
 * spaces removed, with '1' appended until no other section of the market has it ("Carteles" → carteles, then
 * carteles1, then carteles11). One function for everyone: the web's live preview, the BFF and the catalogue
 * (packages/legacy/src/routes/admin/sections/ imports this file directly, so it imports nothing itself).
 *
 * One addition to the spec's words: the characters that cannot stand inside one path segment of a route
 * (`.`, `/`, `\`, `?`, `#`, `%`) are removed too, since the url is the `{category}` of /nacional/{category}.
 */

/** What a url may not keep: whitespace, and the characters that would break a route's path segment. */
const DROPPED = /[\s./\\?#%]+/g;

/** The url a name gives before the uniqueness rule: lowercased, accents and spaces removed ("" when nothing is left). */
export function sectionUrlBase(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .normalize("NFC")
    .replace(DROPPED, "");
}

/**
 * The url of a section named `name`: its base with '1' appended until `taken` does not hold it. `taken`: the urls of
 * the market's other sections (not the section's own when it is being renamed). "" when the name gives no url.
 */
export function sectionUrl(name: string, taken: Iterable<string>): string {
  const inUse = new Set(taken);
  let url = sectionUrlBase(name);
  if (!url) return "";
  while (inUse.has(url)) url += "1";
  return url;
}
