/** The frame on a phone: the footer's privacy link is on screen, and the fixed footer hides nothing of the screen. */
import { describe, expect, it } from "vitest";
import { expectPath, login, newPage } from "../support/portal.js";

describe("layout on a phone", () => {
  it("ES: the opening form's submit button scrolls clear of the footer; the footer's link is on screen", async () => {
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
          footerOneLine: bar!.height <= 40,
        };
      })
      .toEqual({ buttonAboveFooter: true, linkOnScreen: true, footerOneLine: true });
  });
});
