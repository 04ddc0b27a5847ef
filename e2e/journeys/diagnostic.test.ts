/**
 * Diagnostic (issue 17; spec 2 §2.1): a franchisee of the journey's own (a fresh restaurant, given the moments of day,
 * product mix and consumption of the seed's ES0101) opens /diagnostic in Castilian and in Catalan: one GraphQL request
 * for the whole screen; fills the competition (intensities, brands by autocomplete, a custom brand through the popup,
 * a confirmed delete) and the comparison (stars; a competitor removed and added back keeps its stars, one added without
 * stars cannot be saved); sees the radar (restaurant and national series) and the tables
 * (arrows named for screen readers, dashes for missing values, VARIOS left out); leaving with unsaved DAFO changes
 * asks first; and prints: the print stylesheet hides the portal's frame and the menu, and window.print is called
 * about 1500 ms after "Export report", with the chart 600 wide. axe finds no violation.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../support/axe.js";
import { expectFits, PHONE, TABLET } from "../support/fit.js";
import { catalogue, changeCatalogue, createUser, expectPath, graphql, login, newPage, quiet, settle, type JourneyUser } from "../support/portal.js";

const TEXTS = {
  CAST: {
    title: "Diagnóstico",
    menu: "Apartados del diagnóstico",
    sections: ["DAFO", "Población", "Clústeres de clientes", "Competencia", "Consumo", "Momentos del día", "Product mix"],
    intensityOf: (category: string) => `Intensidad de ${category}`,
    high: "1 Alta",
    medium: "2 Media",
    low: "3 Baja",
    categories: [
      "Competidores directos",
      "Otros restaurantes de comida rápida",
      "Cafeterías",
      "Restaurantes casual",
      "Restaurantes de celebraciones",
      "Competidores indirectos",
    ],
    add: (category: string) => `Añadir una marca a ${category}`,
    custom: "+ Crear una marca",
    customName: "Nombre de la marca",
    customType: "Categoría",
    create: "Crear",
    nameRequired: "Escribe el nombre de la marca.",
    save: "Guardar cambios",
    saved: "Cambios guardados.",
    remove: (brand: string) => `Quitar ${brand}`,
    removeConfirm: "Quitar",
    addCompetitor: "+ Añadir competidor",
    removeCompetitor: (brand: string) => `Quitar de la comparativa: ${brand}`,
    unrated: "Puntúa cada competidor añadido en los cinco aspectos antes de guardar.",
    rating: (feature: string, brand: string) => `${feature} de ${brand}`,
    own: "Tu restaurante",
    features: ["Servicio", "Calidad-precio", "Innovación", "Ambiente", "Promoción"],
    arrows: ["Sube", "Baja", "Igual"],
    missing: "Sin datos",
    strengths: "Fortalezas",
    leaveTitle: "Cambios sin guardar",
    stay: "Seguir editando",
    export: "Exportar informe",
    home: "Inicio",
    menuToggle: "Abrir o cerrar el menú",
    mainMenu: "Menú principal",
    pick: "Ir al apartado",
  },
  CAT: {
    title: "Diagnòstic",
    menu: "Apartats del diagnòstic",
    sections: ["DAFO", "Població", "Clústers de clients", "Competència", "Consum", "Moments del dia", "Product mix"],
    intensityOf: (category: string) => `Intensitat de ${category}`,
    high: "1 Alta",
    medium: "2 Mitjana",
    low: "3 Baixa",
    categories: [
      "Competidors directes",
      "Altres restaurants de menjar ràpid",
      "Cafeteries",
      "Restaurants casual",
      "Restaurants de celebracions",
      "Competidors indirectes",
    ],
    add: (category: string) => `Afegeix una marca a ${category}`,
    custom: "+ Crea una marca",
    customName: "Nom de la marca",
    customType: "Categoria",
    create: "Crea",
    nameRequired: "Escriu el nom de la marca.",
    save: "Desa els canvis",
    saved: "Canvis desats.",
    remove: (brand: string) => `Treu ${brand}`,
    removeConfirm: "Treu",
    addCompetitor: "+ Afegeix competidor",
    removeCompetitor: (brand: string) => `Treu de la comparativa: ${brand}`,
    unrated: "Puntua cada competidor afegit en els cinc aspectes abans de desar.",
    rating: (feature: string, brand: string) => `${feature} de ${brand}`,
    own: "El teu restaurant",
    features: ["Servei", "Qualitat-preu", "Innovació", "Ambient", "Promoció"],
    arrows: ["Puja", "Baixa", "Igual"],
    missing: "Sense dades",
    strengths: "Fortaleses",
    leaveTitle: "Canvis sense desar",
    stay: "Continua editant",
    export: "Exporta l'informe",
    home: "Inici",
    menuToggle: "Obre o tanca el menú",
    mainMenu: "Menú principal",
    pick: "Vés a l'apartat",
  },
} as const;
type Lang = keyof typeof TEXTS;

/** The journey's restaurant gets the seed's ES0101 moments of day, product mix and consumption. */
async function giveData(user: JourneyUser): Promise<number> {
  const id = user.restaurants[0].id;
  const from = `(SELECT id FROM restaurants WHERE market = 'ES' AND site = 'ES0101')`;
  await changeCatalogue(
    `INSERT INTO diagnostic_moments (restaurant_id, market, period, position, name, sales, gcs)
     SELECT $1, market, period, position, name, sales, gcs FROM diagnostic_moments WHERE restaurant_id = ${from}`,
    [id],
  );
  await changeCatalogue(
    `INSERT INTO diagnostic_pmix (restaurant_id, market, type, description, value)
     SELECT $1, market, type, description, value FROM diagnostic_pmix WHERE restaurant_id = ${from}`,
    [id],
  );
  await changeCatalogue(
    `INSERT INTO diagnostic_consumption (restaurant_id, market, position, value)
     SELECT $1, market, position, value FROM diagnostic_consumption WHERE restaurant_id = ${from}`,
    [id],
  );
  return id;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("listbox", { name: label, exact: true }).getByRole("option", { name: option, exact: true }).click();
}

async function pickBrand(page: Page, label: string, typed: string, brand: string) {
  const box = page.getByRole("combobox", { name: label, exact: true });
  await box.fill(typed);
  await page.getByRole("option", { name: brand, exact: true }).click();
  // The brand joins the chosen ones and the box is empty again for the next.
  await expect.poll(() => box.inputValue()).toBe("");
}

async function rate(page: Page, label: string, stars: number) {
  const rating = page.getByLabel(label, { exact: true });
  // The stars are visually hidden radio inputs, each under its star symbol (the label the user clicks).
  const id = await rating.locator(`input[value="${stars}"]`).getAttribute("id");
  await rating.locator(`label[for="${id}"]`).dispatchEvent("click");
}

/** The stars a rating shows (0: none). */
async function stars(page: Page, label: string): Promise<number> {
  const checked = page.getByLabel(label, { exact: true }).locator("input:checked");
  return (await checked.count()) === 0 ? 0 : Number(await checked.getAttribute("value"));
}

for (const lang of ["CAST", "CAT"] as const satisfies readonly Lang[]) {
  const t = TEXTS[lang];
  describe(`diagnostic in ${lang === "CAST" ? "castellano" : "català"}`, () => {
    it("fills the competition and the comparison, shows the radar and the tables, guards leaving and prints", async () => {
      const user = await createUser({ market: "ES", type: "FRANCHISEE", restaurants: 1 });
      const restaurantId = await giveData(user);
      const page = await newPage("ES", { language: lang });
      await login(page, user.email, user.password);
      await expectPath(page, "/");
      await quiet(page);
      const counter = graphql(page);
      const before = counter.mark();

      // A cold load: the page carries the whole screen's data (the BFF's boot), so the screen sends no request.
      await page.goto("/diagnostic");
      await page.getByRole("heading", { level: 1, name: t.title, exact: true }).waitFor();
      await page.getByRole("heading", { level: 2, name: t.sections[6], exact: true }).waitFor();
      await page.waitForTimeout(300);
      expect(counter.since(before)).toEqual([]);

      // The side menu: one in-page anchor per section.
      const menu = page.getByRole("navigation", { name: t.menu, exact: true });
      expect(await menu.getByRole("link").allTextContents()).toEqual([...t.sections]);
      expect(await menu.getByRole("link", { name: t.sections[0] }).getAttribute("aria-current")).toBe("true");
      // Scrolling highlights the section in view (once the scrolling has stopped for 500 ms).
      await page.locator("#diagnostic-competition").evaluate((el) => el.scrollIntoView({ block: "start" }));
      const current = menu.getByRole("link", { name: t.sections[3], exact: true });
      await expect.poll(() => current.getAttribute("aria-current"), { timeout: 3_000 }).toBe("true");
      await page.evaluate(() => window.scrollTo(0, 0));

      // Competition: intensities, two brands by the autocomplete, a custom brand from the popup.
      for (const [index, category] of t.categories.entries()) await choose(page, t.intensityOf(category), [t.high, t.medium, t.low][index % 3]);
      await pickBrand(page, t.add(t.categories[0]), "burg", "BURGER KING");
      await pickBrand(page, t.add(t.categories[0]), "kf", "KFC");
      await page.getByRole("button", { name: t.custom, exact: true }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: t.create, exact: true }).click();
      await dialog.getByText(t.nameRequired, { exact: true }).waitFor();
      await dialog.getByRole("textbox", { name: t.customName }).fill("bar pepe");
      await choose(page, t.customType, t.categories[2]);
      await dialog.getByRole("button", { name: t.create, exact: true }).click();
      await dialog.waitFor({ state: "detached" });
      await page.getByText("BAR PEPE", { exact: true }).waitFor();
      await page.getByRole("button", { name: t.save, exact: true }).click();
      await page.getByText(t.saved, { exact: true }).first().waitFor();
      const chosen = () =>
        catalogue<{ name: string }>(
          `SELECT b.name FROM restaurant_competitors c JOIN competitor_brands b ON b.id = c.brand_id WHERE c.restaurant_id = $1 ORDER BY b.name`,
          [restaurantId],
        );
      expect((await chosen()).map((r) => r.name)).toEqual(["BAR PEPE", "BURGER KING", "KFC"]);
      const [intensity] = await catalogue<Record<string, number>>(
        "SELECT type0, type1, type2, type3, type4, type5 FROM restaurant_competence_intensity WHERE restaurant_id = $1",
        [restaurantId],
      );
      expect(intensity).toEqual({ type1: 1, type2: 2, type3: 3, type4: 1, type5: 2, type0: 3 });

      // A confirmed delete, saved at once.
      await page.getByRole("button", { name: t.remove("KFC"), exact: true }).click();
      await page.getByRole("dialog").getByRole("button", { name: t.removeConfirm, exact: true }).click();
      await expect.poll(async () => (await chosen()).map((r) => r.name)).toEqual(["BAR PEPE", "BURGER KING"]);

      // Comparison: the own brand and one competitor, five stars each, with its own save.
      await page.getByRole("button", { name: t.addCompetitor, exact: true }).click();
      const competitor = "BURGER KING";
      for (const [i, feature] of t.features.entries()) {
        await rate(page, t.rating(feature, t.own), 5 - i);
        await rate(page, t.rating(feature, competitor), 1 + i);
      }
      await page.getByRole("button", { name: t.save, exact: true }).click();
      await expect
        .poll(() =>
          catalogue<{ position: number; service: number; promotion: number }>(
            "SELECT position, service, promotion FROM competitor_comparisons WHERE restaurant_id = $1 ORDER BY position",
            [restaurantId],
          ),
        )
        .toEqual([
          { position: 0, service: 5, promotion: 1 },
          { position: 1, service: 1, promotion: 5 },
        ]);

      // Removed and added back within the edit, a competitor keeps its stars; one added without stars cannot be saved.
      await page.getByRole("button", { name: t.removeCompetitor(competitor), exact: true }).click();
      await page.getByRole("button", { name: t.addCompetitor, exact: true }).click();
      for (const [i, feature] of t.features.entries()) expect(await stars(page, t.rating(feature, competitor))).toBe(1 + i);
      await page.getByRole("button", { name: t.addCompetitor, exact: true }).click();
      await rate(page, t.rating(t.features[0], "BAR PEPE"), 3);
      await page.getByRole("button", { name: t.save, exact: true }).click();
      await page.getByRole("alert").getByText(t.unrated, { exact: true }).waitFor();
      await page.getByRole("button", { name: t.removeCompetitor("BAR PEPE"), exact: true }).click();
      await page.getByRole("alert").getByText(t.unrated, { exact: true }).waitFor({ state: "detached" });
      await page.waitForTimeout(300);
      expect(await catalogue("SELECT position FROM competitor_comparisons WHERE restaurant_id = $1 ORDER BY position", [restaurantId])).toEqual([
        { position: 0 },
        { position: 1 },
      ]);

      // The radar: the restaurant's series and the national one.
      const radar = page.getByTestId("consumption-radar");
      await expect.poll(() => radar.locator(".recharts-radar").count()).toBe(2);
      expect(await radar.getAttribute("aria-label")).toMatch(/31,15\s?%/);

      // Moments of day and product mix: arrows named, dashes for missing values, VARIOS left out.
      const moments = page.locator(`#diagnostic-moments`);
      expect(await moments.getByRole("row").count()).toBe(2 + 5);
      const names = await moments.getByRole("img").evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")));
      expect(names.length).toBeGreaterThan(0);
      expect(names.every((name) => (t.arrows as readonly string[]).includes(name ?? ""))).toBe(true);
      const pmix = page.locator("#diagnostic-pmix");
      expect(await pmix.getByRole("row").count()).toBe(1 + 9);
      expect(await pmix.getByText("VARIOS").count()).toBe(0);
      const missing = await catalogue<{ n: number }>(
        "SELECT count(*)::int AS n FROM diagnostic_moments WHERE restaurant_id = $1 AND (sales IS NULL OR gcs IS NULL)",
        [restaurantId],
      );
      if (missing[0].n > 0) expect(await moments.getByLabel(t.missing, { exact: true }).count()).toBeGreaterThan(0);

      // No accessibility violation on the filled screen.
      await settle(page);
      expect(await axeViolations(page)).toEqual([]);

      // Unsaved DAFO changes: leaving asks first; staying keeps them.
      await page.getByRole("textbox", { name: t.strengths }).fill("Equipo estable");
      const burger = page.getByRole("button", { name: t.menuToggle, exact: true });
      if ((await burger.getAttribute("aria-expanded")) !== "true") await burger.click();
      await page.getByRole("navigation", { name: t.mainMenu }).getByRole("link", { name: t.home, exact: true }).click();
      await page.getByRole("dialog", { name: t.leaveTitle }).getByRole("button", { name: t.stay, exact: true }).click();
      await expectPath(page, "/diagnostic");
      expect(await page.getByRole("textbox", { name: t.strengths }).inputValue()).toBe("Equipo estable");

      // Print: window.print is called ~1500 ms after "Export report"; meanwhile the chart is 600 wide.
      await page.evaluate(() => {
        const w = window as unknown as { printedAt: number[]; clickedAt: number };
        w.printedAt = [];
        window.print = () => void w.printedAt.push(performance.now());
      });
      await page.evaluate(() => ((window as unknown as { clickedAt: number }).clickedAt = performance.now()));
      await page.getByRole("button", { name: t.export, exact: true }).click();
      await expect.poll(() => radar.locator(".recharts-wrapper > svg").first().getAttribute("width")).toBe("600");
      await expect.poll(() => page.evaluate(() => (window as unknown as { printedAt: number[] }).printedAt.length), { timeout: 5_000 }).toBe(1);
      const delay = await page.evaluate(() => {
        const w = window as unknown as { printedAt: number[]; clickedAt: number };
        return w.printedAt[0] - w.clickedAt;
      });
      expect(delay).toBeGreaterThanOrEqual(1450);
      expect(delay).toBeLessThan(3000);
      // The print stylesheet: the portal's header, the side menu and the buttons are left out.
      await page.emulateMedia({ media: "print" });
      expect(await menu.isVisible()).toBe(false);
      expect(await page.getByRole("banner").isVisible()).toBe(false);
      expect(await page.getByRole("button", { name: t.export, exact: true }).isVisible()).toBe(false);
      expect(await page.getByRole("heading", { level: 2, name: t.sections[4], exact: true }).isVisible()).toBe(true);
      // On paper every figure is there (the consumption values, not only a tooltip), the radar's ticks carry their
      // unit, no form control is left, and the report is dated.
      const values = page.getByTestId("consumption-values");
      expect(await values.isVisible()).toBe(true);
      expect(await values.getByRole("row").count()).toBe(5);
      expect(await values.getByRole("cell").last().innerText()).toMatch(/^\d+,\d{2}\s%$/);
      const ticks = await radar.locator(".recharts-polar-radius-axis-tick text").allTextContents();
      expect(ticks.length).toBeGreaterThan(0);
      expect(ticks.every((tick) => / %$/.test(tick))).toBe(true);
      const controls = await page.evaluate(
        () => [...document.querySelectorAll("main button, main input[type=checkbox], main [role=button]")].filter((e) => e.checkVisibility()).length,
      );
      expect(controls).toBe(0);
      expect(await page.getByTestId("diagnostic-print-date").innerText()).toMatch(/^Informe del \d{2}\/\d{2}\/\d{4}$/);
      await page.emulateMedia({ media: "screen" });
      expect(await values.isVisible()).toBe(false);

      // On a phone (390 × 844, touch): the page fits, the side menu is a section picker, and a competitor is added.
      const phone = await newPage("ES", { language: lang, phone: true });
      await login(phone, user.email, user.password);
      await expectPath(phone, "/");
      await phone.goto("/diagnostic");
      await phone.getByRole("heading", { level: 2, name: t.sections[6], exact: true }).waitFor();
      expect(await phone.getByRole("navigation", { name: t.menu, exact: true }).isVisible()).toBe(false);
      await expectFits(phone, "/diagnostic");
      await phone.getByRole("combobox", { name: t.pick, exact: true }).selectOption({ label: t.sections[3] });
      const competition = phone.getByRole("heading", { level: 2, name: t.sections[3], exact: true });
      await expect.poll(() => competition.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBeLessThan(220);
      // Typed, then the suggestion tapped: the list keeps to the screen (a list past the right edge widened the page and
      // took the tap elsewhere).
      const picker = phone.getByRole("combobox", { name: t.add(t.categories[1]), exact: true });
      await picker.fill("telep");
      const suggestion = phone.getByRole("option", { name: "TELEPIZZA", exact: true });
      await suggestion.waitFor();
      expect(await suggestion.evaluate((el) => Math.round(el.getBoundingClientRect().right))).toBeLessThanOrEqual(PHONE.width);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
      await suggestion.tap();
      await expect.poll(() => picker.inputValue()).toBe("");
      await phone.getByText("TELEPIZZA", { exact: true }).waitFor();
      await phone.getByRole("button", { name: t.save, exact: true }).click();
      await phone.getByText(t.saved, { exact: true }).first().waitFor();
      expect((await chosen()).map((r) => r.name)).toEqual(["BAR PEPE", "BURGER KING", "TELEPIZZA"]);
      await expectFits(phone, "/diagnostic, a competitor added");
      await phone.setViewportSize(TABLET);
      await expectFits(phone, "/diagnostic");
    }, 120_000);
  });
}
