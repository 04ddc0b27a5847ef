import { describe, expect, it } from "vitest";
import { validate } from "../common/validate.js";
import {
  SECTION_LIMITS,
  SECTION_REFUSAL_MESSAGES,
  SECTION_TYPE_CODES,
  sectionLevelUnder,
  sectionParentChoices,
  sectionRules,
  sectionUrl,
  sectionUrlBase,
} from "./sections.js";

/** A small tree: national a › b › c, national d, local e › f. */
const TREE = [
  { id: "1", type: 1, level: 0, parentId: null },
  { id: "2", type: 1, level: 1, parentId: "1" },
  { id: "3", type: 1, level: 2, parentId: "2" },
  { id: "4", type: 1, level: 0, parentId: null },
  { id: "5", type: 2, level: 0, parentId: null },
  { id: "6", type: 2, level: 1, parentId: "5" },
];
const ids = (sections: { id: string }[]) => sections.map((s) => s.id);

describe("the section url (spec 1 §5)", () => {
  it("is the name lowercased, accents and spaces removed", () => {
    expect(sectionUrlBase("Carteles")).toBe("carteles");
    expect(sectionUrlBase("  Comunicación Interna ")).toBe("comunicacioninterna");
    expect(sectionUrlBase("Campañas de verano")).toBe("campanasdeverano");
    expect(sectionUrlBase("Pàgines Ç")).toBe("paginesc");
    expect(sectionUrlBase("Menú\tinfantil\n2")).toBe("menuinfantil2");
  });

  it("drops what a route's path segment cannot hold; a name of nothing else gives no url", () => {
    expect(sectionUrlBase("Campaña 2.0 / Verano?#%")).toBe("campana20verano");
    expect(sectionUrlBase("Sí & no")).toBe("si&no");
    expect(sectionUrlBase(" ./? ")).toBe("");
    expect(sectionUrl("//", [])).toBe("");
  });

  it("appends '1' until no other section has it", () => {
    expect(sectionUrl("Carteles", [])).toBe("carteles");
    expect(sectionUrl("Carteles", ["carteles"])).toBe("carteles1");
    expect(sectionUrl("Carteles", new Set(["carteles", "carteles1"]))).toBe("carteles11");
    expect(sectionUrl("Carteles", ["carteles1"])).toBe("carteles");
  });
});

describe("the parents a section may take", () => {
  it("for a new section: every section of level 0 or 1", () => {
    expect(ids(sectionParentChoices(TREE, null))).toEqual(["1", "2", "4", "5", "6"]);
  });

  it("never the section itself nor one below it; none that would push its sub-sections below level 2", () => {
    // 1 has two levels below it: it can only stay at the top.
    expect(ids(sectionParentChoices(TREE, "1"))).toEqual([]);
    // 2 has one level below it: only a top-level parent (its own, or another).
    expect(ids(sectionParentChoices(TREE, "2"))).toEqual(["1", "4", "5"]);
    // 3 and 6 have none: any parent of level 0 or 1 but themselves.
    expect(ids(sectionParentChoices(TREE, "3"))).toEqual(["1", "2", "4", "5", "6"]);
    expect(ids(sectionParentChoices(TREE, "6"))).toEqual(["1", "2", "4", "5"]);
  });

  it("gives the level under the parent", () => {
    expect([sectionLevelUnder(null), sectionLevelUnder({ level: 0 }), sectionLevelUnder({ level: 1 })]).toEqual([0, 1, 2]);
    expect(SECTION_LIMITS.maxLevel).toBe(2);
  });
});

describe("the section form (spec 1 §5)", () => {
  const rules = sectionRules({ parents: sectionParentChoices(TREE, null) });

  it("needs a name and a type; the parent, the status and the position have their defaults", () => {
    expect(validate(rules, { name: " Carteles ", type: "1", position: "0" })).toEqual({
      ok: true,
      value: { name: "Carteles", type: 1, parentId: "", position: 0, active: true },
    });
    expect(validate(rules, { name: " ", type: "", position: "" })).toEqual({
      ok: false,
      fields: { name: "validation.required", type: "validation.required", position: "validation.required" },
    });
    expect(validate(rules, {})).toMatchObject({ ok: false, fields: { name: "validation.required", type: "validation.required" } });
  });

  it("refuses the type select's -1 (and any code but 1 to 5) with the section type error", () => {
    expect(SECTION_TYPE_CODES).toEqual([1, 2, 3, 4, 5]);
    for (const type of [SECTION_LIMITS.noType, "-1", 0, 6, "x"])
      expect(validate(rules, { name: "A", type, position: 1 })).toEqual({ ok: false, fields: { type: "admin.sections.error.type" } });
    expect(SECTION_LIMITS.typeErrorMs).toBe(4_000);
  });

  it("takes a parent of the same type, of level 0 or 1, among the choices", () => {
    expect(validate(rules, { name: "A", type: 1, parentId: "2", position: 1 })).toMatchObject({ ok: true, value: { parentId: "2" } });
    const parent = { ok: false, fields: { parentId: "admin.sections.error.parent" } };
    expect(validate(rules, { name: "A", type: 2, parentId: "2", position: 1 })).toEqual(parent);
    expect(validate(rules, { name: "A", type: 1, parentId: "3", position: 1 })).toEqual(parent);
    expect(validate(rules, { name: "A", type: 1, parentId: "99", position: 1 })).toEqual(parent);
    // A level-2 section among the choices (a caller's mistake) is still refused.
    const loose = sectionRules({ parents: TREE });
    expect(validate(loose, { name: "A", type: 1, parentId: "3", position: 1 })).toEqual(parent);
  });

  it("wants the position as an integer from 0", () => {
    const position = { ok: false, fields: { position: "admin.sections.error.position" } };
    for (const value of ["-1", "1.5", "abc", 1_000_000_000]) expect(validate(rules, { name: "A", type: 1, position: value })).toEqual(position);
    expect(validate(rules, { name: "A", type: 1, position: " 7 " })).toMatchObject({ ok: true, value: { position: 7 } });
  });

  it("refuses a name over 200 characters with its message, never cutting it", () => {
    const long = "Campaña ".repeat(26).trim(); // 207 characters
    expect(validate(rules, { name: long, type: 1, position: 0 })).toEqual({ ok: false, fields: { name: "admin.sections.error.name_too_long" } });
    expect(validate(rules, { name: ` ${"a".repeat(200)} `, type: 1, position: 0 })).toMatchObject({ ok: true, value: { name: "a".repeat(200) } });
  });

  it("refuses a name that gives no url; a section with sub-sections keeps its type", () => {
    expect(validate(rules, { name: " / ", type: 1, position: 0 })).toEqual({ ok: false, fields: { name: "admin.sections.error.name" } });
    const kept = sectionRules({ parents: [], keptType: 1 });
    expect(validate(kept, { name: "A", type: 2, position: 0 })).toEqual({ ok: false, fields: { type: "admin.sections.error.keeps_type" } });
    expect(validate(kept, { name: "A", type: 1, position: 0, active: false })).toMatchObject({ ok: true, value: { active: false } });
  });

  it("reads the catalogue's refusals on their fields; the delete's as messages", () => {
    expect(SECTION_REFUSAL_MESSAGES.parent).toEqual({ key: "admin.sections.error.parent", field: "parentId" });
    expect(SECTION_REFUSAL_MESSAGES.pos).toEqual({ key: "admin.sections.error.position", field: "position" });
    expect(SECTION_REFUSAL_MESSAGES.has_children).toEqual({ key: "admin.sections.error.has_children" });
    expect(SECTION_REFUSAL_MESSAGES.has_resources).toEqual({ key: "admin.sections.error.has_resources" });
    expect(SECTION_REFUSAL_MESSAGES.admin).toEqual({ key: "error.FORBIDDEN" });
  });
});
