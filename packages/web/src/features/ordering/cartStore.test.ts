import { describe, expect, it } from "vitest";
import { cartKey, countCartItems } from "./cartCount";
import { parseCart } from "./cartStore";

describe("cart store", () => {
  it("counts the items of a stored cart", () => {
    expect(countCartItems(null)).toBe(0);
    expect(countCartItems('{"items":[],"pendingKey":null}')).toBe(0);
    expect(countCartItems('{"items":[{"key":"a"},{"key":"b"}],"pendingKey":null}')).toBe(2);
  });
  it("reads the items and keeps a confirm's key", () => {
    expect(parseCart('{"items":[{"key":"a"}],"pendingKey":null}')).toEqual({ items: [{ key: "a" }], pendingKey: null, contact: null });
    expect(parseCart('{"items":[],"pendingKey":"k-12345678"}')).toEqual({ items: [], pendingKey: "k-12345678", contact: null });
  });
  it("keeps the contact typed, and nothing that is not one", () => {
    const contact = { contactName: "Ana", contactEmail: "ana@demo.es", contactPhone: "600 123 123" };
    expect(parseCart(JSON.stringify({ items: [], pendingKey: null, contact })).contact).toEqual(contact);
    expect(parseCart(JSON.stringify({ items: [], pendingKey: null, contact: { ...contact, contactPhone: 600 } })).contact).toBeNull();
    expect(parseCart(JSON.stringify({ items: [], pendingKey: null, contact: "Ana" })).contact).toBeNull();
  });
  it("treats unreadable values as an empty cart", () => {
    expect(countCartItems("{")).toBe(0);
    expect(countCartItems('{"a":1}')).toBe(0);
    expect(countCartItems("null")).toBe(0);
    expect(parseCart("[]")).toEqual({ items: [], pendingKey: null, contact: null });
  });
  it("keeps one cart per market", () => {
    expect(cartKey("ES")).toBe("portal.cart.ES");
    expect(cartKey("PT")).toBe("portal.cart.PT");
  });
});
