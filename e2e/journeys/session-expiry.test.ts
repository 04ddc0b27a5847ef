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
  settle,
} from "../support/portal.js";

describe("expired session", () => {
  it("a reload after the catalogue session expired lands on /login", async () => {
    const page = await newPage("ES");
    await login(page, "gerente@demo.es");
    await expectPath(page, "/");
    await page.goto("/nacional/campanas");
    await expectPath(page, "/nacional/campanas");

    await expireCatalogueSessions();
    // The BFF reuses its last session check for a few seconds; the area's list asks the catalogue, which answers 403.
    await page.reload();
    await expectPath(page, "/login?next=%2Fnacional%2Fcampanas"); // signing in again returns there
    await expectScreenTitle(page, "Iniciar sesión");
    await page.getByRole("textbox", { name: "Correo electrónico", exact: true }).waitFor();
  });

  it("an action inside the app after the catalogue session expired reloads the page, whose session check lands on /login", async () => {
    const page = await newPage("ES");
    await login(page, "franquiciado@demo.es");
    await expectPath(page, "/");
    const selector = await restaurantSelector(page);
    // The home's own query must have come back first: answered after the expiry, it would sign out by itself.
    await settle(page);

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
