import { SECTION_TYPE_CODES } from "@portal/schema";

export const SECTION_LIST_PATH = "/admin/sections";
/** The form of a section: /admin/section/add, /admin/section/{id} (route `sections_edit`, spec 1 §2). */
export const sectionFormPath = (id: string | null) => `/admin/section/${id === null ? "add" : encodeURIComponent(id)}`;

/** The message id of a section type code (1 national … 5 best practice); "choose a type" for -1 or an unknown code. */
export const sectionTypeLabelId = (code: number) => (SECTION_TYPE_CODES.includes(code) ? `admin.sections.type.${code}` : "admin.sections.type.none");
