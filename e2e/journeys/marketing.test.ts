/**
 * The marketing plan (ES): a franchisee of a restaurant with an empty plan chooses a priority (a fourth is refused),
 * sets its objective (the numeric alert first), fills two strategies, creates an action (the popup's alerts first) and
 * sees it as a bar of the calendar, whose details name it; in castellano and in català. The screen's first render is
 * one GraphQL request, axe finds nothing, and a PT user is sent home. The users and restaurants are the journey's own.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../support/axe.js";
import { expectFits, TABLET } from "../support/fit.js";
import { catalogue, createUser, expectPath, expectScreenTitle, graphql, login, newPage, quiet } from "../support/portal.js";

const YEAR = new Date().getFullYear();

/** Picks an option of a Mantine Select (a combobox, its options in a listbox). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

interface Texts {
  title: string;
  national: string[];
  fourth: string;
  fourthAlert: string;
  sales: string;
  newCustomers: string;
  saveObjectives: string;
  numericAlert: string;
  saved: string;
  strategy: (n: number) => string;
  saveStrategies: string;
  newAction: string;
  create: string;
  actionStrategy: string;
  start: string;
  end: string;
  emptyStrategy: string;
  emptyDate: string;
  endDate: string;
  details: string;
  daypart: string;
  week: string;
  emptyObjectives: string;
}

const CAST: Texts = {
  title: "Plan de marketing",
  national: ["Campañas", "Cartelería", "Legal"],
  fourth: "Colegios",
  fourthAlert: "Ya has elegido las tres prioridades. Quita una para elegir otra.",
  sales: "Ventas esperadas (%)",
  newCustomers: "Clientes nuevos (%)",
  saveObjectives: "Guardar objetivos",
  numericAlert: "Las ventas y los clientes nuevos deben ser números iguales o mayores que 0.",
  saved: "Cambios guardados",
  strategy: (n) => `Estrategia ${n}`,
  saveStrategies: "Guardar estrategias",
  newAction: "Nueva acción",
  create: "Crear acción",
  actionStrategy: "Estrategia",
  start: "Fecha de inicio",
  end: "Fecha de fin",
  emptyStrategy: "Elige una estrategia.",
  emptyDate: "Indica las fechas de inicio y de fin.",
  endDate: "La fecha de fin no puede ser anterior a la de inicio.",
  details: "Detalle de la acción",
  daypart: "Parte de la semana",
  week: "Entre semana",
  emptyObjectives: "Elige una prioridad para definir sus objetivos.",
};

const CAT: Texts = {
  title: "Pla de màrqueting",
  national: ["Campanyes", "Cartelleria", "Legal"],
  fourth: "Escoles",
  fourthAlert: "Ja has triat les tres prioritats. Treu-ne una per triar-ne una altra.",
  sales: "Vendes esperades (%)",
  newCustomers: "Clients nous (%)",
  saveObjectives: "Desa els objectius",
  numericAlert: "Les vendes i els clients nous han de ser números iguals o més grans que 0.",
  saved: "Canvis desats",
  strategy: (n) => `Estratègia ${n}`,
  saveStrategies: "Desa les estratègies",
  newAction: "Nova acció",
  create: "Crea l'acció",
  actionStrategy: "Estratègia",
  start: "Data d'inici",
  end: "Data de fi",
  emptyStrategy: "Tria una estratègia.",
  emptyDate: "Indica les dates d'inici i de fi.",
  endDate: "La data de fi no pot ser anterior a la d'inici.",
  details: "Detall de l'acció",
  daypart: "Part de la setmana",
  week: "Entre setmana",
  emptyObjectives: "Tria una prioritat per definir-ne els objectius.",
};

/** The strategies the journey picks: children of the first national category (Campañas / Campanyes). */
const CHILDREN = { CAST: ["Hamburguesas", "Desayunos"], CAT: ["Hamburgueses", "Esmorzars"] } as const;

async function completePlan(language: "CAST" | "CAT", texts: Texts) {
  const user = await createUser({ market: "ES", restaurants: 1 });
  const restaurantId = user.restaurants[0]!.id;
  const page = await newPage("ES", { language });
  await login(page, user.email, user.password);
  await expectPath(page, "/");
  await quiet(page);

  // First render: the page carries the shell's answer and the screen's (the BFF's boot): no request.
  const mark = graphql(page).mark();
  await page.goto("/marketing");
  await expectScreenTitle(page, texts.title);
  const priorities = page.getByRole("region", { name: language === "CAT" ? "Prioritats" : "Prioridades" });
  await priorities.getByRole("button", { name: texts.national[0], exact: true }).waitFor();
  expect(graphql(page).since(mark)).toEqual([]);
  // The cover (a 1000×500 upload) is shown whole, at its 2:1 proportion.
  const cover = page.getByRole("img", { name: language === "CAT" ? "Portada del pla de màrqueting" : "Portada del plan de marketing" });
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  const box = (await cover.boundingBox())!;
  expect(Math.round((box.width / box.height) * 100) / 100).toBe(2);
  expect(await axeViolations(page)).toEqual([]);

  // Three priorities in order; a fourth shows the alert; removing the last two (asked) leaves one, saved at once.
  for (const name of texts.national) await priorities.getByRole("button", { name, exact: true }).click();
  await priorities.getByRole("button", { name: texts.fourth, exact: true }).click();
  await page.getByRole("alert").getByText(texts.fourthAlert, { exact: true }).waitFor();
  await page.getByRole("button", { name: texts.saveObjectives }).click();
  await page.getByText(texts.saved, { exact: true }).waitFor();
  expect(await catalogue("SELECT status FROM marketing_objectives WHERE restaurant_id = $1 ORDER BY status", [restaurantId])).toEqual([
    { status: 1 },
    { status: 2 },
    { status: 3 },
  ]);
  for (const name of texts.national.slice(1)) {
    await priorities.getByRole("button", { name: new RegExp(`${name}$`) }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: language === "CAT" ? "Treure" : "Quitar", exact: true })
      .click();
    await expect
      .poll(
        async () =>
          (await catalogue<{ n: number }>("SELECT count(*)::int AS n FROM marketing_objectives WHERE restaurant_id = $1", [restaurantId]))[0]!.n,
      )
      .toBe(texts.national.indexOf(name) === 1 ? 2 : 1);
  }

  // The objective: a negative number is the numeric alert; then saved.
  await expect.poll(() => page.getByRole("combobox", { name: texts.daypart, exact: true }).count()).toBe(1);
  await choose(page, texts.daypart, texts.week);
  await page.getByRole("textbox", { name: texts.sales }).fill("-2");
  await page.getByRole("textbox", { name: texts.newCustomers }).fill("3");
  await page.getByRole("button", { name: texts.saveObjectives }).click();
  await page.getByText(texts.numericAlert, { exact: true }).waitFor();
  await page.getByRole("textbox", { name: texts.sales }).fill("5,5");
  await page.getByRole("button", { name: texts.saveObjectives }).click();
  await page.getByText(texts.saved, { exact: true }).first().waitFor();
  await expect
    .poll(() =>
      catalogue("SELECT status, daypart, sales::float8 AS sales, new::float8 AS new FROM marketing_objectives WHERE restaurant_id = $1", [
        restaurantId,
      ]),
    )
    .toEqual([{ status: 1, daypart: "week", sales: 5.5, new: 3 }]);

  // Two strategies of the national priority: children of its category.
  await choose(page, texts.strategy(1), CHILDREN[language][0]);
  await choose(page, texts.strategy(2), CHILDREN[language][1]);
  await page.getByRole("button", { name: texts.saveStrategies }).click();
  await expect
    .poll(async () => (await catalogue("SELECT status FROM marketing_strategies WHERE restaurant_id = $1 ORDER BY status", [restaurantId])).length)
    .toBe(2);

  // An action: the popup's alerts first, then created; its bar on the priority's row opens its details.
  await page.getByRole("button", { name: texts.newAction }).click();
  const dialog = page.getByRole("dialog", { name: texts.newAction });
  await dialog.getByRole("button", { name: texts.create }).click();
  await dialog.getByText(texts.emptyStrategy, { exact: true }).waitFor();
  await dialog.getByText(texts.emptyDate, { exact: true }).first().waitFor();
  await choose(page, texts.actionStrategy, `${texts.national[0]}: ${CHILDREN[language][0]}`);
  const start = dialog.getByRole("textbox", { name: texts.start });
  const end = dialog.getByRole("textbox", { name: texts.end });
  await start.fill(`10/03/${YEAR}`);
  await start.press("Tab");
  await end.fill(`05/03/${YEAR}`);
  await end.press("Tab");
  await dialog.getByRole("button", { name: texts.create }).click();
  await dialog.getByText(texts.endDate, { exact: true }).waitFor();
  await end.fill(`24/03/${YEAR}`);
  await end.press("Tab");
  await dialog.getByRole("button", { name: texts.create }).click();
  await dialog.waitFor({ state: "hidden" });
  const bar = page.getByTestId("calendar-row-1").getByRole("button", { name: new RegExp(`^${CHILDREN[language][0]}, `) });
  await bar.waitFor();
  await bar.click();
  const details = page.getByRole("dialog", { name: texts.details });
  await details.getByText(`${texts.national[0]}: ${CHILDREN[language][0]}`, { exact: true }).waitFor();
  expect(await start.count()).toBe(0);
  expect(
    await catalogue(
      "SELECT to_char(start_date, 'YYYY-MM-DD') AS start, to_char(end_date, 'YYYY-MM-DD') AS finish, type FROM marketing_actions WHERE restaurant_id = $1",
      [restaurantId],
    ),
  ).toEqual([{ start: `${YEAR}-03-10`, finish: `${YEAR}-03-24`, type: 2 }]);
  if (language === "CAST") {
    // Beyond the old portal: the action links to a toolkit of the library, shown as a link in its details.
    await details.getByRole("button", { name: "Vincular recursos y pedidos" }).click();
    const resources = details.getByLabel("Toolkits y buenas prácticas");
    await expect.poll(() => resources.isDisabled()).toBe(false);
    await resources.click();
    await resources.press("ArrowDown");
    await resources.press("Enter");
    await details.getByRole("heading", { name: "Recursos y pedidos vinculados" }).click();
    await details.getByRole("button", { name: "Guardar vínculos" }).click();
    await details.getByRole("list").getByRole("link").first().waitFor();
    expect(
      await catalogue<{ n: number }>(
        "SELECT count(*)::int AS n FROM marketing_action_links l JOIN marketing_actions a ON a.id = l.action_id WHERE a.restaurant_id = $1",
        [restaurantId],
      ),
    ).toEqual([{ n: 1 }]);
  }
  await page.keyboard.press("Escape");
  await details.waitFor({ state: "hidden" });
  expect(await axeViolations(page)).toEqual([]);

  // The year tabs: previous, current and next; the next year's plan is still empty.
  expect(await page.getByRole("tab").allTextContents()).toEqual([YEAR - 1, YEAR, YEAR + 1].map(String));
  await page.getByRole("tab", { name: String(YEAR + 1) }).click();
  await expectPath(page, `/marketing?year=${YEAR + 1}`);
  await page.getByText(texts.emptyObjectives, { exact: true }).waitFor();

  // On a phone (390 × 844, touch): the page fits (the calendar scrolls in its own box), a local action is added, and its
  // popup fits with "save dates" and close on screen; then a tablet.
  const phone = await newPage("ES", { language, phone: true });
  await login(phone, user.email, user.password);
  await expectPath(phone, "/");
  await phone.goto("/marketing");
  const phoneBar = phone.getByTestId("calendar-row-1").getByRole("button", { name: new RegExp(`^${CHILDREN[language][0]}, `) });
  await phoneBar.waitFor();
  await expectFits(phone, "/marketing");
  await phone.getByRole("button", { name: texts.newAction }).click();
  const phoneDialog = phone.getByRole("dialog", { name: texts.newAction });
  await phoneDialog.getByRole("button", { name: texts.create }).waitFor();
  // Once the popup's opening transition is over (axe reads colours through the fading-in opacity).
  await expect.poll(() => phoneDialog.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  await expectFits(phone, "/marketing, the new action's popup");
  await choose(phone, texts.actionStrategy, `${texts.national[0]}: ${CHILDREN[language][1]}`);
  for (const [field, day] of [
    [texts.start, `02/06/${YEAR}`],
    [texts.end, `20/06/${YEAR}`],
  ] as const) {
    await phoneDialog.getByRole("textbox", { name: field }).fill(day);
    await phoneDialog.getByRole("textbox", { name: field }).press("Tab");
  }
  await phoneDialog.getByRole("button", { name: texts.create }).click();
  await phoneDialog.waitFor({ state: "hidden" });
  expect(
    await catalogue("SELECT to_char(start_date, 'YYYY-MM-DD') AS start FROM marketing_actions WHERE restaurant_id = $1 ORDER BY start_date", [
      restaurantId,
    ]),
  ).toEqual([{ start: `${YEAR}-03-10` }, { start: `${YEAR}-06-02` }]);
  await phone
    .getByTestId("calendar-row-1")
    .getByRole("button", { name: new RegExp(`^${CHILDREN[language][1]}, `) })
    .click();
  const phoneDetails = phone.getByRole("dialog", { name: texts.details });
  await phoneDetails.getByRole("button", { name: language === "CAT" ? "Desa les dates" : "Guardar fechas", exact: true }).waitFor();
  await expect.poll(() => phoneDetails.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  await expectFits(phone, "/marketing, an action's popup");
  await phoneDetails.getByRole("button", { name: language === "CAT" ? "Tanca" : "Cerrar", exact: true }).click();
  await phoneDetails.waitFor({ state: "hidden" });
  await phone.setViewportSize(TABLET);
  await expectFits(phone, "/marketing");
}

describe("marketing plan", () => {
  it("ES (castellano): a priority, its objective, two strategies and an action on the calendar", async () => {
    await completePlan("CAST", CAST);
  }, 120_000);

  it("ES (català): the same plan in Catalan", async () => {
    await completePlan("CAT", CAT);
  }, 120_000);

  it("PT: the marketing plan is not a screen of the market; the user is sent home", async () => {
    const page = await newPage("PT");
    await login(page, "franqueado@demo.pt");
    await expectPath(page, "/");
    await page.goto("/marketing");
    await expectPath(page, "/");
  });
});
