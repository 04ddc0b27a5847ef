/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A page of the account's restaurants: 5 or 10 rows (default 5), by site code. */
export type AccountRestaurantPageInput = {
  /** The sort direction. */
  direction?: SortDirection;
  /** The page, from 1; past the last page answers the last one. */
  page?: number;
  /** Text to look for in the table's searchable columns, ignoring case and accents. */
  search?: string;
  /** Rows per page, one of the table's sizes (admin tables: spec sizes); null: all rows. */
  size?: number | null | undefined;
  /** The column to sort by. */
  sortBy?: AccountRestaurantSortField;
};

/** A column of the account page's restaurant list. */
export type AccountRestaurantSortField =
  /** The city. */
  | 'CITY'
  /** The name. */
  | 'NAME'
  /** The site code. */
  | 'SITE';

/** A custom brand (the popup). */
export type AddCustomBrandInput = {
  /** Required (BAD_USER_INPUT name diagnostic.competence.error_message); saved in uppercase. */
  name: string;
  /** The restaurant the screen was loaded for (one of the user's, else FORBIDDEN restaurant.error.not_available): the save works on it, whatever the session selected since. */
  restaurantId: string | number;
  /** Category 1, 2, 3, 4, 5 or 0 (BAD_USER_INPUT type diagnostic.error.brand_type). */
  type: number;
};

/** A new local action (the create popup). */
export type AddPlanActionInput = {
  /** Last day YYYY-MM-DD (required, not before the start). */
  endDate?: string | null | undefined;
  /** The restaurant the screen was loaded for (one of the user's, else FORBIDDEN restaurant.error.not_available): the save works on it, whatever the session selected since. */
  restaurantId: string | number;
  /** First day YYYY-MM-DD (required). */
  startDate?: string | null | undefined;
  /** The strategy (required: `marketing.plan.popup.empty_strategy`). */
  strategyId?: string | number | null | undefined;
  /** The selected year: both days must lie in it. */
  year: number;
};

/** A page of the admin order table: all rows by default, newest first; searched by number, restaurant, contact or owner. */
export type AdminOrderPageInput = {
  /** The sort direction. */
  direction?: SortDirection;
  /** The page, from 1; past the last page answers the last one. */
  page?: number;
  /** Text to look for in the table's searchable columns, ignoring case and accents. */
  search?: string;
  /** Rows per page, one of the table's sizes (admin tables: spec sizes); null: all rows. */
  size?: number | null | undefined;
  /** The column to sort by. */
  sortBy?: AdminOrderSortField;
};

/** A column of the admin order table to sort by. */
export type AdminOrderSortField =
  /** When it was placed. */
  | 'DATE'
  /** Its number. */
  | 'NUMBER'
  /** Its restaurant's site code. */
  | 'RESTAURANT'
  /** Its status code. */
  | 'STATUS';

/** A page of the admin resource table: size 10 (default), 25, 50, 100 or null (all); searched by name, reference, tags and url; by update date, newest first, unless sorted otherwise. Cut by the catalogue. */
export type AdminResourcePageInput = {
  /** The sort direction. */
  direction?: SortDirection;
  /** The page, from 1; past the last page answers the last one. */
  page?: number;
  /** Text to look for in the table's searchable columns, ignoring case and accents. */
  search?: string;
  /** Rows per page, one of the table's sizes (admin tables: spec sizes); null: all rows. */
  size?: number | null | undefined;
  /** The column to sort by. */
  sortBy?: AdminResourceSortField;
};

/** A column of the admin resource table to sort by. */
export type AdminResourceSortField =
  /** The language code. */
  | 'LANGUAGE'
  /** The name, alphabetically. */
  | 'NAME'
  /** The reference, alphabetically. */
  | 'REFERENCE'
  /** Inactive, active, then draft when ascending. */
  | 'STATUS'
  /** The last update (the default, newest first). */
  | 'UPDATED_AT';

/** A page of the admin restaurant table: size 10, 50 (default), 100 or null (all); by site unless sorted otherwise. */
export type AdminRestaurantPageInput = {
  /** The sort direction. */
  direction?: SortDirection;
  /** The page, from 1; past the last page answers the last one. */
  page?: number;
  /** Text to look for in the table's searchable columns, ignoring case and accents. */
  search?: string;
  /** Rows per page, one of the table's sizes (admin tables: spec sizes); null: all rows. */
  size?: number | null | undefined;
  /** The column to sort by. */
  sortBy?: AdminRestaurantSortField;
};

/** A column of the admin restaurant table to sort by. */
export type AdminRestaurantSortField =
  /** Inactive, then active when ascending. */
  | 'ACTIVE'
  /** The city, alphabetically. */
  | 'CITY'
  /** The name, alphabetically. */
  | 'NAME'
  /** The province's name (restaurants without one first when ascending). */
  | 'PROVINCE'
  /** The region code (none, -1, first when ascending). */
  | 'REGION'
  /** The site code, alphabetically. */
  | 'SITE'
  /** The type code. */
  | 'TYPE';

/** A page of the admin section table: size 20 (default), 50 or null (all); in tree order by type unless sorted otherwise. */
export type AdminSectionPageInput = {
  /** The sort direction. */
  direction?: SortDirection;
  /** The page, from 1; past the last page answers the last one. */
  page?: number;
  /** Text to look for in the table's searchable columns, ignoring case and accents. */
  search?: string;
  /** Rows per page, one of the table's sizes (admin tables: spec sizes); null: all rows. */
  size?: number | null | undefined;
  /** The column to sort by. */
  sortBy?: AdminSectionSortField;
};

/** A column of the admin section table to sort by. */
export type AdminSectionSortField =
  /** Inactive, then active when ascending. */
  | 'ACTIVE'
  /** The level, top first when ascending. */
  | 'LEVEL'
  /** The name, alphabetically. */
  | 'NAME'
  /** The path of urls, alphabetically. */
  | 'PATH'
  /** The position among siblings. */
  | 'POSITION'
  /** The type code; within a type, the tree's order (each section followed by its sub-sections, by position). */
  | 'TYPE';

/** A page of the admin slider table: size 10 (default), 20, 30 or null (all); by position unless sorted otherwise. */
export type AdminSliderPageInput = {
  /** The sort direction. */
  direction?: SortDirection;
  /** The page, from 1; past the last page answers the last one. */
  page?: number;
  /** Text to look for in the table's searchable columns, ignoring case and accents. */
  search?: string;
  /** Rows per page, one of the table's sizes (admin tables: spec sizes); null: all rows. */
  size?: number | null | undefined;
  /** The column to sort by. */
  sortBy?: AdminSliderSortField;
};

/** A column of the admin slider table to sort by. */
export type AdminSliderSortField =
  /** Inactive, then active when ascending. */
  | 'ACTIVE'
  /** The last day (sliders without one last when ascending). */
  | 'END_DATE'
  /** The name, alphabetically. */
  | 'NAME'
  /** The position in the carousel. */
  | 'PRIORITY'
  /** The first day (sliders without one first when ascending). */
  | 'START_DATE'
  /** The link, alphabetically (sliders without one first when ascending). */
  | 'URL';

/** A page of the admin user table: 10, 20, 30 or all rows (default 10), by name; searched in name, e-mail and phone. */
export type AdminUserPageInput = {
  /** The sort direction. */
  direction?: SortDirection;
  /** The page, from 1; past the last page answers the last one. */
  page?: number;
  /** Text to look for in the table's searchable columns, ignoring case and accents. */
  search?: string;
  /** Rows per page, one of the table's sizes (admin tables: spec sizes); null: all rows. */
  size?: number | null | undefined;
  /** The column to sort by. */
  sortBy?: AdminUserSortField;
};

/** A column of the admin user table. */
export type AdminUserSortField =
  /** Inactive first when ascending. */
  | 'ACTIVE'
  /** The e-mail. */
  | 'EMAIL'
  /** The name. */
  | 'NAME'
  /** The type code (1 franchisee … 6 partner). */
  | 'TYPE';

/** A page of the admin video table: size 10, 20, 30 or null (all); newest first unless sorted otherwise. */
export type AdminVideoPageInput = {
  /** The sort direction. */
  direction?: SortDirection;
  /** The page, from 1; past the last page answers the last one. */
  page?: number;
  /** Text to look for in the table's searchable columns, ignoring case and accents. */
  search?: string;
  /** Rows per page, one of the table's sizes (admin tables: spec sizes); null: all rows. */
  size?: number | null | undefined;
  /** The column to sort by. */
  sortBy?: AdminVideoSortField;
};

/** A column of the admin video table to sort by. */
export type AdminVideoSortField =
  /** Inactive, then active when ascending. */
  | 'ACTIVE'
  /** The last day (videos without one last when ascending). */
  | 'END_DATE'
  /** Creation order. */
  | 'ID'
  /** The first day (videos without one first when ascending). */
  | 'START_DATE'
  /** The URL, alphabetically. */
  | 'URL';

/** Birthday data of a save. */
export type BirthdayInput = {
  /** Bank account. */
  bankAccount: string;
  /** Bizum. */
  bizum: string;
  /** Book online. */
  bookOnline: boolean;
  /** Contact e-mail. */
  contactMail: string;
  /** Contact phone. */
  contactPhone: string;
  /** Fiscal address. */
  fiscalAddress: string;
  /** Company name. */
  name: string;
  /** Tax id. */
  taxId: string;
};

/** The petition type of a paid-campaign briefing; only tactical takes a budget. */
export type BriefingType =
  /** Consulting. */
  | 'consulting'
  /** Directional. */
  | 'directional'
  /** Tactical (with a budget in euros). */
  | 'tactical';

/** An administrator's status change. */
export type ChangeOrderStatusInput = {
  /** The order. */
  orderId: string | number;
  /** The new status (1–5). */
  status: number;
};

/** A new password set from a reminder link /changepassword/{id}/{time}. */
export type ChangePasswordInput = {
  /** The link's id. */
  id: string;
  /** The new password, as the shared password rule accepts it. */
  password: string;
  /** The new password again (BAD_USER_INPUT fields.repeat when it differs). */
  repeat: string;
  /** The link's expiry, epoch seconds (BAD_USER_INPUT fields.time once passed). */
  time: number;
};

/** Why a restaurant is temporarily closed (spec 2 §2.3). */
export type ClosureMotive =
  /** Another motive (code 3). */
  | 'OTHER'
  /** Closed for refurbishment (catalogue code 1). */
  | 'REFURBISHMENT'
  /** Upcoming opening (code 2). */
  | 'UPCOMING_OPENING';

/** A chosen cluster and its share. */
export type ClusterShareInput = {
  /** The cluster. */
  clusterId: string | number;
  /** Its share of the customers, 0 to 100. */
  share: number;
};

/** One of the user's collections. */
export type CollectionIdInput = {
  /** The collection. */
  id: string | number;
};

/** A resource to add to, or remove from, one of the user's collections. */
export type CollectionItemInput = {
  /** The collection. */
  collectionId: string | number;
  /** The resource (to add: one the user's lists show). */
  resourceId: string | number;
};

/** A compared competitor. */
export type ComparedCompetitorInput = {
  /** A brand the restaurant chose. */
  brandId: string | number;
  /** Its ratings. */
  stars: StarsInput;
};

/** A new collection: its name and, from a resource's card or detail, its first resource. */
export type CreateCollectionInput = {
  /** The name (trimmed; 1 to 60 characters; BAD_USER_INPUT fields.name otherwise or when the user has it already). */
  name: string;
  /** A resource to put in it at once (one the user's lists show). */
  resourceId?: string | number | null | undefined;
};

/** A request for a resource the library does not have. */
export type CustomResourceInput = {
  /** Details. */
  comments?: string | null | undefined;
  /** What the resource is about (required). */
  topic: string;
};

/** Deletes a custom brand the restaurant created. */
export type DeleteCustomBrandInput = {
  /** The custom brand's id (CompetitorBrand.id with custom true). */
  brandId: string | number;
  /** The restaurant the screen was loaded for (one of the user's, else FORBIDDEN restaurant.error.not_available): the save works on it, whatever the session selected since. */
  restaurantId: string | number;
};

/** The report to delete. */
export type DeletePartnerReportInput = {
  /** The report's id. */
  id: string | number;
};

/** The month whose reports are all deleted. */
export type DeletePartnerReportMonthInput = {
  /** The month, MM/YYYY (BAD_USER_INPUT fields.month partner.error.month otherwise). */
  month: string;
};

/** A local action to delete. */
export type DeletePlanActionInput = {
  /** The local action. */
  id: string | number;
  /** The restaurant the screen was loaded for (one of the user's, else FORBIDDEN restaurant.error.not_available): the save works on it, whatever the session selected since. */
  restaurantId: string | number;
  /** The year of the plan to answer. */
  year: number;
};

/** The resource to delete. */
export type DeleteResourceInput = {
  /** The resource's id. */
  id: string | number;
};

/** The section to delete. */
export type DeleteSectionInput = {
  /** The section's id. */
  id: string | number;
};

/** The slider to delete. */
export type DeleteSliderInput = {
  /** The slider's id. */
  id: string | number;
};

/** The video to delete. */
export type DeleteVideoInput = {
  /** The video's id. */
  id: string | number;
};

/** A page of the download report between two days (both included, at most 366 days): 10, 20, 30 or all rows (default 10), searched in the name and the section, by rank unless sorted otherwise. */
export type DownloadReportInput = {
  /** The sort direction. */
  direction?: SortDirection;
  /** The first day. BAD_USER_INPUT fields.from (admin.error.date) when not a real day. */
  from: string;
  /** The page, from 1; past the last page answers the last one. */
  page?: number;
  /** Text to look for in the table's searchable columns, ignoring case and accents. */
  search?: string;
  /** Rows per page, one of the table's sizes (admin tables: spec sizes); null: all rows. */
  size?: number | null | undefined;
  /** The column to sort by. */
  sortBy?: DownloadReportSortField;
  /** The last day: not before the first (admin.error.end_before_start), at most 366 days after it (admin.inform.error.range). */
  to: string;
};

/** A column of the download report to sort by. */
export type DownloadReportSortField =
  /** The downloads. */
  | 'DOWNLOADS'
  /** The short-link opens. */
  | 'LINK_OPENS'
  /** The resource's name. */
  | 'NAME'
  /** The rank (most downloaded first when ascending). */
  | 'POSITION'
  /** The main section's name. */
  | 'SECTION';

/** An Excel section of the admin import (spec 1 §3), each feeding a part of every ES restaurant's diagnostic. */
export type ImportSection =
  /** Competition: each restaurant's competitor brands by category and the intensity per category. */
  | 'COMPETENCE'
  /** Consumption profile: seven values per restaurant, and the national series. */
  | 'CONSUME'
  /** Product mix: change in sales per product type, with an optional description. */
  | 'PMIX'
  /** Moments of the day, Friday to Sunday (its description is the moments of the day's). */
  | 'SALES'
  /** Moments of the day, Monday to Thursday: change in sales and guest counts per time slot. */
  | 'SALES_WEEK';

/** An uploaded workbook to import into a section. */
export type ImportSectionInput = {
  /** For a top-level section (competence, sales, pmix, consume): its description, saved with the import; null: unchanged. BAD_USER_INPUT fields.description on another section or past 2000 characters. */
  description?: string | null | undefined;
  /** The section the file is for (the one it was uploaded for). */
  section: ImportSection;
  /** The `path` the upload route (POST /uploads/admin/import/{section}) answered. BAD_USER_INPUT fields.upload (admin.import.error.upload) when it is gone (applied already, older than a day) or was for another section. */
  upload: string | number;
};

/** An interface and content language. PT forces Portuguese; ES offers Castilian or Catalan. */
export type Language =
  /** Castilian (Spanish) */
  | 'CAST'
  /** Catalan */
  | 'CAT'
  /** Portuguese */
  | 'PT';

/** What a local action links to: the lists replace its links. */
export type LinkPlanActionInput = {
  /** The local action. */
  id: string | number;
  /** Orders of the restaurant, at most 20. */
  orderIds: Array<string | number>;
  /** Resources of the library (toolkits, best practices), at most 20. */
  resourceIds: Array<string | number>;
  /** The restaurant the screen was loaded for (one of the user's, else FORBIDDEN restaurant.error.not_available): the save works on it, whatever the session selected since. */
  restaurantId: string | number;
  /** The year of the plan to answer. */
  year: number;
};

/** The user a full administrator signs in as. */
export type LogInAsInput = {
  /** The user's id: active, not an administrator, not yourself, with the legal terms accepted. */
  userId: string | number;
};

/** Why a login failed. */
export type LoginFailureReason =
  /** The account exists but is disabled. */
  | 'ACCOUNT_INACTIVE'
  /** Unknown username or wrong password. */
  | 'INVALID_CREDENTIALS';

/** A sign-in with username and password. */
export type LoginInput = {
  /** The language remembered for this market; ignored when the market does not offer it. */
  language?: Language | null | undefined;
  /** The password as typed; the BFF hashes it before it reaches the catalogue (BAD_USER_INPUT when blank). */
  password: string;
  /** Site code of the restaurant remembered by the browser; ignored when not the user's. */
  site?: string | null | undefined;
  /** The user's username: the e-mail in ES (trimmed; BAD_USER_INPUT when blank). */
  username: string;
};

/** The order the user opened. */
export type MarkOrderReadInput = {
  /** The order. */
  orderId: string | number;
};

/** A market the portal runs in: ES (Spain) or PT (Portugal). It comes from the host the browser used. */
export type Market =
  /** Spain */
  | 'ES'
  /** Portugal */
  | 'PT';

/** A new MOP disable request (spec 2 §5), added in the screen's popup and sent with the next update: pending, or confirmed when the market auto-confirms. */
export type MopRequestInput = {
  /** End (not before start). */
  end?: string | null | undefined;
  /** Reason, at least 50 characters after trimming. */
  reason: string;
  /** Start (after now). */
  start?: string | null | undefined;
};

/** A page of the MOP requests table: size 10, 50, 100 or null (all); newest first unless sorted otherwise. */
export type MopRequestPageInput = {
  /** The sort direction. */
  direction?: SortDirection;
  /** The page, from 1; past the last page answers the last one. */
  page?: number;
  /** Text to look for in the table's searchable columns, ignoring case and accents. */
  search?: string;
  /** Rows per page, one of the table's sizes (admin tables: spec sizes); null: all rows. */
  size?: number | null | undefined;
  /** The column to sort by. */
  sortBy?: MopRequestSortField;
};

/** A column of the MOP requests table to sort by. */
export type MopRequestSortField =
  /** When the window ends. */
  | 'END'
  /** When it was asked. */
  | 'REQUESTED_AT'
  /** The restaurant's site code. */
  | 'RESTAURANT'
  /** When the window starts. */
  | 'START'
  /** Pending, confirmed, canceled when ascending. */
  | 'STATUS'
  /** Who asked, alphabetically. */
  | 'USER';

/** Where a MOP disable request stands (spec 1 §4). */
export type MopRequestStatus =
  /** Canceled by an administrator, with a reason (code 3). */
  | 'CANCELED'
  /** Confirmed: the MOP service is off in its window (code 2). */
  | 'CONFIRMED'
  /** Waiting for an administrator (catalogue code 1). */
  | 'PENDING';

/** A move of a slider one place up or down: a swap with its neighbour. */
export type MoveSliderInput = {
  /** Up (towards the first) or down. */
  direction: SliderDirection;
  /** The slider. */
  id: string | number;
  /** The position the caller saw it at: when it is no longer there (the move was made already, e.g. a retried request) nothing moves. BAD_USER_INPUT fields.priority when below 1. */
  priority: number;
};

/** The opening communication form of a new restaurant (sent at least 15 days before the opening). */
export type OpeningFormInput = {
  /** Street address. */
  address: string;
  /** Authorities invited. */
  authorities?: string | null | undefined;
  /** Autonomous community (region). */
  autonomousCommunity?: string | null | undefined;
  /** Franchise consultant (CFS). */
  cfs?: string | null | undefined;
  /** City. */
  city: string;
  /** Person to contact about the opening. */
  contact: string;
  /** Offers delivery. */
  delivery?: boolean | null | undefined;
  /** Employee speech notes. */
  employeeSpeech?: string | null | undefined;
  /** Experience of the Future (EOTF) format. */
  eotf?: boolean | null | undefined;
  /** Franchisee's name. */
  franchiseeName: string;
  /** Has a play area. */
  games?: boolean | null | undefined;
  /** Has ordering kiosks. */
  kiosk?: boolean | null | undefined;
  /** Licence status. */
  license?: string | null | undefined;
  /** Contact e-mail. */
  mail: string;
  /** Marketing contact. */
  marketing?: string | null | undefined;
  /** Has a drive-through (McAuto). */
  mcauto?: boolean | null | undefined;
  /** Has a McCafé. */
  mccafe?: boolean | null | undefined;
  /** Floor area in square metres. */
  meters?: number | null | undefined;
  /** Opening date, YYYY-MM-DD, at least 15 days from today. */
  openingDate: string;
  /** Opening speech notes. */
  openingSpeech?: string | null | undefined;
  /** Anything else. */
  other?: string | null | undefined;
  /** Other mentions. */
  otherMentions?: string | null | undefined;
  /** Phone: digits, spaces allowed. */
  phone?: string | null | undefined;
  /** Property regime. */
  property?: string | null | undefined;
  /** Province. */
  province: string;
  /** Human-resources contact. */
  rrhh?: string | null | undefined;
  /** Signage details. */
  signature?: string | null | undefined;
  /** Has table service. */
  table?: boolean | null | undefined;
  /** Restaurant type (mode). */
  type: string;
  /** Number of jobs created. */
  workplaces?: number | null | undefined;
};

/** An order's contact. */
export type OrderContactInput = {
  /** Required, valid and corporate for the market (validation.corporate_email). */
  email: string;
  /** Required (ordering.cart.error.contact_name). */
  name: string;
  /** Required in ES; digits once spaces are removed. */
  phone?: string;
};

/** The customisation of page 4. */
export type OrderCustomizationInput = {
  /** The date shown on the piece (optional, at most 500 characters). */
  date?: string;
  /** Direction arrow 1–10 (PT). */
  direction?: number | null | undefined;
  /** The direction's image: the path of the user's order upload (ordering.wizard.error.customize otherwise), or empty. */
  directionImage?: string;
  /** The direction's text (optional). */
  directionText?: string;
  /** End day (PT), YYYY-MM-DD or empty. */
  endDate?: string;
  /** The legal text: required once there is a price (ordering.wizard.error.legal). */
  legal?: string;
  /** Other changes (PT: required, ordering.wizard.error.others). */
  others?: string;
  /** A price (PT: required, ordering.wizard.error.price). */
  price?: string;
  /** The restaurant named on the piece (PT: required, ordering.wizard.error.restaurant). */
  restaurant?: string;
  /** The schedule shown on the piece (optional, at most 500 characters). */
  schedule?: string;
  /** Start day (PT), YYYY-MM-DD or empty. */
  startDate?: string;
};

/** One cart item: what the wizard chose (method 1 or 2), or a production budget (method 4), and its delivery. */
export type OrderItemInput = {
  /** Answers of page 3 by question key: yes/no, q5 magazine/newspaper. */
  answers?: unknown;
  /** Billing restaurant (one of the user's), -1 none. */
  billed?: number;
  /** The custom answer to the questions (params.custom), optional free text. */
  customAnswer?: string;
  /** The custom answer's file: the path of the user's order upload, or empty. */
  customAnswerFile?: string;
  /** Stored path of the customisation file (from POST /uploads/order/custom); required for a customisable type. */
  customFile?: string;
  /** The other address (shipped 0). */
  customShip?: string;
  /** Page 4. */
  customization?: OrderCustomizationInput | null | undefined;
  /** The target format (1–40); null for a production budget. BAD_USER_INPUT items[i].formatId. */
  formatId?: number | null | undefined;
  /** 1 final art, 2 adaptation and quote (PT: 1 only), 4 production budget. */
  method: number;
  /** The resource. */
  resourceId: string | number;
  /** Destination restaurant, -1 none, 0 another address. */
  shipped?: number;
  /** The size key (required when the format has sizes). */
  sizeKey?: string;
  /** The custom measure (required for a custom size). */
  sizeText?: string;
  /** Units (a produced item needs units or a scale). */
  units?: number | null | undefined;
  /** Unit scale: 0 none, 1–7, -1 custom. */
  unitsScale?: number;
  /** The custom quantity (scale -1). */
  unitsScaleCustom?: string;
};

/** A page of a month's reports: size 10, 25, 50 or null (all); by file name unless sorted otherwise. */
export type PartnerReportPageInput = {
  /** The sort direction. */
  direction?: SortDirection;
  /** The page, from 1; past the last page answers the last one. */
  page?: number;
  /** Text to look for in the table's searchable columns, ignoring case and accents. */
  search?: string;
  /** Rows per page, one of the table's sizes (admin tables: spec sizes); null: all rows. */
  size?: number | null | undefined;
  /** The column to sort by. */
  sortBy?: PartnerReportSortField;
};

/** A column of a month's reports to sort by. */
export type PartnerReportSortField =
  /** When it was uploaded. */
  | 'CREATED_AT'
  /** The PDF's name. */
  | 'FILE_NAME'
  /** The restaurant's site code. */
  | 'RESTAURANT';

/** A request for a password-change link. */
export type PasswordReminderInput = {
  /** The account's username (e-mail); trimmed. */
  username: string;
};

/** A page of the franchisee's people: 10, 20, 30 or all rows, by name. */
export type PersonPageInput = {
  /** The sort direction. */
  direction?: SortDirection;
  /** The page, from 1; past the last page answers the last one. */
  page?: number;
  /** Text to look for in the table's searchable columns, ignoring case and accents. */
  search?: string;
  /** Rows per page, one of the table's sizes (admin tables: spec sizes); null: all rows. */
  size?: number | null | undefined;
  /** The column to sort by. */
  sortBy?: PersonSortField;
};

/** A column of the franchisee's people table. */
export type PersonSortField =
  /** Inactive first when ascending. */
  | 'ACTIVE'
  /** The e-mail. */
  | 'EMAIL'
  /** The name. */
  | 'NAME';

/** The cart's confirm. */
export type PlaceOrderInput = {
  /** The contact. */
  contact: OrderContactInput;
  /** The cart's items (1–50). */
  items: Array<OrderItemInput>;
  /** A key the client makes once per confirm (8–64 letters, digits, '-'): sent again, it answers the order already placed. */
  key: string;
  /** The restaurant the order is for: the one the header showed when the user confirmed (one of the user's, else FORBIDDEN restaurant.error.not_available), whatever the session selected since. */
  restaurantId: string | number;
};

/** A planned change of a save. */
export type PlannedChangeInput = {
  /** Its all-day option. */
  allday: string;
  /** Its birthday data. */
  birthday: BirthdayInput;
  /** Its delivery text. */
  delivery: string;
  /** YYYY-MM-DD, tomorrow or later. */
  planDate: string;
  /** Its schedules (rows left out are closed). */
  schedules: Array<ScheduleEntryInput>;
  /** Its services (keys; at least one). */
  services: Array<string>;
};

/** A chat message (PT). */
export type PostOrderCommentInput = {
  /** Stored paths of up to 5 images (from POST /uploads/order/comment). */
  images?: Array<string>;
  /** The text; blank is refused (ordering.chat.error.empty). */
  message: string;
  /** The order. */
  orderId: string | number;
};

/** One chosen priority and its objective. */
export type PriorityInput = {
  /** A behaviour. */
  behaviour?: string | null | undefined;
  /** The chosen category (a national or local option). */
  categoryId: string | number;
  /** The main competitor: one of the restaurant's chosen brands. */
  competitorId?: string | number | null | undefined;
  /** week or weekend. */
  daypart?: string | null | undefined;
  /** Expected new customers, percent: a number ≥ 0. */
  newCustomers?: number | null | undefined;
  /** Its position 1..3. */
  position: number;
  /** Expected sales, percent: a number ≥ 0 (null: the numeric alert). */
  sales?: number | null | undefined;
  /** A time slot. */
  timeSlot?: string | null | undefined;
};

/** Where a priority category (or an action) comes from. */
export type PriorityKind =
  /** A local category (section type 2): its strategies are free text. */
  | 'LOCAL'
  /** A national category (section type 1): its strategies are the category's children. */
  | 'NATIONAL';

/** Removes one chosen brand. */
export type RemoveCompetitorInput = {
  /** The choice's id (ChosenCompetitor.choiceId). */
  choiceId: string | number;
  /** The restaurant the screen was loaded for (one of the user's, else FORBIDDEN restaurant.error.not_available): the save works on it, whatever the session selected since. */
  restaurantId: string | number;
};

/** A new name for one of the user's collections. */
export type RenameCollectionInput = {
  /** The collection. */
  id: string | number;
  /** The new name (the rules of CreateCollectionInput.name). */
  name: string;
};

/** A page of the partner's months: size 20, 50 or null (all, the default); newest first unless sorted otherwise. */
export type ReportMonthPageInput = {
  /** The sort direction. */
  direction?: SortDirection;
  /** The page, from 1; past the last page answers the last one. */
  page?: number;
  /** Text to look for in the table's searchable columns, ignoring case and accents. */
  search?: string;
  /** Rows per page, one of the table's sizes (admin tables: spec sizes); null: all rows. */
  size?: number | null | undefined;
  /** The column to sort by. */
  sortBy?: ReportMonthSortField;
};

/** A column of the partner's months to sort by. */
export type ReportMonthSortField =
  /** How many reports. */
  | 'COUNT'
  /** The month, oldest first when ascending. */
  | 'MONTH';

/** One resource of the download report, between two days (the report's range). */
export type ResourceReportInput = {
  /** The first day. */
  from: string;
  /** The resource. */
  resourceId: string | number;
  /** The last day (the same rules as the report's). */
  to: string;
};

/** Publication state of a resource. */
export type ResourceStatus =
  /** 1: published */
  | 'ACTIVE'
  /** 2: draft; admins see it disabled with a coming-soon label */
  | 'DRAFT'
  /** 0: withdrawn; never listed */
  | 'INACTIVE';

/** The account form. */
export type SaveAccountInput = {
  /** Required: BAD_USER_INPUT fields.name (validation.required) when blank. */
  name: string;
  /** Empty, or digits once spaces are removed: BAD_USER_INPUT fields.phone (validation.phone). */
  phone?: string;
};

/** The admin user form: a new user without id (a franchisee unless another type is chosen), a change with the user's id. */
export type SaveAdminUserInput = {
  /** Whether the account may sign in; switching it off signs the user out on their next request. Never your own (account.error.self). */
  active?: boolean;
  /** Required, corporate for the market (validation.corporate_email); unique (account.error.user_exists). */
  email: string;
  /** The user to change; null: a new user. */
  id?: string | number | null | undefined;
  /** Required. */
  name: string;
  /** A new password, or '' to keep it (a new user without one uses the password reminder); sent hashed. */
  password?: string;
  /** Empty, or digits once spaces are removed. */
  phone?: string;
  /** Any restaurants of the market (none allowed). */
  restaurants?: Array<string | number>;
  /** ADMINISTRATOR, FRANCHISEE, MANAGER or CONSULTANT; a restricted administrator or a partner keeps their own (account.error.user_type otherwise). */
  type: UserType;
};

/** The whole channels screen, saved at once (all or nothing). */
export type SaveChannelsInput = {
  /** Address. */
  address: string;
  /** All-day option. */
  allday: string;
  /** Birthday data. */
  birthday: BirthdayInput;
  /** Closure motive when closed. */
  closingMotive?: ClosureMotive | null | undefined;
  /** Business name. */
  companyName: string;
  /** Delivery text. */
  delivery: string;
  /** E-mail. */
  email: string;
  /** Fiscal address. */
  fiscalAddress: string;
  /** The MOP service on (the activate action) or off. */
  mopActive: boolean;
  /** New MOP disable requests since the last update (at most 5, channels.mop.error.too_many), stored with the rest or not at all. */
  mopRequests?: Array<MopRequestInput>;
  /** Open; false: temporarily closed. */
  open: boolean;
  /** Opening date (YYYY-MM-DD) or empty. */
  openingDate: string;
  /** Phone: blank or digits after removing spaces. */
  phone: string;
  /** Planned changes (at most 2), replacing the stored ones. */
  plans: Array<PlannedChangeInput>;
  /** Public name. */
  publicName: string;
  /** Reopening date when closed (YYYY-MM-DD). */
  reopeningDate: string;
  /** The restaurant the screen was loaded for (one of the user's, else FORBIDDEN restaurant.error.not_available): the save works on it, whatever the session selected since. */
  restaurantId: string | number;
  /** Schedules now (rows left out are closed). */
  schedules: Array<ScheduleEntryInput>;
  /** Active services (keys; a mop_ service brings mop_service). */
  services: Array<string>;
  /** Tax id. */
  taxId: string;
};

/** The clusters editor's save (the whole set). */
export type SaveClustersInput = {
  /** Distinct clusters, shares adding up to 100 at most (diagnostic.error.clusters). */
  clusters: Array<ClusterShareInput>;
  /** The restaurant the screen was loaded for (one of the user's, else FORBIDDEN restaurant.error.not_available): the save works on it, whatever the session selected since. */
  restaurantId: string | number;
};

/** The comparison table's save. */
export type SaveComparisonInput = {
  /** At most 3 distinct chosen competitors (diagnostic.error.competitors_max). */
  competitors: Array<ComparedCompetitorInput>;
  /** The own brand's ratings. */
  own: StarsInput;
  /** The restaurant the screen was loaded for (one of the user's, else FORBIDDEN restaurant.error.not_available): the save works on it, whatever the session selected since. */
  restaurantId: string | number;
};

/** The competition editor's save. */
export type SaveCompetitionInput = {
  /** Every chosen brand (the whole set): others are removed. */
  brandIds: Array<string | number>;
  /** Six intensities indexed by category 0..5: 1, 2, 3 or null (BAD_USER_INPUT intensity.typeN diagnostic.error.intensity). */
  intensities: Array<number | null | undefined>;
  /** The restaurant the screen was loaded for (one of the user's, else FORBIDDEN restaurant.error.not_available): the save works on it, whatever the session selected since. */
  restaurantId: string | number;
};

/** The DAFO editor's save: each quadrant up to 2000 characters (diagnostic.error.dafo_length). */
export type SaveDafoInput = {
  /** Opportunities. */
  opportunities: string;
  /** The restaurant the screen was loaded for (one of the user's, else FORBIDDEN restaurant.error.not_available): the save works on it, whatever the session selected since. */
  restaurantId: string | number;
  /** Strengths. */
  strengths: string;
  /** Threats. */
  threats: string;
  /** Weaknesses. */
  weaknesses: string;
};

/** The fiscal data of a billing restaurant (the cart's fiscal popup): all three required. */
export type SaveFiscalDataInput = {
  /** Business name. */
  companyName: string;
  /** Fiscal address. */
  fiscalAddress: string;
  /** One of the user's restaurants (FORBIDDEN restaurant.error.not_available otherwise). */
  restaurantId: string | number;
  /** Tax id. */
  taxId: string;
};

/** The plan's priorities of a year: the list replaces them. */
export type SaveObjectivesInput = {
  /** At most 3, positions 1..3 without repeats. */
  priorities: Array<PriorityInput>;
  /** The restaurant the screen was loaded for (one of the user's, else FORBIDDEN restaurant.error.not_available): the save works on it, whatever the session selected since. */
  restaurantId: string | number;
  /** The year (one of the tabs). */
  year: number;
};

/** The person form: a new person (a manager) without id, a change with the person's id. */
export type SavePersonInput = {
  /** Whether the account may sign in. */
  active?: boolean;
  /** Required, corporate for the market (validation.corporate_email); unique (account.error.user_exists). */
  email: string;
  /** The person to change; null: a new manager. */
  id?: string | number | null | undefined;
  /** Required. */
  name: string;
  /** A new password, or '' to keep it (a new user without one uses the password reminder); sent hashed. */
  password?: string;
  /** Empty, or digits once spaces are removed. */
  phone?: string;
  /** At least one of the franchisee's restaurants (account.error.restaurants). */
  restaurants: Array<string | number>;
};

/** The resource form: a new resource without id (it starts as a draft), a change with the resource's id. Checked with the shared rules (packages/schema resourceRules): BAD_USER_INPUT with fields. The file and the thumbnail go afterwards through POST /uploads/admin/resource/{id}/{file|thumb}. */
export type SaveResourceInput = {
  /** Whether it may be budgeted: NATIONAL and LOCAL only (BAD_USER_INPUT fields.budget admin.resources.error.budget). */
  budget?: boolean;
  /** Required: the category, the library area of its sections. BAD_USER_INPUT fields.category (validation.required). */
  category?: SectionType | null | undefined;
  /** A new resource's key, chosen by the form once: a create sent again with it answers the resource it made (safe to retry). */
  createKey?: string | null | undefined;
  /** The description (HTML). */
  description?: string;
  /** The resource to change; null or absent: a new resource (a draft). */
  id?: string | number | null | undefined;
  /** The language, required for NATIONAL, LOCAL and COMMUNICATION (else the market's first): one of the market's. BAD_USER_INPUT fields.language (validation.required, admin.resources.error.language). */
  language?: Language | null | undefined;
  /** Required: the name, giving the url. BAD_USER_INPUT fields.name (validation.required, admin.resources.error.name). */
  name: string;
  /** The reference. */
  reference?: string;
  /** Its sections, the first its main category: at least one (BAD_USER_INPUT fields.sectionIds admin.resources.categories_error), all of the category's area (admin.resources.error.sections). */
  sectionIds?: Array<string | number>;
  /** Required: the status (a new resource is a draft whatever is sent). BAD_USER_INPUT fields.status (validation.required). */
  status?: ResourceStatus | null | undefined;
  /** Its tags: trimmed, pipes stripped, each once, empty ones dropped. */
  tags?: Array<string>;
  /** A thumbnail waits in the browser's upload queue, sent after the save. Every category but BEST_PRACTICE needs a thumbnail, stored or waiting (BAD_USER_INPUT fields.hasThumbnail admin.resources.error.thumbnail). */
  thumbnailPending?: boolean;
  /** The piece type, required for NATIONAL, LOCAL and COMMUNICATION. BAD_USER_INPUT fields.typeId (validation.required, admin.resources.error.type). */
  typeId?: string | number | null | undefined;
};

/** The restaurant form: a new restaurant without id, a change with the restaurant's id. Checked with the shared rules (packages/schema restaurantRules): BAD_USER_INPUT with fields. */
export type SaveRestaurantInput = {
  /** Whether it is active; a new restaurant is. */
  active?: boolean;
  /** Required: the street address. BAD_USER_INPUT fields.address when blank. */
  address: string;
  /** Its available flag; a new restaurant is available. */
  available?: boolean;
  /** The city. */
  city?: string;
  /** The company's registered name (razón social). */
  companyName?: string;
  /** Who delivers its orders: none (default), Uber or Glovo. BAD_USER_INPUT fields.delivery otherwise. */
  delivery?: string;
  /** The contact e-mail (trimmed, not checked: spec 1 §5). */
  email?: string;
  /** Its etof flag. */
  etof?: boolean;
  /** The company's fiscal address. */
  fiscalAddress?: string;
  /** The people within 1 km: a whole number 0 to 99,999,999; null: not given. BAD_USER_INPUT fields.habitants1km otherwise. */
  habitants1km?: number | null | undefined;
  /** The people within 3 km: a whole number 0 to 99,999,999; null: not given. BAD_USER_INPUT fields.habitants3km otherwise. */
  habitants3km?: number | null | undefined;
  /** The restaurant to change; null or absent: a new restaurant. */
  id?: string | number | null | undefined;
  /** The latitude (decimal degrees). */
  latitude?: string;
  /** The longitude (decimal degrees). */
  longitude?: string;
  /** Whether it has a McAuto (drive-through) service. */
  mcauto?: boolean;
  /** ES: whether it offers the ordering service; null or absent keeps it (a new restaurant starts without). Ignored in PT. */
  mopService?: boolean | null | undefined;
  /** Required: the name. BAD_USER_INPUT fields.name when blank. */
  name: string;
  /** The postcode. */
  postcode?: string;
  /** Required: a province of the market (`adminRestaurantForm.provinces`). BAD_USER_INPUT fields.provinceId. */
  provinceId?: string | number | null | undefined;
  /** Required: the region, 1 to 6. BAD_USER_INPUT fields.region otherwise. */
  region?: number | null | undefined;
  /** Its selected flag. */
  selected?: boolean;
  /** Required: the site code. BAD_USER_INPUT fields.site: validation.required when blank, admin.restaurants.error.site_exists when another restaurant of the market has it. */
  site: string;
  /** The company's tax id (CIF). */
  taxId?: string;
  /** Required: the type (mode), 1 to 4. BAD_USER_INPUT fields.type otherwise. */
  type?: number | null | undefined;
};

/** The section form: a new section without id, a change with the section's id. Checked with the shared rules (packages/schema sectionRules): BAD_USER_INPUT with fields. */
export type SaveSectionInput = {
  /** Whether it is switched on; a new section is. */
  active?: boolean;
  /** The section to change; null or absent: a new section. */
  id?: string | number | null | undefined;
  /** Required: the name in the session's language (a new section takes it in every language of the market). BAD_USER_INPUT fields.name: validation.required when blank, admin.sections.error.name when it gives no url. */
  name: string;
  /** The parent (`adminSectionForm.parents`, of the same type); null or absent: the top level. BAD_USER_INPUT fields.parentId (admin.sections.error.parent) otherwise. */
  parentId?: string | number | null | undefined;
  /** The position among its siblings, an integer from 0. BAD_USER_INPUT fields.position (admin.sections.error.position) otherwise. */
  position?: number;
  /** Required: the type, 1 to 5. BAD_USER_INPUT fields.type: validation.required when absent, admin.sections.error.type for -1 (no type) or another code, admin.sections.error.keeps_type when a section with sub-sections would change it. */
  type?: number | null | undefined;
};

/** The slider form: a new slider without id, a change with the slider's id. Checked with the shared rules (packages/schema sliderRules): BAD_USER_INPUT with fields. */
export type SaveSliderInput = {
  /** Whether the home may show it; a new slider is active. */
  active?: boolean;
  /** Last day (YYYY-MM-DD); null: no end. BAD_USER_INPUT fields.endDate (admin.error.end_before_start) when before the start. */
  endDate?: string | null | undefined;
  /** Required: the stored image (`path` of POST /uploads/admin/slider, or the slider's own `file`). BAD_USER_INPUT fields.file: validation.required when blank, admin.sliders.error.file when it is not a stored slider image. */
  file: string;
  /** The slider to change; null or absent: a new slider (last in the order). */
  id?: string | number | null | undefined;
  /** Required: the name. BAD_USER_INPUT fields.name (validation.required) when blank. */
  name: string;
  /** First day (YYYY-MM-DD); null: no start. */
  startDate?: string | null | undefined;
  /** The portal path of a national or local section (`adminSliderForm.sections`); empty: no link. BAD_USER_INPUT fields.url (admin.sliders.error.url) otherwise. */
  url?: string;
};

/** The plan's strategies of a year: slots left out or empty are cleared. */
export type SaveStrategiesInput = {
  /** The restaurant the screen was loaded for (one of the user's, else FORBIDDEN restaurant.error.not_available): the save works on it, whatever the session selected since. */
  restaurantId: string | number;
  /** At most 6 slots. */
  strategies: Array<StrategySlotInput>;
  /** The year. */
  year: number;
};

/** The video form: a new video without id, a change with the video's id. */
export type SaveVideoInput = {
  /** Whether the home may show it; a new video is active. */
  active?: boolean;
  /** Last day (YYYY-MM-DD); null: no end. BAD_USER_INPUT fields.endDate (admin.error.end_before_start) when before the start. */
  endDate?: string | null | undefined;
  /** The video to change; null or absent: a new video. */
  id?: string | number | null | undefined;
  /** First day (YYYY-MM-DD); null: no start. */
  startDate?: string | null | undefined;
  /** Required: a YouTube or Vimeo URL, or the path of a direct file. BAD_USER_INPUT fields.url when blank. */
  url: string;
};

/** One schedule row: a service's day. */
export type ScheduleEntryInput = {
  /** 24 hours. */
  allDay: boolean;
  /** monday to sunday, or festive. */
  day: string;
  /** End HH:mm, or empty. */
  end: string;
  /** restaurant, mcauto, takeaway or mcexpress. */
  service: string;
  /** Start HH:mm, or empty. */
  start: string;
};

/** The order of a search's results. */
export type SearchSort =
  /** Most recently updated first. */
  | 'DATE'
  /** Best match first (then the newest). */
  | 'RELEVANCE';

/** What a search suggestion leads to. */
export type SearchSuggestionKind =
  /** A category's page. */
  | 'CATEGORY'
  /** A resource's detail page. */
  | 'RESOURCE';

/** The five areas of the library (the catalogue's section types 1 to 5). */
export type SectionType =
  /** 5: best practices (/practices) */
  | 'BEST_PRACTICE'
  /** 3: communication and support (/comunicacion) */
  | 'COMMUNICATION'
  /** 2: local marketing (/local) */
  | 'LOCAL'
  /** 1: national campaigns (/nacional) */
  | 'NATIONAL'
  /** 4: toolkits (/toolkits) */
  | 'TOOLKIT';

/** The restaurant every screen works on. */
export type SelectRestaurantInput = {
  /** Site code of one of viewer.restaurants, e.g. ES0101. */
  site: string;
};

/** A paid-campaign briefing. */
export type SendBriefingInput = {
  /** Budget in euros (tactical only). */
  budget?: number | null | undefined;
  /** Business situation. */
  business: string;
  /** Wanted date (YYYY-MM-DD) or empty. */
  date: string;
  /** Marketing goals. */
  marketing: string;
  /** Contact phone. */
  phone: string;
  /** The restaurant (one of the user's). */
  restaurantId: string | number;
  /** Target audience. */
  target: string;
  /** Petition type (required). */
  type?: BriefingType | null | undefined;
};

/** The session's interface and content language. */
export type SetLanguageInput = {
  /** The language to use; one the market offers (PT offers only PT). */
  language: Language;
};

/** The market's auto-confirm switch. */
export type SetMopAutoConfirmInput = {
  /** On: new requests arrive confirmed; off: pending. */
  on: boolean;
};

/** A status change of a MOP request; canceling needs the reason. */
export type SetMopRequestStatusInput = {
  /** CANCELED only: why, at least 20 characters after trimming (BAD_USER_INPUT fields.cancelReason admin.mop.cancel.error). */
  cancelReason?: string;
  /** The request. */
  id: string | number;
  /** The new status. */
  status: MopRequestStatus;
};

/** The notification choices. */
export type SetNotificationsInput = {
  /** Mails about new files. */
  newFiles: boolean;
};

/** The bulk action of the table: the selected resources made inactive or active. */
export type SetResourcesStatusInput = {
  /** The selected resources (at least one: BAD_USER_INPUT fields.ids admin.resources.error.selection). */
  ids: Array<string | number>;
  /** INACTIVE or ACTIVE (BAD_USER_INPUT fields.status admin.resources.error.status otherwise). */
  status: ResourceStatus;
};

/** Who sees one of the user's collections. */
export type ShareCollectionInput = {
  /** The collection. */
  id: string | number;
  /** One of the user's restaurants (FORBIDDEN restaurant.error.not_available otherwise), whose people then see it; null makes it private again. */
  restaurantId?: string | number | null | undefined;
};

/** Where a slider moves in the carousel's order. */
export type SliderDirection =
  /** One place towards the last (its position plus one). */
  | 'DOWN'
  /** One place towards the first (its position minus one). */
  | 'UP';

/** The order of a sorted column. */
export type SortDirection =
  /** Ascending: A to Z, oldest to newest, smallest first. */
  | 'ASC'
  /** Descending: Z to A, newest first. */
  | 'DESC';

/** A row's ratings: 1 to 5 or null (BAD_USER_INPUT diagnostic.error.stars). */
export type StarsInput = {
  /** Ambient. */
  ambient?: number | null | undefined;
  /** Innovation. */
  innovation?: number | null | undefined;
  /** Promotion. */
  promotion?: number | null | undefined;
  /** Relation (quality/price). */
  relation?: number | null | undefined;
  /** Service. */
  service?: number | null | undefined;
};

/** One strategy slot: a child category (national priority) or a text (local priority). */
export type StrategySlotInput = {
  /** National: the chosen child of the priority's category. */
  optionId?: string | number | null | undefined;
  /** The slot 1..6. */
  slot: number;
  /** Local: the text (at most 200 characters). */
  text?: string | null | undefined;
};

/** What is trending down. */
export type SuggestionKind =
  /** A moment of day (sales or guests). */
  | 'MOMENT'
  /** A product type of the mix. */
  | 'PRODUCT';

/** The arrow of a percent change (spec 2 §2.1): up above 0.5, down below -0.5, equal between (inclusive). */
export type Trend =
  /** Below -0.5. */
  | 'DOWN'
  /** Between -0.5 and 0.5, inclusive. */
  | 'EQUAL'
  /** Above +0.5. */
  | 'UP';

/** A top-level section's description, saved on its own. */
export type UpdateImportDescriptionInput = {
  /** The text the diagnostic shows (empty clears it), up to 2000 characters (BAD_USER_INPUT fields.description). */
  description: string;
  /** The text's language, one of the market's (BAD_USER_INPUT fields.language otherwise); default the market's first. */
  language?: Language | null | undefined;
  /** COMPETENCE, SALES (moments of the day), PMIX or CONSUME; BAD_USER_INPUT fields.section otherwise. */
  section: ImportSection;
};

/** A change of one item of a placed order (processing or pending). */
export type UpdateOrderItemInput = {
  /** Its new values. */
  item: OrderItemInput;
  /** The item. */
  itemId: string | number;
};

/** A local action's new days. */
export type UpdatePlanActionInput = {
  /** Last day YYYY-MM-DD. */
  endDate?: string | null | undefined;
  /** The local action. */
  id: string | number;
  /** The restaurant the screen was loaded for (one of the user's, else FORBIDDEN restaurant.error.not_available): the save works on it, whatever the session selected since. */
  restaurantId: string | number;
  /** First day YYYY-MM-DD. */
  startDate?: string | null | undefined;
  /** The action's year: both days must lie in it. */
  year: number;
};

/** The date facet: resources updated within the last 7, 30 or 365 days (each includes the shorter ones). */
export type UpdatedWithin =
  /** The last 30 days. */
  | 'MONTH'
  /** The last 7 days. */
  | 'WEEK'
  /** The last 365 days. */
  | 'YEAR';

/** A user's role (the catalogue's type codes 1 to 6). */
export type UserType =
  /** 2: administrator */
  | 'ADMINISTRATOR'
  /** 5: consultant */
  | 'CONSULTANT'
  /** 1: franchisee; the only type that manages the users of its restaurants */
  | 'FRANCHISEE'
  /** 3: restaurant manager */
  | 'MANAGER'
  /** 6: partner agency; sees only the partner reports */
  | 'PARTNER'
  /** 4: restricted administrator (reduced admin menu, lands on admin sections) */
  | 'RESTRICTED_ADMINISTRATOR';

/** How the advertising video plays. */
export type VideoKind =
  /** Played as a video file. */
  | 'FILE'
  /** Embedded Vimeo player. */
  | 'VIMEO'
  /** Embedded YouTube player (11-character id). */
  | 'YOUTUBE';

export type AdminMopHeaderQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMopHeaderQuery = { adminMopHeader: { id: string, pending: number } };

export type ViewerFieldsFragment = { market: Market, language: Language, landingPath: string, sessionExpiresAt: string, user: { id: string, name: string, email: string, type: UserType, admin: boolean }, restaurants: Array<{ id: string, site: string, name: string }>, selectedRestaurant: { id: string, site: string, name: string } | null, borrowedBy: { name: string } | null };

export type ShellQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellQuery = { viewer: { market: Market, language: Language, landingPath: string, sessionExpiresAt: string, user: { id: string, name: string, email: string, type: UserType, admin: boolean }, restaurants: Array<{ id: string, site: string, name: string }>, selectedRestaurant: { id: string, site: string, name: string } | null, borrowedBy: { name: string } | null } | null, portal: { market: Market, defaultLanguage: Language, externalSignInUrl: string | null, pendingLogin: { userName: string } | null } };

export type AccountQueryVariables = Exact<{
  restaurants: AccountRestaurantPageInput;
}>;


export type AccountQuery = { account: { user: { id: string, name: string, email: string, phone: string | null }, notifications: { id: string, newFiles: boolean }, restaurants: { total: number, page: number, size: number | null, pageCount: number, items: Array<{ id: string, site: string, name: string, address: string | null, city: string | null }> } } };

export type SaveAccountMutationVariables = Exact<{
  input: SaveAccountInput;
}>;


export type SaveAccountMutation = { saveAccount: { id: string, name: string, phone: string | null } };

export type SetNotificationsMutationVariables = Exact<{
  input: SetNotificationsInput;
}>;


export type SetNotificationsMutation = { setNotifications: { id: string, newFiles: boolean } };

export type PersonFieldsFragment = { id: string, name: string, email: string, phone: string, type: UserType, active: boolean, restaurantIds: Array<string> };

export type MyPeopleQueryVariables = Exact<{
  input: PersonPageInput;
}>;


export type MyPeopleQuery = { myPeople: { total: number, page: number, size: number | null, pageCount: number, items: Array<{ id: string, name: string, email: string, phone: string, type: UserType, active: boolean, restaurantIds: Array<string> }> } };

export type MyPersonQueryVariables = Exact<{
  id: string | number;
}>;


export type MyPersonQuery = { myPerson: { id: string, name: string, email: string, phone: string, type: UserType, active: boolean, restaurantIds: Array<string> } | null };

export type SavePersonMutationVariables = Exact<{
  input: SavePersonInput;
}>;


export type SavePersonMutation = { savePerson: { id: string, name: string, email: string, phone: string, type: UserType, active: boolean, restaurantIds: Array<string> } };

export type ReturnToOwnSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type ReturnToOwnSessionMutation = { returnToOwnSession: { market: Market, language: Language, landingPath: string, sessionExpiresAt: string, user: { id: string, name: string, email: string, type: UserType, admin: boolean }, restaurants: Array<{ id: string, site: string, name: string }>, selectedRestaurant: { id: string, site: string, name: string } | null, borrowedBy: { name: string } | null } };

export type AdminImportSectionFieldsFragment = { section: ImportSection, described: boolean, description: string, filename: string | null, updatedAt: string | null, descriptions: Array<{ language: Language, description: string }> };

export type AdminImportQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminImportQuery = { adminImport: { sections: Array<{ section: ImportSection, described: boolean, description: string, filename: string | null, updatedAt: string | null, descriptions: Array<{ language: Language, description: string }> }>, socialMedia: { url: string, size: number, updatedAt: string | null } | null } };

export type ImportDiagnosticSectionMutationVariables = Exact<{
  input: ImportSectionInput;
}>;


export type ImportDiagnosticSectionMutation = { importDiagnosticSection: { section: ImportSection, applied: boolean, rows: number, restaurants: number, refusals: Array<{ row: number, field: string, message: string }>, state: { section: ImportSection, described: boolean, description: string, filename: string | null, updatedAt: string | null, descriptions: Array<{ language: Language, description: string }> } } };

export type UpdateImportDescriptionMutationVariables = Exact<{
  input: UpdateImportDescriptionInput;
}>;


export type UpdateImportDescriptionMutation = { updateImportDescription: { section: ImportSection, described: boolean, description: string, filename: string | null, updatedAt: string | null, descriptions: Array<{ language: Language, description: string }> } };

export type DownloadReportRowFieldsFragment = { position: number, resourceId: string, name: string, thumbnailUrl: string | null, section: string | null, downloads: number, linkOpens: number };

export type DownloadReportQueryVariables = Exact<{
  input: DownloadReportInput;
}>;


export type DownloadReportQuery = { downloadReport: { total: number, page: number, size: number | null, pageCount: number, from: string, to: string, totalDownloads: number, totalLinkOpens: number, items: Array<{ position: number, resourceId: string, name: string, thumbnailUrl: string | null, section: string | null, downloads: number, linkOpens: number }> } };

export type ResourceReportQueryVariables = Exact<{
  input: ResourceReportInput;
}>;


export type ResourceReportQuery = { resourceReport: { resourceId: string, days: Array<{ date: string, downloads: number, linkOpens: number }>, restaurants: Array<{ site: string | null, name: string | null, linkOpens: number }> } };

export type MopRequestFieldsFragment = { id: string, requestedAt: string | null, restaurantId: string, restaurantSite: string, restaurantName: string, userName: string, start: string | null, end: string | null, reason: string, cancelReason: string, status: MopRequestStatus };

export type AdminMopQueryVariables = Exact<{
  input: MopRequestPageInput;
}>;


export type AdminMopQuery = { adminMopRequests: { total: number, page: number, size: number | null, pageCount: number, items: Array<{ id: string, requestedAt: string | null, restaurantId: string, restaurantSite: string, restaurantName: string, userName: string, start: string | null, end: string | null, reason: string, cancelReason: string, status: MopRequestStatus }>, header: { id: string, pending: number } }, mopAutoConfirm: { id: string, autoConfirm: boolean } };

export type SetMopRequestStatusMutationVariables = Exact<{
  input: SetMopRequestStatusInput;
}>;


export type SetMopRequestStatusMutation = { setMopRequestStatus: { request: { id: string, requestedAt: string | null, restaurantId: string, restaurantSite: string, restaurantName: string, userName: string, start: string | null, end: string | null, reason: string, cancelReason: string, status: MopRequestStatus }, header: { id: string, pending: number } } };

export type SetMopAutoConfirmMutationVariables = Exact<{
  input: SetMopAutoConfirmInput;
}>;


export type SetMopAutoConfirmMutation = { setMopAutoConfirm: { id: string, autoConfirm: boolean } };

export type AdminMissingReportsQueryVariables = Exact<{
  month: string;
}>;


export type AdminMissingReportsQuery = { adminMissingReports: Array<{ id: string, site: string, name: string }> };

export type AdminOrdersQueryVariables = Exact<{
  input: AdminOrderPageInput;
}>;


export type AdminOrdersQuery = { adminOrders: { total: number, page: number, size: number | null, pageCount: number, items: Array<{ id: string, number: string, date: string | null, status: number, statusName: string, unread: boolean, ownerName: string, restaurant: { id: string, site: string, name: string }, contact: { name: string, email: string } }> } };

export type AdminOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminOrderQuery = { order: { ownerName: string, id: string, number: string, date: string | null, status: number, statusName: string, unread: boolean, contact: { name: string, email: string, phone: string }, items: Array<{ id: string, resourceId: string, resourceName: string, thumbUrl: string | null, reference: string | null, formatId: number | null, formatName: string | null, sizeKey: string, sizeName: string | null, sizeText: string, method: number, units: number | null, unitsScale: number, unitsScaleCustom: string, billed: number, shipped: number, customShip: string, customFile: string | null, customFileUrl: string | null, answers: unknown, customAnswer: string, customAnswerFile: string | null, customization: { restaurant: string, price: string, legal: string, others: string, startDate: string, endDate: string, direction: number | null, schedule: string, date: string, directionText: string, directionImage: string | null } }>, history: Array<{ status: number, date: string | null, userName: string | null }>, comments: Array<{ id: string, authorName: string, authorRole: string, mine: boolean, message: string, imageUrls: Array<string>, createdAt: string | null }>, restaurant: { id: string, site: string, name: string } } | null, orderStatuses: Array<{ id: number, name: string }> };

export type ChangeOrderStatusMutationVariables = Exact<{
  input: ChangeOrderStatusInput;
}>;


export type ChangeOrderStatusMutation = { changeOrderStatus: { id: string, status: number, statusName: string, history: Array<{ status: number, date: string | null, userName: string | null }> } };

export type AdminResourceFieldsFragment = { id: string, name: string, description: string, slug: string, reference: string, status: ResourceStatus, category: SectionType | null, language: Language, typeId: string | null, typeName: string | null, sectionIds: Array<string>, sectionName: string | null, tags: Array<string>, budget: boolean, fileName: string | null, fileSize: number | null, fileUrl: string | null, thumbUrl: string | null, updatedAt: string | null, isNew: boolean };

export type AdminResourcesQueryVariables = Exact<{
  input: AdminResourcePageInput;
}>;


export type AdminResourcesQuery = { adminResources: { total: number, page: number, size: number | null, pageCount: number, items: Array<{ id: string, name: string, description: string, slug: string, reference: string, status: ResourceStatus, category: SectionType | null, language: Language, typeId: string | null, typeName: string | null, sectionIds: Array<string>, sectionName: string | null, tags: Array<string>, budget: boolean, fileName: string | null, fileSize: number | null, fileUrl: string | null, thumbUrl: string | null, updatedAt: string | null, isNew: boolean }> } };

export type AdminResourceFormQueryVariables = Exact<{
  id?: string | number | null | undefined;
}>;


export type AdminResourceFormQuery = { adminResourceForm: { languages: Array<Language>, resource: { id: string, name: string, description: string, slug: string, reference: string, status: ResourceStatus, category: SectionType | null, language: Language, typeId: string | null, typeName: string | null, sectionIds: Array<string>, sectionName: string | null, tags: Array<string>, budget: boolean, fileName: string | null, fileSize: number | null, fileUrl: string | null, thumbUrl: string | null, updatedAt: string | null, isNew: boolean } | null, sections: Array<{ id: string, name: string, type: SectionType, parentId: string | null, level: number, path: string, active: boolean }>, types: Array<{ id: string, name: string }> } };

export type SaveResourceMutationVariables = Exact<{
  input: SaveResourceInput;
}>;


export type SaveResourceMutation = { saveResource: { id: string, name: string, description: string, slug: string, reference: string, status: ResourceStatus, category: SectionType | null, language: Language, typeId: string | null, typeName: string | null, sectionIds: Array<string>, sectionName: string | null, tags: Array<string>, budget: boolean, fileName: string | null, fileSize: number | null, fileUrl: string | null, thumbUrl: string | null, updatedAt: string | null, isNew: boolean } };

export type SetResourcesStatusMutationVariables = Exact<{
  input: SetResourcesStatusInput;
}>;


export type SetResourcesStatusMutation = { setResourcesStatus: Array<{ id: string, status: ResourceStatus }> };

export type DeleteResourceMutationVariables = Exact<{
  input: DeleteResourceInput;
}>;


export type DeleteResourceMutation = { deleteResource: { id: string } };

export type AdminRestaurantRowFragment = { id: string, site: string, name: string, provinceName: string | null, city: string, region: number, type: number, active: boolean };

export type AdminRestaurantFieldsFragment = { provinceId: string | null, address: string, postcode: string, latitude: string, longitude: string, email: string, taxId: string, companyName: string, fiscalAddress: string, delivery: string, mopService: boolean | null, mopStatus: number | null, etof: boolean, mcauto: boolean, selected: boolean, available: boolean, habitants1km: number | null, habitants3km: number | null, lastChangedBy: string, lastChangedAt: string | null, id: string, site: string, name: string, provinceName: string | null, city: string, region: number, type: number, active: boolean };

export type AdminRestaurantsQueryVariables = Exact<{
  input: AdminRestaurantPageInput;
}>;


export type AdminRestaurantsQuery = { adminRestaurants: { total: number, page: number, size: number | null, pageCount: number, items: Array<{ id: string, site: string, name: string, provinceName: string | null, city: string, region: number, type: number, active: boolean }> } };

export type AdminRestaurantFormQueryVariables = Exact<{
  id?: string | number | null | undefined;
}>;


export type AdminRestaurantFormQuery = { adminRestaurantForm: { restaurant: { provinceId: string | null, address: string, postcode: string, latitude: string, longitude: string, email: string, taxId: string, companyName: string, fiscalAddress: string, delivery: string, mopService: boolean | null, mopStatus: number | null, etof: boolean, mcauto: boolean, selected: boolean, available: boolean, habitants1km: number | null, habitants3km: number | null, lastChangedBy: string, lastChangedAt: string | null, id: string, site: string, name: string, provinceName: string | null, city: string, region: number, type: number, active: boolean } | null, provinces: Array<{ id: string, code: string, name: string, habitants: number }> } };

export type SaveRestaurantMutationVariables = Exact<{
  input: SaveRestaurantInput;
}>;


export type SaveRestaurantMutation = { saveRestaurant: { provinceId: string | null, address: string, postcode: string, latitude: string, longitude: string, email: string, taxId: string, companyName: string, fiscalAddress: string, delivery: string, mopService: boolean | null, mopStatus: number | null, etof: boolean, mcauto: boolean, selected: boolean, available: boolean, habitants1km: number | null, habitants3km: number | null, lastChangedBy: string, lastChangedAt: string | null, id: string, site: string, name: string, provinceName: string | null, city: string, region: number, type: number, active: boolean } };

export type AdminSectionFieldsFragment = { id: string, name: string, type: number, url: string, parentId: string | null, path: string, level: number, position: number, active: boolean };

export type AdminSectionsQueryVariables = Exact<{
  input: AdminSectionPageInput;
}>;


export type AdminSectionsQuery = { adminSections: { total: number, page: number, size: number | null, pageCount: number, items: Array<{ id: string, name: string, type: number, url: string, parentId: string | null, path: string, level: number, position: number, active: boolean }> } };

export type AdminSectionFormQueryVariables = Exact<{
  id?: string | number | null | undefined;
}>;


export type AdminSectionFormQuery = { adminSectionForm: { urlsInUse: Array<string>, hasSubsections: boolean, section: { id: string, name: string, type: number, url: string, parentId: string | null, path: string, level: number, position: number, active: boolean } | null, parents: Array<{ id: string, name: string, path: string, type: number, level: number }> } };

export type SaveSectionMutationVariables = Exact<{
  input: SaveSectionInput;
}>;


export type SaveSectionMutation = { saveSection: { id: string, name: string, type: number, url: string, parentId: string | null, path: string, level: number, position: number, active: boolean } };

export type DeleteSectionMutationVariables = Exact<{
  input: DeleteSectionInput;
}>;


export type DeleteSectionMutation = { deleteSection: { id: string } };

export type AdminSliderFieldsFragment = { id: string, name: string, file: string, imageUrl: string, url: string | null, active: boolean, priority: number, startDate: string | null, endDate: string | null };

export type AdminSlidersQueryVariables = Exact<{
  input: AdminSliderPageInput;
}>;


export type AdminSlidersQuery = { adminSliders: { total: number, page: number, size: number | null, pageCount: number, count: number, items: Array<{ id: string, name: string, file: string, imageUrl: string, url: string | null, active: boolean, priority: number, startDate: string | null, endDate: string | null }> } };

export type AdminSliderFormQueryVariables = Exact<{
  id?: string | number | null | undefined;
}>;


export type AdminSliderFormQuery = { adminSliderForm: { slider: { id: string, name: string, file: string, imageUrl: string, url: string | null, active: boolean, priority: number, startDate: string | null, endDate: string | null } | null, sections: Array<{ id: string, name: string, path: string, type: SectionType, level: number, active: boolean }> } };

export type SaveSliderMutationVariables = Exact<{
  input: SaveSliderInput;
}>;


export type SaveSliderMutation = { saveSlider: { id: string, name: string, file: string, imageUrl: string, url: string | null, active: boolean, priority: number, startDate: string | null, endDate: string | null } };

export type MoveSliderMutationVariables = Exact<{
  input: MoveSliderInput;
}>;


export type MoveSliderMutation = { moveSlider: Array<{ id: string, priority: number }> };

export type DeleteSliderMutationVariables = Exact<{
  input: DeleteSliderInput;
}>;


export type DeleteSliderMutation = { deleteSlider: { id: string } };

export type AdminUserFieldsFragment = { id: string, name: string, email: string, phone: string, type: UserType, admin: boolean, active: boolean, restaurantIds: Array<string> };

export type AdminUsersQueryVariables = Exact<{
  input: AdminUserPageInput;
}>;


export type AdminUsersQuery = { adminUsers: { total: number, page: number, size: number | null, pageCount: number, items: Array<{ id: string, name: string, email: string, phone: string, type: UserType, admin: boolean, active: boolean, restaurantIds: Array<string> }> } };

export type AdminUserFormQueryVariables = Exact<{
  id?: string | number | null | undefined;
}>;


export type AdminUserFormQuery = { adminUserForm: { found: boolean, user: { id: string, name: string, email: string, phone: string, type: UserType, admin: boolean, active: boolean, restaurantIds: Array<string> } | null, restaurants: Array<{ id: string, site: string, name: string }>, borrowedActions: Array<{ id: string, administratorName: string, action: string, date: string }> } };

export type SaveAdminUserMutationVariables = Exact<{
  input: SaveAdminUserInput;
}>;


export type SaveAdminUserMutation = { saveAdminUser: { id: string, name: string, email: string, phone: string, type: UserType, admin: boolean, active: boolean, restaurantIds: Array<string> } };

export type LogInAsMutationVariables = Exact<{
  input: LogInAsInput;
}>;


export type LogInAsMutation = { logInAs: { market: Market, language: Language, landingPath: string, sessionExpiresAt: string, user: { id: string, name: string, email: string, type: UserType, admin: boolean }, restaurants: Array<{ id: string, site: string, name: string }>, selectedRestaurant: { id: string, site: string, name: string } | null, borrowedBy: { name: string } | null } };

export type AdminVideoFieldsFragment = { id: string, url: string, active: boolean, startDate: string | null, endDate: string | null };

export type AdminVideosQueryVariables = Exact<{
  input: AdminVideoPageInput;
}>;


export type AdminVideosQuery = { adminVideos: { total: number, page: number, size: number | null, pageCount: number, items: Array<{ id: string, url: string, active: boolean, startDate: string | null, endDate: string | null }> } };

export type AdminVideoQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminVideoQuery = { adminVideo: { id: string, url: string, active: boolean, startDate: string | null, endDate: string | null } | null };

export type SaveVideoMutationVariables = Exact<{
  input: SaveVideoInput;
}>;


export type SaveVideoMutation = { saveVideo: { id: string, url: string, active: boolean, startDate: string | null, endDate: string | null } };

export type DeleteVideoMutationVariables = Exact<{
  input: DeleteVideoInput;
}>;


export type DeleteVideoMutation = { deleteVideo: { id: string } };

export type SendBriefingMutationVariables = Exact<{
  input: SendBriefingInput;
}>;


export type SendBriefingMutation = { sendBriefing: boolean };

export type SaveChannelsMutationVariables = Exact<{
  input: SaveChannelsInput;
}>;


export type SaveChannelsMutation = { saveChannels: { restaurantId: string, site: string, mode: number, region: number, open: boolean, reopeningDate: string, closingMotive: ClosureMotive | null, publicName: string, address: string, openingDate: string, phone: string, email: string, companyName: string, taxId: string, fiscalAddress: string, allday: string, delivery: string, activeServices: Array<string>, socialPdfUrl: string, paidMediaPdfUrl: string, offersUrl: string, services: Array<{ slug: string, name: string, icon: string, parentSlug: string | null }>, schedules: Array<{ service: string, day: string, start: string, end: string, allDay: boolean }>, birthday: { bookOnline: boolean, bankAccount: string, bizum: string, contactPhone: string, contactMail: string, name: string, taxId: string, fiscalAddress: string }, plans: Array<{ id: string, planDate: string, services: Array<string>, delivery: string, allday: string, schedules: Array<{ service: string, day: string, start: string, end: string, allDay: boolean }>, birthday: { bookOnline: boolean, bankAccount: string, bizum: string, contactPhone: string, contactMail: string, name: string, taxId: string, fiscalAddress: string } }>, mop: { offered: boolean, active: boolean, windows: Array<{ id: string, status: MopRequestStatus, start: string, end: string, reason: string, cancelReason: string }> }, reports: Array<{ id: string, month: string, url: string }>, log: Array<{ id: string, userName: string, field: string, newValue: string, date: string | null }> } };

export type ChannelsQueryVariables = Exact<{
  restaurantId?: string | number | null | undefined;
}>;


export type ChannelsQuery = { channels: { restaurantId: string, site: string, mode: number, region: number, open: boolean, reopeningDate: string, closingMotive: ClosureMotive | null, publicName: string, address: string, openingDate: string, phone: string, email: string, companyName: string, taxId: string, fiscalAddress: string, allday: string, delivery: string, activeServices: Array<string>, socialPdfUrl: string, paidMediaPdfUrl: string, offersUrl: string, services: Array<{ slug: string, name: string, icon: string, parentSlug: string | null }>, schedules: Array<{ service: string, day: string, start: string, end: string, allDay: boolean }>, birthday: { bookOnline: boolean, bankAccount: string, bizum: string, contactPhone: string, contactMail: string, name: string, taxId: string, fiscalAddress: string }, plans: Array<{ id: string, planDate: string, services: Array<string>, delivery: string, allday: string, schedules: Array<{ service: string, day: string, start: string, end: string, allDay: boolean }>, birthday: { bookOnline: boolean, bankAccount: string, bizum: string, contactPhone: string, contactMail: string, name: string, taxId: string, fiscalAddress: string } }>, mop: { offered: boolean, active: boolean, windows: Array<{ id: string, status: MopRequestStatus, start: string, end: string, reason: string, cancelReason: string }> }, reports: Array<{ id: string, month: string, url: string }>, log: Array<{ id: string, userName: string, field: string, newValue: string, date: string | null }> } };

export type ChannelsScreenFieldsFragment = { restaurantId: string, site: string, mode: number, region: number, open: boolean, reopeningDate: string, closingMotive: ClosureMotive | null, publicName: string, address: string, openingDate: string, phone: string, email: string, companyName: string, taxId: string, fiscalAddress: string, allday: string, delivery: string, activeServices: Array<string>, socialPdfUrl: string, paidMediaPdfUrl: string, offersUrl: string, services: Array<{ slug: string, name: string, icon: string, parentSlug: string | null }>, schedules: Array<{ service: string, day: string, start: string, end: string, allDay: boolean }>, birthday: { bookOnline: boolean, bankAccount: string, bizum: string, contactPhone: string, contactMail: string, name: string, taxId: string, fiscalAddress: string }, plans: Array<{ id: string, planDate: string, services: Array<string>, delivery: string, allday: string, schedules: Array<{ service: string, day: string, start: string, end: string, allDay: boolean }>, birthday: { bookOnline: boolean, bankAccount: string, bizum: string, contactPhone: string, contactMail: string, name: string, taxId: string, fiscalAddress: string } }>, mop: { offered: boolean, active: boolean, windows: Array<{ id: string, status: MopRequestStatus, start: string, end: string, reason: string, cancelReason: string }> }, reports: Array<{ id: string, month: string, url: string }>, log: Array<{ id: string, userName: string, field: string, newValue: string, date: string | null }> };

export type ChannelsBirthdayFieldsFragment = { bookOnline: boolean, bankAccount: string, bizum: string, contactPhone: string, contactMail: string, name: string, taxId: string, fiscalAddress: string };

export type DiagnosticStarsFragment = { service: number | null, relation: number | null, innovation: number | null, ambient: number | null, promotion: number | null };

export type DiagnosticComparisonFragment = { own: { service: number | null, relation: number | null, innovation: number | null, ambient: number | null, promotion: number | null }, competitors: Array<{ brand: { id: string, name: string }, stars: { service: number | null, relation: number | null, innovation: number | null, ambient: number | null, promotion: number | null } }> };

export type SaveComparisonMutationVariables = Exact<{
  input: SaveComparisonInput;
}>;


export type SaveComparisonMutation = { saveComparison: { own: { service: number | null, relation: number | null, innovation: number | null, ambient: number | null, promotion: number | null }, competitors: Array<{ brand: { id: string, name: string }, stars: { service: number | null, relation: number | null, innovation: number | null, ambient: number | null, promotion: number | null } }> } };

export type DiagnosticBrandFragment = { id: string, name: string, type: number, custom: boolean };

export type DiagnosticCompetitionFragment = { categories: Array<{ type: number, intensity: number | null, chosen: Array<{ choiceId: string, compared: boolean, brand: { id: string, name: string, type: number, custom: boolean } }> }>, catalogue: Array<{ id: string, name: string, type: number, custom: boolean }> };

export type SaveCompetitionMutationVariables = Exact<{
  input: SaveCompetitionInput;
}>;


export type SaveCompetitionMutation = { saveCompetition: { categories: Array<{ type: number, intensity: number | null, chosen: Array<{ choiceId: string, compared: boolean, brand: { id: string, name: string, type: number, custom: boolean } }> }>, catalogue: Array<{ id: string, name: string, type: number, custom: boolean }> } };

export type DeleteCustomBrandMutationVariables = Exact<{
  input: DeleteCustomBrandInput;
}>;


export type DeleteCustomBrandMutation = { deleteCustomBrand: { brandId: string } };

export type RemoveCompetitorMutationVariables = Exact<{
  input: RemoveCompetitorInput;
}>;


export type RemoveCompetitorMutation = { removeCompetitor: { choiceId: string } };

export type AddCustomBrandMutationVariables = Exact<{
  input: AddCustomBrandInput;
}>;


export type AddCustomBrandMutation = { addCustomBrand: { id: string, name: string, type: number, custom: boolean } };

export type DiagnosticQueryVariables = Exact<{
  restaurantId?: string | number | null | undefined;
}>;


export type DiagnosticQuery = { diagnostic: { restaurantId: string, momentsMissing: boolean, descriptions: { competence: string | null, consume: string | null, sales: string | null, pmix: string | null }, population: { province: string | null, provinceHabitants: number | null, habitants1km: number | null, habitants3km: number | null }, clusters: Array<{ clusterId: string, code: string, chosen: boolean, share: number | null }>, dafo: { strengths: string, weaknesses: string, opportunities: string, threats: string }, competition: { categories: Array<{ type: number, intensity: number | null, chosen: Array<{ choiceId: string, compared: boolean, brand: { id: string, name: string, type: number, custom: boolean } }> }>, catalogue: Array<{ id: string, name: string, type: number, custom: boolean }> }, comparison: { own: { service: number | null, relation: number | null, innovation: number | null, ambient: number | null, promotion: number | null }, competitors: Array<{ brand: { id: string, name: string }, stars: { service: number | null, relation: number | null, innovation: number | null, ambient: number | null, promotion: number | null } }> }, consumption: { hasRestaurantData: boolean, categories: Array<{ key: string, restaurant: number | null, national: number | null }> }, moments: Array<{ name: string, weekSales: { value: number | null, trend: Trend | null }, weekGuests: { value: number | null, trend: Trend | null }, weekendSales: { value: number | null, trend: Trend | null }, weekendGuests: { value: number | null, trend: Trend | null } }>, productMix: Array<{ type: string, description: string | null, change: { value: number | null, trend: Trend | null } }>, suggestions: Array<{ kind: SuggestionKind, topic: string, resources: Array<{ id: string, name: string, href: string }> }> } };

export type DiagnosticChangeFragment = { value: number | null, trend: Trend | null };

export type SaveDafoMutationVariables = Exact<{
  input: SaveDafoInput;
}>;


export type SaveDafoMutation = { saveDafo: { strengths: string, weaknesses: string, opportunities: string, threats: string } };

export type SaveClustersMutationVariables = Exact<{
  input: SaveClustersInput;
}>;


export type SaveClustersMutation = { saveClusters: Array<{ clusterId: string, code: string, chosen: boolean, share: number | null }> };

export type HomeQueryVariables = Exact<{
  es: boolean;
  restaurantId?: string | number | null | undefined;
}>;


export type HomeQuery = { home: { sliders: Array<{ id: string, name: string, imageUrl: string, link: string | null, priority: number }>, video: { id: string, kind: VideoKind, embedId: string | null, url: string } | null, diagnosticAlerts?: { allDone: boolean, competence: boolean, comparation: boolean, clusters: boolean, dafo: boolean } | null, localActions?: Array<{ id: string, name: string, startDate: string | null, endDate: string | null }> | null, newestResources: Array<{ id: string, name: string, slug: string, href: string, thumbnailUrl: string | null, isNew: boolean, newForMe: boolean, type: { id: string, name: string } | null, file: { url: string, name: string } | null, actions: { download: boolean, adapt: boolean, produce: boolean, special: boolean, comingSoon: boolean } }> } };

export type ShowVideoLaterMutationVariables = Exact<{
  videoId: string | number;
}>;


export type ShowVideoLaterMutation = { showVideoLater: boolean };

export type CollectionFieldsFragment = { id: string, name: string, mine: boolean, ownerName: string, downloadUrl: string, sharedWith: { id: string, name: string, site: string } | null, resources: Array<{ id: string, name: string, slug: string, href: string, thumbnailUrl: string | null, isNew: boolean, newForMe: boolean, type: { id: string, name: string } | null, file: { url: string, name: string } | null, actions: { download: boolean, adapt: boolean, produce: boolean, special: boolean, comingSoon: boolean } }> };

export type CollectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CollectionsQuery = { collections: { items: Array<{ id: string, name: string, mine: boolean, ownerName: string, downloadUrl: string, sharedWith: { id: string, name: string, site: string } | null, resources: Array<{ id: string, name: string, slug: string, href: string, thumbnailUrl: string | null, isNew: boolean, newForMe: boolean, type: { id: string, name: string } | null, file: { url: string, name: string } | null, actions: { download: boolean, adapt: boolean, produce: boolean, special: boolean, comingSoon: boolean } }> }>, shareTarget: { id: string, name: string, site: string } | null } };

export type CreateCollectionMutationVariables = Exact<{
  input: CreateCollectionInput;
}>;


export type CreateCollectionMutation = { createCollection: { id: string, name: string, mine: boolean, ownerName: string, downloadUrl: string, sharedWith: { id: string, name: string, site: string } | null, resources: Array<{ id: string, name: string, slug: string, href: string, thumbnailUrl: string | null, isNew: boolean, newForMe: boolean, type: { id: string, name: string } | null, file: { url: string, name: string } | null, actions: { download: boolean, adapt: boolean, produce: boolean, special: boolean, comingSoon: boolean } }> } };

export type RenameCollectionMutationVariables = Exact<{
  input: RenameCollectionInput;
}>;


export type RenameCollectionMutation = { renameCollection: { id: string, name: string } };

export type DeleteCollectionMutationVariables = Exact<{
  input: CollectionIdInput;
}>;


export type DeleteCollectionMutation = { deleteCollection: { id: string } };

export type AddToCollectionMutationVariables = Exact<{
  input: CollectionItemInput;
}>;


export type AddToCollectionMutation = { addToCollection: { id: string, name: string, mine: boolean, ownerName: string, downloadUrl: string, sharedWith: { id: string, name: string, site: string } | null, resources: Array<{ id: string, name: string, slug: string, href: string, thumbnailUrl: string | null, isNew: boolean, newForMe: boolean, type: { id: string, name: string } | null, file: { url: string, name: string } | null, actions: { download: boolean, adapt: boolean, produce: boolean, special: boolean, comingSoon: boolean } }> } };

export type RemoveFromCollectionMutationVariables = Exact<{
  input: CollectionItemInput;
}>;


export type RemoveFromCollectionMutation = { removeFromCollection: { id: string, name: string, mine: boolean, ownerName: string, downloadUrl: string, sharedWith: { id: string, name: string, site: string } | null, resources: Array<{ id: string, name: string, slug: string, href: string, thumbnailUrl: string | null, isNew: boolean, newForMe: boolean, type: { id: string, name: string } | null, file: { url: string, name: string } | null, actions: { download: boolean, adapt: boolean, produce: boolean, special: boolean, comingSoon: boolean } }> } };

export type ShareCollectionMutationVariables = Exact<{
  input: ShareCollectionInput;
}>;


export type ShareCollectionMutation = { shareCollection: { id: string, sharedWith: { id: string, name: string, site: string } | null } };

export type RequestCustomResourceMutationVariables = Exact<{
  input: CustomResourceInput;
}>;


export type RequestCustomResourceMutation = { requestCustomResource: { sent: boolean } };

export type LibraryAreaQueryVariables = Exact<{
  type: SectionType;
  category?: string | null | undefined;
  resource?: string | null | undefined;
  detail: boolean;
}>;


export type LibraryAreaQuery = { libraryArea: { type: SectionType, path: string, sections: Array<{ id: string, name: string, slug: string, href: string, level: number, children: Array<{ id: string, name: string, slug: string, href: string, level: number, children: Array<{ id: string, name: string, slug: string, href: string, level: number }> }> }>, category: { id: string, name: string, slug: string, href: string, path: string } | null, resources?: Array<{ id: string, name: string, slug: string, href: string, thumbnailUrl: string | null, isNew: boolean, newForMe: boolean, type: { id: string, name: string } | null, file: { url: string, name: string } | null, actions: { download: boolean, adapt: boolean, produce: boolean, special: boolean, comingSoon: boolean } }>, resource?: { description: string | null, reference: string | null, language: Language, shortLink: string, id: string, name: string, slug: string, href: string, thumbnailUrl: string | null, isNew: boolean, newForMe: boolean, file: { url: string, name: string, size: number | null, mimeType: string | null, previewUrl: string } | null, actions: { adaptInDetail: boolean, download: boolean, adapt: boolean, produce: boolean, special: boolean, comingSoon: boolean }, category: { id: string, name: string, href: string } | null, type: { id: string, name: string } | null } | null } };

export type SendOpeningFormMutationVariables = Exact<{
  input: OpeningFormInput;
}>;


export type SendOpeningFormMutation = { sendOpeningForm: { sent: boolean } };

export type ResourceCardFieldsFragment = { id: string, name: string, slug: string, href: string, thumbnailUrl: string | null, isNew: boolean, newForMe: boolean, type: { id: string, name: string } | null, file: { url: string, name: string } | null, actions: { download: boolean, adapt: boolean, produce: boolean, special: boolean, comingSoon: boolean } };

export type ResourceDetailFieldsFragment = { description: string | null, reference: string | null, language: Language, shortLink: string, id: string, name: string, slug: string, href: string, thumbnailUrl: string | null, isNew: boolean, newForMe: boolean, file: { url: string, name: string, size: number | null, mimeType: string | null, previewUrl: string } | null, actions: { adaptInDetail: boolean, download: boolean, adapt: boolean, produce: boolean, special: boolean, comingSoon: boolean }, category: { id: string, name: string, href: string } | null, type: { id: string, name: string } | null };

export type SearchResourcesQueryVariables = Exact<{
  text: string;
  areas?: Array<SectionType> | SectionType | null | undefined;
  categories?: Array<string | number> | string | number | null | undefined;
  types?: Array<string | number> | string | number | null | undefined;
  formats?: Array<string> | string | null | undefined;
  languages?: Array<Language> | Language | null | undefined;
  updatedWithin?: UpdatedWithin | null | undefined;
  sort?: SearchSort | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type SearchResourcesQuery = { search: { text: string, total: number, page: number, pageSize: number, sort: SearchSort, resources: Array<{ id: string, name: string, slug: string, href: string, thumbnailUrl: string | null, isNew: boolean, newForMe: boolean, type: { id: string, name: string } | null, file: { url: string, name: string } | null, actions: { download: boolean, adapt: boolean, produce: boolean, special: boolean, comingSoon: boolean } }>, facets: { areas: Array<{ value: string, label: string, count: number }>, categories: Array<{ value: string, label: string, count: number }>, types: Array<{ value: string, label: string, count: number }>, formats: Array<{ value: string, label: string, count: number }>, languages: Array<{ value: string, label: string, count: number }>, updatedWithin: Array<{ value: string, label: string, count: number }> } } };

export type SearchFacetFieldsFragment = { value: string, label: string, count: number };

export type SearchSuggestionsQueryVariables = Exact<{
  text: string;
}>;


export type SearchSuggestionsQuery = { searchSuggestions: Array<{ kind: SearchSuggestionKind, label: string, detail: string, href: string }> };

export type SectionLinkFieldsFragment = { id: string, name: string, slug: string, href: string, level: number };

export type SectionNavFieldsFragment = { id: string, name: string, slug: string, href: string, level: number, children: Array<{ id: string, name: string, slug: string, href: string, level: number, children: Array<{ id: string, name: string, slug: string, href: string, level: number }> }> };

export type UpdateMarketingActionMutationVariables = Exact<{
  input: UpdatePlanActionInput;
}>;


export type UpdateMarketingActionMutation = { updateMarketingAction: { id: string, restaurantId: string, year: number, years: Array<number>, coverUrl: string | null, nationalOptions: Array<{ id: string, name: string, kind: PriorityKind, strategies: Array<{ id: string, name: string }> }>, localOptions: Array<{ id: string, name: string, kind: PriorityKind, strategies: Array<{ id: string, name: string }> }>, priorities: Array<{ id: string, categoryId: string, name: string, kind: PriorityKind, position: number, daypart: string | null, timeSlot: string | null, behaviour: string | null, competitorId: string | null, sales: number | null, newCustomers: number | null }>, strategies: Array<{ id: string, slot: number, position: number, text: string | null, optionId: string | null, name: string }>, competitors: Array<{ id: string, name: string }>, actions: Array<{ id: string, name: string, completeName: string, kind: PriorityKind, strategyId: string | null, startDate: string, endDate: string, row: number | null, editable: boolean, resources: Array<{ id: string, name: string, href: string }>, orders: Array<{ id: string, name: string, href: string }> }> } };

export type MarketingLinkOptionsQueryVariables = Exact<{
  restaurantId?: string | number | null | undefined;
}>;


export type MarketingLinkOptionsQuery = { marketingLinkOptions: { resources: Array<{ id: string, name: string, href: string }>, orders: Array<{ id: string, name: string, href: string }> } };

export type LinkMarketingActionMutationVariables = Exact<{
  input: LinkPlanActionInput;
}>;


export type LinkMarketingActionMutation = { linkMarketingAction: { id: string, restaurantId: string, year: number, years: Array<number>, coverUrl: string | null, nationalOptions: Array<{ id: string, name: string, kind: PriorityKind, strategies: Array<{ id: string, name: string }> }>, localOptions: Array<{ id: string, name: string, kind: PriorityKind, strategies: Array<{ id: string, name: string }> }>, priorities: Array<{ id: string, categoryId: string, name: string, kind: PriorityKind, position: number, daypart: string | null, timeSlot: string | null, behaviour: string | null, competitorId: string | null, sales: number | null, newCustomers: number | null }>, strategies: Array<{ id: string, slot: number, position: number, text: string | null, optionId: string | null, name: string }>, competitors: Array<{ id: string, name: string }>, actions: Array<{ id: string, name: string, completeName: string, kind: PriorityKind, strategyId: string | null, startDate: string, endDate: string, row: number | null, editable: boolean, resources: Array<{ id: string, name: string, href: string }>, orders: Array<{ id: string, name: string, href: string }> }> } };

export type AddMarketingActionMutationVariables = Exact<{
  input: AddPlanActionInput;
}>;


export type AddMarketingActionMutation = { addMarketingAction: { id: string, restaurantId: string, year: number, years: Array<number>, coverUrl: string | null, nationalOptions: Array<{ id: string, name: string, kind: PriorityKind, strategies: Array<{ id: string, name: string }> }>, localOptions: Array<{ id: string, name: string, kind: PriorityKind, strategies: Array<{ id: string, name: string }> }>, priorities: Array<{ id: string, categoryId: string, name: string, kind: PriorityKind, position: number, daypart: string | null, timeSlot: string | null, behaviour: string | null, competitorId: string | null, sales: number | null, newCustomers: number | null }>, strategies: Array<{ id: string, slot: number, position: number, text: string | null, optionId: string | null, name: string }>, competitors: Array<{ id: string, name: string }>, actions: Array<{ id: string, name: string, completeName: string, kind: PriorityKind, strategyId: string | null, startDate: string, endDate: string, row: number | null, editable: boolean, resources: Array<{ id: string, name: string, href: string }>, orders: Array<{ id: string, name: string, href: string }> }> } };

export type MarketingQueryVariables = Exact<{
  year?: number | null | undefined;
  restaurantId?: string | number | null | undefined;
}>;


export type MarketingQuery = { marketingPlan: { id: string, restaurantId: string, year: number, years: Array<number>, coverUrl: string | null, nationalOptions: Array<{ id: string, name: string, kind: PriorityKind, strategies: Array<{ id: string, name: string }> }>, localOptions: Array<{ id: string, name: string, kind: PriorityKind, strategies: Array<{ id: string, name: string }> }>, priorities: Array<{ id: string, categoryId: string, name: string, kind: PriorityKind, position: number, daypart: string | null, timeSlot: string | null, behaviour: string | null, competitorId: string | null, sales: number | null, newCustomers: number | null }>, strategies: Array<{ id: string, slot: number, position: number, text: string | null, optionId: string | null, name: string }>, competitors: Array<{ id: string, name: string }>, actions: Array<{ id: string, name: string, completeName: string, kind: PriorityKind, strategyId: string | null, startDate: string, endDate: string, row: number | null, editable: boolean, resources: Array<{ id: string, name: string, href: string }>, orders: Array<{ id: string, name: string, href: string }> }> } };

export type MarketingPlanFieldsFragment = { id: string, restaurantId: string, year: number, years: Array<number>, coverUrl: string | null, nationalOptions: Array<{ id: string, name: string, kind: PriorityKind, strategies: Array<{ id: string, name: string }> }>, localOptions: Array<{ id: string, name: string, kind: PriorityKind, strategies: Array<{ id: string, name: string }> }>, priorities: Array<{ id: string, categoryId: string, name: string, kind: PriorityKind, position: number, daypart: string | null, timeSlot: string | null, behaviour: string | null, competitorId: string | null, sales: number | null, newCustomers: number | null }>, strategies: Array<{ id: string, slot: number, position: number, text: string | null, optionId: string | null, name: string }>, competitors: Array<{ id: string, name: string }>, actions: Array<{ id: string, name: string, completeName: string, kind: PriorityKind, strategyId: string | null, startDate: string, endDate: string, row: number | null, editable: boolean, resources: Array<{ id: string, name: string, href: string }>, orders: Array<{ id: string, name: string, href: string }> }> };

export type DeleteMarketingActionMutationVariables = Exact<{
  input: DeletePlanActionInput;
}>;


export type DeleteMarketingActionMutation = { deleteMarketingAction: { id: string, restaurantId: string, year: number, years: Array<number>, coverUrl: string | null, nationalOptions: Array<{ id: string, name: string, kind: PriorityKind, strategies: Array<{ id: string, name: string }> }>, localOptions: Array<{ id: string, name: string, kind: PriorityKind, strategies: Array<{ id: string, name: string }> }>, priorities: Array<{ id: string, categoryId: string, name: string, kind: PriorityKind, position: number, daypart: string | null, timeSlot: string | null, behaviour: string | null, competitorId: string | null, sales: number | null, newCustomers: number | null }>, strategies: Array<{ id: string, slot: number, position: number, text: string | null, optionId: string | null, name: string }>, competitors: Array<{ id: string, name: string }>, actions: Array<{ id: string, name: string, completeName: string, kind: PriorityKind, strategyId: string | null, startDate: string, endDate: string, row: number | null, editable: boolean, resources: Array<{ id: string, name: string, href: string }>, orders: Array<{ id: string, name: string, href: string }> }> } };

export type SaveMarketingObjectivesMutationVariables = Exact<{
  input: SaveObjectivesInput;
}>;


export type SaveMarketingObjectivesMutation = { saveMarketingObjectives: { id: string, restaurantId: string, year: number, years: Array<number>, coverUrl: string | null, nationalOptions: Array<{ id: string, name: string, kind: PriorityKind, strategies: Array<{ id: string, name: string }> }>, localOptions: Array<{ id: string, name: string, kind: PriorityKind, strategies: Array<{ id: string, name: string }> }>, priorities: Array<{ id: string, categoryId: string, name: string, kind: PriorityKind, position: number, daypart: string | null, timeSlot: string | null, behaviour: string | null, competitorId: string | null, sales: number | null, newCustomers: number | null }>, strategies: Array<{ id: string, slot: number, position: number, text: string | null, optionId: string | null, name: string }>, competitors: Array<{ id: string, name: string }>, actions: Array<{ id: string, name: string, completeName: string, kind: PriorityKind, strategyId: string | null, startDate: string, endDate: string, row: number | null, editable: boolean, resources: Array<{ id: string, name: string, href: string }>, orders: Array<{ id: string, name: string, href: string }> }> } };

export type SaveMarketingStrategiesMutationVariables = Exact<{
  input: SaveStrategiesInput;
}>;


export type SaveMarketingStrategiesMutation = { saveMarketingStrategies: { id: string, restaurantId: string, year: number, years: Array<number>, coverUrl: string | null, nationalOptions: Array<{ id: string, name: string, kind: PriorityKind, strategies: Array<{ id: string, name: string }> }>, localOptions: Array<{ id: string, name: string, kind: PriorityKind, strategies: Array<{ id: string, name: string }> }>, priorities: Array<{ id: string, categoryId: string, name: string, kind: PriorityKind, position: number, daypart: string | null, timeSlot: string | null, behaviour: string | null, competitorId: string | null, sales: number | null, newCustomers: number | null }>, strategies: Array<{ id: string, slot: number, position: number, text: string | null, optionId: string | null, name: string }>, competitors: Array<{ id: string, name: string }>, actions: Array<{ id: string, name: string, completeName: string, kind: PriorityKind, strategyId: string | null, startDate: string, endDate: string, row: number | null, editable: boolean, resources: Array<{ id: string, name: string, href: string }>, orders: Array<{ id: string, name: string, href: string }> }> } };

export type CartRestaurantFieldsFragment = { id: string, site: string, name: string, companyName: string, taxId: string, fiscalAddress: string, hasFiscalData: boolean };

export type CartOptionsQueryVariables = Exact<{
  add?: string | number | null | undefined;
}>;


export type CartOptionsQuery = { cartOptions: { restaurants: Array<{ id: string, site: string, name: string, companyName: string, taxId: string, fiscalAddress: string, hasFiscalData: boolean }>, contact: { name: string, email: string, phone: string }, adding: { id: string, name: string, thumbUrl: string | null, reference: string | null, customizable: boolean, sourceFormatId: number | null } | null } };

export type PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
}>;


export type PlaceOrderMutation = { placeOrder: { id: string, number: string, date: string | null, status: number, statusName: string, unread: boolean, restaurant: { id: string, site: string, name: string }, items: Array<{ id: string, resourceId: string, resourceName: string, thumbUrl: string | null, formatName: string | null }> } };

export type SaveFiscalDataMutationVariables = Exact<{
  input: SaveFiscalDataInput;
}>;


export type SaveFiscalDataMutation = { saveFiscalData: { id: string, site: string, name: string, companyName: string, taxId: string, fiscalAddress: string, hasFiscalData: boolean } };

export type UpdateOrderItemMutationVariables = Exact<{
  input: UpdateOrderItemInput;
}>;


export type UpdateOrderItemMutation = { updateOrderItem: { ownerName: string, id: string, number: string, date: string | null, status: number, statusName: string, unread: boolean, contact: { name: string, email: string, phone: string }, items: Array<{ id: string, resourceId: string, resourceName: string, thumbUrl: string | null, reference: string | null, formatId: number | null, formatName: string | null, sizeKey: string, sizeName: string | null, sizeText: string, method: number, units: number | null, unitsScale: number, unitsScaleCustom: string, billed: number, shipped: number, customShip: string, customFile: string | null, customFileUrl: string | null, answers: unknown, customAnswer: string, customAnswerFile: string | null, customization: { restaurant: string, price: string, legal: string, others: string, startDate: string, endDate: string, direction: number | null, schedule: string, date: string, directionText: string, directionImage: string | null } }>, history: Array<{ status: number, date: string | null, userName: string | null }>, comments: Array<{ id: string, authorName: string, authorRole: string, mine: boolean, message: string, imageUrls: Array<string>, createdAt: string | null }>, restaurant: { id: string, site: string, name: string } } };

export type OrderDetailFieldsFragment = { ownerName: string, id: string, number: string, date: string | null, status: number, statusName: string, unread: boolean, contact: { name: string, email: string, phone: string }, items: Array<{ id: string, resourceId: string, resourceName: string, thumbUrl: string | null, reference: string | null, formatId: number | null, formatName: string | null, sizeKey: string, sizeName: string | null, sizeText: string, method: number, units: number | null, unitsScale: number, unitsScaleCustom: string, billed: number, shipped: number, customShip: string, customFile: string | null, customFileUrl: string | null, answers: unknown, customAnswer: string, customAnswerFile: string | null, customization: { restaurant: string, price: string, legal: string, others: string, startDate: string, endDate: string, direction: number | null, schedule: string, date: string, directionText: string, directionImage: string | null } }>, history: Array<{ status: number, date: string | null, userName: string | null }>, comments: Array<{ id: string, authorName: string, authorRole: string, mine: boolean, message: string, imageUrls: Array<string>, createdAt: string | null }>, restaurant: { id: string, site: string, name: string } };

export type OrderCommentFieldsFragment = { id: string, authorName: string, authorRole: string, mine: boolean, message: string, imageUrls: Array<string>, createdAt: string | null };

export type OrderDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderDetailsQuery = { order: { ownerName: string, id: string, number: string, date: string | null, status: number, statusName: string, unread: boolean, contact: { name: string, email: string, phone: string }, items: Array<{ id: string, resourceId: string, resourceName: string, thumbUrl: string | null, reference: string | null, formatId: number | null, formatName: string | null, sizeKey: string, sizeName: string | null, sizeText: string, method: number, units: number | null, unitsScale: number, unitsScaleCustom: string, billed: number, shipped: number, customShip: string, customFile: string | null, customFileUrl: string | null, answers: unknown, customAnswer: string, customAnswerFile: string | null, customization: { restaurant: string, price: string, legal: string, others: string, startDate: string, endDate: string, direction: number | null, schedule: string, date: string, directionText: string, directionImage: string | null } }>, history: Array<{ status: number, date: string | null, userName: string | null }>, comments: Array<{ id: string, authorName: string, authorRole: string, mine: boolean, message: string, imageUrls: Array<string>, createdAt: string | null }>, restaurant: { id: string, site: string, name: string } } | null };

export type MarkOrderReadMutationVariables = Exact<{
  input: MarkOrderReadInput;
}>;


export type MarkOrderReadMutation = { markOrderRead: { id: string, unread: boolean } };

export type PostOrderCommentMutationVariables = Exact<{
  input: PostOrderCommentInput;
}>;


export type PostOrderCommentMutation = { postOrderComment: { id: string, authorName: string, authorRole: string, mine: boolean, message: string, imageUrls: Array<string>, createdAt: string | null } };

export type OrderSummaryFieldsFragment = { id: string, number: string, date: string | null, status: number, statusName: string, unread: boolean, restaurant: { id: string, site: string, name: string }, items: Array<{ id: string, resourceId: string, resourceName: string, thumbUrl: string | null, formatName: string | null }> };

export type MyOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type MyOrdersQuery = { myOrders: Array<{ id: string, number: string, date: string | null, status: number, statusName: string, unread: boolean, restaurant: { id: string, site: string, name: string }, items: Array<{ id: string, resourceId: string, resourceName: string, thumbUrl: string | null, formatName: string | null }> }> };

export type UnreadOrderCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadOrderCountQuery = { unreadOrderCount: number };

export type WizardResourceFieldsFragment = { id: string, name: string, thumbUrl: string | null, reference: string | null, customizable: boolean, sourceFormatId: number | null };

export type OrderWizardQueryVariables = Exact<{
  resourceId: string | number;
}>;


export type OrderWizardQuery = { orderWizard: { resource: { id: string, name: string, thumbUrl: string | null, reference: string | null, customizable: boolean, sourceFormatId: number | null }, formats: Array<{ id: number, name: string, questions: Array<string>, sizes: Array<{ key: string, name: string, custom: boolean }> }> } | null };

export type PartnerReportMonthsQueryVariables = Exact<{
  input: ReportMonthPageInput;
}>;


export type PartnerReportMonthsQuery = { partnerReportMonths: { total: number, page: number, size: number | null, pageCount: number, items: Array<{ month: string, count: number }> } };

export type PartnerReportUploadMonthsQueryVariables = Exact<{ [key: string]: never; }>;


export type PartnerReportUploadMonthsQuery = { partnerReportUploadMonths: Array<{ month: string, taken: boolean }> };

export type PartnerReportFieldsFragment = { id: string, month: string, fileName: string, createdAt: string | null, restaurantId: string, restaurantSite: string, restaurantName: string, url: string };

export type PartnerReportsQueryVariables = Exact<{
  month: string;
  input: PartnerReportPageInput;
}>;


export type PartnerReportsQuery = { partnerReports: { total: number, page: number, size: number | null, pageCount: number, items: Array<{ id: string, month: string, fileName: string, createdAt: string | null, restaurantId: string, restaurantSite: string, restaurantName: string, url: string }> } };

export type DeletePartnerReportMutationVariables = Exact<{
  input: DeletePartnerReportInput;
}>;


export type DeletePartnerReportMutation = { deletePartnerReport: { id: string } };

export type DeletePartnerReportMonthMutationVariables = Exact<{
  input: DeletePartnerReportMonthInput;
}>;


export type DeletePartnerReportMonthMutation = { deletePartnerReportMonth: { month: string, deleted: number } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { changed: boolean } };

export type AcceptLegalTermsMutationVariables = Exact<{ [key: string]: never; }>;


export type AcceptLegalTermsMutation = { acceptLegalTerms:
    | { __typename: 'LegalTermsRequired', userName: string }
    | { __typename: 'LoginFailure', reason: LoginFailureReason, messageKey: string }
    | { __typename: 'LoginSuccess', viewer: { market: Market, language: Language, landingPath: string, sessionExpiresAt: string, user: { id: string, name: string, email: string, type: UserType, admin: boolean }, restaurants: Array<{ id: string, site: string, name: string }>, selectedRestaurant: { id: string, site: string, name: string } | null, borrowedBy: { name: string } | null } }
   };

export type RejectLegalTermsMutationVariables = Exact<{ [key: string]: never; }>;


export type RejectLegalTermsMutation = { rejectLegalTerms: { market: Market, defaultLanguage: Language, externalSignInUrl: string | null, pendingLogin: { userName: string } | null } };

type LoginResultFields_LegalTermsRequired_Fragment = { __typename: 'LegalTermsRequired', userName: string };

type LoginResultFields_LoginFailure_Fragment = { __typename: 'LoginFailure', reason: LoginFailureReason, messageKey: string };

type LoginResultFields_LoginSuccess_Fragment = { __typename: 'LoginSuccess', viewer: { market: Market, language: Language, landingPath: string, sessionExpiresAt: string, user: { id: string, name: string, email: string, type: UserType, admin: boolean }, restaurants: Array<{ id: string, site: string, name: string }>, selectedRestaurant: { id: string, site: string, name: string } | null, borrowedBy: { name: string } | null } };

export type LoginResultFieldsFragment =
  | LoginResultFields_LegalTermsRequired_Fragment
  | LoginResultFields_LoginFailure_Fragment
  | LoginResultFields_LoginSuccess_Fragment
;

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login:
    | { __typename: 'LegalTermsRequired', userName: string }
    | { __typename: 'LoginFailure', reason: LoginFailureReason, messageKey: string }
    | { __typename: 'LoginSuccess', viewer: { market: Market, language: Language, landingPath: string, sessionExpiresAt: string, user: { id: string, name: string, email: string, type: UserType, admin: boolean }, restaurants: Array<{ id: string, site: string, name: string }>, selectedRestaurant: { id: string, site: string, name: string } | null, borrowedBy: { name: string } | null } }
   };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type RequestPasswordReminderMutationVariables = Exact<{
  input: PasswordReminderInput;
}>;


export type RequestPasswordReminderMutation = { requestPasswordReminder: { sent: boolean } };

export type SelectRestaurantMutationVariables = Exact<{
  input: SelectRestaurantInput;
}>;


export type SelectRestaurantMutation = { selectRestaurant: { market: Market, language: Language, landingPath: string, sessionExpiresAt: string, user: { id: string, name: string, email: string, type: UserType, admin: boolean }, restaurants: Array<{ id: string, site: string, name: string }>, selectedRestaurant: { id: string, site: string, name: string } | null, borrowedBy: { name: string } | null } };

export type SetLanguageMutationVariables = Exact<{
  input: SetLanguageInput;
}>;


export type SetLanguageMutation = { setLanguage: { market: Market, language: Language, landingPath: string, sessionExpiresAt: string, user: { id: string, name: string, email: string, type: UserType, admin: boolean }, restaurants: Array<{ id: string, site: string, name: string }>, selectedRestaurant: { id: string, site: string, name: string } | null, borrowedBy: { name: string } | null } };

export const PersonFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantIds"}}]}}]} as unknown as DocumentNode<PersonFieldsFragment, unknown>;
export const AdminImportSectionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminImportSectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminImportSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"described"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminImportSectionFieldsFragment, unknown>;
export const DownloadReportRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownloadReportRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DownloadReportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"}},{"kind":"Field","name":{"kind":"Name","value":"linkOpens"}}]}}]} as unknown as DocumentNode<DownloadReportRowFieldsFragment, unknown>;
export const MopRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MopRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MopRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantId"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantSite"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<MopRequestFieldsFragment, unknown>;
export const AdminResourceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminResourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"sectionIds"}},{"kind":"Field","name":{"kind":"Name","value":"sectionName"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}}]}}]} as unknown as DocumentNode<AdminResourceFieldsFragment, unknown>;
export const AdminRestaurantRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRestaurantRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRestaurant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"provinceName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<AdminRestaurantRowFragment, unknown>;
export const AdminRestaurantFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRestaurantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRestaurant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRestaurantRow"}},{"kind":"Field","name":{"kind":"Name","value":"provinceId"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}},{"kind":"Field","name":{"kind":"Name","value":"mopService"}},{"kind":"Field","name":{"kind":"Name","value":"mopStatus"}},{"kind":"Field","name":{"kind":"Name","value":"etof"}},{"kind":"Field","name":{"kind":"Name","value":"mcauto"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"habitants1km"}},{"kind":"Field","name":{"kind":"Name","value":"habitants3km"}},{"kind":"Field","name":{"kind":"Name","value":"lastChangedBy"}},{"kind":"Field","name":{"kind":"Name","value":"lastChangedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRestaurantRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRestaurant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"provinceName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<AdminRestaurantFieldsFragment, unknown>;
export const AdminSectionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<AdminSectionFieldsFragment, unknown>;
export const AdminSliderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSliderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSlider"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"file"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]} as unknown as DocumentNode<AdminSliderFieldsFragment, unknown>;
export const AdminUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantIds"}}]}}]} as unknown as DocumentNode<AdminUserFieldsFragment, unknown>;
export const AdminVideoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminVideoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminVideo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]} as unknown as DocumentNode<AdminVideoFieldsFragment, unknown>;
export const ChannelsBirthdayFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChannelsBirthdayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Birthday"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookOnline"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"bizum"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"contactMail"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalAddress"}}]}}]} as unknown as DocumentNode<ChannelsBirthdayFieldsFragment, unknown>;
export const ChannelsScreenFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChannelsScreenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChannelsScreen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restaurantId"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"reopeningDate"}},{"kind":"Field","name":{"kind":"Name","value":"closingMotive"}},{"kind":"Field","name":{"kind":"Name","value":"publicName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"openingDate"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"allday"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"parentSlug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeServices"}},{"kind":"Field","name":{"kind":"Name","value":"schedules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"birthday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChannelsBirthdayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"planDate"}},{"kind":"Field","name":{"kind":"Name","value":"services"}},{"kind":"Field","name":{"kind":"Name","value":"schedules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}},{"kind":"Field","name":{"kind":"Name","value":"allday"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChannelsBirthdayFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"mop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offered"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"windows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"socialPdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"paidMediaPdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"offersUrl"}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"log"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChannelsBirthdayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Birthday"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookOnline"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"bizum"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"contactMail"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalAddress"}}]}}]} as unknown as DocumentNode<ChannelsScreenFieldsFragment, unknown>;
export const DiagnosticStarsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiagnosticStars"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stars"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"relation"}},{"kind":"Field","name":{"kind":"Name","value":"innovation"}},{"kind":"Field","name":{"kind":"Name","value":"ambient"}},{"kind":"Field","name":{"kind":"Name","value":"promotion"}}]}}]} as unknown as DocumentNode<DiagnosticStarsFragment, unknown>;
export const DiagnosticComparisonFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiagnosticComparison"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comparison"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"own"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiagnosticStars"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiagnosticStars"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiagnosticStars"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stars"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"relation"}},{"kind":"Field","name":{"kind":"Name","value":"innovation"}},{"kind":"Field","name":{"kind":"Name","value":"ambient"}},{"kind":"Field","name":{"kind":"Name","value":"promotion"}}]}}]} as unknown as DocumentNode<DiagnosticComparisonFragment, unknown>;
export const DiagnosticBrandFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiagnosticBrand"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitorBrand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"custom"}}]}}]} as unknown as DocumentNode<DiagnosticBrandFragment, unknown>;
export const DiagnosticCompetitionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiagnosticCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"intensity"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"choiceId"}},{"kind":"Field","name":{"kind":"Name","value":"compared"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiagnosticBrand"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiagnosticBrand"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiagnosticBrand"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitorBrand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"custom"}}]}}]} as unknown as DocumentNode<DiagnosticCompetitionFragment, unknown>;
export const DiagnosticChangeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiagnosticChange"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Change"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"trend"}}]}}]} as unknown as DocumentNode<DiagnosticChangeFragment, unknown>;
export const ResourceCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"newForMe"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"download"}},{"kind":"Field","name":{"kind":"Name","value":"adapt"}},{"kind":"Field","name":{"kind":"Name","value":"produce"}},{"kind":"Field","name":{"kind":"Name","value":"special"}},{"kind":"Field","name":{"kind":"Name","value":"comingSoon"}}]}}]}}]} as unknown as DocumentNode<ResourceCardFieldsFragment, unknown>;
export const CollectionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWith"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"site"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"newForMe"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"download"}},{"kind":"Field","name":{"kind":"Name","value":"adapt"}},{"kind":"Field","name":{"kind":"Name","value":"produce"}},{"kind":"Field","name":{"kind":"Name","value":"special"}},{"kind":"Field","name":{"kind":"Name","value":"comingSoon"}}]}}]}}]} as unknown as DocumentNode<CollectionFieldsFragment, unknown>;
export const ResourceDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"shortLink"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adaptInDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"newForMe"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"download"}},{"kind":"Field","name":{"kind":"Name","value":"adapt"}},{"kind":"Field","name":{"kind":"Name","value":"produce"}},{"kind":"Field","name":{"kind":"Name","value":"special"}},{"kind":"Field","name":{"kind":"Name","value":"comingSoon"}}]}}]}}]} as unknown as DocumentNode<ResourceDetailFieldsFragment, unknown>;
export const SearchFacetFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchFacetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FacetCount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]} as unknown as DocumentNode<SearchFacetFieldsFragment, unknown>;
export const SectionLinkFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Section"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]} as unknown as DocumentNode<SectionLinkFieldsFragment, unknown>;
export const SectionNavFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionNavFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Section"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionLinkFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionLinkFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionLinkFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Section"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]} as unknown as DocumentNode<SectionNavFieldsFragment, unknown>;
export const MarketingPlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketingPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantId"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"nationalOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strategies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"localOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strategies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"daypart"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"behaviour"}},{"kind":"Field","name":{"kind":"Name","value":"competitorId"}},{"kind":"Field","name":{"kind":"Name","value":"sales"}},{"kind":"Field","name":{"kind":"Name","value":"newCustomers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strategies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"optionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"completeName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strategyId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}}]}}]}}]} as unknown as DocumentNode<MarketingPlanFieldsFragment, unknown>;
export const CartRestaurantFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartRestaurantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartRestaurant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"hasFiscalData"}}]}}]} as unknown as DocumentNode<CartRestaurantFieldsFragment, unknown>;
export const OrderSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"restaurant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"formatName"}}]}}]}}]} as unknown as DocumentNode<OrderSummaryFieldsFragment, unknown>;
export const OrderCommentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderCommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"authorRole"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<OrderCommentFieldsFragment, unknown>;
export const OrderDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"formatId"}},{"kind":"Field","name":{"kind":"Name","value":"formatName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeKey"}},{"kind":"Field","name":{"kind":"Name","value":"sizeName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeText"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitsScale"}},{"kind":"Field","name":{"kind":"Name","value":"unitsScaleCustom"}},{"kind":"Field","name":{"kind":"Name","value":"billed"}},{"kind":"Field","name":{"kind":"Name","value":"shipped"}},{"kind":"Field","name":{"kind":"Name","value":"customShip"}},{"kind":"Field","name":{"kind":"Name","value":"customFile"}},{"kind":"Field","name":{"kind":"Name","value":"customFileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"customAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"customAnswerFile"}},{"kind":"Field","name":{"kind":"Name","value":"customization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restaurant"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"legal"}},{"kind":"Field","name":{"kind":"Name","value":"others"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"directionText"}},{"kind":"Field","name":{"kind":"Name","value":"directionImage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderCommentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"restaurant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"formatName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderCommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"authorRole"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<OrderDetailFieldsFragment, unknown>;
export const WizardResourceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WizardResourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WizardResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"customizable"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFormatId"}}]}}]} as unknown as DocumentNode<WizardResourceFieldsFragment, unknown>;
export const PartnerReportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartnerReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantId"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantSite"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<PartnerReportFieldsFragment, unknown>;
export const ViewerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"landingPath"}},{"kind":"Field","name":{"kind":"Name","value":"sessionExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"restaurants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedRestaurant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"borrowedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ViewerFieldsFragment, unknown>;
export const LoginResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LegalTermsRequired"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginFailure"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"landingPath"}},{"kind":"Field","name":{"kind":"Name","value":"sessionExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"restaurants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedRestaurant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"borrowedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<LoginResultFieldsFragment, unknown>;
export const AdminMopHeaderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMopHeader"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMopHeader"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]}}]} as unknown as DocumentNode<AdminMopHeaderQuery, AdminMopHeaderQueryVariables>;
export const ShellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Shell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"externalSignInUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pendingLogin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"landingPath"}},{"kind":"Field","name":{"kind":"Name","value":"sessionExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"restaurants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedRestaurant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"borrowedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ShellQuery, ShellQueryVariables>;
export const AccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Account"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"restaurants"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountRestaurantPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"restaurants"},"value":{"kind":"Variable","name":{"kind":"Name","value":"restaurants"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"newFiles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"restaurants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}}]}}]}}]}}]} as unknown as DocumentNode<AccountQuery, AccountQueryVariables>;
export const SaveAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<SaveAccountMutation, SaveAccountMutationVariables>;
export const SetNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetNotificationsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"newFiles"}}]}}]}}]} as unknown as DocumentNode<SetNotificationsMutation, SetNotificationsMutationVariables>;
export const MyPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPeople"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantIds"}}]}}]} as unknown as DocumentNode<MyPeopleQuery, MyPeopleQueryVariables>;
export const MyPersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantIds"}}]}}]} as unknown as DocumentNode<MyPersonQuery, MyPersonQueryVariables>;
export const SavePersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SavePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantIds"}}]}}]} as unknown as DocumentNode<SavePersonMutation, SavePersonMutationVariables>;
export const ReturnToOwnSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReturnToOwnSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnToOwnSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"landingPath"}},{"kind":"Field","name":{"kind":"Name","value":"sessionExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"restaurants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedRestaurant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"borrowedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ReturnToOwnSessionMutation, ReturnToOwnSessionMutationVariables>;
export const AdminImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminImport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminImport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminImportSectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"socialMedia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminImportSectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminImportSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"described"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminImportQuery, AdminImportQueryVariables>;
export const ImportDiagnosticSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportDiagnosticSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportSectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importDiagnosticSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"restaurants"}},{"kind":"Field","name":{"kind":"Name","value":"refusals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminImportSectionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminImportSectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminImportSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"described"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ImportDiagnosticSectionMutation, ImportDiagnosticSectionMutationVariables>;
export const UpdateImportDescriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateImportDescription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateImportDescriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateImportDescription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminImportSectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminImportSectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminImportSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"described"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateImportDescriptionMutation, UpdateImportDescriptionMutationVariables>;
export const DownloadReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DownloadReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DownloadReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DownloadReportRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"totalDownloads"}},{"kind":"Field","name":{"kind":"Name","value":"totalLinkOpens"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownloadReportRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DownloadReportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"}},{"kind":"Field","name":{"kind":"Name","value":"linkOpens"}}]}}]} as unknown as DocumentNode<DownloadReportQuery, DownloadReportQueryVariables>;
export const ResourceReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResourceReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resourceReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"}},{"kind":"Field","name":{"kind":"Name","value":"linkOpens"}}]}},{"kind":"Field","name":{"kind":"Name","value":"restaurants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"linkOpens"}}]}}]}}]}}]} as unknown as DocumentNode<ResourceReportQuery, ResourceReportQueryVariables>;
export const AdminMopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMop"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MopRequestPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMopRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MopRequestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"header"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"mopAutoConfirm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"autoConfirm"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MopRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MopRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantId"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantSite"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<AdminMopQuery, AdminMopQueryVariables>;
export const SetMopRequestStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMopRequestStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetMopRequestStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMopRequestStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MopRequestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"header"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MopRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MopRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantId"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantSite"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<SetMopRequestStatusMutation, SetMopRequestStatusMutationVariables>;
export const SetMopAutoConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMopAutoConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetMopAutoConfirmInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMopAutoConfirm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"autoConfirm"}}]}}]}}]} as unknown as DocumentNode<SetMopAutoConfirmMutation, SetMopAutoConfirmMutationVariables>;
export const AdminMissingReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMissingReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMissingReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminMissingReportsQuery, AdminMissingReportsQueryVariables>;
export const AdminOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"restaurant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}}]}}]}}]} as unknown as DocumentNode<AdminOrdersQuery, AdminOrdersQueryVariables>;
export const AdminOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDetailFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"restaurant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"formatName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderCommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"authorRole"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"formatId"}},{"kind":"Field","name":{"kind":"Name","value":"formatName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeKey"}},{"kind":"Field","name":{"kind":"Name","value":"sizeName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeText"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitsScale"}},{"kind":"Field","name":{"kind":"Name","value":"unitsScaleCustom"}},{"kind":"Field","name":{"kind":"Name","value":"billed"}},{"kind":"Field","name":{"kind":"Name","value":"shipped"}},{"kind":"Field","name":{"kind":"Name","value":"customShip"}},{"kind":"Field","name":{"kind":"Name","value":"customFile"}},{"kind":"Field","name":{"kind":"Name","value":"customFileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"customAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"customAnswerFile"}},{"kind":"Field","name":{"kind":"Name","value":"customization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restaurant"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"legal"}},{"kind":"Field","name":{"kind":"Name","value":"others"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"directionText"}},{"kind":"Field","name":{"kind":"Name","value":"directionImage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderCommentFields"}}]}}]}}]} as unknown as DocumentNode<AdminOrderQuery, AdminOrderQueryVariables>;
export const ChangeOrderStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeOrderStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeOrderStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeOrderStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]}}]} as unknown as DocumentNode<ChangeOrderStatusMutation, ChangeOrderStatusMutationVariables>;
export const AdminResourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminResources"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminResourcePageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminResources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminResourceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminResourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"sectionIds"}},{"kind":"Field","name":{"kind":"Name","value":"sectionName"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}}]}}]} as unknown as DocumentNode<AdminResourcesQuery, AdminResourcesQueryVariables>;
export const AdminResourceFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminResourceForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminResourceForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminResourceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"languages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminResourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"sectionIds"}},{"kind":"Field","name":{"kind":"Name","value":"sectionName"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}}]}}]} as unknown as DocumentNode<AdminResourceFormQuery, AdminResourceFormQueryVariables>;
export const SaveResourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveResource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveResourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveResource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminResourceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminResourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"sectionIds"}},{"kind":"Field","name":{"kind":"Name","value":"sectionName"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}}]}}]} as unknown as DocumentNode<SaveResourceMutation, SaveResourceMutationVariables>;
export const SetResourcesStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetResourcesStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetResourcesStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setResourcesStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SetResourcesStatusMutation, SetResourcesStatusMutationVariables>;
export const DeleteResourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteResource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteResourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteResource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteResourceMutation, DeleteResourceMutationVariables>;
export const AdminRestaurantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRestaurants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRestaurantPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRestaurants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRestaurantRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRestaurantRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRestaurant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"provinceName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<AdminRestaurantsQuery, AdminRestaurantsQueryVariables>;
export const AdminRestaurantFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRestaurantForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRestaurantForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restaurant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRestaurantFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"provinces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"habitants"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRestaurantRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRestaurant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"provinceName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRestaurantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRestaurant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRestaurantRow"}},{"kind":"Field","name":{"kind":"Name","value":"provinceId"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}},{"kind":"Field","name":{"kind":"Name","value":"mopService"}},{"kind":"Field","name":{"kind":"Name","value":"mopStatus"}},{"kind":"Field","name":{"kind":"Name","value":"etof"}},{"kind":"Field","name":{"kind":"Name","value":"mcauto"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"habitants1km"}},{"kind":"Field","name":{"kind":"Name","value":"habitants3km"}},{"kind":"Field","name":{"kind":"Name","value":"lastChangedBy"}},{"kind":"Field","name":{"kind":"Name","value":"lastChangedAt"}}]}}]} as unknown as DocumentNode<AdminRestaurantFormQuery, AdminRestaurantFormQueryVariables>;
export const SaveRestaurantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRestaurant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveRestaurantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRestaurant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRestaurantFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRestaurantRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRestaurant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"provinceName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRestaurantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRestaurant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRestaurantRow"}},{"kind":"Field","name":{"kind":"Name","value":"provinceId"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}},{"kind":"Field","name":{"kind":"Name","value":"mopService"}},{"kind":"Field","name":{"kind":"Name","value":"mopStatus"}},{"kind":"Field","name":{"kind":"Name","value":"etof"}},{"kind":"Field","name":{"kind":"Name","value":"mcauto"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"habitants1km"}},{"kind":"Field","name":{"kind":"Name","value":"habitants3km"}},{"kind":"Field","name":{"kind":"Name","value":"lastChangedBy"}},{"kind":"Field","name":{"kind":"Name","value":"lastChangedAt"}}]}}]} as unknown as DocumentNode<SaveRestaurantMutation, SaveRestaurantMutationVariables>;
export const AdminSectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSectionPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<AdminSectionsQuery, AdminSectionsQueryVariables>;
export const AdminSectionFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSectionForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSectionForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}},{"kind":"Field","name":{"kind":"Name","value":"urlsInUse"}},{"kind":"Field","name":{"kind":"Name","value":"hasSubsections"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<AdminSectionFormQuery, AdminSectionFormQueryVariables>;
export const SaveSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveSectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<SaveSectionMutation, SaveSectionMutationVariables>;
export const DeleteSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteSectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteSectionMutation, DeleteSectionMutationVariables>;
export const AdminSlidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSliders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSliderPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSliders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSliderFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSliderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSlider"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"file"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]} as unknown as DocumentNode<AdminSlidersQuery, AdminSlidersQueryVariables>;
export const AdminSliderFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSliderForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSliderForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSliderFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSliderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSlider"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"file"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]} as unknown as DocumentNode<AdminSliderFormQuery, AdminSliderFormQueryVariables>;
export const SaveSliderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSlider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveSliderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSlider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSliderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSliderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSlider"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"file"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]} as unknown as DocumentNode<SaveSliderMutation, SaveSliderMutationVariables>;
export const MoveSliderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveSlider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveSliderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveSlider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}}]}}]} as unknown as DocumentNode<MoveSliderMutation, MoveSliderMutationVariables>;
export const DeleteSliderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSlider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteSliderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSlider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteSliderMutation, DeleteSliderMutationVariables>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantIds"}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminUserFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUserForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUserForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"restaurants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"borrowedActions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"administratorName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantIds"}}]}}]} as unknown as DocumentNode<AdminUserFormQuery, AdminUserFormQueryVariables>;
export const SaveAdminUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAdminUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveAdminUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAdminUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantIds"}}]}}]} as unknown as DocumentNode<SaveAdminUserMutation, SaveAdminUserMutationVariables>;
export const LogInAsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogInAs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogInAsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logInAs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"landingPath"}},{"kind":"Field","name":{"kind":"Name","value":"sessionExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"restaurants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedRestaurant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"borrowedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<LogInAsMutation, LogInAsMutationVariables>;
export const AdminVideosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminVideos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminVideoPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminVideos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminVideoFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminVideoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminVideo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]} as unknown as DocumentNode<AdminVideosQuery, AdminVideosQueryVariables>;
export const AdminVideoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminVideo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminVideo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminVideoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminVideoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminVideo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]} as unknown as DocumentNode<AdminVideoQuery, AdminVideoQueryVariables>;
export const SaveVideoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveVideo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveVideoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveVideo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminVideoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminVideoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminVideo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]} as unknown as DocumentNode<SaveVideoMutation, SaveVideoMutationVariables>;
export const DeleteVideoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteVideo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteVideoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteVideo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteVideoMutation, DeleteVideoMutationVariables>;
export const SendBriefingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendBriefing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendBriefingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendBriefing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SendBriefingMutation, SendBriefingMutationVariables>;
export const SaveChannelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveChannels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveChannelsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveChannels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChannelsScreenFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChannelsBirthdayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Birthday"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookOnline"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"bizum"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"contactMail"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalAddress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChannelsScreenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChannelsScreen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restaurantId"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"reopeningDate"}},{"kind":"Field","name":{"kind":"Name","value":"closingMotive"}},{"kind":"Field","name":{"kind":"Name","value":"publicName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"openingDate"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"allday"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"parentSlug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeServices"}},{"kind":"Field","name":{"kind":"Name","value":"schedules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"birthday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChannelsBirthdayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"planDate"}},{"kind":"Field","name":{"kind":"Name","value":"services"}},{"kind":"Field","name":{"kind":"Name","value":"schedules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}},{"kind":"Field","name":{"kind":"Name","value":"allday"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChannelsBirthdayFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"mop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offered"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"windows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"socialPdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"paidMediaPdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"offersUrl"}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"log"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]} as unknown as DocumentNode<SaveChannelsMutation, SaveChannelsMutationVariables>;
export const ChannelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Channels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"restaurantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"restaurantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"restaurantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChannelsScreenFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChannelsBirthdayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Birthday"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookOnline"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"bizum"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"contactMail"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalAddress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChannelsScreenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChannelsScreen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restaurantId"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"reopeningDate"}},{"kind":"Field","name":{"kind":"Name","value":"closingMotive"}},{"kind":"Field","name":{"kind":"Name","value":"publicName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"openingDate"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"allday"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"parentSlug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeServices"}},{"kind":"Field","name":{"kind":"Name","value":"schedules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"birthday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChannelsBirthdayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"planDate"}},{"kind":"Field","name":{"kind":"Name","value":"services"}},{"kind":"Field","name":{"kind":"Name","value":"schedules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}},{"kind":"Field","name":{"kind":"Name","value":"allday"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChannelsBirthdayFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"mop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offered"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"windows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"socialPdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"paidMediaPdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"offersUrl"}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"log"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]} as unknown as DocumentNode<ChannelsQuery, ChannelsQueryVariables>;
export const SaveComparisonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveComparison"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveComparisonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveComparison"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiagnosticComparison"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiagnosticStars"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stars"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"relation"}},{"kind":"Field","name":{"kind":"Name","value":"innovation"}},{"kind":"Field","name":{"kind":"Name","value":"ambient"}},{"kind":"Field","name":{"kind":"Name","value":"promotion"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiagnosticComparison"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comparison"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"own"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiagnosticStars"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiagnosticStars"}}]}}]}}]}}]} as unknown as DocumentNode<SaveComparisonMutation, SaveComparisonMutationVariables>;
export const SaveCompetitionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCompetition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveCompetitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCompetition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiagnosticCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiagnosticBrand"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitorBrand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"custom"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiagnosticCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"intensity"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"choiceId"}},{"kind":"Field","name":{"kind":"Name","value":"compared"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiagnosticBrand"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiagnosticBrand"}}]}}]}}]} as unknown as DocumentNode<SaveCompetitionMutation, SaveCompetitionMutationVariables>;
export const DeleteCustomBrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCustomBrand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteCustomBrandInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCustomBrand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brandId"}}]}}]}}]} as unknown as DocumentNode<DeleteCustomBrandMutation, DeleteCustomBrandMutationVariables>;
export const RemoveCompetitorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCompetitor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveCompetitorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCompetitor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"choiceId"}}]}}]}}]} as unknown as DocumentNode<RemoveCompetitorMutation, RemoveCompetitorMutationVariables>;
export const AddCustomBrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddCustomBrand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddCustomBrandInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCustomBrand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiagnosticBrand"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiagnosticBrand"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitorBrand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"custom"}}]}}]} as unknown as DocumentNode<AddCustomBrandMutation, AddCustomBrandMutationVariables>;
export const DiagnosticDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Diagnostic"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"restaurantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"diagnostic"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"restaurantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"restaurantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restaurantId"}},{"kind":"Field","name":{"kind":"Name","value":"descriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competence"}},{"kind":"Field","name":{"kind":"Name","value":"consume"}},{"kind":"Field","name":{"kind":"Name","value":"sales"}},{"kind":"Field","name":{"kind":"Name","value":"pmix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"population"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"provinceHabitants"}},{"kind":"Field","name":{"kind":"Name","value":"habitants1km"}},{"kind":"Field","name":{"kind":"Name","value":"habitants3km"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clusters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clusterId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dafo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"strengths"}},{"kind":"Field","name":{"kind":"Name","value":"weaknesses"}},{"kind":"Field","name":{"kind":"Name","value":"opportunities"}},{"kind":"Field","name":{"kind":"Name","value":"threats"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiagnosticCompetition"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comparison"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiagnosticComparison"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consumption"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasRestaurantData"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"restaurant"}},{"kind":"Field","name":{"kind":"Name","value":"national"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"moments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"weekSales"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiagnosticChange"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weekGuests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiagnosticChange"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weekendSales"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiagnosticChange"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weekendGuests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiagnosticChange"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"momentsMissing"}},{"kind":"Field","name":{"kind":"Name","value":"productMix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"change"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiagnosticChange"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"suggestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiagnosticBrand"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitorBrand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"custom"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiagnosticStars"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stars"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"relation"}},{"kind":"Field","name":{"kind":"Name","value":"innovation"}},{"kind":"Field","name":{"kind":"Name","value":"ambient"}},{"kind":"Field","name":{"kind":"Name","value":"promotion"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiagnosticCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"intensity"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"choiceId"}},{"kind":"Field","name":{"kind":"Name","value":"compared"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiagnosticBrand"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiagnosticBrand"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiagnosticComparison"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comparison"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"own"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiagnosticStars"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiagnosticStars"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiagnosticChange"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Change"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"trend"}}]}}]} as unknown as DocumentNode<DiagnosticQuery, DiagnosticQueryVariables>;
export const SaveDafoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDafo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveDafoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDafo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"strengths"}},{"kind":"Field","name":{"kind":"Name","value":"weaknesses"}},{"kind":"Field","name":{"kind":"Name","value":"opportunities"}},{"kind":"Field","name":{"kind":"Name","value":"threats"}}]}}]}}]} as unknown as DocumentNode<SaveDafoMutation, SaveDafoMutationVariables>;
export const SaveClustersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveClusters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveClustersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveClusters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clusterId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}}]}}]} as unknown as DocumentNode<SaveClustersMutation, SaveClustersMutationVariables>;
export const HomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Home"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"es"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"restaurantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"home"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"restaurantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"restaurantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sliders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}},{"kind":"Field","name":{"kind":"Name","value":"video"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"embedId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"diagnosticAlerts"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"es"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allDone"}},{"kind":"Field","name":{"kind":"Name","value":"competence"}},{"kind":"Field","name":{"kind":"Name","value":"comparation"}},{"kind":"Field","name":{"kind":"Name","value":"clusters"}},{"kind":"Field","name":{"kind":"Name","value":"dafo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"localActions"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"es"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newestResources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"newForMe"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"download"}},{"kind":"Field","name":{"kind":"Name","value":"adapt"}},{"kind":"Field","name":{"kind":"Name","value":"produce"}},{"kind":"Field","name":{"kind":"Name","value":"special"}},{"kind":"Field","name":{"kind":"Name","value":"comingSoon"}}]}}]}}]} as unknown as DocumentNode<HomeQuery, HomeQueryVariables>;
export const ShowVideoLaterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShowVideoLater"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"videoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showVideoLater"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"videoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"videoId"}}}]}}]}]}}]} as unknown as DocumentNode<ShowVideoLaterMutation, ShowVideoLaterMutationVariables>;
export const CollectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Collections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shareTarget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"site"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"newForMe"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"download"}},{"kind":"Field","name":{"kind":"Name","value":"adapt"}},{"kind":"Field","name":{"kind":"Name","value":"produce"}},{"kind":"Field","name":{"kind":"Name","value":"special"}},{"kind":"Field","name":{"kind":"Name","value":"comingSoon"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWith"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"site"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceCardFields"}}]}}]}}]} as unknown as DocumentNode<CollectionsQuery, CollectionsQueryVariables>;
export const CreateCollectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCollection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCollectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"newForMe"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"download"}},{"kind":"Field","name":{"kind":"Name","value":"adapt"}},{"kind":"Field","name":{"kind":"Name","value":"produce"}},{"kind":"Field","name":{"kind":"Name","value":"special"}},{"kind":"Field","name":{"kind":"Name","value":"comingSoon"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWith"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"site"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceCardFields"}}]}}]}}]} as unknown as DocumentNode<CreateCollectionMutation, CreateCollectionMutationVariables>;
export const RenameCollectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameCollection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenameCollectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RenameCollectionMutation, RenameCollectionMutationVariables>;
export const DeleteCollectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCollection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CollectionIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteCollectionMutation, DeleteCollectionMutationVariables>;
export const AddToCollectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToCollection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CollectionItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"newForMe"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"download"}},{"kind":"Field","name":{"kind":"Name","value":"adapt"}},{"kind":"Field","name":{"kind":"Name","value":"produce"}},{"kind":"Field","name":{"kind":"Name","value":"special"}},{"kind":"Field","name":{"kind":"Name","value":"comingSoon"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWith"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"site"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceCardFields"}}]}}]}}]} as unknown as DocumentNode<AddToCollectionMutation, AddToCollectionMutationVariables>;
export const RemoveFromCollectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFromCollection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CollectionItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFromCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"newForMe"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"download"}},{"kind":"Field","name":{"kind":"Name","value":"adapt"}},{"kind":"Field","name":{"kind":"Name","value":"produce"}},{"kind":"Field","name":{"kind":"Name","value":"special"}},{"kind":"Field","name":{"kind":"Name","value":"comingSoon"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWith"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"site"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceCardFields"}}]}}]}}]} as unknown as DocumentNode<RemoveFromCollectionMutation, RemoveFromCollectionMutationVariables>;
export const ShareCollectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShareCollection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShareCollectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWith"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"site"}}]}}]}}]}}]} as unknown as DocumentNode<ShareCollectionMutation, ShareCollectionMutationVariables>;
export const RequestCustomResourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestCustomResource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomResourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestCustomResource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}}]}}]}}]} as unknown as DocumentNode<RequestCustomResourceMutation, RequestCustomResourceMutationVariables>;
export const LibraryAreaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LibraryArea"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SectionType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resource"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"detail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libraryArea"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"resource"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resource"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionNavFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"detail"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"detail"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceDetailFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Section"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"newForMe"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"download"}},{"kind":"Field","name":{"kind":"Name","value":"adapt"}},{"kind":"Field","name":{"kind":"Name","value":"produce"}},{"kind":"Field","name":{"kind":"Name","value":"special"}},{"kind":"Field","name":{"kind":"Name","value":"comingSoon"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionNavFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Section"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionLinkFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionLinkFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionLinkFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"shortLink"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adaptInDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}}]}}]} as unknown as DocumentNode<LibraryAreaQuery, LibraryAreaQueryVariables>;
export const SendOpeningFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendOpeningForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpeningFormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendOpeningForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}}]}}]}}]} as unknown as DocumentNode<SendOpeningFormMutation, SendOpeningFormMutationVariables>;
export const SearchResourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchResources"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"areas"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SectionType"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categories"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formats"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"languages"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"updatedWithin"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatedWithin"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"areas"},"value":{"kind":"Variable","name":{"kind":"Name","value":"areas"}}},{"kind":"Argument","name":{"kind":"Name","value":"categories"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categories"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}},{"kind":"Argument","name":{"kind":"Name","value":"formats"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formats"}}},{"kind":"Argument","name":{"kind":"Name","value":"languages"},"value":{"kind":"Variable","name":{"kind":"Name","value":"languages"}}},{"kind":"Argument","name":{"kind":"Name","value":"updatedWithin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"updatedWithin"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"facets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchFacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchFacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchFacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"formats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchFacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"languages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchFacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedWithin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchFacetFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"newForMe"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"download"}},{"kind":"Field","name":{"kind":"Name","value":"adapt"}},{"kind":"Field","name":{"kind":"Name","value":"produce"}},{"kind":"Field","name":{"kind":"Name","value":"special"}},{"kind":"Field","name":{"kind":"Name","value":"comingSoon"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchFacetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FacetCount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]} as unknown as DocumentNode<SearchResourcesQuery, SearchResourcesQueryVariables>;
export const SearchSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}}]}}]} as unknown as DocumentNode<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>;
export const UpdateMarketingActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMarketingAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePlanActionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMarketingAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MarketingPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketingPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantId"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"nationalOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strategies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"localOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strategies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"daypart"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"behaviour"}},{"kind":"Field","name":{"kind":"Name","value":"competitorId"}},{"kind":"Field","name":{"kind":"Name","value":"sales"}},{"kind":"Field","name":{"kind":"Name","value":"newCustomers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strategies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"optionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"completeName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strategyId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateMarketingActionMutation, UpdateMarketingActionMutationVariables>;
export const MarketingLinkOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketingLinkOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"restaurantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketingLinkOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"restaurantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"restaurantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}}]}}]}}]} as unknown as DocumentNode<MarketingLinkOptionsQuery, MarketingLinkOptionsQueryVariables>;
export const LinkMarketingActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LinkMarketingAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LinkPlanActionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkMarketingAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MarketingPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketingPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantId"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"nationalOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strategies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"localOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strategies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"daypart"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"behaviour"}},{"kind":"Field","name":{"kind":"Name","value":"competitorId"}},{"kind":"Field","name":{"kind":"Name","value":"sales"}},{"kind":"Field","name":{"kind":"Name","value":"newCustomers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strategies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"optionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"completeName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strategyId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}}]}}]}}]} as unknown as DocumentNode<LinkMarketingActionMutation, LinkMarketingActionMutationVariables>;
export const AddMarketingActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddMarketingAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddPlanActionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addMarketingAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MarketingPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketingPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantId"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"nationalOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strategies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"localOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strategies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"daypart"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"behaviour"}},{"kind":"Field","name":{"kind":"Name","value":"competitorId"}},{"kind":"Field","name":{"kind":"Name","value":"sales"}},{"kind":"Field","name":{"kind":"Name","value":"newCustomers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strategies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"optionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"completeName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strategyId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}}]}}]}}]} as unknown as DocumentNode<AddMarketingActionMutation, AddMarketingActionMutationVariables>;
export const MarketingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Marketing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"restaurantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketingPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}},{"kind":"Argument","name":{"kind":"Name","value":"restaurantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"restaurantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MarketingPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketingPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantId"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"nationalOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strategies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"localOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strategies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"daypart"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"behaviour"}},{"kind":"Field","name":{"kind":"Name","value":"competitorId"}},{"kind":"Field","name":{"kind":"Name","value":"sales"}},{"kind":"Field","name":{"kind":"Name","value":"newCustomers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strategies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"optionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"completeName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strategyId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}}]}}]}}]} as unknown as DocumentNode<MarketingQuery, MarketingQueryVariables>;
export const DeleteMarketingActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMarketingAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePlanActionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMarketingAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MarketingPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketingPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantId"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"nationalOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strategies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"localOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strategies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"daypart"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"behaviour"}},{"kind":"Field","name":{"kind":"Name","value":"competitorId"}},{"kind":"Field","name":{"kind":"Name","value":"sales"}},{"kind":"Field","name":{"kind":"Name","value":"newCustomers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strategies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"optionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"completeName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strategyId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteMarketingActionMutation, DeleteMarketingActionMutationVariables>;
export const SaveMarketingObjectivesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMarketingObjectives"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveObjectivesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveMarketingObjectives"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MarketingPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketingPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantId"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"nationalOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strategies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"localOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strategies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"daypart"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"behaviour"}},{"kind":"Field","name":{"kind":"Name","value":"competitorId"}},{"kind":"Field","name":{"kind":"Name","value":"sales"}},{"kind":"Field","name":{"kind":"Name","value":"newCustomers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strategies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"optionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"completeName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strategyId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}}]}}]}}]} as unknown as DocumentNode<SaveMarketingObjectivesMutation, SaveMarketingObjectivesMutationVariables>;
export const SaveMarketingStrategiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMarketingStrategies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveStrategiesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveMarketingStrategies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MarketingPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketingPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantId"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"nationalOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strategies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"localOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strategies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"daypart"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"behaviour"}},{"kind":"Field","name":{"kind":"Name","value":"competitorId"}},{"kind":"Field","name":{"kind":"Name","value":"sales"}},{"kind":"Field","name":{"kind":"Name","value":"newCustomers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strategies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"optionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"completeName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strategyId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}}]}}]}}]} as unknown as DocumentNode<SaveMarketingStrategiesMutation, SaveMarketingStrategiesMutationVariables>;
export const CartOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CartOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"add"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cartOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"add"},"value":{"kind":"Variable","name":{"kind":"Name","value":"add"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restaurants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartRestaurantFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WizardResourceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartRestaurantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartRestaurant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"hasFiscalData"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WizardResourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WizardResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"customizable"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFormatId"}}]}}]} as unknown as DocumentNode<CartOptionsQuery, CartOptionsQueryVariables>;
export const PlaceOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaceOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaceOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"restaurant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"formatName"}}]}}]}}]} as unknown as DocumentNode<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const SaveFiscalDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveFiscalData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveFiscalDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveFiscalData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartRestaurantFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartRestaurantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartRestaurant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"hasFiscalData"}}]}}]} as unknown as DocumentNode<SaveFiscalDataMutation, SaveFiscalDataMutationVariables>;
export const UpdateOrderItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOrderItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOrderItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrderItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"restaurant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"formatName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderCommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"authorRole"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"formatId"}},{"kind":"Field","name":{"kind":"Name","value":"formatName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeKey"}},{"kind":"Field","name":{"kind":"Name","value":"sizeName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeText"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitsScale"}},{"kind":"Field","name":{"kind":"Name","value":"unitsScaleCustom"}},{"kind":"Field","name":{"kind":"Name","value":"billed"}},{"kind":"Field","name":{"kind":"Name","value":"shipped"}},{"kind":"Field","name":{"kind":"Name","value":"customShip"}},{"kind":"Field","name":{"kind":"Name","value":"customFile"}},{"kind":"Field","name":{"kind":"Name","value":"customFileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"customAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"customAnswerFile"}},{"kind":"Field","name":{"kind":"Name","value":"customization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restaurant"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"legal"}},{"kind":"Field","name":{"kind":"Name","value":"others"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"directionText"}},{"kind":"Field","name":{"kind":"Name","value":"directionImage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderCommentFields"}}]}}]}}]} as unknown as DocumentNode<UpdateOrderItemMutation, UpdateOrderItemMutationVariables>;
export const OrderDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"restaurant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"formatName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderCommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"authorRole"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"formatId"}},{"kind":"Field","name":{"kind":"Name","value":"formatName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeKey"}},{"kind":"Field","name":{"kind":"Name","value":"sizeName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeText"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitsScale"}},{"kind":"Field","name":{"kind":"Name","value":"unitsScaleCustom"}},{"kind":"Field","name":{"kind":"Name","value":"billed"}},{"kind":"Field","name":{"kind":"Name","value":"shipped"}},{"kind":"Field","name":{"kind":"Name","value":"customShip"}},{"kind":"Field","name":{"kind":"Name","value":"customFile"}},{"kind":"Field","name":{"kind":"Name","value":"customFileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"customAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"customAnswerFile"}},{"kind":"Field","name":{"kind":"Name","value":"customization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restaurant"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"legal"}},{"kind":"Field","name":{"kind":"Name","value":"others"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"directionText"}},{"kind":"Field","name":{"kind":"Name","value":"directionImage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderCommentFields"}}]}}]}}]} as unknown as DocumentNode<OrderDetailsQuery, OrderDetailsQueryVariables>;
export const MarkOrderReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkOrderRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkOrderReadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markOrderRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}}]}}]}}]} as unknown as DocumentNode<MarkOrderReadMutation, MarkOrderReadMutationVariables>;
export const PostOrderCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PostOrderComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostOrderCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postOrderComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderCommentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderCommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"authorRole"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PostOrderCommentMutation, PostOrderCommentMutationVariables>;
export const MyOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"restaurant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"formatName"}}]}}]}}]} as unknown as DocumentNode<MyOrdersQuery, MyOrdersQueryVariables>;
export const UnreadOrderCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadOrderCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadOrderCount"}}]}}]} as unknown as DocumentNode<UnreadOrderCountQuery, UnreadOrderCountQueryVariables>;
export const OrderWizardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderWizard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderWizard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WizardResourceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"formats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"custom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questions"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WizardResourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WizardResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"customizable"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFormatId"}}]}}]} as unknown as DocumentNode<OrderWizardQuery, OrderWizardQueryVariables>;
export const PartnerReportMonthsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerReportMonths"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportMonthPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerReportMonths"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}}]}}]}}]} as unknown as DocumentNode<PartnerReportMonthsQuery, PartnerReportMonthsQueryVariables>;
export const PartnerReportUploadMonthsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerReportUploadMonths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerReportUploadMonths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"taken"}}]}}]}}]} as unknown as DocumentNode<PartnerReportUploadMonthsQuery, PartnerReportUploadMonthsQueryVariables>;
export const PartnerReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerReportPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartnerReportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartnerReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantId"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantSite"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<PartnerReportsQuery, PartnerReportsQueryVariables>;
export const DeletePartnerReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePartnerReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePartnerReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePartnerReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeletePartnerReportMutation, DeletePartnerReportMutationVariables>;
export const DeletePartnerReportMonthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePartnerReportMonth"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePartnerReportMonthInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePartnerReportMonth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]} as unknown as DocumentNode<DeletePartnerReportMonthMutation, DeletePartnerReportMonthMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changed"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const AcceptLegalTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptLegalTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptLegalTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"landingPath"}},{"kind":"Field","name":{"kind":"Name","value":"sessionExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"restaurants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedRestaurant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"borrowedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LegalTermsRequired"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginFailure"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}}]}}]}}]} as unknown as DocumentNode<AcceptLegalTermsMutation, AcceptLegalTermsMutationVariables>;
export const RejectLegalTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectLegalTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectLegalTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"externalSignInUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pendingLogin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]}}]} as unknown as DocumentNode<RejectLegalTermsMutation, RejectLegalTermsMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"landingPath"}},{"kind":"Field","name":{"kind":"Name","value":"sessionExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"restaurants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedRestaurant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"borrowedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LegalTermsRequired"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginFailure"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const RequestPasswordReminderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReminder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordReminderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReminder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}}]}}]}}]} as unknown as DocumentNode<RequestPasswordReminderMutation, RequestPasswordReminderMutationVariables>;
export const SelectRestaurantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SelectRestaurant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SelectRestaurantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selectRestaurant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"landingPath"}},{"kind":"Field","name":{"kind":"Name","value":"sessionExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"restaurants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedRestaurant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"borrowedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SelectRestaurantMutation, SelectRestaurantMutationVariables>;
export const SetLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetLanguageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLanguage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"landingPath"}},{"kind":"Field","name":{"kind":"Name","value":"sessionExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"restaurants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedRestaurant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"borrowedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SetLanguageMutation, SetLanguageMutationVariables>;