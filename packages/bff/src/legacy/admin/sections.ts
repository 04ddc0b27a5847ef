import type { Language } from "@portal/schema";
import type { LegacySection } from "../library.js";
import type { Post } from "../paths.js";
import type { Upstream } from "../upstream.js";

/** The form of `section/save` (packages/legacy/README.md, "Admin sections"). */
export type LegacySectionForm = {
  id: number;
  name: string;
  type: number;
  /** -1: top level. */
  parent_id: number;
  pos: number;
  status: 0 | 1;
  /** The language of `name` (a new section takes it in every language of the market). */
  lang: Language;
};

/** The admin sections' catalogue paths (packages/legacy/README.md, "Admin sections"; the list is the library's `sections`). */
export interface AdminSectionPaths {
  "section/save": Post<LegacySectionForm, LegacySection>;
  "section/delete": Post<{ id: number }, true>;
}

/** A section of the admin table and form, in the portal's words. */
export interface PortalAdminSection {
  id: string;
  name: string;
  /** The type code, 1 to 5. */
  type: number;
  url: string;
  parentId: string | null;
  active: boolean;
  level: number;
  position: number;
  path: string;
}

/** What the BFF saves: the form as the shared rules checked it. */
export interface SectionSave {
  id: string | null;
  name: string;
  type: number;
  /** "" for none. */
  parentId: string;
  position: number;
  active: boolean;
}

export function toAdminSection(s: LegacySection): PortalAdminSection {
  return {
    id: String(s.id),
    name: s.name,
    type: Number(s.type),
    url: s.url,
    parentId: Number(s.parent_id) > 0 ? String(s.parent_id) : null,
    active: Number(s.status) === 1,
    level: Number(s.level),
    position: Number(s.pos),
    path: s.path,
  };
}

/** The admin calls on sections (administrators, restricted ones too). */
export const adminSectionCalls = {
  /** Every section of the market, flat, in tree order, names in `lang` (the library's `sections`, never cached here). */
  async list(up: Upstream, lang: Language): Promise<PortalAdminSection[]> {
    return (await up.post("sections", { lang })).map(toAdminSection);
  },

  /** Creates (no id) or changes a section, its name in `lang`; the saved section. */
  async save(up: Upstream, lang: Language, input: SectionSave): Promise<PortalAdminSection> {
    const saved = await up.post("section/save", {
      id: input.id === null ? -1 : Number(input.id),
      name: input.name,
      type: input.type,
      parent_id: input.parentId ? Number(input.parentId) : -1,
      pos: input.position,
      status: input.active ? 1 : 0,
      lang,
    });
    return toAdminSection(saved);
  },

  async delete(up: Upstream, id: string): Promise<void> {
    await up.post("section/delete", { id: Number(id) });
  },
};
