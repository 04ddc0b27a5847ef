import { describe, expect, it } from "vitest";
import { validate } from "../common/validate.js";
import { DIAGNOSTIC_MESSAGES, DIAGNOSTIC_REFUSALS, DIAGNOSTIC_REFUSAL_MESSAGES } from "./errors.js";
import { SHOWN_PMIX_FIXTURE } from "./pmix.fixture.js";
import {
  BRAND_TYPES,
  clustersRules,
  comparisonRules,
  competitionRules,
  customBrandRules,
  dafoRules,
  matchesSuggestion,
  percent2,
  pmixTypeOrder,
  shownPmix,
  suggestionTags,
  trendOf,
} from "./rules.js";

const STARS = { service: 5, relation: 4, innovation: 3, ambient: 2, promotion: 1 };
const NO_INTENSITY = { type0: null, type1: null, type2: null, type3: null, type4: null, type5: null };

describe("custom brand", () => {
  it("requires a name (diagnostic.competence.error_message) and sends it in uppercase", () => {
    expect(validate(customBrandRules, { name: "  ", type: 1 })).toEqual({ ok: false, fields: { name: "diagnostic.competence.error_message" } });
    expect(validate(customBrandRules, { type: 1 })).toEqual({ ok: false, fields: { name: "diagnostic.competence.error_message" } });
    expect(validate(customBrandRules, { name: " Bar Pepe ", type: 0 })).toEqual({ ok: true, value: { name: "BAR PEPE", type: 0 } });
    expect(validate(customBrandRules, { name: "x".repeat(61), type: 0 })).toEqual({
      ok: false,
      fields: { name: DIAGNOSTIC_MESSAGES.brandNameLength },
    });
  });

  it("takes the categories 1, 2, 3, 4, 5 and 0 only", () => {
    expect(BRAND_TYPES).toEqual([1, 2, 3, 4, 5, 0]);
    for (const type of BRAND_TYPES) expect(validate(customBrandRules, { name: "a", type }).ok).toBe(true);
    for (const type of [6, -1, "x", null]) {
      expect(validate(customBrandRules, { name: "a", type })).toEqual({ ok: false, fields: { type: "diagnostic.error.brand_type" } });
    }
  });
});

describe("competition", () => {
  it("takes intensities 1 to 3 or empty", () => {
    const ok = validate(competitionRules, { brandIds: ["4", "7"], intensity: { ...NO_INTENSITY, type0: 1, type2: 3, type5: "" } });
    expect(ok).toEqual({ ok: true, value: { brandIds: ["4", "7"], intensity: { ...NO_INTENSITY, type0: 1, type2: 3 } } });
    for (const bad of [0, 4, "2", 1.5]) {
      expect(validate(competitionRules, { brandIds: [], intensity: { ...NO_INTENSITY, type3: bad } })).toEqual({
        ok: false,
        fields: { "intensity.type3": "diagnostic.error.intensity" },
      });
    }
    expect(validate(competitionRules, { brandIds: ["x"], intensity: NO_INTENSITY })).toEqual({
      ok: false,
      fields: { "brandIds[0]": "diagnostic.error.brands" },
    });
  });
});

describe("comparison", () => {
  it("rates 1 to 5 stars; the own brand may lack some, a competitor is rated on every feature", () => {
    expect(validate(comparisonRules, { own: { ...STARS, promotion: null }, competitors: [{ brandId: "3", stars: STARS }] }).ok).toBe(true);
    expect(
      validate(comparisonRules, {
        own: STARS,
        competitors: [
          { brandId: "3", stars: STARS },
          { brandId: "4", stars: { ...STARS, ambient: null } },
        ],
      }),
    ).toEqual({
      ok: false,
      fields: { "competitors[1].stars": "diagnostic.error.unrated" },
    });
    const none = { service: null, relation: null, innovation: null, ambient: null, promotion: null };
    expect(validate(comparisonRules, { own: STARS, competitors: [{ brandId: "3", stars: none }] })).toEqual({
      ok: false,
      fields: { "competitors[0].stars": "diagnostic.error.unrated" },
    });
    for (const bad of [0, 6, 2.5]) {
      expect(validate(comparisonRules, { own: { ...STARS, service: bad }, competitors: [] })).toEqual({
        ok: false,
        fields: { "own.service": "diagnostic.error.stars" },
      });
    }
  });

  it("compares at most 3 distinct competitors", () => {
    const row = (brandId: string) => ({ brandId, stars: STARS });
    expect(validate(comparisonRules, { own: STARS, competitors: ["1", "2", "3"].map(row) }).ok).toBe(true);
    expect(validate(comparisonRules, { own: STARS, competitors: ["1", "2", "3", "4"].map(row) })).toEqual({
      ok: false,
      fields: { competitors: "diagnostic.error.competitors_max" },
    });
    expect(validate(comparisonRules, { own: STARS, competitors: ["1", "1"].map(row) })).toEqual({
      ok: false,
      fields: { competitors: "diagnostic.error.competitor" },
    });
  });
});

describe("arrows and percentages", () => {
  it("points up above 0.5, down below -0.5, equal between inclusive, nothing when missing", () => {
    expect([0.51, 0.5, 0, -0.5, -0.51, 12, -3, null, undefined].map(trendOf)).toEqual([
      "up",
      "equal",
      "equal",
      "equal",
      "down",
      "up",
      "down",
      null,
      null,
    ]);
  });

  it("rounds percentages to 2 decimals", () => {
    expect([12.345, -12.345, 1.005, 0, 31.15, null].map(percent2)).toEqual([12.35, -12.35, 1.01, 0, 31.15, null]);
  });
});

describe("product mix", () => {
  it("shows the nine types in order, the DSY type with its suffix, VARIOS hidden", () => {
    const rows = ["VARIOS", "VALUE", "DSY MCCAFE", "A LA CARTA", "POSTRES", "HAPPY MEAL", "EVM", "ENSALADAS", "COMPLEMENTOS", "BEBIDAS", "DSYX"].map(
      (type) => ({ type }),
    );
    expect(shownPmix(rows).map((row) => row.type)).toEqual(SHOWN_PMIX_FIXTURE);
    expect(pmixTypeOrder("VARIOS")).toBe(-1);
  });
});

describe("clusters and DAFO", () => {
  it("takes distinct clusters with shares 0 to 100, 100 at most in all", () => {
    expect(
      validate(clustersRules, {
        clusters: [
          { clusterId: "1", share: 60 },
          { clusterId: "2", share: 40 },
        ],
      }).ok,
    ).toBe(true);
    expect(
      validate(clustersRules, {
        clusters: [
          { clusterId: "1", share: 60 },
          { clusterId: "2", share: 41 },
        ],
      }),
    ).toEqual({
      ok: false,
      fields: { clusters: "diagnostic.error.clusters" },
    });
    expect(validate(clustersRules, { clusters: [{ clusterId: "1", share: 101 }] })).toEqual({
      ok: false,
      fields: { "clusters[0].share": "diagnostic.error.clusters", clusters: "diagnostic.error.clusters" },
    });
  });

  it("keeps each quadrant under 2000 characters", () => {
    expect(validate(dafoRules, { strengths: "a", weaknesses: "", opportunities: "b", threats: "x".repeat(2001) })).toEqual({
      ok: false,
      fields: { threats: "diagnostic.error.dafo_length" },
    });
  });
});

describe("refusals", () => {
  it("maps every catalogue refusal", () => {
    expect(Object.keys(DIAGNOSTIC_REFUSAL_MESSAGES).sort()).toEqual(Object.values(DIAGNOSTIC_REFUSALS).sort());
    expect(DIAGNOSTIC_REFUSAL_MESSAGES.name).toEqual({ key: "diagnostic.competence.error_message", field: "name" });
  });
});

describe("suggestions", () => {
  it("names the library tags of a moment or a product type, accents and case ignored", () => {
    expect(suggestionTags("DESAYUNO 07-11")).toEqual(["desayuno", "mccafé", "tostadas"]);
    expect(suggestionTags("HAPPY MEAL")).toEqual(["infantil", "cumpleaños"]);
    expect(suggestionTags("DSY MCCAFE")).toEqual(["mccafé", "helado", "postres"]);
    expect(suggestionTags("VARIOS")).toEqual([]);
    expect(matchesSuggestion(["McCafe", "otoño"], suggestionTags("MERIENDA 16-19"))).toBe(true);
    expect(matchesSuggestion(["delivery"], suggestionTags("HAPPY MEAL"))).toBe(false);
  });
});
