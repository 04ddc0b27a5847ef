import { COMMON_MESSAGES, type CommonMessageKey, type RefusalMap } from "../common/errors.js";

/** Message keys of the admin screens' forms, translated in the browser. */
export const ADMIN_MESSAGES = {
  /** A date field that is not a real day. */
  date: "admin.error.date",
  /** An end date before the start date. */
  endBeforeStart: "admin.error.end_before_start",
  /** A download report's range longer than INFORM_LIMITS.maxDays. */
  informRangeTooLong: "admin.inform.error.range",
  /** A restaurant's site that another restaurant of the market has ("a restaurant with this site already exists"). */
  restaurantSiteExists: "admin.restaurants.error.site_exists",
  /** A catchment's habitants that is no whole number from 0 to RESTAURANT_HABITANTS_MAX. */
  restaurantHabitants: "admin.restaurants.error.habitants",
  /** A section's name that gives no url (nothing left once spaces and the characters a route cannot hold are removed). */
  sectionName: "admin.sections.error.name",
  /** A section's name longer than SECTION_LIMITS.nameMaxLength (refused, not cut). */
  sectionNameTooLong: "admin.sections.error.name_too_long",
  /** A section without one of the five types (the select's -1): the "section type error", shown 4 s. */
  sectionType: "admin.sections.error.type",
  /** A parent section of another type, at level 2, the section itself or one below it. */
  sectionParent: "admin.sections.error.parent",
  /** A position that is not an integer from 0. */
  sectionPosition: "admin.sections.error.position",
  /** A type change of a section with sub-sections (they share its type). */
  sectionKeepsType: "admin.sections.error.keeps_type",
  /** A delete of a section with sub-sections. */
  sectionHasChildren: "admin.sections.error.has_children",
  /** A delete of a section with resources. */
  sectionHasResources: "admin.sections.error.has_resources",
  /** A slider's image that is not one the catalogue stored for sliders (upload it again). */
  sliderFile: "admin.sliders.error.file",
  /** A video's URL that is not YouTube, Vimeo or a video file's URL or path (or is too long). */
  videoUrl: "admin.videos.error.url",
  /** A slider's link that is not a national or local section's portal path. */
  sliderUrl: "admin.sliders.error.url",
  /** A slider image past SLIDER_IMAGE.maxBytes. */
  sliderImageTooLarge: "admin.sliders.upload.error.too_large",
  /** A slider image that is not JPEG, PNG or WebP (read from its first bytes). */
  sliderImageType: "admin.sliders.upload.error.type",
  /** A slider image whose name is nothing once cleaned. */
  sliderImageName: "admin.sliders.upload.error.name",
  /** An upload without a file (or an empty one). */
  sliderImageMissing: "admin.sliders.upload.error.missing",
  /** A resource's name that gives no url (nothing left once stripped to letters, digits, - and _). */
  resourceName: "admin.resources.error.name",
  /** A resource's text longer than the form allows. */
  resourceTooLong: "admin.resources.error.too_long",
  /** A resource category that is not one of the five areas. */
  resourceCategory: "admin.resources.error.category",
  /** A status other than inactive, active or draft (or, in bulk, other than inactive or active). */
  resourceStatus: "admin.resources.error.status",
  /** A piece type the market does not have. */
  resourceType: "admin.resources.error.type",
  /** A language the market does not offer (ES: Castilian or Catalan; PT: Portuguese). */
  resourceLanguage: "admin.resources.error.language",
  /** A resource of a category below 5 without a thumbnail. */
  resourceThumbnail: "admin.resources.error.thumbnail",
  /** A resource in no section (spec 1 §8 "resource categories_error"). */
  resourceCategories: "admin.resources.categories_error",
  /** A section that is not one of the market's sections of the resource's category. */
  resourceSections: "admin.resources.error.sections",
  /** Too many tags, or one too long. */
  resourceTags: "admin.resources.error.tags",
  /** The budget switch on for a category that may not be budgeted (3 and above). */
  resourceBudget: "admin.resources.error.budget",
  /** A bulk status without any selected resource. */
  resourceSelection: "admin.resources.error.selection",
  /** A resource file past RESOURCE_FILE.maxBytes. */
  resourceUploadTooLarge: "admin.resources.upload.error.too_large",
  /** A resource file that is not a PDF, an image, an MP4 video or a zip (read from its first bytes). */
  resourceUploadType: "admin.resources.upload.error.type",
  /** A thumbnail past RESOURCE_THUMBNAIL.maxBytes. */
  resourceThumbTooLarge: "admin.resources.upload.error.thumb_too_large",
  /** An image chosen for the thumbnail past RESOURCE_THUMBNAIL.sourceMaxBytes (the crop does not open). */
  resourceImageTooLarge: "admin.resources.upload.error.image_too_large",
  /** A thumbnail that is not JPEG, PNG or WebP (read from its first bytes). */
  resourceThumbType: "admin.resources.upload.error.thumb_type",
  /** An upload whose name is nothing once cleaned, or has a path in it. */
  resourceUploadName: "admin.resources.upload.error.name",
  /** An upload without a file (or an empty one). */
  resourceUploadMissing: "admin.resources.upload.error.missing",
  /** An import: a text cell or a description past its length. */
  importTooLong: "admin.import.error.too_long",
  /** An import: a change in percent that is not a number from -100 to 1000. */
  importPercent: "admin.import.error.percent",
  /** An import: a consumption value that is not a number from 0 to 100. */
  importShare: "admin.import.error.share",
  /** An import: a competitor category that is not 0, 1, 2, 3, 4 or 5. */
  importCategory: "admin.import.error.category",
  /** An import: an intensity that is not empty, 1, 2 or 3. */
  importIntensity: "admin.import.error.intensity",
  /** An import: a competition row with neither a brand nor an intensity. */
  importEmptyCompetence: "admin.import.error.empty_competence",
  /** An import: a site that is no restaurant of the market ("nacional" only in the consumption file). */
  importSite: "admin.import.error.site",
  /** An import: the same competitor, time slot, product type or consumption site twice for a restaurant. */
  importDuplicate: "admin.import.error.duplicate",
  /** An import: two different intensities for one restaurant's category. */
  importIntensityConflict: "admin.import.error.intensity_conflict",
  /** An import: a sheet without any row under its titles. */
  importEmpty: "admin.import.error.empty",
  /** An import: more rows than IMPORT_FILES.maxRows. */
  importTooManyRows: "admin.import.error.too_many_rows",
  /** An import the catalogue refused as a whole (its own check of the rows); nothing was applied. */
  importRefusedRows: "admin.import.error.refused_rows",
  /** An import upload that is not an Excel .xlsx workbook (a .xls is saved as .xlsx first). */
  importFileType: "admin.import.error.file_type",
  /** A social-media upload that is not a PDF. */
  importPdfType: "admin.import.error.pdf_type",
  /** An import upload past its size limit. */
  importFileTooLarge: "admin.import.error.too_large",
  /** An import upload without a file (or an empty one). */
  importFileMissing: "admin.import.error.missing",
  /** An import upload whose name is nothing once cleaned. */
  importFileName: "admin.import.error.name",
  /** An uploaded workbook that is gone or belongs to another section (upload it again). */
  importUpload: "admin.import.error.upload",
  /** A description for a section without one of its own (only competence, sales, pmix and consume have one). */
  importDescriptionSection: "admin.import.error.description_section",
  /** A chosen file whose name does not contain .xls or .xlsx (spec 1 §5). */
  importExcelName: "admin.import.error.excel_name",
  /** A chosen social-media file whose name does not end in .pdf (spec 1 §5). */
  importPdfName: "admin.import.error.pdf_name",
  /** A chosen marketing photo whose name does not contain .jpg or .jpeg (spec 1 §5). */
  importPhotoName: "admin.import.error.photo_name",
  /** A marketing photo that is not a cover of 1000×500 px (spec 1 §5). */
  importCoverSize: "admin.import.error.cover_size",
  /** A marketing photo the server refused as no JPEG. */
  importPhotoType: "admin.import.error.photo_type",
  /** A marketing photo past its size limit. */
  importPhotoTooLarge: "admin.import.error.photo_too_large",
} as const;
export type AdminMessageKey = (typeof ADMIN_MESSAGES)[keyof typeof ADMIN_MESSAGES];

/** Reasons the catalogue refuses the admin calls with (packages/legacy/src/routes/admin/videos/). */
export const ADMIN_REFUSALS = {
  ADMIN: "admin",
  ID: "id",
  URL: "url",
  START_DATE: "start_date",
  END_DATE: "end_date",
} as const;
export type AdminRefusal = (typeof ADMIN_REFUSALS)[keyof typeof ADMIN_REFUSALS];

/** The form's refusals point at their field (the shared rules catch them first); `admin` and `id` are the caller's or the BFF's fault. */
export const ADMIN_REFUSAL_MESSAGES: RefusalMap<AdminRefusal, AdminMessageKey | CommonMessageKey> = {
  admin: { key: COMMON_MESSAGES.FORBIDDEN },
  id: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  url: { key: COMMON_MESSAGES.required, field: "url" },
  start_date: { key: ADMIN_MESSAGES.date, field: "startDate" },
  end_date: { key: ADMIN_MESSAGES.endBeforeStart, field: "endDate" },
};
