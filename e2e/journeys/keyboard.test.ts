/**
 * Keyboard access to the frame (WCAG 2.4.1, 2.4.3): "skip to content" is the first stop of every page with a header,
 * and the folded navigation takes no stop at all until the menu button opens it.
 */
import { describe, expect, it } from "vitest";
import { expectPath, expectScreenTitle, login, newPage } from "../support/portal.js";

describe("keyboard", () => {
  it("PT: the first Tab offers to skip to the screen; the folded menu is skipped until opened", async () => {
    const page = await newPage("PT");
    await login(page, "franqueado@demo.pt");
    await expectPath(page, "/");
    await expectScreenTitle(page, "Início");

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Saltar para o conteúdo", exact: true });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");

    // Folded: no link of the navigation can take focus (it is inert); opened, they can.
    const navbar = page.locator("#main-navbar");
    const focusable = () =>
      navbar
        .locator("a")
        .first()
        .evaluate((link) => {
          (link as HTMLElement).focus();
          return document.activeElement === link;
        });
    expect(await navbar.evaluate((nav) => (nav as HTMLElement).inert)).toBe(true);
    expect(await focusable()).toBe(false);
    await page.getByRole("button", { name: "Abrir ou fechar o menu", exact: true }).click();
    expect(await navbar.evaluate((nav) => (nav as HTMLElement).inert)).toBe(false);
    expect(await focusable()).toBe(true);
  });
});
