/** A Section as the README shows it (`sections` lists them; the admin's save answers one). */
export interface Section {
  id: number;
  name: string;
  type: number;
  url: string;
  /** -1: top level. */
  parent_id: number;
  status: number;
  level: number;
  pos: number;
  /** The urls from the top, joined by `/`. */
  path: string;
}

/**
 * A section `s`'s name in the language the join `n` (section_names) reads, else in its first language, else its url:
 * how every call names a section.
 */
export const SECTION_NAME_SQL = `coalesce(n.name, (SELECT o.name FROM section_names o WHERE o.section_id = s.id ORDER BY o.lang LIMIT 1), s.url)`;
