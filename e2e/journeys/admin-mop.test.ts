/**
 * The MOP administration (ES): an administrator finds a restaurant's pending disable request (of the journey's own
 * restaurant), chooses "canceled": the popup asks a reason, a short one shows the shared rule's message, a reason of
 * 20 characters saves it, the table reloads (the request's id and its cancel reason in columns of their own) and the
 * header's pending count goes down. The auto-confirm switch is
 * stored by the catalogue. A cold load sends the screen's one query (the header's count comes in the page); the page
 * and the popup have no accessibility violations; PT has no MOP screen.
 */
import { describe, expect, it } from "vitest";
import { reportUploadMonths } from "@portal/schema";
import { expectFits, PHONE, SMALL_PHONE, TABLET } from "../support/fit.js";
import { catalogue, changeCatalogue, createUser, expectPath, expectScreenTitle, graphql, login, newPage, quiet } from "../support/portal.js";

const REASON = "Obras en la cocina del restaurante durante todo el día: no podremos preparar pedidos anticipados.";

const pendingCount = async () =>
  (await catalogue<{ n: number }>("SELECT count(*)::int AS n FROM mop_requests WHERE market = 'ES' AND status = 1"))[0]!.n;

describe("admin MOP requests", () => {
  it("ES: on a phone, an administrator cancels a request with a reason (a short one is refused) and switches auto-confirm", async () => {
    const owner = await createUser({ market: "ES", type: "FRANCHISEE", restaurants: 1, name: "Marta Requena Ortiz" });
    const restaurant = owner.restaurants[0]!;
    const [request] = await changeCatalogue<{ id: number }>(
      `INSERT INTO mop_requests (market, restaurant_id, user_id, start_date, end_date, value, status)
       VALUES ('ES', $1, $2, now() + interval '3 days', now() + interval '4 days', $3, 1) RETURNING id`,
      [restaurant.id, owner.id, REASON],
    );
    const pendingBefore = await pendingCount();

    const page = await newPage("ES", { as: "admin@demo.es", phone: true });
    await page.goto("/admin/mop");
    await expectScreenTitle(page, "Solicitudes MOP");
    const header = page.getByRole("banner");
    const badge = header.getByLabel(`${pendingBefore} solicitudes MOP pendientes`, { exact: true });
    await badge.waitFor();
    const table = page.getByRole("table", { name: "Solicitudes MOP" });
    await table.locator("tbody tr").first().waitFor();
    await quiet(page, 300);
    // A cold load: no request, the header's count and the table's rows came in the page.
    expect(graphql(page).names()).toEqual([]);
    // The header's badges keep their numbers on a phone.
    expect(await badge.innerText()).toBe(String(pendingBefore));
    await expectFits(page, "admin MOP");
    for (const viewport of [SMALL_PHONE, TABLET]) {
      await page.setViewportSize(viewport);
      await expectFits(page, "admin MOP");
    }
    await page.setViewportSize(PHONE);

    await page.getByRole("searchbox", { name: "Buscar por restaurante, usuario o motivo" }).fill(restaurant.site);
    const row = table.locator("tbody tr").filter({ hasText: restaurant.site });
    await expect.poll(() => table.locator("tbody tr").count()).toBe(1);
    expect(await row.innerText()).toContain("Marta Requena Ortiz");
    expect(await row.innerText()).toContain(REASON);
    // The request's id has its column, and the cancel reason its own (empty while not canceled).
    const headers = (await table.getByRole("columnheader").allInnerTexts()).map((h) => h.trim());
    expect(headers).toEqual(expect.arrayContaining(["Nº", "Motivo", "Motivo de la cancelación"]));
    const cells = async () => (await row.getByRole("cell").allInnerTexts()).map((c) => c.trim());
    expect(await cells()).toEqual(expect.arrayContaining([String(request!.id), REASON]));
    const status = row.getByRole("combobox", { name: `Estado de la solicitud de ${restaurant.site} ${restaurant.name}` });
    expect(await status.inputValue()).toBe("PENDING");

    // Canceled: the popup asks the reason; closing it changes nothing.
    await status.selectOption("CANCELED");
    const dialog = page.getByRole("dialog", { name: "Cancelar solicitud MOP" });
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => status.inputValue()).toBe("PENDING");
    expect(await catalogue("SELECT status FROM mop_requests WHERE id = $1", [request!.id])).toEqual([{ status: 1 }]);

    // A reason of 19 characters after trimming: the shared rule's message, nothing sent.
    await status.selectOption("CANCELED");
    await dialog.waitFor();
    const reason = dialog.getByRole("textbox", { name: "Motivo de la cancelación" });
    await reason.fill(`   ${"x".repeat(19)}   `);
    await dialog.getByRole("button", { name: "Cancelar la solicitud", exact: true }).click();
    await dialog.getByText("El motivo debe tener al menos 20 caracteres.", { exact: true }).waitFor();
    await expectFits(page, "admin MOP, the cancel popup");
    expect(await catalogue("SELECT status FROM mop_requests WHERE id = $1", [request!.id])).toEqual([{ status: 1 }]);

    await reason.fill("La obra se aplaza al mes que viene.");
    await dialog.getByRole("button", { name: "Cancelar la solicitud", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    await expect
      .poll(
        async () => (await catalogue<{ status: number; cancel: string }>("SELECT status, cancel FROM mop_requests WHERE id = $1", [request!.id]))[0],
      )
      .toEqual({ status: 3, cancel: "La obra se aplaza al mes que viene." });
    await expect.poll(() => status.inputValue()).toBe("CANCELED");
    // Each reason in a cell of its own.
    await expect.poll(cells).toEqual(expect.arrayContaining([REASON, "La obra se aplaza al mes que viene."]));
    await header.getByLabel(`${pendingBefore - 1} solicitudes MOP pendientes`, { exact: true }).waitFor();

    // Confirming saves at once.
    await status.selectOption("CONFIRMED");
    await expect
      .poll(async () => (await catalogue<{ status: number }>("SELECT status FROM mop_requests WHERE id = $1", [request!.id]))[0]?.status)
      .toBe(2);

    // Beyond the old portal: the restaurants without a partner report for a month (asked when a month is picked).
    const reportMonth = reportUploadMonths()[1]!;
    const missing = await catalogue<{ site: string }>(
      `SELECT r.site FROM restaurants r WHERE r.market = 'ES' AND r.active = '1' AND NOT EXISTS (
         SELECT 1 FROM partner_reports p WHERE p.restaurant_id = r.id AND to_char(p.report_date, 'MM/YYYY') = $1) ORDER BY r.site`,
      [reportMonth],
    );
    await page.getByRole("combobox", { name: "Mes del informe" }).selectOption(reportMonth);
    const list = page.getByRole("list", { name: `Restaurantes sin informe de ${reportMonth}` });
    await expect.poll(() => list.getByRole("listitem").count()).toBe(missing.length);
    expect(await list.getByRole("listitem").first().innerText()).toContain(missing[0]!.site);
    await expectFits(page, "admin MOP, restaurants without a report");

    // The auto-confirm switch is the catalogue's.
    const auto = page.getByRole("switch", { name: "Confirmar automáticamente las nuevas solicitudes" });
    expect(await auto.isChecked()).toBe(false);
    await auto.check({ force: true });
    await expect
      .poll(async () => (await catalogue<{ auto_confirm: number }>("SELECT auto_confirm FROM mop_settings WHERE market = 'ES'"))[0]?.auto_confirm)
      .toBe(1);
    await page.reload();
    await expectScreenTitle(page, "Solicitudes MOP");
    await expect.poll(() => page.getByRole("switch", { name: "Confirmar automáticamente las nuevas solicitudes" }).isChecked()).toBe(true);
    await page.getByRole("switch", { name: "Confirmar automáticamente las nuevas solicitudes" }).uncheck({ force: true });
    await expect
      .poll(async () => (await catalogue<{ auto_confirm: number }>("SELECT auto_confirm FROM mop_settings WHERE market = 'ES'"))[0]?.auto_confirm)
      .toBe(0);
  });

  it("PT: there is no MOP screen; an administrator lands on the resources list", async () => {
    const page = await newPage("PT");
    await login(page, "admin@demo.pt");
    await expectPath(page, "/admin/resources");
    await page.goto("/admin/mop");
    await expectPath(page, "/admin/resources");
  });
});
