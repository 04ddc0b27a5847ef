import { OPENING_FLAG_FIELDS, OPENING_NUMBER_FIELDS, OPENING_REQUIRED_FIELDS, OPENING_TEXT_FIELDS, formatDate, LIBRARY_LIMITS } from "@portal/schema";
import type { OpeningFormInput } from "../../gql/graphql";

type TextField = (typeof OPENING_TEXT_FIELDS)[number];
type FlagField = (typeof OPENING_FLAG_FIELDS)[number];
type NumberField = (typeof OPENING_NUMBER_FIELDS)[number];

/** The form's state: text as typed, switches, numbers (null when empty) and the date as YYYY-MM-DD. */
export type OpeningFormValues = Record<TextField, string> & Record<FlagField, boolean> & Record<NumberField, number | null> & { openingDate: string };

export const OPENING_FIELD_NAMES = [...OPENING_TEXT_FIELDS, ...OPENING_FLAG_FIELDS, ...OPENING_NUMBER_FIELDS, "openingDate"] as const;
export type OpeningFieldName = (typeof OPENING_FIELD_NAMES)[number];

/** Catalog id of a field's label. */
export const openingLabelId = (name: OpeningFieldName) => `opening.field.${name}`;

/** Required fields (shared rule) plus the opening date. */
export const isOpeningFieldRequired = (name: OpeningFieldName) =>
  name === "openingDate" || (OPENING_REQUIRED_FIELDS as readonly string[]).includes(name);

/** Free-text fields shown as multi-line boxes (presentation only). */
export const OPENING_LONG_TEXT: readonly TextField[] = ["openingSpeech", "authorities", "otherMentions", "employeeSpeech", "other"];

export function emptyOpeningForm(): OpeningFormValues {
  const values = { openingDate: "" } as OpeningFormValues;
  for (const name of OPENING_TEXT_FIELDS) values[name] = "";
  for (const name of OPENING_FLAG_FIELDS) values[name] = false;
  for (const name of OPENING_NUMBER_FIELDS) values[name] = null;
  return values;
}

/** What a number box holds: an integer, null when empty, or the number typed (the rule refuses decimals). */
export function parseNumberField(raw: string): number | null {
  const value = raw.trim();
  if (!value) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** The mutation's input: texts trimmed (empty optional texts sent as empty), switches, numbers, the date. */
export function toOpeningInput(values: OpeningFormValues): OpeningFormInput {
  const input: Record<string, string | boolean | number | null> = { openingDate: values.openingDate };
  for (const name of OPENING_TEXT_FIELDS) input[name] = values[name].trim();
  for (const name of OPENING_FLAG_FIELDS) input[name] = values[name];
  for (const name of OPENING_NUMBER_FIELDS) input[name] = values[name];
  return input as unknown as OpeningFormInput;
}

const pad = (n: number) => String(n).padStart(2, "0");
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The first opening date the rule accepts (today + 15 days): the date box's `min` and its hint. */
export function earliestOpeningDate(now: Date = new Date()): { iso: string; display: string } {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + LIBRARY_LIMITS.openingFormMinDays);
  return { iso: isoDay(day), display: formatDate(day) };
}

/** How the form is laid out: its fields in four groups (each field once). */
export const OPENING_GROUPS: readonly { legendId: string; fields: readonly OpeningFieldName[] }[] = [
  {
    legendId: "opening.group.restaurant",
    fields: ["type", "property", "license", "openingDate", "address", "city", "province", "autonomousCommunity", "meters", "workplaces"],
  },
  { legendId: "opening.group.people", fields: ["franchiseeName", "cfs", "rrhh", "contact", "phone", "mail", "marketing"] },
  { legendId: "opening.group.features", fields: ["eotf", "kiosk", "mcauto", "mccafe", "table", "delivery", "games", "signature"] },
  { legendId: "opening.group.communication", fields: ["openingSpeech", "authorities", "otherMentions", "employeeSpeech", "other"] },
];

export type OpeningFieldKind = "text" | "longText" | "flag" | "number" | "date";

export function openingFieldKind(name: OpeningFieldName): OpeningFieldKind {
  if (name === "openingDate") return "date";
  if ((OPENING_FLAG_FIELDS as readonly string[]).includes(name)) return "flag";
  if ((OPENING_NUMBER_FIELDS as readonly string[]).includes(name)) return "number";
  return (OPENING_LONG_TEXT as readonly string[]).includes(name) ? "longText" : "text";
}
