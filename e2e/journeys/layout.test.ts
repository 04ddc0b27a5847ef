/**
 * The frame on a phone: the footer's privacy link is on screen, the copyright line is whole (the footer stacks them,
 * FRAME.phoneFooterHeight), and the fixed footer hides nothing of the screen.
 */
import { describe, expect, it } from "vitest";
import { expectPath, login, newPage } from "../support/portal.js";

describe("layout on a phone", () => {
  it("ES: the opening form's submit button scrolls clear of the footer; the footer's link and whole copyright are on screen", async () => {
    const page = await newPage("ES", { phone: true });
    await login(page, "franquiciado@demo.es");
    await expectPath(page, "/");
    await page.goto("/comunicacion/form");
    const submit = page.getByRole("button", { name: "Enviar la comunicación", exact: true });
    await submit.waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.getByRole("contentinfo");
    const link = footer.getByRole("link", { name: "Política de privacidad", exact: true });
    await expect
      .poll(async () => {
        const [button, bar, anchor] = await Promise.all([submit.boundingBox(), footer.boundingBox(), link.boundingBox()]);
        return {
          buttonAboveFooter: button!.y + button!.height <= bar!.y,
          linkOnScreen: anchor!.y >= 0 && anchor!.y + anchor!.height <= 844 && anchor!.x + anchor!.width <= 390,
          footerHeight: bar!.height,
        };
      })
      .toEqual({ buttonAboveFooter: true, linkOnScreen: true, footerHeight: 64 });
    // The copyright is whole: nothing of it cut or clipped, inside the footer.
    const copyright = footer.getByText(/^© \d{4} Portal de Marketing\. Todos los derechos reservados\.$/);
    expect(
      await copyright.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const bar = el.closest("footer")!.getBoundingClientRect();
        return el.scrollWidth <= el.clientWidth && box.top >= bar.top && box.bottom <= bar.bottom && box.right <= window.innerWidth;
      }),
    ).toBe(true);
  });
});
