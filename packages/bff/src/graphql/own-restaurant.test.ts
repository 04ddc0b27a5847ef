import { describe, expect, it } from "vitest";
import { forbidden } from "../common/errors.js";
import type { PortalRestaurant } from "../legacy/session.js";
import type { Context } from "./context.js";
import { ownRestaurant, ownRestaurantIds } from "./own-restaurant.js";

const restaurant = (id: string): PortalRestaurant => ({ id, site: `S${id}`, name: `R${id}`, address: null, city: null });
/** A context whose session check answers a user with restaurants 7 and 9. */
const ctx = { loaders: { session: { currentUser: async () => ({ restaurants: [restaurant("7"), restaurant("9")] }) } } } as unknown as Context;

describe("ownRestaurant", () => {
  it("answers the user's restaurant", async () => {
    expect(await ownRestaurant(ctx, "9", () => forbidden())).toEqual(restaurant("9"));
  });

  it("refuses another's with the area's own error", async () => {
    await expect(ownRestaurant(ctx, "8", () => forbidden("channels.error.restaurant"))).rejects.toMatchObject({
      message: "channels.error.restaurant",
      extensions: { code: "FORBIDDEN" },
    });
  });
});

describe("ownRestaurantIds", () => {
  it("answers the ids of the user's restaurants", async () => {
    expect([...(await ownRestaurantIds(ctx))]).toEqual(["7", "9"]);
  });
});
