import { COMMON_MESSAGES, type CommonMessageKey, type RefusalMap } from "../common/errors.js";

/** Reasons the catalogue refuses the account calls with (packages/legacy/src/routes/account.ts). */
export const ACCOUNT_REFUSALS = {
  NAME: "name",
  PHONE: "phone",
  NEW_FILES: "new_files",
} as const;
export type AccountRefusal = (typeof ACCOUNT_REFUSALS)[keyof typeof ACCOUNT_REFUSALS];

/** The form's refusals point at their field (the shared rules catch them first). */
export const ACCOUNT_REFUSAL_MESSAGES: RefusalMap<AccountRefusal, CommonMessageKey> = {
  name: { key: COMMON_MESSAGES.required, field: "name" },
  phone: { key: COMMON_MESSAGES.phone, field: "phone" },
  new_files: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
};
