import { describe, expect, it } from "vitest";
import { validate } from "../common/validate.js";
import { TABLE_SIZES } from "../common/pagination.js";
import {
  languageFileSuffix,
  mayBeBudgeted,
  needsThumbnail,
  needsTypeAndLanguage,
  normalizeTags,
  resourceFileStem,
  resourceLanguages,
  resourceRules,
  resourceStatusRules,
  resourceUrl,
  resourceUrlBase,
  storedCategory,
  storedTags,
  tagsOf,
} from "./resources.js";

const SECTIONS = [
  { id: "1", type: 1 },
  { id: "2", type: 1 },
  { id: "3", type: 2 },
  { id: "4", type: 3 },
  { id: "5", type: 4 },
  { id: "6", type: 5 },
];
const es = resourceRules({ market: "ES", sections: SECTIONS, typeIds: ["7", "8"] });
const pt = resourceRules({ market: "PT", sections: SECTIONS });

/** A national piece with everything it needs. */
const PIECE = { name: "Cartel Doble Bacon", category: 1, status: 2, typeId: "7", language: "CAST", hasThumbnail: true, sectionIds: ["1"] };

describe("the resource form (spec 1 §5)", () => {
  it("keeps a complete form, trimmed, with its defaults", () => {
    expect(validate(es, { ...PIECE, name: "  Cartel Doble Bacon ", language: "cat", tags: [" a|b ", "A|B", "", "  ", "c"] })).toEqual({
      ok: true,
      value: {
        name: "Cartel Doble Bacon",
        description: "",
        reference: "",
        category: 1,
        status: 2,
        typeId: "7",
        language: "CAT",
        hasThumbnail: true,
        sectionIds: ["1"],
        tags: ["ab", "c"],
        budget: false,
      },
    });
  });

  it("needs a name, a category and a status", () => {
    expect(validate(es, { name: " ", category: "", status: null, sectionIds: ["1"] })).toEqual({
      ok: false,
      fields: { name: "validation.required", category: "validation.required", status: "validation.required" },
    });
    expect(validate(es, { ...PIECE, name: "¿¡ !?" })).toEqual({ ok: false, fields: { name: "admin.resources.error.name" } });
    expect(validate(es, { ...PIECE, category: 6 })).toMatchObject({ ok: false, fields: { category: "admin.resources.error.category" } });
    expect(validate(es, { ...PIECE, status: 3 })).toEqual({ ok: false, fields: { status: "admin.resources.error.status" } });
  });

  it("needs a piece type and a language below category 4, not from 4", () => {
    for (const category of [1, 2, 3]) {
      const section = SECTIONS.find((s) => s.type === category)!.id;
      expect(validate(es, { ...PIECE, category, sectionIds: [section], typeId: "", language: "" }), `category ${category}`).toEqual({
        ok: false,
        fields: { typeId: "validation.required", language: "validation.required" },
      });
    }
    expect(validate(es, { ...PIECE, category: 4, sectionIds: ["5"], typeId: "", language: "" }).ok).toBe(true);
    expect(validate(es, { ...PIECE, category: 5, sectionIds: ["6"], typeId: "", language: "", hasThumbnail: false }).ok).toBe(true);
    expect(validate(es, { ...PIECE, typeId: "99" })).toEqual({ ok: false, fields: { typeId: "admin.resources.error.type" } });
  });

  it("offers the market's languages: ES hides Portuguese, PT has only Portuguese", () => {
    expect(resourceLanguages("ES")).toEqual(["CAST", "CAT"]);
    expect(resourceLanguages("PT")).toEqual(["PT"]);
    expect(validate(es, { ...PIECE, language: "PT" })).toEqual({ ok: false, fields: { language: "admin.resources.error.language" } });
    expect(validate(pt, { ...PIECE, language: "CAST" })).toEqual({ ok: false, fields: { language: "admin.resources.error.language" } });
    expect(validate(pt, { ...PIECE, language: "pt" }).ok).toBe(true);
  });

  it("needs a thumbnail below category 5", () => {
    for (const [category, section] of [
      [1, "1"],
      [3, "4"],
      [4, "5"],
    ] as const)
      expect(validate(es, { ...PIECE, category, sectionIds: [section], hasThumbnail: false }), `category ${category}`).toEqual({
        ok: false,
        fields: { hasThumbnail: "admin.resources.error.thumbnail" },
      });
    expect(needsThumbnail(5)).toBe(false);
  });

  it("needs at least one section (categories_error), each of the category's area and of the market", () => {
    expect(validate(es, { ...PIECE, sectionIds: [] })).toEqual({ ok: false, fields: { sectionIds: "admin.resources.categories_error" } });
    expect(validate(es, { ...PIECE, sectionIds: ["", " "] })).toEqual({ ok: false, fields: { sectionIds: "admin.resources.categories_error" } });
    expect(validate(es, { ...PIECE, sectionIds: ["1", "3"] })).toEqual({ ok: false, fields: { sectionIds: "admin.resources.error.sections" } });
    expect(validate(es, { ...PIECE, sectionIds: ["99"] })).toEqual({ ok: false, fields: { sectionIds: "admin.resources.error.sections" } });
    expect(validate(es, { ...PIECE, sectionIds: ["2", "1", "2"] })).toMatchObject({ ok: true, value: { sectionIds: ["2", "1"] } });
  });

  it("lets only categories below 3 be budgeted", () => {
    expect(validate(es, { ...PIECE, budget: true })).toMatchObject({ ok: true, value: { budget: true } });
    expect(validate(es, { ...PIECE, category: 2, sectionIds: ["3"], budget: true }).ok).toBe(true);
    expect(validate(es, { ...PIECE, category: 3, sectionIds: ["4"], budget: true })).toEqual({
      ok: false,
      fields: { budget: "admin.resources.error.budget" },
    });
    expect([1, 2, 3, 4, 5].map(mayBeBudgeted)).toEqual([true, true, false, false, false]);
    expect([1, 2, 3, 4, 5].map(needsTypeAndLanguage)).toEqual([true, true, true, false, false]);
    expect([1, 2, 3, 4, 5].map(storedCategory)).toEqual([3, 3, 3, 4, 5]);
  });

  it("refuses too many tags or one too long", () => {
    expect(validate(es, { ...PIECE, tags: ["x".repeat(61)] })).toEqual({ ok: false, fields: { tags: "admin.resources.error.tags" } });
    expect(validate(es, { ...PIECE, tags: Array.from({ length: 51 }, (_, i) => `t${i}`) })).toEqual({
      ok: false,
      fields: { tags: "admin.resources.error.tags" },
    });
  });
});

describe("the bulk status", () => {
  it("needs selected ids and inactive or active", () => {
    expect(validate(resourceStatusRules, { ids: ["3", "4"], status: 1 })).toEqual({ ok: true, value: { ids: ["3", "4"], status: 1 } });
    expect(validate(resourceStatusRules, { ids: [], status: 2 })).toEqual({
      ok: false,
      fields: { ids: "admin.resources.error.selection", status: "admin.resources.error.status" },
    });
  });
});

describe("resource urls, tags and file names", () => {
  it("derives the url from the name: lowercased, stripped to letters, digits, - and _, then _1, _2 until unique", () => {
    expect(resourceUrlBase(" Cartel Doble-Bacon_XL ¡Nuevo! ")).toBe("carteldoble-bacon_xlnuevo");
    expect(resourceUrlBase("Campaña Menú")).toBe("campanamenu");
    expect(resourceUrlBase("¿? ")).toBe("");
    expect(resourceUrl("Cartel", [])).toBe("cartel");
    expect(resourceUrl("Cartel", ["cartel"])).toBe("cartel_1");
    expect(resourceUrl("Cartel", ["cartel", "cartel_1", "cartel_3"])).toBe("cartel_2");
    expect(resourceUrl("!!", ["x"])).toBe("");
  });

  it("keeps tags trimmed, without pipes, once each, none empty; stored pipe-delimited", () => {
    expect(normalizeTags([" verano ", "Verano", "a|b", "|", "", "menú"])).toEqual(["verano", "ab", "menú"]);
    expect(storedTags(["cartel", " bacon ", "cartel"])).toBe("cartel|bacon");
    expect(tagsOf("hamburguesas|cartel||bacon")).toEqual(["hamburguesas", "cartel", "bacon"]);
    expect(tagsOf(null)).toEqual([]);
  });

  it("names stored files after the slug with the language's suffix: _cat for Catalan", () => {
    expect(["CAST", "CAT", "cat", "PT"].map(languageFileSuffix)).toEqual(["", "_cat", "_cat", ""]);
    expect(resourceFileStem("cartel", "CAT")).toBe("cartel_cat");
  });

  it("offers 10, 25, 50, 100 or all rows, 10 by default", () => {
    expect(TABLE_SIZES.resources).toEqual({ sizes: [10, 25, 50, 100, null], default: 10 });
  });
});
