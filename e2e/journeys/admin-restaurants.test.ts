/**
 * The admin restaurants (full administrators): the ES table searched, a restaurant changed (the required fields'
 * messages first, then a save with its feedback, the last modification, leaving with unsaved changes) and put back as
 * seeded; a PT restaurant created (Portuguese texts, a site in use refused, no ordering service); a restricted
 * administrator never reaches the screen.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { catalogue, expectPath, expectScreenTitle, login, newPage } from "../support/portal.js";

/** The seeded ES restaurant the journey changes, and puts back (no other journey reads it). */
const SITE = "ES0112";
const NEW_PT_SITE = "PT8001";

/** Picks an option of a Mantine Select (a combobox, its options in a listbox). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

describe("admin restaurants", () => {
  it("ES: an administrator searches the table, changes a restaurant with the required fields' messages, and sees the change in the table", async () => {
    const [seeded] = await catalogue<{ id: number; name: string; city: string }>(
      "SELECT id, name, city FROM restaurants WHERE market = 'ES' AND site = $1",
      [SITE],
    );
    const total = (await catalogue<{ n: number }>("SELECT count(*)::int AS n FROM restaurants WHERE market = 'ES'"))[0]!.n;
    const page = await newPage("ES", { as: "admin@demo.es" });
    await page.goto("/admin/restaurants");
    await expectScreenTitle(page, "Restaurantes");
    const table = page.getByRole("table", { name: "Restaurantes" });
    const rows = table.locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(Math.min(total, 50));
    await expect.poll(() => page.getByText(`1–${Math.min(total, 50)} de ${total}`, { exact: true }).isVisible()).toBe(true);

    // Search by name, site or city; the address keeps it.
    await page.getByRole("searchbox", { name: "Buscar por site, nombre o ciudad" }).fill("murcia");
    const row = rows.filter({ hasText: SITE });
    await expect.poll(() => rows.count()).toBe(1);
    expect(new URL(page.url()).searchParams.get("q")).toBe("murcia");

    await row.getByRole("link", { name: `Editar el restaurante ${SITE} ${seeded!.name}` }).click();
    await expectPath(page, `/admin/restaurants/${seeded!.id}`);
    await expectScreenTitle(page, "Editar restaurante");
    const name = page.getByRole("textbox", { name: "Nombre", exact: true });
    await expect.poll(() => name.inputValue()).toBe(seeded!.name);
    const save = page.getByRole("button", { name: "Guardar", exact: true });
    // Nothing changed yet: nothing to save.
    expect(await save.isDisabled()).toBe(true);
    const [{ log_user: seededBy }] = await catalogue<{ log_user: string }>("SELECT log_user FROM restaurants WHERE id = $1", [seeded!.id]);
    await page.getByText(`Última modificación: ${seededBy}, `, { exact: false }).waitFor();

    // Required fields, in the interface language: the shared rules speak before anything is sent.
    await name.fill("");
    await name.press("Tab");
    const address = page.getByRole("textbox", { name: "Dirección", exact: true });
    await address.fill(" ");
    await address.press("Tab");
    await save.click();
    await expect.poll(() => page.getByText("Este campo es obligatorio.", { exact: true }).count()).toBe(2);
    expect((await catalogue<{ name: string }>("SELECT name FROM restaurants WHERE id = $1", [seeded!.id]))[0]!.name).toBe(seeded!.name);

    // Put the name and address back, change the city, save: the banner and the saved message, then nothing to save.
    await name.fill(seeded!.name);
    const [{ address: seededAddress }] = await catalogue<{ address: string }>("SELECT address FROM restaurants WHERE id = $1", [seeded!.id]);
    await address.fill(seededAddress!);
    const city = page.getByRole("textbox", { name: "Ciudad", exact: true });
    await city.fill("Murcia Centro");
    await city.press("Tab");
    await save.click();
    await page.getByText("Los datos del restaurante se han actualizado.", { exact: true }).waitFor();
    await page.getByText("Guardado", { exact: true }).waitFor();
    await expect.poll(() => save.isDisabled()).toBe(true);
    const [changed] = await catalogue<{ city: string; log_user: string }>("SELECT city, log_user FROM restaurants WHERE id = $1", [seeded!.id]);
    expect(changed).toEqual({ city: "Murcia Centro", log_user: "Javier Romero Gil" });
    await page.getByText(/^Última modificación: Javier Romero Gil, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).waitFor();
    // The saved message goes after 3 s, the banner after 5 s.
    await page.getByText("Guardado", { exact: true }).waitFor({ state: "detached", timeout: 6_000 });
    await page.getByText("Los datos del restaurante se han actualizado.", { exact: true }).waitFor({ state: "detached", timeout: 6_000 });

    // Leaving with unsaved changes asks first: stay, then leave without saving.
    await city.fill("Sin guardar");
    await city.press("Tab");
    await page.getByRole("link", { name: "Volver", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Cambios sin guardar" });
    await dialog.getByRole("button", { name: "Seguir editando", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await city.inputValue()).toBe("Sin guardar");
    await page.getByRole("link", { name: "Volver", exact: true }).click();
    await dialog.getByRole("button", { name: "Salir sin guardar", exact: true }).click();
    await expectPath(page, "/admin/restaurants");

    // The table shows the saved city (not the unsaved one).
    await page.getByRole("searchbox", { name: "Buscar por site, nombre o ciudad" }).fill(SITE);
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(() => row.locator("td").allInnerTexts()).toEqual(expect.arrayContaining([SITE, seeded!.name, "Murcia Centro"]));

    // Put the city back as seeded.
    await row.getByRole("link", { name: SITE, exact: true }).click();
    await expect.poll(() => city.inputValue()).toBe("Murcia Centro");
    await city.fill(seeded!.city);
    await city.press("Tab");
    await save.click();
    await page.getByText("Guardado", { exact: true }).waitFor();
    expect((await catalogue<{ city: string }>("SELECT city FROM restaurants WHERE id = $1", [seeded!.id]))[0]!.city).toBe(seeded!.city);
  });

  it("PT: an administrator creates a restaurant, in Portuguese, without the ordering service; a site in use is refused", async () => {
    const page = await newPage("PT");
    await login(page, "admin@demo.pt");
    await expectPath(page, "/admin/resources");
    await page.goto("/admin/restaurants");
    await expectScreenTitle(page, "Restaurantes");
    await page.getByRole("link", { name: "Novo restaurante", exact: true }).click();
    await expectPath(page, "/admin/restaurants/add");
    await expectScreenTitle(page, "Novo restaurante");
    const save = page.getByRole("button", { name: "Guardar", exact: true });
    expect(await save.isDisabled()).toBe(true);
    // PT has no ordering service (MOP).
    expect(await page.getByText("Serviço de pedidos (MOP)").count()).toBe(0);

    const site = page.getByRole("textbox", { name: "Site", exact: true });
    await site.fill("pt0201");
    await page.getByRole("textbox", { name: "Nome", exact: true }).fill("Lisboa Rossio");
    await choose(page, "Distrito", "Lisboa");
    // The province's habitants, under it.
    const [lisboa] = await catalogue<{ habitants: number }>("SELECT habitants FROM provinces WHERE market = 'PT' AND name = 'Lisboa'");
    const provinceLine = page.getByText(/^Lisboa: .+ habitantes$/);
    await provinceLine.waitFor();
    expect((await provinceLine.innerText()).replace(/\D/g, "")).toBe(String(lisboa!.habitants));
    // The lists of spec 2 §3 (README, "Restaurant types and regions"): regions 1 to 6, modes 1 to 4, in code order.
    const optionsOf = async (label: string) => {
      await page.getByRole("combobox", { name: label, exact: true }).click();
      await page.getByRole("option").first().waitFor();
      const names = await page.getByRole("option").allInnerTexts();
      await page.keyboard.press("Escape");
      return names;
    };
    expect(await optionsOf("Região")).toEqual(["Noroeste", "Centro", "Este", "Levante", "Sul", "Restaurantes próprios"]);
    expect(await optionsOf("Tipo")).toEqual(["Mall (centro comercial)", "In-Store (em loja)", "Free-Standing (independente)", "Easy"]);
    await choose(page, "Região", "Centro");
    await choose(page, "Tipo", "Free-Standing (independente)");
    // The flags (a new restaurant is available only) and the catchment's habitants, whole numbers.
    for (const [label, on] of [
      ["ETOF", false],
      ["McAuto", false],
      ["Selecionado", false],
      ["Disponível", true],
    ] as const) {
      expect(await page.getByRole("switch", { name: label, exact: true }).isChecked(), label).toBe(on);
    }
    await page.getByRole("switch", { name: "McAuto", exact: true }).check({ force: true });
    await page.getByRole("switch", { name: "Selecionado", exact: true }).check({ force: true });
    const near = page.getByRole("textbox", { name: "Habitantes a 1 km", exact: true });
    await near.fill("muitos");
    await near.press("Tab");
    await page.getByText("Escreva um número inteiro entre 0 e 99.999.999.", { exact: true }).waitFor();
    await near.fill("12500");
    await page.getByRole("textbox", { name: "Habitantes a 3 km", exact: true }).fill("98000");
    await page.getByRole("textbox", { name: "Morada", exact: true }).fill("Praça Dom Pedro IV 1");
    const city = page.getByRole("textbox", { name: "Localidade", exact: true });
    await city.fill("Lisboa");
    await city.press("Tab");
    await save.click();
    await page.getByText("Já existe um restaurante com este site.", { exact: true }).waitFor();
    expect(await catalogue("SELECT id FROM restaurants WHERE name = 'Lisboa Rossio'")).toEqual([]);

    await site.fill(NEW_PT_SITE);
    await site.press("Tab");
    await save.click();
    await page.getByText("Os dados do restaurante foram atualizados.", { exact: true }).waitFor();
    await page.getByText("Guardado", { exact: true }).waitFor();
    const [created] = await catalogue<{
      id: number;
      province: string;
      region: number;
      type: number;
      active: string;
      mop_service: number | null;
      log_user: string;
      etof: number;
      mcauto: number;
      selected: number;
      available: number;
      habitants: unknown;
    }>(
      `SELECT r.id, p.name AS province, r.region, r.type, r.active, r.mop_service, r.log_user, r.etof, r.mcauto, r.selected, r.available, r.habitants
         FROM restaurants r JOIN provinces p ON p.id = r.province_id WHERE r.market = 'PT' AND r.site = $1`,
      [NEW_PT_SITE],
    );
    expect(created).toEqual({
      id: expect.any(Number),
      province: "Lisboa",
      region: 2,
      type: 3,
      active: "1",
      mop_service: null,
      log_user: "Ana Sofia Costa",
      etof: 0,
      mcauto: 1,
      selected: 1,
      available: 1,
      habitants: { "1km": 12_500, "3km": 98_000 },
    });
    await expectPath(page, `/admin/restaurants/${created!.id}`);
    await expectScreenTitle(page, "Editar restaurante");
    await page.getByText(/^Última alteração: Ana Sofia Costa, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).waitFor();
    // The feedback was for that save: a reload does not show it again.
    await page.reload();
    await expect.poll(() => site.inputValue()).toBe(NEW_PT_SITE);
    expect(await page.getByText("Os dados do restaurante foram atualizados.", { exact: true }).count()).toBe(0);

    await page.getByRole("link", { name: "Voltar", exact: true }).click();
    await expectPath(page, "/admin/restaurants");
    await page.getByRole("searchbox", { name: "Pesquisar por site, nome ou localidade" }).fill(NEW_PT_SITE);
    const rows = page.getByRole("table", { name: "Restaurantes" }).locator("tbody tr");
    // The search's answer, not a moment of the table before it (the unfiltered rows, or none while they load).
    const sites = () => rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector("td")?.textContent?.trim() ?? ""));
    await expect.poll(sites).toEqual([NEW_PT_SITE]);
    expect(await rows.first().locator("td").allInnerTexts()).toEqual(expect.arrayContaining([NEW_PT_SITE, "Lisboa Rossio", "Lisboa", "Centro"]));
  });

  it("a restricted administrator going to /admin/restaurants lands on the resources list", async () => {
    const page = await newPage("ES");
    await login(page, "restringido@demo.es");
    await expectPath(page, "/admin/sections");
    await page.goto("/admin/restaurants");
    await expectPath(page, "/admin/resources");
    await page.goto("/admin/restaurants/add");
    await expectPath(page, "/admin/resources");
  });
});
