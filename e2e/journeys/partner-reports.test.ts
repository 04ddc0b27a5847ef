/**
 * Partner reports: a partner (type 6) lands on the months list (newest first, with their counts), uploads a zip for a
 * free month among the last 6 (built here by hand: one PDF per restaurant, named after its site code), with the taken
 * months disabled; the month's screen lists the PDFs, previews one (pdf.js draws it), deletes one and then the whole
 * month, each after a confirmation. An archive with a non-PDF entry is refused with its message. Partners reach only
 * their routes; their user menu has logout only. axe finds nothing on the screens; PT partners see their months too.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { reportUploadMonths } from "@portal/schema";
import { expectFits, PHONE, TABLET } from "../support/fit.js";
import { catalogue, expectPath, expectScreenTitle, graphql, login, newPage, quiet } from "../support/portal.js";
import { makeZip } from "../support/zip.js";

const months = reportUploadMonths();
const folder = (month: string) => month.replace("/", "-");
/** "MM/YYYY" as the Castilian screens name it ("marzo de 2026"). */
const monthNameEs = (month: string) =>
  new Intl.DateTimeFormat("es", { month: "long", year: "numeric" }).format(new Date(Number(month.slice(3)), Number(month.slice(0, 2)) - 1, 1));

/** A stored report PDF of the seed, read through the portal as the partner's browser reads it. */
async function seededPdf(page: Page): Promise<Buffer> {
  const [row] = await catalogue<{ path: string }>(
    `SELECT 'reports/' || to_char(report_date, 'MM-YYYY') || '/' || report_filename AS path FROM partner_reports WHERE market = 'ES' ORDER BY id LIMIT 1`,
  );
  // Fetched by the browser itself (its host, its session).
  const bytes = await page.evaluate(async (url) => {
    const response = await fetch(url, { credentials: "same-origin" });
    return response.ok ? Array.from(new Uint8Array(await response.arrayBuffer())) : [];
  }, `/files/static/${row!.path}`);
  expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe("%PDF-");
  return Buffer.from(bytes);
}

const monthCount = async (month: string) =>
  (
    await catalogue<{ n: number }>("SELECT count(*)::int AS n FROM partner_reports WHERE market = 'ES' AND to_char(report_date, 'MM/YYYY') = $1", [
      month,
    ])
  )[0]!.n;

describe("partner reports", () => {
  it("ES: on a phone, a partner uploads a zip for a month, previews a report, deletes one and then the month", async () => {
    const page = await newPage("ES", { phone: true });
    await login(page, "partner@demo.es");
    await expectPath(page, "/partner/reports");
    await expectScreenTitle(page, "Informes");
    const table = page.getByRole("table", { name: "Meses con informes" });
    await table.locator("tbody tr").first().waitFor();
    // Newest first, all rows by default.
    const seeded = await catalogue<{ month: string; n: number }>(
      "SELECT to_char(report_date, 'MM/YYYY') AS month, count(*)::int AS n FROM partner_reports WHERE market = 'ES' GROUP BY report_date ORDER BY report_date DESC",
    );
    await expect.poll(() => table.locator("tbody tr").count()).toBe(seeded.length);
    const firstRow = await table.locator("tbody tr").first().innerText();
    expect(firstRow).toContain(seeded[0]!.month);
    expect(firstRow).toContain(String(seeded[0]!.n));
    await expectFits(page, "partner months");
    await page.setViewportSize(TABLET);
    await expectFits(page, "partner months");
    await page.setViewportSize(PHONE);

    // Partners reach only their routes; their user menu offers logout only.
    await page.goto("/");
    await expectPath(page, "/partner/reports");
    await page.goto("/admin/mop");
    await expectPath(page, "/partner/reports");
    await page.getByRole("button", { name: "Pablo Herrera Molina" }).click();
    await page.getByRole("button", { name: "Cerrar sesión" }).waitFor();
    expect(await page.getByRole("link", { name: "Mi cuenta" }).count()).toBe(0);
    await page.keyboard.press("Escape");

    // Add: the last 6 months, those with reports disabled.
    await page.getByRole("link", { name: "Añadir informes", exact: true }).click();
    await expectPath(page, "/partner/reports/add");
    await expectScreenTitle(page, "Nuevo informe");
    const month = page.getByRole("combobox", { name: "Mes" });
    await month.waitFor();
    const options = await month
      .locator("option")
      .evaluateAll((els) => els.map((o) => [(o as HTMLOptionElement).value, (o as HTMLOptionElement).disabled]));
    const taken = new Set(seeded.map((s) => s.month));
    expect(options).toEqual([["", true], ...months.map((m) => [m, taken.has(m)])]);
    await expectFits(page, "partner upload form");

    const free = months.find((m, i) => i > 0 && !taken.has(m))!;
    const pdf = await seededPdf(page);
    await month.selectOption(free);
    const input = page.locator('input[type="file"]');

    // An entry that is not a PDF: the whole archive is refused, nothing stored.
    await input.setInputFiles({
      name: "informes.zip",
      mimeType: "application/zip",
      buffer: makeZip([
        { name: "ES0101_informe.pdf", data: pdf },
        { name: "ES0102_notas.txt", data: Buffer.from("notas") },
      ]),
    });
    await page.getByRole("button", { name: "Subir informes", exact: true }).click();
    await page.getByText("Todos los archivos deben ser PDF.", { exact: true }).waitFor();
    expect(await monthCount(free)).toBe(0);

    await input.setInputFiles({
      name: "informes.zip",
      mimeType: "application/zip",
      buffer: makeZip([
        { name: "ES0101_informe.pdf", data: pdf },
        { name: "ES0104_informe.pdf", data: pdf },
      ]),
    });
    await page.getByRole("button", { name: "Subir informes", exact: true }).click();
    await expectPath(page, `/partner/reports/${free}`);
    expect(await monthCount(free)).toBe(2);
    const reports = page.getByRole("table", { name: `Informes de ${free}` });
    await expect.poll(() => reports.locator("tbody tr").count()).toBe(2);
    expect(await reports.locator("tbody tr").first().innerText()).toContain("ES0101_informe.pdf");
    await quiet(page, 300);
    await expectFits(page, "partner month");
    await page.setViewportSize(TABLET);
    await expectFits(page, "partner month");
    await page.setViewportSize(PHONE);

    // Preview: pdf.js draws the stored PDF (reports/MM-YYYY/<file>).
    await reports.getByRole("button", { name: "ES0104_informe.pdf", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "ES0104_informe.pdf" });
    await dialog.waitFor();
    const preview = dialog.getByRole("img", { name: "Vista previa de ES0104_informe.pdf" });
    await expect.poll(() => preview.getAttribute("data-state"), { timeout: 15_000 }).toBe("drawn");
    expect(await dialog.locator("canvas").count()).toBeGreaterThan(0);
    expect(await dialog.getByRole("link", { name: "Descargar el PDF" }).getAttribute("href")).toBe(
      `/files/static/reports/${folder(free)}/ES0104_informe.pdf`,
    );
    // The popup takes the phone's whole screen.
    expect(await dialog.evaluate((el) => [Math.round(el.getBoundingClientRect().width), Math.round(el.getBoundingClientRect().height)])).toEqual([
      PHONE.width,
      PHONE.height,
    ]);
    await expectFits(page, "partner report preview");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    // Delete one, after confirming.
    await reports.getByRole("button", { name: "Eliminar ES0104_informe.pdf", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "Eliminar informe" });
    await confirm.getByRole("button", { name: "Eliminar", exact: true }).click();
    await expect.poll(() => reports.locator("tbody tr").count()).toBe(1);
    expect(await monthCount(free)).toBe(1);

    // Delete all, after confirming: back to the months.
    await page.getByRole("button", { name: "Eliminar todos", exact: true }).click();
    const all = page.getByRole("dialog", { name: "Eliminar los informes del mes" });
    await all.getByRole("button", { name: "Eliminar todos", exact: true }).click();
    await expectPath(page, "/partner/reports");
    await expect.poll(() => monthCount(free)).toBe(0);
    expect(graphql(page).names()).not.toContain("AdminMop");
  });

  it("a cold load of the partner's tables sends nothing (the page answers the shell's and the table's), the upload form its one query", async () => {
    const month = months[1]!;
    for (const [path, title, sent] of [
      ["/partner/reports", "Informes", []],
      ["/partner/reports/add", "Nuevo informe", ["PartnerReportUploadMonths"]],
      [`/partner/reports/${month}`, `Informes de ${monthNameEs(month)}`, []],
    ] as const) {
      const page = await newPage("ES", { as: "partner@demo.es" });
      await page.goto(path);
      await expectPath(page, path);
      await expectScreenTitle(page, title);
      await quiet(page, 300);
      expect(graphql(page).names(), `cold load of ${path}`).toEqual(sent);
    }
  });

  it("PT: a partner sees the market's months, on a phone and a tablet", async () => {
    const page = await newPage("PT", { phone: true });
    await login(page, "parceiro@demo.pt");
    await expectPath(page, "/partner/reports");
    await expectScreenTitle(page, "Relatórios");
    const table = page.getByRole("table", { name: "Meses com relatórios" });
    await expect.poll(() => table.locator("tbody tr").count()).toBe(2);
    expect(await table.locator("tbody tr").first().innerText()).toContain(months[1]!);
    await expectFits(page, "partner months");
    await page.setViewportSize(TABLET);
    await expectFits(page, "partner months");
  });
});
