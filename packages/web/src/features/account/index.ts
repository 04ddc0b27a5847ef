/** What other features may use of the account area (eslint's boundary rule: only through this file). */
export { PersonFields, personValues } from "./PersonFields";
