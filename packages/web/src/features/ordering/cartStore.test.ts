import { describe, expect, it } from "vitest";
import { cartKey, countCartItems } from "./cartStore";

describe("cart store placeholder", () => {
  it("counts the items of a stored cart", () => {
    expect(countCartItems(null)).toBe(0);
    expect(countCartItems("[]")).toBe(0);
    expect(countCartItems('[{"id":1},{"id":2}]')).toBe(2);
  });
  it("treats unreadable values as an empty cart", () => {
    expect(countCartItems("{")).toBe(0);
    expect(countCartItems('{"a":1}')).toBe(0);
  });
  it("keeps one cart per market", () => {
    expect(cartKey("ES")).toBe("portal.cart.ES");
    expect(cartKey("PT")).toBe("portal.cart.PT");
  });
});
