/** Journey 5: the restaurant and the language a user picks survive a reload. */
import { describe, expect, it } from "vitest";
import {
  expectPath,
  expectScreenTitle,
  graphql,
  login,
  newPage,
  openUserMenu,
  restaurantOptions,
  restaurantSelector,
  selectedRestaurant,
  settle,
} from "../support/portal.js";

describe("remembered choices", () => {
  it("ES: the restaurant picked in the header survives a reload", async () => {
    const page = await newPage("ES");
    await login(page, "franquiciado@demo.es");
    await expectPath(page, "/");
    const selector = await restaurantSelector(page);
    await expect.poll(() => selectedRestaurant(selector)).toBe("ES0101 - Madrid Gran Vía");

    const options = await restaurantOptions(selector);
    expect(options).toHaveLength(3);
    const second = options[1]!;
    expect(second).toMatch(/^ES0102 - \S/);
    const selected = page.waitForResponse(
      (res) => new URL(res.url()).pathname === "/graphql" && res.request().postDataJSON()?.operationName === "SelectRestaurant",
    );
    await selector.selectOption({ label: second });
    expect((await selected).status()).toBe(200);
    await expect.poll(() => selectedRestaurant(selector)).toBe(second);
    expect(await page.evaluate(() => localStorage.getItem("portal.site.ES"))).toBe("ES0102");

    await page.reload();
    await expectScreenTitle(page, "Inicio");
    await expect.poll(() => selectedRestaurant(selector)).toBe(second);
    await settle(page);
    // Session and browser already agree: the reload does not select the restaurant again.
    expect(
      graphql(page)
        .names()
        .filter((name) => name === "SelectRestaurant"),
    ).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem("portal.site.ES"))).toBe("ES0102");
    await expectPath(page, "/");

    // Another browser remembers no restaurant: it starts on the first one, not on the favourite picked above.
    const other = await newPage("ES");
    await login(other, "franquiciado@demo.es");
    await expectPath(other, "/");
    const otherSelector = await restaurantSelector(other);
    await expect.poll(() => selectedRestaurant(otherSelector)).toBe("ES0101 - Madrid Gran Vía");
    await expect.poll(() => other.evaluate(() => localStorage.getItem("portal.site.ES"))).toBe("ES0101");
    // The sign-in itself started there (the BFF picks the user's first, never the catalogue's favourite): nothing to correct.
    await settle(other);
    expect(
      graphql(other)
        .names()
        .filter((name) => name === "SelectRestaurant"),
    ).toEqual([]);
  });

  it("ES: Català picked in the user menu survives a reload", async () => {
    const page = await newPage("ES");
    await login(page, "gerente@demo.es");
    await expectPath(page, "/");
    await expectScreenTitle(page, "Inicio");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
    await page.getByRole("heading", { name: "Acciones de marketing local", exact: true }).waitFor();
    await expect.poll(() => page.title()).toBe("Inicio · Portal de Marketing");

    const menu = await openUserMenu(page, "Marta Navarro Ruiz");
    await menu.getByRole("button", { name: "Català", exact: true }).click();
    await expectScreenTitle(page, "Inici");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ca");
    // The home's own messages (its area's chunk) switch with the shell's, without a reload.
    await page.getByRole("heading", { name: "Accions de màrqueting local", exact: true }).waitFor();
    await expect.poll(() => page.title()).toBe("Inici · Portal de Màrqueting");
    // An area first opened after the switch speaks Catalan too (the library's messages load with its screens).
    const box = page.getByRole("banner").getByRole("combobox", { name: "Cerca recursos", exact: true });
    await box.fill("xqzwv");
    await box.press("Enter");
    await expectPath(page, "/search?s=xqzwv");
    await page.getByText("No hi ha recursos que coincideixin amb la cerca.", { exact: true }).waitFor();
    await expect.poll(() => page.title()).toBe("Cerca · Portal de Màrqueting");
    await page.goBack();
    await expectScreenTitle(page, "Inici");
    expect(await page.evaluate(() => localStorage.getItem("portal.language.ES"))).toBe("CAT");

    await page.reload();
    await expectScreenTitle(page, "Inici");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ca");
    // Header, user menu (a lazy chunk) and restaurant selector, all in Catalan.
    await page.locator("#main-navbar").getByText("Inici", { exact: true }).waitFor({ state: "attached" }); // folded (inert), in Catalan
    await page.getByRole("button", { name: "Menú d’usuari de Marta Navarro Ruiz", exact: true }).waitFor();
    await page.getByRole("combobox", { name: "Restaurant", exact: true }).waitFor();
    await expectPath(page, "/");
  });

  it("ES: Català picked on the login page survives a reload", async () => {
    const page = await newPage("ES");
    await page.goto("/login");
    await expectScreenTitle(page, "Iniciar sesión");
    await page.getByRole("radiogroup", { name: "Idioma" }).getByText("Català", { exact: true }).click();
    await expectScreenTitle(page, "Inicia la sessió");
    await page.reload();
    await expectScreenTitle(page, "Inicia la sessió");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ca");
    await page.getByRole("textbox", { name: "Correu electrònic", exact: true }).waitFor();
    await page.getByRole("button", { name: "Entra", exact: true }).waitFor();
    // The remembered language also applies after signing in.
    await login(page, "consultor@demo.es");
    await expectPath(page, "/");
    await expectScreenTitle(page, "Inici");
  });
});
