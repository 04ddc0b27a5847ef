import { describe, expect, it } from "vitest";
import { validate } from "../common/validate.js";
import {
  askedAnswers,
  commentRules,
  orderItemChangeRules,
  orderImagesLeft,
  cartRules,
  WIZARD_PAGE_FIELDS,
  wizardItemRules,
  type WizardContext,
} from "./rules.js";
import { commentAuthorRole } from "./codes.js";

const poster = {
  id: 1,
  sizes: [
    { key: "a1", custom: false },
    { key: "custom", custom: true },
  ],
  questions: ["q1" as const],
};
const es = (extra: Partial<WizardContext> = {}): WizardContext => ({ market: "ES", customizable: false, format: poster, ...extra });

describe("wizard item rules", () => {
  it("asks page by page: format, size, custom text, method", () => {
    const result = validate(wizardItemRules, { formatId: null }, es({ format: null }));
    expect(result).toEqual({ ok: false, fields: { formatId: "ordering.wizard.error.format", method: "ordering.wizard.error.budget" } });
    expect(validate(wizardItemRules, { formatId: 1, method: 2 }, es())).toEqual({
      ok: false,
      fields: { sizeKey: "ordering.wizard.error.size" },
    });
    expect(validate(wizardItemRules, { formatId: 1, sizeKey: "custom", sizeText: "  ", method: 2 }, es())).toEqual({
      ok: false,
      fields: { sizeText: "ordering.wizard.error.size" },
    });
  });

  it("accepts a complete ES item with the question defaults", () => {
    const result = validate(wizardItemRules, { formatId: 1, sizeKey: "a1", method: 1 }, es());
    expect(result.ok && result.value.answers).toEqual({ q1: "no", q2: "no", q4: "no", q5: "magazine", q6: "no", q7: "no", q8: "no" });
  });

  it("skips the size page of a format without sizes", () => {
    expect(validate(wizardItemRules, { formatId: 29, method: 2 }, es({ format: { id: 29, sizes: [], questions: [] } })).ok).toBe(true);
  });

  it("needs a legal text once a price is given, and the file of a customisable type", () => {
    expect(validate(wizardItemRules, { formatId: 1, sizeKey: "a1", method: 2, price: "3,95 €" }, es({ customizable: true }))).toEqual({
      ok: false,
      fields: { customFile: "ordering.wizard.error.customize", legal: "ordering.wizard.error.legal" },
    });
  });

  it("in PT needs others, restaurant and price, and only method 1", () => {
    expect(validate(wizardItemRules, { formatId: 1, sizeKey: "a1", method: 2 }, es({ market: "PT" }))).toEqual({
      ok: false,
      fields: {
        others: "ordering.wizard.error.others",
        restaurant: "ordering.wizard.error.restaurant",
        price: "ordering.wizard.error.price",
        method: "ordering.wizard.error.budget",
      },
    });
  });

  it("names the fields of each page", () => {
    expect(WIZARD_PAGE_FIELDS[2]).toEqual(["sizeKey", "sizeText"]);
  });
});

describe("cart rules", () => {
  const item = { method: 2, billed: -1, shipped: -1, units: null, unitsScale: 0 };
  it("lists every error at once", () => {
    expect(
      validate(cartRules, { items: [item, { method: 1 }], contactName: "", contactEmail: "a@gmail.com", contactPhone: "" }, { market: "ES" }),
    ).toEqual({
      ok: false,
      fields: {
        "items[0].billed": "ordering.cart.error.billed",
        "items[0].unitsScale": "ordering.cart.error.units",
        "items[0].shipped": "ordering.cart.error.shipped",
        "items[1].billed": "ordering.cart.error.billed",
        contactName: "ordering.cart.error.contact_name",
        contactEmail: "validation.corporate_email",
        contactPhone: "validation.required",
      },
    });
  });
  it("needs the custom scale's text and the other address", () => {
    const custom = { ...item, billed: 3, unitsScale: -1, unitsScaleCustom: "", shipped: 0, customShip: " " };
    expect(validate(cartRules, { items: [custom], contactName: "Ana", contactEmail: "ana@demo.pt" }, { market: "PT" })).toEqual({
      ok: false,
      fields: { "items[0].unitsScaleCustom": "ordering.cart.error.units_custom", "items[0].customShip": "ordering.cart.error.custom_ship" },
    });
  });
  it("in PT a method-1 item needs no billing and the phone is optional", () => {
    expect(validate(cartRules, { items: [{ method: 1 }], contactName: "Ana", contactEmail: "ana@demo.pt" }, { market: "PT" }).ok).toBe(true);
  });
  it("refuses an empty cart", () => {
    expect(validate(cartRules, { items: [], contactName: "A", contactEmail: "a@demo.es", contactPhone: "600" }, { market: "ES" })).toEqual({
      ok: false,
      fields: { items: "ordering.cart.error.empty" },
    });
  });
});

describe("changing a placed order", () => {
  it("is allowed while the order is processing or pending only", async () => {
    const { isOrderEditable } = await import("./codes.js");
    expect([1, 2, 3, 4, 5].map(isOrderEditable)).toEqual([true, true, false, false, false]);
  });
  it("checks a change with the cart's rules and a legal text once there is a price", () => {
    const change = { method: 2, billed: -1, unitsScale: 0, shipped: -1, price: "3 €", legal: " " };
    expect(validate(orderItemChangeRules, change, { market: "ES" })).toEqual({
      ok: false,
      fields: {
        billed: "ordering.cart.error.billed",
        unitsScale: "ordering.cart.error.units",
        shipped: "ordering.cart.error.shipped",
        legal: "ordering.wizard.error.legal",
      },
    });
    expect(validate(orderItemChangeRules, { method: 1, billed: 7, price: "3 €", legal: "IVA" }, { market: "ES" }).ok).toBe(true);
  });
});

describe("answers", () => {
  it("keeps only the questions the format asks", () => {
    const all = { q1: "no", q2: "yes", q4: "no", q5: "magazine", q6: "no", q7: "no", q8: "no" };
    expect(askedAnswers(all, ["q2"])).toEqual({ q2: "yes" });
    expect(askedAnswers(all, ["q6", "q7"])).toEqual({ q6: "no", q7: "no" });
    expect(askedAnswers(all, [])).toEqual({});
    expect(askedAnswers({ q1: "yes" }, ["q1", "q2"])).toEqual({ q1: "yes" });
  });
});

describe("chat", () => {
  it("refuses blank text and a sixth image", () => {
    expect(validate(commentRules, { message: "  ", images: ["1", "2", "3", "4", "5", "6"] })).toEqual({
      ok: false,
      fields: { message: "ordering.chat.error.empty", images: "ordering.chat.error.too_many_images" },
    });
  });
  it("takes at most 5 images per order, across all its messages", () => {
    const left = orderImagesLeft([["a", "b", "c"], [], ["d"]]);
    expect(left).toBe(1);
    expect(validate(commentRules, { message: "otra", images: ["e", "f"] }, { imagesLeft: left })).toEqual({
      ok: false,
      fields: { images: "ordering.chat.error.order_images" },
    });
    expect(validate(commentRules, { message: "otra", images: ["e"] }, { imagesLeft: left })).toEqual({
      ok: true,
      value: { message: "otra", images: ["e"] },
    });
    expect(
      orderImagesLeft([
        ["a", "b", "c"],
        ["d", "e", "f"],
      ]),
    ).toBe(0);
  });
  it("badges authors by type", () => {
    expect([1, 5, 3, 2, 4].map(commentAuthorRole)).toEqual(["FRANCHISEE", "CONSULTANT", "MANAGER", "AGENCY", "AGENCY"]);
  });
});

describe("file names", () => {
  it("keeps the last path part, without control or reserved characters and leading dots", async () => {
    const { cleanFileName } = await import("./codes.js");
    expect(cleanFileName("C:\\fotos\\loja.jpg")).toBe("loja.jpg");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("..\u0000.hidden<1>.png")).toBe("hidden_1_.png");
    expect(cleanFileName("  ...  ")).toBe("");
    expect(cleanFileName(`${"a".repeat(200)}.pdf`)).toBe(`${"a".repeat(116)}.pdf`);
  });
});
