import { ADMIN_MESSAGES, type AdminMessageKey } from "./admin/errors.js";
import { CHANNELS_MESSAGES, type ChannelsMessageKey } from "./channels/errors.js";
import { COMMON_MESSAGES, type CommonMessageKey } from "./common/errors.js";
import { MOP_MESSAGES, type MopMessageKey } from "./admin/mop.js";
import { PARTNER_MESSAGES, type PartnerMessageKey } from "./partner/errors.js";
import { ORDERING_MESSAGES, type OrderingMessageKey } from "./ordering/errors.js";
import { ACCOUNT_MESSAGES, type AccountMessageKey } from "./account/errors.js";
import { DIAGNOSTIC_MESSAGES, type DiagnosticMessageKey } from "./diagnostic/errors.js";
import { HOME_MESSAGES, type HomeMessageKey } from "./home/errors.js";
import { LIBRARY_MESSAGES, OPENING_MESSAGES, type LibraryMessageKey } from "./library/errors.js";
import { COLLECTION_MESSAGES, type CollectionMessageKey } from "./library/collections.js";
import { MARKETING_MESSAGES, type MarketingMessageKey } from "./marketing/errors.js";
import { SESSION_MESSAGES, type SessionMessageKey } from "./session/errors.js";

/** Every message key an error of the API can carry: the BFF throws only these, and every catalog must have them. */
export type ErrorMessageKey =
  | CommonMessageKey
  | SessionMessageKey
  | LibraryMessageKey
  | CollectionMessageKey
  | HomeMessageKey
  | AdminMessageKey
  | OrderingMessageKey
  | AccountMessageKey
  | DiagnosticMessageKey
  | MopMessageKey
  | PartnerMessageKey
  | ChannelsMessageKey
  | MarketingMessageKey;

/** Each area's message keys, for the walk that checks the catalogs (a new area adds its enums here). */
export const ERROR_MESSAGES_BY_AREA: Readonly<Record<string, Readonly<Record<string, ErrorMessageKey>>>> = {
  common: COMMON_MESSAGES,
  session: SESSION_MESSAGES,
  // The collections' keys live in the library area's messages (features/library: /collections and the detail's menu).
  library: { ...LIBRARY_MESSAGES, ...OPENING_MESSAGES, ...COLLECTION_MESSAGES },
  home: HOME_MESSAGES,
  // The MOP administration's keys live in the admin area's messages (features/admin).
  admin: { ...ADMIN_MESSAGES, ...MOP_MESSAGES },
  ordering: ORDERING_MESSAGES,
  account: ACCOUNT_MESSAGES,
  diagnostic: DIAGNOSTIC_MESSAGES,
  partner: PARTNER_MESSAGES,
  channels: CHANNELS_MESSAGES,
  marketing: MARKETING_MESSAGES,
};
