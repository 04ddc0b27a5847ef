/** The text of /search?s= (trimmed; empty when absent). */
export const searchTextOf = (params: URLSearchParams) => (params.get("s") ?? "").trim();

/** The route of a search for `text` (trimmed); null for an empty text. */
export function searchPath(text: string): string | null {
  const value = text.trim();
  return value ? `/search?${new URLSearchParams({ s: value }).toString()}` : null;
}
