/**
 * What other features may use of the day fields (eslint's boundary rule: only through this file). Their calendar
 * speaks this folder's messages, which the areas showing them load with their screens (app/router/routes.tsx).
 */
export { DateField, DayInput } from "./DateField";
