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
    expect(parseCart('{"items":[{"key":"a"}],"pendingKey":null}')).toEqual({ items: [{ key: "a" }], pendingKey: null });
    expect(parseCart('{"items":[],"pendingKey":"k-12345678"}')).toEqual({ items: [], pendingKey: "k-12345678" });
  });
  it("treats unreadable values as an empty cart", () => {
    expect(countCartItems("{")).toBe(0);
    expect(countCartItems('{"a":1}')).toBe(0);
    expect(countCartItems("null")).toBe(0);
    expect(parseCart("[]")).toEqual({ items: [], pendingKey: null });
  });
  it("keeps one cart per market", () => {
    expect(cartKey("ES")).toBe("portal.cart.ES");
    expect(cartKey("PT")).toBe("portal.cart.PT");
  });
});
