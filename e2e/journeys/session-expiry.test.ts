/** Journey 6: when the catalogue's session expires, the app returns to /login. */
import { describe, expect, it } from "vitest";
import {
  expectPath,
  expectScreenTitle,
  expireCatalogueSessions,
  login,
  newPage,
  restaurantOptions,
  restaurantSelector,
  selectedRestaurant,
  quiet,
} from "../support/portal.js";

describe("expired session", () => {
  it("a reload after the catalogue session expired lands on /login", async () => {
    const page = await newPage("ES");
    await login(page, "gerente@demo.es");
    await expectPath(page, "/");
    await page.goto("/search?s=hamburguesa");
    await expectPath(page, "/search?s=hamburguesa");

    await expireCatalogueSessions();
    // The BFF reuses its last session check for a few seconds, and the shared data it caches (an area's list among
    // them) needs no catalogue call; a search always asks the catalogue, which answers 403.
    await page.reload();
    await expectPath(page, "/login?next=%2Fsearch%3Fs%3Dhamburguesa"); // signing in again returns there
    await expectScreenTitle(page, "Iniciar sesión");
    await page.getByRole("textbox", { name: "Correo electrónico", exact: true }).waitFor();
  });

  it("an action inside the app after the catalogue session expired reloads the page, whose session check lands on /login", async () => {
    const page = await newPage("ES");
    await login(page, "franquiciado@demo.es");
    await expectPath(page, "/");
    const selector = await restaurantSelector(page);
    // The home's own queries, and those of the parts that mount after it, must have come back first: answered after
    // the expiry, they would sign out by themselves.
    await quiet(page);

    await expireCatalogueSessions();
    // Picking another restaurant asks the BFF, which meets the catalogue's 403 (UPSTREAM_FORBIDDEN): the page reloads.
    const reloaded = page.waitForEvent("framenavigated", (frame) => frame === page.mainFrame());
    const options = await restaurantOptions(selector);
    const current = await selectedRestaurant(selector);
    const other = options.find((label) => label !== current);
    expect(other).toBeDefined();
    await selector.selectOption({ label: other! });
    await reloaded;
    await expectPath(page, "/login");
    await expectScreenTitle(page, "Iniciar sesión");

    // Signed out for good: a visit to a user screen is sent back to /login.
    await page.goto("/account");
    await expectPath(page, "/login?next=%2Faccount");
  });
});
