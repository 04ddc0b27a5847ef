/**
 * A refusal reaches the user in words: a restaurant unlinked from the user at the catalogue (an administrator's
 * change) while the user has the portal open. Choosing it in the header is refused (by the catalogue, as the BFF
 * still trusts its recent session check) and the user reads the session area's specific message, translated,
 * not a generic one; the header keeps the restaurant they work on.
 */
import { describe, expect, it } from "vitest";
import {
  changeCatalogue,
  createUser,
  expectPath,
  graphql,
  login,
  type Market,
  newPage,
  restaurantOptions,
  restaurantSelector,
  selectedRestaurant,
  settle,
} from "../support/portal.js";

/** `restaurant.error.not_available` in each market's default language. */
const NOT_AVAILABLE: Record<Market, string> = {
  ES: "Este restaurante no está disponible para tu usuario.",
  PT: "Este restaurante não está disponível para o seu utilizador.",
};

describe("a refusal's specific message reaches the user", () => {
  it.each<Market>(["ES", "PT"])("%s: choosing a restaurant unlinked meanwhile says it is not available for the user", async (market) => {
    const user = await createUser({ market, type: "FRANCHISEE", restaurants: 2 });
    const [first, second] = user.restaurants;
    const page = await newPage(market);
    await login(page, user.email, user.password);
    await expectPath(page, "/");
    const selector = await restaurantSelector(page);
    await expect.poll(() => selectedRestaurant(selector)).toBe(`${first.site} - ${first.name}`);
    await settle(page);
    expect(await restaurantOptions(selector)).toContain(`${second.site} - ${second.name}`);
    const unlinked = await changeCatalogue<{ restaurant_id: number }>(
      "DELETE FROM user_restaurants WHERE market = $1 AND user_id = $2 AND restaurant_id = $3 RETURNING restaurant_id",
      [market, user.id, second.id],
    );
    expect(unlinked).toEqual([{ restaurant_id: second.id }]);

    const answered = page.waitForResponse(
      (res) => new URL(res.url()).pathname === "/graphql" && res.request().postDataJSON()?.operationName === "SelectRestaurant",
    );
    await selector.selectOption({ label: `${second.site} - ${second.name}` });
    const body = (await (await answered).json()) as { errors?: Array<{ message: string; extensions: Record<string, unknown> }> };
    expect(body.errors?.map((e) => [e.message, e.extensions.code])).toEqual([["restaurant.error.not_available", "UPSTREAM_REJECTED"]]);

    const alert = page.getByRole("alert").filter({ hasText: NOT_AVAILABLE[market] });
    await alert.waitFor();
    expect(await alert.getByText(NOT_AVAILABLE[market], { exact: true }).count()).toBe(1);
    await expect.poll(() => selectedRestaurant(selector)).toBe(`${first.site} - ${first.name}`);
    expect(
      graphql(page)
        .names()
        .filter((name) => name === "SelectRestaurant"),
    ).toHaveLength(1);
  });
});
