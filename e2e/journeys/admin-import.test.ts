/**
 * The admin import (administrators of ES): an administrator imports a Monday–Thursday sales workbook (made here with
 * exceljs) for a restaurant of the journey's own. A broken file first: the page lists every refused row (row, column,
 * problem) and nothing changes in the catalogue; the corrected file then imports, and the restaurant's franchisee sees
 * the new time slots on /diagnostic. The page's first render is one GraphQL request; it has no accessibility violations, in castellano and in català; a PT
 * administrator is sent back to the admin home.
 */
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../support/axe.js";
import { catalogue, createUser, expectPath, expectScreenTitle, graphql, newPage, quiet } from "../support/portal.js";

/** A workbook as an administrator saves it: the titles in row 1, then the rows. */
async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Ventas");
  sheet.addRow(["site", "franja", "ventas %", "gc %"]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The Monday–Thursday part of the moments-of-day panel: picks the file and imports it. */
async function importWeek(page: Page, name: string, bytes: Buffer) {
  const panel = page.getByRole("region", { name: "Momentos del día", exact: true });
  await panel.locator('input[type="file"]').first().setInputFiles({
    name,
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: bytes,
  });
  await panel.getByRole("button", { name: "Importar Ventas de lunes a jueves", exact: true }).click();
  return panel;
}

const weekMoments = (site: string) =>
  catalogue<{ name: string; sales: number | null; gcs: number | null }>(
    `SELECT m.name, m.sales::float8 AS sales, m.gcs::float8 AS gcs FROM diagnostic_moments m JOIN restaurants r ON r.id = m.restaurant_id
      WHERE r.site = $1 AND m.period = 'week' ORDER BY m.position`,
    [site],
  );

describe("admin import", () => {
  it("ES: a broken file is refused row by row and changes nothing; the corrected one shows on the restaurant's diagnostic", async () => {
    const owner = await createUser({ market: "ES", type: "FRANCHISEE", restaurants: 1 });
    const site = owner.restaurants[0].site;
    const page = await newPage("ES", { as: "admin@demo.es" });
    await page.goto("/admin/import");
    await expectScreenTitle(page, "Importación");
    await page.getByRole("region", { name: "Foto de marketing", exact: true }).waitFor();
    await page.getByRole("region", { name: "PDF de redes sociales", exact: true }).waitFor();
    // The first render is one GraphQL request.
    await quiet(page);
    expect(graphql(page).names(), "cold load of /admin/import").toEqual(["AdminImport"]);
    // The columns each file needs, and an example of it.
    const panel = page.getByRole("region", { name: "Momentos del día", exact: true });
    await panel.getByText("Franja horaria (obligatoria)", { exact: true }).first().waitFor();
    expect(await panel.getByRole("link", { name: "Ver un ejemplo de Ventas de lunes a jueves", exact: true }).getAttribute("href")).toBe(
      "/import-examples/sales_week.svg",
    );

    // A .xls is refused in the browser before anything is sent.
    await panel
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: "ventas.xls", mimeType: "application/vnd.ms-excel", buffer: Buffer.from("x") });
    await panel.getByRole("button", { name: "Importar Ventas de lunes a jueves", exact: true }).click();
    await panel
      .getByRole("alert")
      .getByText("Solo se importan libros Excel .xlsx. Si tienes un .xls, ábrelo con Excel y guárdalo como .xlsx.", { exact: true })
      .waitFor();

    // A broken file: every refused row in the report, nothing imported.
    const broken = await workbook([
      [site, "E2E DESAYUNO 07-11", 12.5, 1],
      ["XX9999", "E2E COMIDA 11-16", 1, 1],
      [site, "", "mucho", 2],
    ]);
    await importWeek(page, "ventas-mal.xlsx", broken);
    await panel
      .getByRole("alert")
      .getByText("No se ha importado nada: 2 filas tienen errores. Corrige el archivo y vuelve a importarlo.", { exact: true })
      .waitFor();
    const report = panel.getByRole("table");
    const rows = await report.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent)));
    expect(rows).toEqual([
      ["3", "A · Site del restaurante", "No hay ningún restaurante con este site (nacional solo vale en el archivo de consumo)."],
      ["4", "B · Franja horaria", "Este campo es obligatorio."],
      ["4", "C · Variación de ventas en % (vacía si no hay dato)", "Debe ser un porcentaje entre -100 y 1000, o quedar vacío."],
    ]);
    expect(await weekMoments(site)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // The corrected file imports; the page says what changed and names the file.
    const good = await workbook([
      [site, "E2E DESAYUNO 07-11", 12.5, "-0,25"],
      [site, "E2E COMIDA 11-16", null, -3],
    ]);
    await importWeek(page, "ventas-lunes-jueves.xlsx", good);
    await panel.getByRole("status").getByText("Importado: 2 filas de 1 restaurante.", { exact: true }).waitFor();
    await panel.getByText(/^Último archivo importado: ventas-lunes-jueves\.xlsx \(\d\d\/\d\d\/\d{4} \d\d:\d\d\)$/).waitFor();
    expect(await weekMoments(site)).toEqual([
      { name: "E2E DESAYUNO 07-11", sales: 12.5, gcs: -0.25 },
      { name: "E2E COMIDA 11-16", sales: null, gcs: -3 },
    ]);

    // A description changed and not saved: leaving asks first.
    const competence = page.getByRole("region", { name: "Competencia", exact: true });
    // The description per language: the Catalan text is saved beside the Castilian one.
    await competence.getByRole("textbox", { name: "Descripción de la sección en Català", exact: true }).fill("La competència de la zona");
    await competence.getByRole("button", { name: "Actualizar (Català)", exact: true }).click();
    await expect
      .poll(
        async () =>
          (
            await catalogue<{ t: string }>(
              "SELECT translations->>'CAT' AS t FROM diagnostic_descriptions WHERE market = 'ES' AND section = 'competence'",
            )
          )[0]?.t,
      )
      .toBe("La competència de la zona");
    const description = competence.getByRole("textbox", { name: "Descripción de la sección", exact: true });
    await description.fill("Texto sin guardar");
    await page.getByRole("link", { name: "Banners", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Cambios sin guardar" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Seguir editando", exact: true }).click();
    await expectPath(page, "/admin/import");
    expect(await description.inputValue()).toBe("Texto sin guardar");

    // The restaurant's franchisee gets the new slots from the API, and sees them on its diagnostic.
    const diagnostic = await newPage("ES", { as: owner.email });
    await diagnostic.goto("/");
    const answer = await diagnostic.evaluate(async () => {
      const res = await fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ diagnostic { moments { name weekSales { value trend } weekGuests { value trend } } } }" }),
      });
      return (await res.json()) as { data?: { diagnostic: { moments: unknown[] } } };
    });
    expect(answer.data?.diagnostic.moments).toEqual([
      { name: "E2E DESAYUNO 07-11", weekSales: { value: 12.5, trend: "UP" }, weekGuests: { value: -0.25, trend: "EQUAL" } },
      { name: "E2E COMIDA 11-16", weekSales: { value: null, trend: null }, weekGuests: { value: -3, trend: "DOWN" } },
    ]);
    await diagnostic.goto("/diagnostic");
    await diagnostic.getByText("E2E DESAYUNO 07-11", { exact: true }).waitFor();
    await diagnostic.getByText("E2E COMIDA 11-16", { exact: true }).waitFor();
  });

  it("CA: the page speaks català and passes axe; PT: the page is not there", async () => {
    const page = await newPage("ES", { as: "admin@demo.es", language: "CAT" });
    await page.goto("/admin/import");
    await page.getByRole("region", { name: "Moments del dia", exact: true }).waitFor();
    await page.getByRole("region", { name: "PDF de xarxes socials", exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const pt = await newPage("PT", { as: "admin@demo.pt" });
    await pt.goto("/admin/import");
    await expectPath(pt, "/admin/resources");
  });
});
