/**
 * Home (issue "Resource library and home"; spec 1 §2, §9): the banner carousel shows the market's
 * current banners only (image alt = banner name, compared with the catalogue's sliders), the newest
 * resources are the 10 newest the viewer sees of the session's language; ES shows the diagnostic-alerts
 * box while the selected restaurant has checks pending (not for ES0101, all four done) and its local
 * marketing actions; PT shows neither.
 *
 * ES signs in admin@demo.es: the one demo user with ES0101 (its favourite) besides franquiciado@demo.es,
 * whose favourite another journey owns. It switches to ES0104 and back, so its favourite ends as seeded.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { catalogue, expectPath, expectScreenTitle, login, type Market, newPage, restaurantSelector, selectedRestaurant } from "../support/portal.js";
import { cardNames, newestResources, sliders, type Lang } from "../support/library.js";
import { expectFits, PHONE, TABLET } from "../support/fit.js";

const TEXTS = {
  ES: {
    banners: "Banners destacados",
    carousel: ["carrusel", "diapositiva"],
    newest: "Novedades",
    alerts: "Completa el diagnóstico de tu restaurante",
    actions: "Acciones de marketing local",
    download: "Descargar",
  },
  PT: {
    banners: "Banners em destaque",
    carousel: ["carrossel", "diapositivo"],
    newest: "Novidades",
    alerts: "Complete o diagnóstico do seu restaurante",
    actions: "Ações de marketing local",
    download: "Transferir",
  },
} as const;

/** The four checks in the box's order, with their Spanish names. */
const CHECKS = [
  ["competence", "Competencia"],
  ["comparation", "Comparativa con la competencia"],
  ["clusters", "Clústeres de clientes"],
  ["dafo", "DAFO"],
] as const;

/** The carousel shows exactly the market's current banners, by priority, each linking where the catalogue says. */
async function expectBanners(page: Page, market: Market): Promise<void> {
  const all = await sliders(market);
  const current = all.filter((slider) => slider.current);
  expect(current.length, "the seed has a current banner").toBeGreaterThan(0);
  expect(all.length - current.length, "the seed has expired, inactive and future banners").toBeGreaterThanOrEqual(3);

  const carousel = page.getByRole("region", { name: TEXTS[market].banners, exact: true });
  await carousel.waitFor();
  const banners = carousel.locator("img:not([alt=''])");
  // Screen readers announce the carousel and its slides in the page's language.
  const [carouselRole, slideRole] = TEXTS[market].carousel;
  await expect.poll(() => carousel.getAttribute("aria-roledescription")).toBe(carouselRole);
  await expect.poll(() => carousel.locator(`[aria-roledescription="${slideRole}"]`).count()).toBe(current.length * (current.length > 1 ? 2 : 1));
  // Every word a screen reader hears of it is the page's language: the slide status, the slides' names (no "Slide 1 of 1").
  await expect.poll(() => carousel.locator('[role="status"]').first().textContent()).toBe(`Banner 1 de ${current.length}`);
  const english = await carousel.evaluate((root) =>
    [root, ...root.querySelectorAll(":not(style)")]
      .flatMap((el) => [el.childElementCount ? "" : el.textContent, el.getAttribute("aria-label"), el.getAttribute("aria-roledescription")])
      .filter((text) => text && /\b(slide|carousel|of)\b/i.test(text)),
  );
  expect(english).toEqual([]);
  await expect
    .poll(() => banners.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).alt)))
    .toEqual(current.map((slider) => slider.name));
  for (const slider of all.filter((s) => !s.current)) {
    expect(await page.getByAltText(slider.name, { exact: true }).count(), `banner "${slider.name}" (not current) is absent`).toBe(0);
  }
  for (const slider of current) {
    const image = carousel.getByAltText(slider.name, { exact: true });
    // The image arrived (1000x500 cover) through the portal.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1000);
    // Whole and 2:1: at most 840 × 420 (the desktop's screen is wider), fitted, never cropped.
    expect(
      await image.evaluate((img: HTMLImageElement) => {
        const box = img.getBoundingClientRect();
        return [Math.round(box.width), Math.round(box.height), getComputedStyle(img).objectFit];
      }),
    ).toEqual([840, 420, "contain"]);
    if (slider.url?.startsWith("/")) {
      expect(await image.locator("xpath=ancestor::a[1]").getAttribute("href")).toBe(slider.url);
    }
  }
}

/** The newest resources: the 10 newest of the language the viewer sees, newest first. */
async function expectNewest(page: Page, market: Market, lang: Lang, viewer: { admin?: boolean } = {}): Promise<void> {
  const expected = await newestResources(market, lang, viewer);
  expect(expected.length, "the 10 newest the viewer sees (one of the catalogue's first 10 is in an inactive category)").toBe(10);
  const list = page.getByRole("list", { name: TEXTS[market].newest, exact: true });
  await list.waitFor();
  expect(await cardNames(list)).toEqual(expected);
  // The cards are the library's: their words come with the home's (the library's messages load with the home).
  await list.getByText(TEXTS[market].download, { exact: true }).first().waitFor();
  expect(await list.innerText()).not.toContain("library.");
}

async function diagnosticOf(site: string): Promise<Record<(typeof CHECKS)[number][0], number>> {
  const [row] = await catalogue<Record<(typeof CHECKS)[number][0], number>>(
    "SELECT d.competence, d.comparation, d.clusters, d.dafo FROM diagnostic_progress d JOIN restaurants r ON r.id = d.restaurant_id WHERE r.market = 'ES' AND r.site = $1",
    [site],
  );
  return row ?? { competence: 0, comparation: 0, clusters: 0, dafo: 0 };
}

/** The local (type 2) marketing actions of a restaurant not over yet, by start: "name" and "Del DD/MM/YYYY al DD/MM/YYYY". */
async function localActionsOf(site: string): Promise<string[]> {
  const rows = await catalogue<{ name: string; start: string; end: string }>(
    `SELECT a.name, to_char(a.start_date, 'DD/MM/YYYY') AS start, to_char(a.end_date, 'DD/MM/YYYY') AS end
       FROM marketing_actions a JOIN restaurants r ON r.id = a.restaurant_id
      WHERE r.market = 'ES' AND r.site = $1 AND a.type = 2 AND a.end_date >= current_date ORDER BY a.start_date, a.id`,
    [site],
  );
  return rows.map((row) => `${row.name}Del ${row.start} al ${row.end}`);
}

async function expectLocalActions(page: Page, site: string): Promise<void> {
  const expected = await localActionsOf(site);
  expect(expected.length, `${site} has local actions in the seed`).toBeGreaterThan(0);
  const box = page.getByRole("region", { name: TEXTS.ES.actions, exact: true });
  await expect.poll(() => box.getByRole("listitem").allTextContents()).toEqual(expected);
}

/**
 * The home fits a phone and a tablet: nothing past the screen's edge, and under the banners no empty band, the next
 * part 32 px (the page's `xl` gap) below them. Back to the desktop's size after.
 */
async function expectHomeFits(page: Page, market: Market): Promise<void> {
  const carousel = page.getByRole("region", { name: TEXTS[market].banners, exact: true });
  for (const viewport of [PHONE, TABLET]) {
    await page.setViewportSize(viewport);
    await expectFits(page, `home ${market}`);
    expect(
      await carousel.evaluate((region) => {
        const part = region.closest("main > div > *")!; // the banners' part of the page
        return Math.round(part.nextElementSibling!.getBoundingClientRect().top - part.getBoundingClientRect().bottom);
      }),
      `under the banners at ${viewport.width} px`,
    ).toBe(32);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function selectRestaurant(page: Page, label: string): Promise<void> {
  const selector = await restaurantSelector(page);
  const selected = page.waitForResponse(
    (res) => new URL(res.url()).pathname === "/graphql" && res.request().postDataJSON()?.operationName === "SelectRestaurant",
  );
  await selector.selectOption({ label });
  expect((await selected).status()).toBe(200);
  await expect.poll(() => selectedRestaurant(selector)).toBe(label);
}

describe("home", () => {
  it("ES: current banners, the 10 newest resources; the diagnostic box only while checks are pending; local actions", async () => {
    const page = await newPage("ES");
    await login(page, "admin@demo.es");
    await expectPath(page, "/admin/resources");
    await page.goto("/");
    await expectScreenTitle(page, "Inicio");
    const selector = await restaurantSelector(page);
    await expect.poll(() => selectedRestaurant(selector)).toBe("ES0101 - Madrid Gran Vía");

    await expectBanners(page, "ES");
    await expectNewest(page, "ES", "CAST", { admin: true }); // an administrator: inactive categories included

    // ES0101 has done all four checks: no diagnostic box; its local actions are listed.
    expect(Object.values(await diagnosticOf("ES0101"))).toEqual([1, 1, 1, 1]);
    await expectLocalActions(page, "ES0101");
    expect(await page.getByRole("region", { name: TEXTS.ES.alerts, exact: true }).count()).toBe(0);

    // While ES0104's data loads (held here), ES0101's boxes are gone and the boxes say they are busy.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/graphql*", async (route) => {
      const request = route.request();
      const name =
        (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? new URL(request.url()).searchParams.get("operationName");
      if (name === "Home") await held;
      await route.continue().catch(() => undefined); // unrouted meanwhile: Playwright has let it through
    });
    await selectRestaurant(page, "ES0104 - Barcelona Rambla");
    await page.locator('[aria-busy="true"]').first().waitFor();
    expect(await page.getByRole("region", { name: TEXTS.ES.actions, exact: true }).count()).toBe(0);
    release();
    await page.unrouteAll({ behavior: "wait" });

    // ES0104 has checks pending: the box lists the four checks, done or pending, and links to /diagnostic.
    const progress = await diagnosticOf("ES0104");
    expect(Object.values(progress)).toContain(0);
    const alerts = page.getByRole("region", { name: TEXTS.ES.alerts, exact: true });
    await alerts.waitFor();
    expect(await alerts.getByText("Quedan apartados del diagnóstico por completar.", { exact: true }).isVisible()).toBe(true);
    expect(await alerts.getByRole("listitem").allTextContents()).toEqual(
      CHECKS.map(([key, name]) => `${name}${progress[key] ? "Hecho" : "Pendiente"}`),
    );
    expect(await alerts.getByRole("link", { name: "Ir al diagnóstico", exact: true }).getAttribute("href")).toBe("/diagnostic");
    await expectLocalActions(page, "ES0104");
    await expectHomeFits(page, "ES");

    // Back to ES0101 (the seeded favourite): the box goes away again.
    await selectRestaurant(page, "ES0101 - Madrid Gran Vía");
    await alerts.waitFor({ state: "detached" });
    await expectLocalActions(page, "ES0101");
  });

  it("PT: current banners, the 10 newest resources; no diagnostic box, no local actions", async () => {
    const page = await newPage("PT");
    await login(page, "gerente@demo.pt");
    await expectPath(page, "/");
    await expectScreenTitle(page, "Início");

    await expectBanners(page, "PT");
    await expectNewest(page, "PT", "PT");
    expect(await page.getByRole("region", { name: TEXTS.PT.alerts, exact: true }).count()).toBe(0);
    expect(await page.getByRole("region", { name: TEXTS.PT.actions, exact: true }).count()).toBe(0);
    expect(await page.getByText(/diagnóstico|marketing local/i).count()).toBe(0);
    await expectHomeFits(page, "PT");
  });
});
