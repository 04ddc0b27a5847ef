import { describe, expect, it } from "vitest";
import { validate } from "../common/validate.js";
import { COLLECTION_MESSAGES, collectionNameRules } from "./collections.js";

describe("collection name rules", () => {
  it("trims and folds spaces, and refuses blank, too long and control characters", () => {
    expect(validate(collectionNameRules, { name: "  Campaña   verano " })).toEqual({ ok: true, value: { name: "Campaña verano" } });
    expect(validate(collectionNameRules, { name: "   " })).toEqual({ ok: false, fields: { name: COLLECTION_MESSAGES.nameRequired } });
    expect(validate(collectionNameRules, { name: "é".repeat(60) }).ok).toBe(true);
    expect(validate(collectionNameRules, { name: "é".repeat(61) })).toEqual({ ok: false, fields: { name: COLLECTION_MESSAGES.nameTooLong } });
    expect(validate(collectionNameRules, { name: "a\u0007b" })).toEqual({ ok: false, fields: { name: "validation.invalid_characters" } });
  });
});
