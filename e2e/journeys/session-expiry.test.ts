/**
 * Journey 6: when the catalogue's session expires, the app returns to /login; when the catalogue only fails for a
 * moment, the user stays signed in and where they are, told to try again, and trying again works.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  catalogueFault,
  clearCatalogueFaults,
  createUser,
  expectPath,
  expectScreenTitle,
  expireCatalogueSessions,
  login,
  newPage,
  restaurantOptions,
  restaurantSelector,
  selectedRestaurant,
  quiet,
  expectSignedInAs,
} from "../support/portal.js";

const UNAVAILABLE = "El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.";

/**
 * Runs `act` while every catalogue call fails (but the session check, which the BFF reuses meanwhile: it checked the
 * session at the sign-in just before), then lets the catalogue answer again.
 */
async function duringBlip(act: () => Promise<void>) {
  await catalogueFault({ match: "^(?!user/data$)", mode: "fail", seconds: 60 });
  try {
    await act();
  } finally {
    await clearCatalogueFaults();
  }
}

/**
 * Clicks "Reintentar" until `shown` appears: once the catalogue answers again the first retry normally works, but the
 * BFF's breaker may still refuse for a few seconds after a burst of failures.
 */
async function retryUntil(page: Page, shown: () => Promise<boolean>) {
  await expect
    .poll(
      async () => {
        if (await shown()) return true;
        const retry = page.getByRole("button", { name: "Reintentar", exact: true });
        if (await retry.count()) await retry.first().click();
        await page.waitForTimeout(500);
        return shown();
      },
      { timeout: 20_000, interval: 1_000 },
    )
    .toBe(true);
}

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

  it("a catalogue blip keeps the session: the screen says try again where the user is, and trying again works (a reload's too)", async () => {
    const user = await createUser({ market: "ES", restaurants: 1 });
    const page = await newPage("ES");
    await login(page, user.email, user.password);
    await expectPath(page, "/");
    await quiet(page);
    const publicName = page.getByRole("textbox", { name: "Nombre público", exact: true });
    await duringBlip(async () => {
      // A screen opened meanwhile says so, with a retry; the user stays there, signed in.
      const burger = page.getByRole("button", { name: "Abrir o cerrar el menú", exact: true });
      if ((await burger.getAttribute("aria-expanded")) !== "true") await burger.click();
      const link = page.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name: "Canales", exact: true });
      await link.waitFor();
      await page.waitForTimeout(400); // the navbar slides in
      await link.click();
      await page.getByText(UNAVAILABLE, { exact: true }).first().waitFor();
      await expectPath(page, "/channels");
      await page.getByRole("button", { name: "Reintentar", exact: true }).click();
      await page.getByText(UNAVAILABLE, { exact: true }).first().waitFor();
      await expectPath(page, "/channels");
    });
    await retryUntil(page, async () => (await publicName.count()) > 0);
    await expectScreenTitle(page, "Canales");
    await expect.poll(() => publicName.inputValue()).toBe(user.restaurants[0]!.name);

    // A reload during a blip: the page says so where it is; its retry brings the screen once the catalogue answers.
    await duringBlip(async () => {
      await page.reload();
      await page.getByText(UNAVAILABLE, { exact: true }).first().waitFor();
      await expectPath(page, "/channels");
    });
    await retryUntil(page, async () => (await publicName.count()) > 0);
    await expectPath(page, "/channels");
    await expectSignedInAs(page, user.name);
    // Two blips, each retried until the breaker lets the catalogue through again.
  }, 90_000);

  // A session check (`user/data`) that fails with a 500 keeps the session (only the catalogue's verdict ends one).
  it("a blip during the session check keeps the session: the shell says try again where the user is, and its retry works", async () => {
    const user = await createUser({ market: "ES", restaurants: 1 });
    const page = await newPage("ES");
    await login(page, user.email, user.password);
    await expectPath(page, "/");
    await page.goto("/account");
    await expectScreenTitle(page, "Mi cuenta");
    // The BFF reuses a session check for 30 s (SESSION_CHECK_SECONDS): past them, the next request checks again.
    await page.waitForTimeout(31_000);
    await catalogueFault({ match: ".*", mode: "fail", seconds: 60 });
    try {
      await page.reload();
      await page.getByText(UNAVAILABLE, { exact: true }).first().waitFor();
      await expectPath(page, "/account");
    } finally {
      await clearCatalogueFaults();
    }
    await retryUntil(page, async () => (await page.getByRole("heading", { level: 1, name: "Mi cuenta" }).count()) > 0);
    await expectPath(page, "/account");
    await expectSignedInAs(page, user.name);
  }, 90_000);
});
