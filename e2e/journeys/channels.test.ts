/**
 * The channels screen (both markets), for a franchisee of two restaurants of the journey's own. With an unsaved edit,
 * choosing the other restaurant in the header asks first (as leaving does); once left, the screen shows loading until
 * the other restaurant's data is in, never the first one's under the second's name. Then: services switched on (a "my
 * order" service brings its parent), the restaurant closed for refurbishment with a reopening date, a schedule changed,
 * two planned changes added and a third refused ("Máximo 2 cambios programados permitidos"), all saved by one update
 * after a confirmation (the catalogue then holds all of it); leaving with unsaved changes asks first; the update button
 * stays where it is while an error it showed goes away; a MOP disable window asked in its popup (each field's message
 * first) joins the screen's pending changes without saving anything, and the next confirmed update sends it with the
 * rest; in ES a save from a tab whose session another tab moved to the other restaurant still saves the restaurant it
 * was loaded for, and an administrator cancels the MOP request with a reason on /admin/mop and the restaurant's list
 * shows it canceled; a tactical briefing is sent only once it has a type. The social-networks PDF is drawn (zoom from
 * 70 % by 10 %), the reports show their empty message. No accessibility violation on the way, the MOP popup with its
 * messages included.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../support/axe.js";
import { expectFits, TABLET } from "../support/fit.js";
import {
  catalogue,
  catalogueFault,
  clearCatalogueFaults,
  createUser,
  expectScreenTitle,
  graphql,
  login,
  newPage,
  newTab,
  restaurantSelector,
  selectedRestaurant,
  type Market,
} from "../support/portal.js";
import { dayFrom, TEXTS, type Texts } from "../support/channels.js";

/** Follows a link of the main navigation (folded behind the burger on every width). */
async function navbarLink(page: Page, market: Market, name: string) {
  const burger = page.getByRole("button", { name: market === "ES" ? "Abrir o cerrar el menú" : "Abrir ou fechar o menu", exact: true });
  if ((await burger.getAttribute("aria-expanded")) !== "true") await burger.click();
  const link = page.getByRole("navigation", { name: market === "ES" ? "Menú principal" : "Menu principal" }).getByRole("link", { name, exact: true });
  await link.waitFor();
  await page.waitForTimeout(400); // the navbar slides in
  await link.click();
}

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

type JourneyRestaurant = { id: number; site: string; name: string };
const label = (r: JourneyRestaurant) => `${r.site} - ${r.name}`;

/** "Actualizar", then its confirmation. */
async function update(page: Page, t: Texts) {
  await page.getByRole("button", { name: t.update, exact: true }).click();
  const confirm = page.getByRole("dialog", { name: t.confirmTitle });
  await confirm.getByRole("button", { name: t.update, exact: true }).click();
  await confirm.waitFor({ state: "detached" });
}

/**
 * On /channels of `first` with an unsaved edit, the header's switch to `second` asks first: staying keeps the edit and
 * the selection; leaving shows loading (the catalogue is slow to answer the second's data) until the second's data is
 * in, never the first's data under the second's name. Nothing of the edit was saved.
 */
async function switchRestaurant(page: Page, t: Texts, first: JourneyRestaurant, second: JourneyRestaurant) {
  const publicName = page.getByRole("textbox", { name: t.publicName, exact: true });
  await expect.poll(() => publicName.inputValue()).toBe(first.name);
  await publicName.fill(`${first.name} ${t.unsaved}`);
  const selector = await restaurantSelector(page);
  await selector.selectOption({ label: label(second) });
  const question = page.getByRole("dialog", { name: t.leaveTitle });
  await question.getByRole("button", { name: t.stay, exact: true }).click();
  await question.waitFor({ state: "detached" });
  expect(await selectedRestaurant(selector)).toBe(label(first));
  expect(await publicName.inputValue()).toBe(`${first.name} ${t.unsaved}`);

  await catalogueFault({ match: `^restaurant/channel/data/${second.id}$`, mode: "slow", delayMs: 3_000, seconds: 30 });
  try {
    await selector.selectOption({ label: label(second) });
    await question.getByRole("button", { name: t.leave, exact: true }).click();
    await expect.poll(() => selectedRestaurant(selector)).toBe(label(second));
    expect(await publicName.count()).toBe(0);
    await page.getByLabel(t.loading, { exact: true }).waitFor();
    await expect.poll(() => publicName.inputValue(), { timeout: 15_000 }).toBe(second.name);
  } finally {
    await clearCatalogueFaults();
  }
  expect(await catalogue("SELECT name FROM restaurant_channels WHERE restaurant_id = $1", [first.id])).toEqual([]);
}

/** Another tab of the same session selects `first`; this tab's save of `second`'s screen still saves `second`. */
async function saveAfterAnotherTabSwitched(page: Page, t: Texts, first: JourneyRestaurant, second: JourneyRestaurant) {
  const other = await newTab(page);
  await other.goto("/channels");
  await expectScreenTitle(other, t.title);
  const selector = await restaurantSelector(other);
  await expect.poll(() => selectedRestaurant(selector)).toBe(label(second));
  await selector.selectOption({ label: label(first) });
  await expect.poll(() => other.getByRole("textbox", { name: t.publicName, exact: true }).inputValue(), { timeout: 15_000 }).toBe(first.name);
  await other.close();
  await page.getByRole("textbox", { name: t.publicName, exact: true }).fill(`${second.name} 2`);
  await update(page, t);
  // Two browsers' worth of work before it on a busy machine: the save may take longer than a click's usual wait.
  await page.getByText(t.saved, { exact: true }).waitFor({ timeout: 20_000 });
  const names = await catalogue<{ restaurant_id: number; name: string }>(
    "SELECT restaurant_id, name FROM restaurant_channels WHERE restaurant_id = ANY($1::int[]) ORDER BY restaurant_id",
    [[first.id, second.id]],
  );
  expect(names).toEqual([{ restaurant_id: second.id, name: `${second.name} 2` }]);
}

async function journey(market: Market) {
  const t = TEXTS[market];
  const user = await createUser({ market, restaurants: 2 });
  const [first, second] = user.restaurants as [JourneyRestaurant, JourneyRestaurant];
  // The journey works on the second restaurant, chosen in the header.
  const restaurantId = second.id;
  const page = await newPage(market);
  await login(page, user.email, user.password);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).not.toBe("/login");
  await page.goto("/channels");
  await expectScreenTitle(page, t.title);
  await switchRestaurant(page, t, first, second);
  await page.getByRole("switch", { name: t.restaurant, exact: true }).waitFor();
  // The area's stylesheet came with its chunk, not from the entry's map (build-tools/lateStyles.ts): the sections'
  // menu stays beside them (a grid) and in view (sticky).
  const menu = page.getByRole("navigation", { name: t.menu, exact: true });
  expect(await menu.evaluate((nav) => [getComputedStyle(nav.parentElement!).display, getComputedStyle(nav).position])).toEqual(["grid", "sticky"]);
  // The social-networks PDF is drawn by pdf.js, at 70 % first; zoom steps by 10 %. Far down the screen, its pages are
  // drawn as the section comes near the screen (ui/WhenNear), not with the screen.
  const section = page.locator("section#rrss");
  expect(await section.locator("canvas").count()).toBe(0);
  await section.scrollIntoViewIfNeeded();
  const rrss = page.getByRole("region", { name: t.rrss, exact: true });
  await expect.poll(() => rrss.locator("canvas").evaluate((c: HTMLCanvasElement) => c.width), { timeout: 15_000 }).toBeGreaterThan(0);
  await rrss.locator("..").getByText("70%", { exact: true }).waitFor();
  await rrss.locator("..").getByRole("button", { name: t.zoomIn, exact: true }).click();
  await rrss.locator("..").getByText("80%", { exact: true }).waitFor();
  await page.getByText(t.noReports, { exact: true }).waitFor();
  await expectNoViolations(page);

  // Services: a "my order" service switches its parent on.
  await page.getByRole("switch", { name: t.restaurant, exact: true }).check();
  await page.getByRole("switch", { name: t.takeaway, exact: true }).check();
  await page.getByRole("switch", { name: t.mopChild, exact: true }).check();
  expect(await page.getByRole("switch", { name: t.mopParent, exact: true }).isChecked()).toBe(true);

  // Temporarily closed for refurbishment, reopening in 20 days.
  const reopening = dayFrom(20);
  await page.getByRole("radio", { name: t.no, exact: true }).check();
  // The spec's notices: a closure needs 48 working hours' notice (also on planned changes); MOP changes take up to 2 hours.
  const closureNotice =
    market === "ES"
      ? "Un cierre debe comunicarse con al menos 48 horas laborables de antelación."
      : "Um encerramento deve ser comunicado com pelo menos 48 horas úteis de antecedência.";
  const mopNotice =
    market === "ES"
      ? "Los cambios en el servicio Mi pedido (MOP) pueden tardar hasta 2 horas en aplicarse."
      : "As alterações ao serviço O meu pedido (MOP) podem demorar até 2 horas a ser aplicadas.";
  await page.getByRole("note").filter({ hasText: closureNotice }).waitFor();
  await page.getByRole("note").filter({ hasText: mopNotice }).waitFor();
  const reopeningField = page.getByRole("textbox", { name: t.reopening });
  await reopeningField.fill(reopening.shown);
  await reopeningField.press("Tab");
  await page.getByRole("combobox", { name: t.motive }).click();
  await page.getByRole("option", { name: t.refurbishment, exact: true }).click();

  // Schedules: Monday 09:00 to 22:30, Sunday 24 hours.
  await page.getByLabel(t.mondayStart, { exact: true }).fill("09:00");
  await page.getByLabel(t.mondayEnd, { exact: true }).fill("22:30");
  await page.getByRole("switch", { name: t.sunday24, exact: true }).check();

  // Leaving now asks first; staying keeps the changes.
  await navbarLink(page, market, t.home);
  const leave = page.getByRole("dialog", { name: t.leaveTitle });
  await leave.waitFor();
  await leave.getByRole("button", { name: t.stay, exact: true }).click();
  await expectScreenTitle(page, t.title);

  // Planned: two changes (tomorrow and the day after by default); a third is refused.
  await page.getByRole("tab", { name: t.planned, exact: true }).click();
  await page.getByRole("tabpanel").getByRole("note").filter({ hasText: closureNotice }).waitFor();
  const add = page.getByRole("button", { name: t.addPlan, exact: true });
  await add.click();
  await add.click();
  await add.click();
  await page.getByRole("alert").filter({ hasText: t.maxPlans }).waitFor();
  await expectNoViolations(page);

  // One update saves everything after a confirmation.
  await update(page, t);
  await page.getByText(t.saved, { exact: true }).waitFor();

  const [channel] = await catalogue<{ open: number; reopening: string; opening_motive: number; monday: unknown; sunday: unknown }>(
    `SELECT open, to_char(reopening_date, 'YYYY-MM-DD') AS reopening, opening_motive, schedules->'restaurant'->'monday' AS monday,
            schedules->'restaurant'->'sunday' AS sunday FROM restaurant_channels WHERE restaurant_id = $1`,
    [restaurantId],
  );
  expect(channel).toEqual({
    open: 0,
    reopening: reopening.iso,
    opening_motive: 1,
    monday: { start: "09:00", end: "22:30" },
    sunday: { start: "00:00", end: "00:00" },
  });
  const services = await catalogue<{ slug: string }>(
    "SELECT s.slug FROM restaurant_services rs JOIN channel_services s ON s.id = rs.service_id WHERE rs.restaurant_id = $1 ORDER BY s.slug",
    [restaurantId],
  );
  expect(services.map((s) => s.slug)).toEqual(["mop_counter", "mop_service", "restaurant", "takeaway"]);
  const plans = await catalogue<{ day: string }>(
    "SELECT to_char(plan_date, 'YYYY-MM-DD') AS day FROM channel_plans WHERE restaurant_id = $1 ORDER BY plan_date",
    [restaurantId],
  );
  expect(plans.map((p) => p.day)).toEqual([dayFrom(1).iso, dayFrom(2).iso]);
  const log = await catalogue<{ field: string }>("SELECT DISTINCT field FROM channel_log WHERE restaurant_id = $1 AND user_id = $2 ORDER BY field", [
    restaurantId,
    user.id,
  ]);
  expect(log.map((l) => l.field)).toEqual(
    expect.arrayContaining(["channel_plan", "open", "opening_motive", "reopening_date", "schedules", "services"]),
  );

  // Layouts stay still while errors come and go: an incomplete schedule's alert leaves once it is fixed, and the
  // update button stays where it was (the first click on it after the fix lands on it).
  await page.getByRole("tab", { name: market === "ES" ? "Inmediato" : "Imediato", exact: true }).click();
  await page.getByText(t.saved, { exact: true }).waitFor({ state: "detached" });
  const mondayEnd = page.getByLabel(t.mondayEnd, { exact: true });
  await mondayEnd.fill("");
  // With a field in error, "Actualizar" shows the errors, not the save confirmation.
  await page.getByRole("button", { name: t.update, exact: true }).click();
  const alerts = page.getByRole("alert").filter({ hasText: t.alerts });
  await alerts.getByText(t.incomplete, { exact: true }).waitFor();
  expect(await page.getByRole("dialog", { name: t.confirmTitle }).count()).toBe(0);
  await mondayEnd.fill("23:00");
  const updateButton = page.getByRole("button", { name: t.update, exact: true });
  const top = () => updateButton.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
  const before = await top();
  await mondayEnd.blur();
  await alerts.waitFor({ state: "detached" });
  expect(await top()).toBe(before);
  await update(page, t);
  await page.getByText(t.saved, { exact: true }).waitFor();
  await page.getByText(t.saved, { exact: true }).waitFor({ state: "detached" });

  // A MOP disable window: the popup checks its own fields, then adds the request to the screen's pending changes; it
  // saves nothing (not even an unsaved edit of the screen), however often it is used. The next update sends it.
  await expectNoViolations(page);
  const publicName = page.getByRole("textbox", { name: t.publicName, exact: true });
  await publicName.fill(`${second.name} MOP`);
  const counter = graphql(page);
  const mark = counter.mark();
  await page.getByRole("button", { name: t.requestMop, exact: true }).click();
  const popup = page.getByRole("dialog", { name: t.mopTitle });
  await popup.waitFor();
  await popup.getByRole("note").filter({ hasText: mopNotice }).waitFor();
  for (let i = 0; i < 3; i++) await popup.getByRole("button", { name: t.add, exact: true }).click();
  for (const message of [t.startRequired, t.endRequired, t.reasonShort]) await popup.getByText(message, { exact: true }).waitFor();
  await expectNoViolations(page); // the popup open, its messages showing
  await popup.getByLabel(t.from).fill("2099-01-10T09:00");
  await popup.getByLabel(t.to).fill("2099-01-10T13:00");
  await popup.getByLabel(t.reason).fill(t.text);
  await popup.getByRole("button", { name: t.add, exact: true }).dblclick();
  await popup.waitFor({ state: "detached" });
  await page.getByText(t.added, { exact: true }).waitFor();
  const windows = page.getByRole("list", { name: market === "ES" ? "Periodos de desactivación" : "Períodos de desativação" });
  await windows.getByText(`10/01/2099 09:00 – 10/01/2099 13:00 · ${t.unsent}`).waitFor();
  expect(await windows.getByText(t.unsent, { exact: false }).count()).toBe(1);
  await page.getByText(t.pendingChanges, { exact: true }).waitFor();
  await page.waitForTimeout(500);
  expect(counter.since(mark)).toEqual([]);
  const mopRequests = () =>
    catalogue<{ start: string; end: string; value: string; status: number }>(
      `SELECT to_char(start_date, 'YYYY-MM-DD HH24:MI') AS start, to_char(end_date, 'YYYY-MM-DD HH24:MI') AS end, value, status
         FROM mop_requests WHERE restaurant_id = $1`,
      [restaurantId],
    );
  expect(await mopRequests()).toEqual([]);
  const channelName = async () =>
    (await catalogue<{ name: string }>("SELECT name FROM restaurant_channels WHERE restaurant_id = $1", [restaurantId]))[0]?.name;
  expect(await channelName()).toBe(second.name);

  await update(page, t);
  await page.getByText(t.saved, { exact: true }).waitFor();
  expect(counter.since(mark)).toEqual(["SaveChannels"]);
  const [setting] = await catalogue<{ auto_confirm: number }>("SELECT auto_confirm FROM mop_settings WHERE market = $1", [market]);
  const status = Number(setting?.auto_confirm ?? 0) === 1 ? 2 : 1;
  expect(await mopRequests()).toEqual([{ start: "2099-01-10 09:00", end: "2099-01-10 13:00", value: t.text, status }]);
  expect(await channelName()).toBe(`${second.name} MOP`);
  await windows.getByText(`10/01/2099 09:00 – 10/01/2099 13:00 · ${status === 2 ? t.confirmed : t.pending}`).waitFor();
  expect(await windows.getByText(t.unsent, { exact: false }).count()).toBe(0);

  // Paid briefing: sent only with a type; the budget in euros for tactical.
  await page.getByRole("button", { name: t.sendBriefing, exact: true }).click();
  await page.getByText(t.typeRequired, { exact: true }).waitFor();
  await page.getByRole("combobox", { name: t.briefingType }).click();
  await page.getByRole("option", { name: t.tactical, exact: true }).click();
  // The budget as the language writes it, with a decimal comma.
  await page.getByRole("textbox", { name: t.budget }).fill("1500,50");
  await page.getByRole("button", { name: t.sendBriefing, exact: true }).click();
  await page.getByText(t.briefingSent, { exact: true }).waitFor();
  const briefings = await catalogue<{ type: string; budget: string }>("SELECT type, budget::text FROM channel_briefings WHERE user_id = $1", [
    user.id,
  ]);
  expect(briefings).toEqual([{ type: "tactical", budget: "1500.50" }]);

  // ES: an administrator cancels the request (pending, or confirmed when auto-confirm is on) with a reason (/admin/mop); the restaurant's list says so.
  if (market === "ES") {
    const admin = await newPage("ES", { as: "admin@demo.es" });
    await admin.goto("/admin/mop");
    const table = admin.getByRole("table", { name: "Solicitudes MOP" });
    await table.locator("tbody tr").first().waitFor();
    await admin.getByRole("searchbox", { name: "Buscar por restaurante, usuario o motivo" }).fill(second.site);
    await expect.poll(() => table.locator("tbody tr").count()).toBe(1);
    await table.locator("tbody tr").first().getByRole("combobox").selectOption("CANCELED");
    const dialog = admin.getByRole("dialog", { name: "Cancelar solicitud MOP" });
    await dialog.getByRole("textbox", { name: "Motivo de la cancelación" }).fill("La ventana coincide con una campaña nacional.");
    await dialog.getByRole("button", { name: "Cancelar la solicitud", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    await expect
      .poll(
        async () =>
          await catalogue<{ status: number; cancel: string }>("SELECT status, cancel FROM mop_requests WHERE restaurant_id = $1", [restaurantId]),
      )
      .toEqual([{ status: 3, cancel: "La ventana coincide con una campaña nacional." }]);
    await admin.close();
    await page.reload();
    await page
      .getByRole("list", { name: "Periodos de desactivación" })
      .getByText("10/01/2099 09:00 – 10/01/2099 13:00 · Cancelado · La ventana coincide con una campaña nacional.", { exact: true })
      .waitFor();

    // A save names the restaurant it was loaded for, whatever another tab selected meanwhile.
    await saveAfterAnotherTabSwitched(page, t, first, second);
  }

  // On a phone (390 × 844, touch), signed in afresh (the first restaurant): the side menu is a section picker, the
  // schedules fit (the 24-hour switches on screen), a schedule changes and the channels update; then a tablet.
  const phone = await newPage(market, { phone: true });
  await login(phone, user.email, user.password);
  await expect.poll(() => new URL(phone.url()).pathname, { timeout: 15_000 }).not.toBe("/login");
  await phone.goto("/channels");
  await expect.poll(() => phone.getByRole("textbox", { name: t.publicName, exact: true }).inputValue()).toBe(first.name);
  expect(await phone.getByRole("navigation", { name: t.menu, exact: true }).isVisible()).toBe(false);
  await phone.getByRole("switch", { name: t.restaurant, exact: true }).check();
  await phone.getByRole("switch", { name: t.sunday24, exact: true }).waitFor();
  await expectFits(phone, "/channels");
  expect(await phone.getByRole("combobox", { name: t.pick, exact: true }).isVisible()).toBe(true);
  await phone.getByLabel(t.mondayStart, { exact: true }).fill("08:00");
  await phone.getByLabel(t.mondayEnd, { exact: true }).fill("20:15");
  await phone.getByRole("switch", { name: t.sunday24, exact: true }).check();
  await update(phone, t);
  await phone.getByText(t.saved, { exact: true }).waitFor();
  expect(
    await catalogue(
      "SELECT schedules->'restaurant'->'monday' AS monday, schedules->'restaurant'->'sunday' AS sunday FROM restaurant_channels WHERE restaurant_id = $1",
      [first.id],
    ),
  ).toEqual([{ monday: { start: "08:00", end: "20:15" }, sunday: { start: "00:00", end: "00:00" } }]);
  await expectFits(phone, "/channels, updated");
  await phone.setViewportSize(TABLET);
  await expectFits(phone, "/channels");
}

describe("channels", () => {
  it("ES: closes a restaurant for refurbishment, changes schedules, plans two changes (a third refused), asks a MOP window and an administrator cancels it", async () => {
    await journey("ES");
    // Two browsers, two saves, a slow catalogue answer, a phone and eight axe runs on a busy machine.
  }, 150_000);

  it("PT: the same journey in Portuguese", async () => {
    await journey("PT");
  }, 150_000);
});
