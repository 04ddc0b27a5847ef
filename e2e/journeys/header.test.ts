/**
 * The header is usable in the screen's first render (issue "What users meet first"): its search box, restaurant
 * selector and user menu come with the screen, not after it; the user menu works by keyboard; on a desktop the main
 * navigation stays beside the screens the user opens from it, on a phone it folds after a link.
 */
import { describe, expect, it } from "vitest";
import { axeViolations } from "../support/axe.js";
import { expectFits, PHONE, SMALL_PHONE, TABLET } from "../support/fit.js";
import { expectPath, expectScreenTitle, login, newPage, openUserMenu } from "../support/portal.js";

/**
 * Init script: the moment the screen's h1 first appears, records which of the header's controls exist already
 * (`window.__headerAtFirstRender`).
 */
const HEADER_AT_FIRST_RENDER = `(() => {
  const observer = new MutationObserver(() => {
    // The app's first screen, not the page's first paint (index.html's title of a screen, #boot-title).
    if (!document.querySelector("h1:not(#boot-title)")) return;
    observer.disconnect();
    const header = document.querySelector("header");
    window.__headerAtFirstRender = {
      search: !!header?.querySelector('[role="search"] input'),
      restaurant: !!header?.querySelector("select"),
      userMenu: !!header?.querySelector("button[aria-expanded]"),
    };
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

describe("header", () => {
  it("ES: search, restaurant selector and user menu are there in the first render; the menu signs out by keyboard", async () => {
    const page = await newPage("ES");
    await login(page, "gerente@demo.es");
    await expectPath(page, "/");
    await page.addInitScript(HEADER_AT_FIRST_RENDER);
    await page.reload();
    await expectScreenTitle(page, "Inicio");
    expect(await page.evaluate(() => (window as unknown as { __headerAtFirstRender: unknown }).__headerAtFirstRender)).toEqual({
      search: true,
      restaurant: true,
      userMenu: true,
    });

    // Keyboard: Enter opens the menu, Tab walks into it, Escape folds it and gives the focus back.
    const button = page.getByRole("button", { name: "Menú de usuario de Marta Navarro Ruiz", exact: true });
    await button.focus();
    await page.keyboard.press("Enter");
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    // The panel is a chunk of its own, fetched after the first paint: Tab once it is on screen, as a person would.
    await page.getByText("Mi cuenta", { exact: true }).waitFor();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Mi cuenta");
    await page.keyboard.press("Escape");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

    // Opened, it passes axe; a click elsewhere folds it.
    await openUserMenu(page, "Marta Navarro Ruiz");
    expect(await axeViolations(page)).toEqual([]);
    const viewport = page.viewportSize()!;
    await page.mouse.click(viewport.width - 4, viewport.height / 2); // the screen's right margin
    expect(await button.getAttribute("aria-expanded")).toBe("false");

    const menu = await openUserMenu(page, "Marta Navarro Ruiz");
    await menu.getByRole("button", { name: "Cerrar sesión", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expectPath(page, "/login");
    await expectScreenTitle(page, "Iniciar sesión");
  });

  it("PT: on a desktop the navigation stays open after a link; on a phone it folds; every control fits a phone and a tablet", async () => {
    const desktop = await newPage("PT", { as: "franqueado@demo.pt" });
    await desktop.goto("/");
    await expectScreenTitle(desktop, "Início");
    const toggle = desktop.getByRole("button", { name: "Abrir ou fechar o menu", exact: true });
    await toggle.click();
    const navbar = desktop.locator("#main-navbar");
    await navbar.getByRole("link", { name: "Nacional", exact: true }).click();
    await expectPath(desktop, "/nacional");
    expect(await navbar.evaluate((nav) => (nav as HTMLElement).inert)).toBe(false);
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");

    const phone = await newPage("PT", { as: "franqueado@demo.pt", phone: true });
    await phone.goto("/");
    await expectScreenTitle(phone, "Início");
    await phone.getByRole("button", { name: "Abrir ou fechar o menu", exact: true }).click();
    await phone.locator("#main-navbar").getByRole("link", { name: "Nacional", exact: true }).click();
    await expectPath(phone, "/nacional");
    await expect.poll(() => phone.locator("#main-navbar").evaluate((nav) => (nav as HTMLElement).inert)).toBe(true);

    // On a phone the header keeps the restaurant (whole width, its own row), the search, the orders with their count,
    // the cart and the user menu, all on screen.
    // (The orders' count is the catalogue's, which other journeys change: here the BFF's answer says 3.)
    await phone.route("**/graphql*", async (route) => {
      const request = route.request();
      const name =
        (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? new URL(request.url()).searchParams.get("operationName");
      if (name === "UnreadOrderCount") await route.fulfill({ json: { data: { unreadOrderCount: 3 } } });
      else await route.continue();
    });
    await phone.goto("/");
    await expectScreenTitle(phone, "Início");
    const header = phone.getByRole("banner");
    const orders = header.getByRole("link", { name: "As minhas encomendas: 3 com novidades", exact: true });
    await orders.waitFor();
    expect(await orders.locator("xpath=..").getByText("3", { exact: true }).isVisible()).toBe(true);
    const restaurant = header.getByRole("combobox", { name: "Restaurante", exact: true });
    expect(await restaurant.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(PHONE.width - 2 * 12);
    for (const viewport of [PHONE, SMALL_PHONE, TABLET]) {
      await phone.setViewportSize(viewport);
      for (const control of [
        restaurant,
        orders,
        header.getByRole("link", { name: /^Carrinho/ }),
        header.getByRole("button", { name: /^Menu de utilizador/ }),
      ]) {
        expect(await control.isVisible()).toBe(true);
      }
      await expectFits(phone, "home");
    }

    // The search: a button that opens the field; Escape folds it, a search leads to the results and folds it.
    await phone.setViewportSize(PHONE);
    const open = header.getByRole("button", { name: "Pesquisar recursos", exact: true });
    await open.click();
    const field = header.getByRole("combobox", { name: "Pesquisar recursos", exact: true });
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectFits(phone, "home, search opened");
    await phone.keyboard.press("Escape");
    expect(await open.getAttribute("aria-expanded")).toBe("false");
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);
    await open.click();
    await field.fill("bacon");
    await field.press("Enter");
    await expectPath(phone, "/search?s=bacon");
    expect(await open.getAttribute("aria-expanded")).toBe("false");
  });
});
