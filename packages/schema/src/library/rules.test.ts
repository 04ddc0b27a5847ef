import { describe, expect, it } from "vitest";
import { validate } from "../common/validate.js";
import { daysUntil, isValidPhone } from "../common/rules.js";
import {
  canAdapt,
  canDownload,
  canOrderProduction,
  customResourceRules,
  isComingSoon,
  isSpecialCard,
  parseDay,
  type ResourceFacts,
} from "./rules.js";

const piece: ResourceFacts = { firstSectionType: 1, sectionSlugs: ["carteleria"], hasFile: true, budget: true, status: 1 };

describe("file list buttons (spec 1 §2)", () => {
  it.each<
    [
      string,
      Partial<ResourceFacts>,
      { adapt: boolean; detailAdapt: boolean; production: boolean; download: boolean; special: boolean; soon: boolean },
    ]
  >([
    ["a national piece", {}, { adapt: true, detailAdapt: true, production: true, download: true, special: false, soon: false }],
    ["without budget", { budget: false }, { adapt: true, detailAdapt: true, production: false, download: true, special: false, soon: false }],
    ["without file", { hasFile: false }, { adapt: false, detailAdapt: false, production: true, download: false, special: false, soon: false }],
    [
      "in the legal category",
      { sectionSlugs: ["legal"] },
      { adapt: false, detailAdapt: false, production: true, download: true, special: false, soon: false },
    ],
    [
      "in legal aspects of advertising",
      { sectionSlugs: ["x", "aspectos-legales-publicidad"] },
      { adapt: false, detailAdapt: false, production: true, download: true, special: false, soon: false },
    ],
    [
      "in advertising installations",
      { sectionSlugs: ["instalaciones-publicitarias"] },
      { adapt: false, detailAdapt: false, production: true, download: true, special: false, soon: false },
    ],
    [
      "a communication piece",
      { firstSectionType: 3 },
      { adapt: true, detailAdapt: false, production: true, download: true, special: false, soon: false },
    ],
    ["a toolkit", { firstSectionType: 4 }, { adapt: false, detailAdapt: false, production: false, download: true, special: true, soon: false }],
    ["a best practice", { firstSectionType: 5 }, { adapt: false, detailAdapt: false, production: false, download: true, special: true, soon: false }],
    ["a draft", { status: 2 }, { adapt: false, detailAdapt: false, production: false, download: false, special: false, soon: true }],
  ])("%s", (_, change, expected) => {
    const r = { ...piece, ...change };
    expect({
      adapt: canAdapt(r),
      detailAdapt: canAdapt(r, "detail"),
      production: canOrderProduction(r),
      download: canDownload(r),
      special: isSpecialCard(r),
      soon: isComingSoon(r),
    }).toEqual(expected);
  });
});

describe("custom resource and shared field rules", () => {
  it("needs a topic", () => {
    expect(validate(customResourceRules, { topic: "  ", comments: "x" })).toEqual({
      ok: false,
      fields: { topic: "customresource.error.topic_required" },
    });
    expect(validate(customResourceRules, { topic: " Cartel ", comments: undefined })).toEqual({ ok: true, value: { topic: "Cartel", comments: "" } });
  });

  it("reads phones and days", () => {
    expect([isValidPhone(""), isValidPhone("600 12 34 56"), isValidPhone("+34 600"), isValidPhone("abc")]).toEqual([true, true, false, false]);
    expect(daysUntil(new Date(2026, 11, 7), new Date(2026, 10, 22, 23, 59))).toBe(15);
    expect(parseDay("2026-02-30")).toBeNull();
    expect(parseDay("2026-12-07")?.getDate()).toBe(7);
  });
});
