import { describe, expect, it } from "vitest";
import { OPENING_FLAG_FIELDS, OPENING_NUMBER_FIELDS, OPENING_TEXT_FIELDS, openingFormRules, validate } from "@portal/schema";
import { OPENING_FORM_FIXTURE } from "@portal/schema/fixtures";
import ca from "./messages.ca.json";
import es from "./messages.es.json";
import pt from "./messages.pt.json";
import {
  OPENING_FIELD_NAMES,
  OPENING_GROUPS,
  openingFieldKind,
  earliestOpeningDate,
  emptyOpeningForm,
  isOpeningFieldRequired,
  openingLabelId,
  parseNumberField,
  toOpeningInput,
} from "./openingForm";

const now = new Date(2026, 10, 22, 10, 0);

describe("opening form", () => {
  it("has every field of the form, each with a label in es, ca and pt", () => {
    expect(OPENING_FIELD_NAMES).toHaveLength(OPENING_TEXT_FIELDS.length + OPENING_FLAG_FIELDS.length + OPENING_NUMBER_FIELDS.length + 1);
    for (const catalog of [es, ca, pt] as Record<string, string>[]) {
      expect(OPENING_FIELD_NAMES.map(openingLabelId).filter((id) => !catalog[id])).toEqual([]);
    }
  });

  it("lays out every field once, each with its kind of box", () => {
    const laidOut = OPENING_GROUPS.flatMap((g) => g.fields);
    expect([...laidOut].sort()).toEqual([...OPENING_FIELD_NAMES].sort());
    expect(new Set(laidOut).size).toBe(laidOut.length);
    expect([
      openingFieldKind("openingDate"),
      openingFieldKind("kiosk"),
      openingFieldKind("meters"),
      openingFieldKind("other"),
      openingFieldKind("city"),
    ]).toEqual(["date", "flag", "number", "longText", "text"]);
    for (const catalog of [es, ca, pt] as Record<string, string>[])
      expect(OPENING_GROUPS.map((g) => g.legendId).filter((id) => !catalog[id])).toEqual([]);
  });

  it("marks the shared required fields and the date", () => {
    expect(OPENING_FIELD_NAMES.filter(isOpeningFieldRequired)).toEqual([
      "type",
      "franchiseeName",
      "address",
      "city",
      "province",
      "mail",
      "contact",
      "openingDate",
    ]);
  });

  it("reads number boxes", () => {
    expect([parseNumberField(""), parseNumberField(" 45 "), parseNumberField("abc"), parseNumberField("12.5")]).toEqual([null, 45, null, 12.5]);
  });

  it("sends trimmed texts, switches, numbers and the date the shared rule accepts", () => {
    // The shared valid form, typed with stray spaces the form trims.
    const values = {
      ...emptyOpeningForm(),
      ...OPENING_FORM_FIXTURE,
      type: ` ${OPENING_FORM_FIXTURE.type} `,
      openingDate: earliestOpeningDate(now).iso,
    };
    const input = toOpeningInput(values);
    expect(input).toMatchObject({
      type: "Free-Standing",
      kiosk: true,
      mcauto: false,
      workplaces: 45,
      meters: null,
      other: "",
      openingDate: "2026-12-07",
    });
    expect(validate(openingFormRules(now), input).ok).toBe(true);
    expect(validate(openingFormRules(now), { ...input, openingDate: "2026-12-06" })).toEqual({
      ok: false,
      fields: { openingDate: "opening.error.too_soon" },
    });
  });

  it("gives the earliest accepted date as the date box's minimum", () => {
    expect(earliestOpeningDate(now)).toEqual({ iso: "2026-12-07", display: "07/12/2026" });
  });
});
