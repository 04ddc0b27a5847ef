import { describe, expect, it } from "vitest";
import { restaurantLabel, restaurantToSync } from "./sessionSync";

const r = (site: string) => ({ site });
const viewer = (selected: string | null, ...sites: string[]) => ({
  restaurants: sites.map(r),
  selectedRestaurant: selected ? r(selected) : null,
});

describe("restaurantToSync", () => {
  it("selects the remembered site when the session has another one", () => {
    expect(restaurantToSync(viewer("001", "001", "002"), "002")).toBe("002");
  });
  it("does nothing when the session already has the remembered site", () => {
    expect(restaurantToSync(viewer("002", "001", "002"), "002")).toBeNull();
  });
  it("ignores a remembered site the user no longer has", () => {
    expect(restaurantToSync(viewer("001", "001", "002"), "999")).toBeNull();
  });
  it("defaults to the first restaurant when nothing is selected", () => {
    expect(restaurantToSync(viewer(null, "001", "002"), null)).toBe("001");
    expect(restaurantToSync(viewer(null, "001", "002"), "999")).toBe("001");
  });
  it("selects the first restaurant when this browser remembers none, over the favourite kept from another device", () => {
    expect(restaurantToSync(viewer("002", "001", "002"), null)).toBe("001");
    expect(restaurantToSync(viewer("002", "001", "002"), "999")).toBe("001");
    expect(restaurantToSync(viewer("001", "001", "002"), null)).toBeNull();
  });
  it("replaces a selected restaurant that is not in the user's list", () => {
    expect(restaurantToSync(viewer("777", "001"), null)).toBe("001");
  });
  it("does nothing for a user without restaurants", () => {
    expect(restaurantToSync(viewer(null), "001")).toBeNull();
  });
});

describe("restaurantLabel", () => {
  it("reads site - name", () => {
    expect(restaurantLabel({ site: "0042", name: "Gran Vía" })).toBe("0042 - Gran Vía");
  });
});
