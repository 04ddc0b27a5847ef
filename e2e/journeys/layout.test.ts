/**
 * The frame on a phone: the footer's privacy link is on screen, the copyright line is whole (the footer stacks them,
 * FRAME.phoneFooterHeight), and the fixed footer hides nothing of the screen.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { expectPath, login, newPage } from "../support/portal.js";

/** The footer's two lines of words, each its text and the box of its glyphs (rounded to the pixel). */
function footerWords(page: Page, footer: string) {
  return page.locator(footer).evaluate((element) =>
    [...element.querySelectorAll("span, p, a")]
      .filter((node) => node.textContent && node.children.length === 0)
      .map((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        const { x, y, width, height } = range.getBoundingClientRect();
        return { text: node.textContent, box: [x, y, width, height].map(Math.round) };
      }),
  );
}

/** A heading's words and the box of its glyphs (rounded to the pixel); null when it is not shown. */
function titleWords(page: Page, heading: string) {
  return page.locator(heading).evaluate((element) => {
    if (element.getClientRects().length === 0) return null;
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { text: element.textContent, box: [x, y, width, height].map(Math.round) };
  });
}

/** An element's box (rounded to the pixel). */
function box(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return [x, y, width, height].map(Math.round);
  });
}

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

describe("the first paint", () => {
  // The page paints its frame before the app's files arrive (index.html's first paint): its footer must be the app's,
  // the same words in the same places, so that the app's arrival moves nothing and the footer is on screen at once.
  // So must the title of a screen that opens with it, which the first paint shows on a phone (on a desktop it does
  // not: the navigation may stand beside the screen there).
  it("ES: the first paint's footer and the order list's title are the app's, on a phone and on a desktop", async () => {
    for (const phone of [true, false]) {
      const page = await newPage("ES", { phone });
      await login(page, "franquiciado@demo.es");
      await expectPath(page, "/");
      await page.goto("/orders");
      await page.getByRole("contentinfo").getByRole("link", { name: "Política de privacidad", exact: true }).waitFor();
      await page.getByRole("heading", { level: 1, name: "Mis pedidos" }).waitFor();
      const app = await footerWords(page, "footer[data-frame='footer']");
      const appTitle = await titleWords(page, "main h1");
      // The same page with the app's scripts held back: only the first paint shows.
      await page.route("**/assets/**/*.js", (route) => route.abort());
      await page.goto("/orders");
      await page.locator("#boot-shell > footer").waitFor();
      const first = await footerWords(page, "#boot-shell > footer");
      expect(app.map((line) => line.text)).toEqual([
        `© ${new Date().getFullYear()} Portal de Marketing. Todos los derechos reservados.`,
        "Política de privacidad",
      ]);
      expect(first).toEqual(app);
      expect(appTitle?.text).toBe("Mis pedidos");
      expect(await titleWords(page, "#boot-title")).toEqual(phone ? appTitle : null);
    }
  });

  it("ES: on a phone the first paint shows the marketing plan's title and cover where the app shows them; on a desktop not", async () => {
    const page = await newPage("ES", { phone: true });
    await login(page, "franquiciado@demo.es");
    await expectPath(page, "/");
    await page.goto("/marketing");
    await page.getByRole("heading", { level: 1, name: "Plan de marketing" }).waitFor();
    const appCover = page.getByRole("img", { name: "Portada del plan de marketing", exact: true });
    await expect.poll(() => appCover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const app = { title: await titleWords(page, "main h1"), cover: await box(page, "main img") };
    // The same page with the app's scripts held back: only the first paint shows.
    await page.route("**/assets/**/*.js", (route) => route.abort());
    await page.goto("/marketing");
    const cover = page.locator("#boot-cover");
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect({ title: await titleWords(page, "#boot-title"), cover: await box(page, "#boot-cover") }).toEqual(app);
    expect(app.cover).toEqual([16, expect.any(Number), 358, 179]);

    // On a desktop the navigation stands beside the screen: the first paint neither shows the cover nor waits for it.
    const desktop = await newPage("ES", { phone: false });
    await login(desktop, "franquiciado@demo.es");
    await expectPath(desktop, "/");
    await desktop.route("**/assets/**/*.js", (route) => route.abort());
    await desktop.goto("/marketing");
    await desktop.locator("#boot-shell > footer").waitFor();
    expect(await desktop.locator("#boot-cover").evaluate((image: HTMLImageElement) => ({ hidden: image.hidden, src: image.src }))).toEqual({
      hidden: true,
      src: "",
    });
  });
});
