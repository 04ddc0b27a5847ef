/**
 * The channels screen (both markets), for a franchisee of a restaurant of the journey's own: services switched on (a
 * "my order" service brings its parent), the restaurant closed for refurbishment with a reopening date, a schedule
 * changed, two planned changes added and a third refused ("Máximo 2 cambios programados permitidos"), all saved by
 * one update after a confirmation (the catalogue then holds all of it); leaving with unsaved changes asks first; a MOP
 * disable window asked (each field's message first) reaches the catalogue, and in ES an administrator cancels it with a
 * reason on /admin/mop and the restaurant's list shows it canceled; a tactical briefing is sent only once it has
 * a type. The social-networks PDF is drawn (zoom from 70 % by 10 %), the reports show their empty message. No
 * accessibility violation on the way, the MOP popup with its messages included.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../support/axe.js";
import { catalogue, createUser, expectScreenTitle, login, newPage, type Market } from "../support/portal.js";

const TEXTS = {
  ES: {
    title: "Canales",
    menu: "Secciones de canales",
    noReports: "Todavía no hay informes de este restaurante.",
    briefingType: "Tipo de petición",
    tactical: "Táctica",
    budget: "Presupuesto (€)",
    sendBriefing: "Enviar briefing",
    typeRequired: "Elige el tipo de petición.",
    briefingSent: "Briefing enviado.",
    rrss: "Guía de redes sociales",
    zoomIn: "Ampliar",
    restaurant: "Restaurante",
    takeaway: "Para llevar",
    mopChild: "Mi pedido en mostrador",
    mopParent: "Mi pedido",
    no: "No",
    reopening: "Fecha de reapertura",
    motive: "Motivo del cierre",
    refurbishment: "Cerrado por reforma",
    mondayStart: "Horario del restaurante, Lunes: apertura",
    mondayEnd: "Horario del restaurante, Lunes: cierre",
    sunday24: "Horario del restaurante, Domingo: 24 horas",
    planned: "Programado",
    addPlan: "Añadir cambio programado",
    update: "Actualizar",
    confirmTitle: "Actualizar los canales",
    saved: "Cambios guardados",
    leaveTitle: "Cambios sin guardar",
    stay: "Seguir editando",
    home: "Inicio",
    requestMop: "Solicitar desactivación",
    mopTitle: "Solicitar la desactivación de Mi pedido",
    from: "Desde",
    to: "Hasta",
    reason: "Motivo",
    send: "Enviar solicitud",
    startRequired: "Indica la fecha de inicio.",
    endRequired: "Indica la fecha de fin.",
    reasonShort: "El motivo debe tener al menos 50 caracteres.",
    sent: "Solicitud enviada.",
    pending: "Pendiente",
    confirmed: "Confirmado",
    text: "Obras en la cocina durante toda la mañana: no podremos preparar los pedidos de la aplicación.",
  },
  PT: {
    title: "Canais",
    menu: "Secções de canais",
    noReports: "Ainda não há relatórios deste restaurante.",
    briefingType: "Tipo de pedido",
    tactical: "Tática",
    budget: "Orçamento (€)",
    sendBriefing: "Enviar briefing",
    typeRequired: "Escolha o tipo de pedido.",
    briefingSent: "Briefing enviado.",
    rrss: "Guia de redes sociais",
    zoomIn: "Ampliar",
    restaurant: "Restaurante",
    takeaway: "Take-away",
    mopChild: "O meu pedido ao balcão",
    mopParent: "O meu pedido",
    no: "Não",
    reopening: "Data de reabertura",
    motive: "Motivo do encerramento",
    refurbishment: "Encerrado para obras",
    mondayStart: "Horário do restaurante, Segunda: abertura",
    mondayEnd: "Horário do restaurante, Segunda: encerramento",
    sunday24: "Horário do restaurante, Domingo: 24 horas",
    planned: "Programado",
    addPlan: "Adicionar alteração programada",
    update: "Atualizar",
    confirmTitle: "Atualizar os canais",
    saved: "Alterações guardadas",
    leaveTitle: "Alterações por guardar",
    stay: "Continuar a editar",
    home: "Início",
    requestMop: "Pedir desativação",
    mopTitle: "Pedir a desativação de O meu pedido",
    from: "Desde",
    to: "Até",
    reason: "Motivo",
    send: "Enviar pedido",
    startRequired: "Indique a data de início.",
    endRequired: "Indique a data de fim.",
    reasonShort: "O motivo deve ter pelo menos 50 caracteres.",
    sent: "Pedido enviado.",
    pending: "Pendente",
    confirmed: "Confirmado",
    text: "Obras na cozinha durante toda a manhã: não vamos conseguir preparar os pedidos da aplicação.",
  },
} as const;

const pad = (n: number) => String(n).padStart(2, "0");
/** A local day from today, as YYYY-MM-DD and as the form shows it (DD/MM/YYYY). */
function dayFrom(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const iso = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return { iso, shown: `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}` };
}

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

async function journey(market: Market) {
  const t = TEXTS[market];
  const user = await createUser({ market, restaurants: 1 });
  const restaurantId = user.restaurants[0]!.id;
  const page = await newPage(market);
  await login(page, user.email, user.password);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).not.toBe("/login");
  await page.goto("/channels");
  await expectScreenTitle(page, t.title);
  await page.getByRole("switch", { name: t.restaurant, exact: true }).waitFor();
  // The area's stylesheet came with its chunk, not from the entry's map (build-tools/lateStyles.ts): the sections'
  // menu stays beside them (a grid) and in view (sticky).
  const menu = page.getByRole("navigation", { name: t.menu, exact: true });
  expect(await menu.evaluate((nav) => [getComputedStyle(nav.parentElement!).display, getComputedStyle(nav).position])).toEqual(["grid", "sticky"]);
  // The social-networks PDF is drawn by pdf.js, at 70 % first; zoom steps by 10 %.
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
  const add = page.getByRole("button", { name: t.addPlan, exact: true });
  await add.click();
  await add.click();
  await add.click();
  await page.getByRole("alert").filter({ hasText: "Máximo 2 cambios programados permitidos" }).waitFor();
  await expectNoViolations(page);

  // One update saves everything after a confirmation.
  await page.getByRole("button", { name: t.update, exact: true }).click();
  const confirm = page.getByRole("dialog", { name: t.confirmTitle });
  await confirm.waitFor();
  await confirm.getByRole("button", { name: t.update, exact: true }).click();
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

  // A MOP disable window: each field's message first, then the request reaches the catalogue.
  await page.getByRole("tab", { name: market === "ES" ? "Inmediato" : "Imediato", exact: true }).click();
  await page.getByText(t.saved, { exact: true }).waitFor({ state: "detached" });
  await expectNoViolations(page);
  await page.getByRole("button", { name: t.requestMop, exact: true }).click();
  const popup = page.getByRole("dialog", { name: t.mopTitle });
  await popup.waitFor();
  await popup.getByRole("button", { name: t.send, exact: true }).click();
  for (const message of [t.startRequired, t.endRequired, t.reasonShort]) await popup.getByText(message, { exact: true }).waitFor();
  await expectNoViolations(page); // the popup open, its messages showing
  await popup.getByLabel(t.from).fill("2099-01-10T09:00");
  await popup.getByLabel(t.to).fill("2099-01-10T13:00");
  await popup.getByLabel(t.reason).fill(t.text);
  await popup.getByRole("button", { name: t.send, exact: true }).click();
  await page.getByText(t.sent, { exact: true }).waitFor();
  const [setting] = await catalogue<{ auto_confirm: number }>("SELECT auto_confirm FROM mop_settings WHERE market = $1", [market]);
  const status = Number(setting?.auto_confirm ?? 0) === 1 ? 2 : 1;
  const requests = await catalogue<{ start: string; end: string; value: string; status: number }>(
    `SELECT to_char(start_date, 'YYYY-MM-DD HH24:MI') AS start, to_char(end_date, 'YYYY-MM-DD HH24:MI') AS end, value, status
       FROM mop_requests WHERE restaurant_id = $1`,
    [restaurantId],
  );
  expect(requests).toEqual([{ start: "2099-01-10 09:00", end: "2099-01-10 13:00", value: t.text, status }]);
  await page
    .getByRole("list", { name: market === "ES" ? "Periodos de desactivación" : "Períodos de desativação" })
    .getByText(`10/01/2099 09:00 – 10/01/2099 13:00 · ${status === 2 ? t.confirmed : t.pending}`)
    .waitFor();

  // Paid briefing: sent only with a type; the budget in euros for tactical.
  await page.getByRole("button", { name: t.sendBriefing, exact: true }).click();
  await page.getByText(t.typeRequired, { exact: true }).waitFor();
  await page.getByRole("combobox", { name: t.briefingType }).click();
  await page.getByRole("option", { name: t.tactical, exact: true }).click();
  await page.getByRole("textbox", { name: t.budget }).fill("1500");
  await page.getByRole("button", { name: t.sendBriefing, exact: true }).click();
  await page.getByText(t.briefingSent, { exact: true }).waitFor();
  const briefings = await catalogue<{ type: string; budget: string }>("SELECT type, budget::text FROM channel_briefings WHERE user_id = $1", [
    user.id,
  ]);
  expect(briefings).toEqual([{ type: "tactical", budget: "1500.00" }]);

  // ES: an administrator cancels the request (pending, or confirmed when auto-confirm is on) with a reason (/admin/mop); the restaurant's list says so.
  if (market === "ES") {
    const admin = await newPage("ES", { as: "admin@demo.es" });
    await admin.goto("/admin/mop");
    const table = admin.getByRole("table", { name: "Solicitudes MOP" });
    await table.locator("tbody tr").first().waitFor();
    await admin.getByRole("searchbox", { name: "Buscar por restaurante, usuario o motivo" }).fill(user.restaurants[0]!.site);
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
  }
}

describe("channels", () => {
  it("ES: closes a restaurant for refurbishment, changes schedules, plans two changes (a third refused), asks a MOP window and an administrator cancels it", async () => {
    await journey("ES");
  });

  it("PT: the same journey in Portuguese", async () => {
    await journey("PT");
  });
});
