/**
 * The download report (/admin/inform): an administrator reads the resources downloaded in a range, sees a download a
 * franchisee has just made, opens a resource's trend (chart and sharing restaurants), and gets the range's errors.
 */
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectFits, PHONE, TABLET } from "../support/fit.js";
import { catalogue, expectPath, expectScreenTitle, login, newPage } from "../support/portal.js";

/** Today as the catalogue stamps downloads (its local time, the machine's). */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
};

describe("the download report", () => {
  it("ES: a download just made shows in today's report, with the resource's trend", async () => {
    const [resource] = await catalogue<{ id: number; name: string }>(
      "SELECT id, name FROM resources WHERE market = 'ES' AND status = 1 AND file_mime = 'application/pdf' AND lang = 'CAST' ORDER BY id LIMIT 1",
    );
    const count = async () =>
      (
        await catalogue<{ n: number }>("SELECT count(*)::int AS n FROM resource_downloads WHERE resource_id = $1 AND date >= current_date", [
          resource!.id,
        ])
      )[0]!.n;
    const owner = await newPage("ES", { as: "franquiciado@demo.es" });
    await owner.goto("/");
    // The download as the portal makes it, from the franchisee's page.
    expect(await owner.evaluate(async (id) => (await fetch(`/files/resource/${id}`)).status, resource!.id)).toBe(200);
    const downloads = await count();
    expect(downloads).toBeGreaterThan(0);

    const page = await newPage("ES");
    await login(page, "admin@demo.es");
    await expectPath(page, "/admin/resources");
    await page.goto(`/admin/inform?from=${today()}&to=${today()}&q=${encodeURIComponent(resource!.name)}`);
    await expectScreenTitle(page, "Informe de descargas");
    const row = page.getByRole("table", { name: "Informe de descargas" }).locator("tbody tr").filter({ hasText: resource!.name });
    await row.waitFor();
    await expect.poll(() => row.locator("td").nth(4).textContent()).toBe(String(downloads));
    for (const viewport of [PHONE, TABLET]) {
      await page.setViewportSize(viewport);
      await expectFits(page, "download report");
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await row.getByRole("button", { name: `Ver la tendencia de ${resource!.name}` }).click();
    const trend = page.getByRole("region", { name: `Tendencia de ${resource!.name}` });
    await trend.getByRole("img", { name: new RegExp(`Gráfico de 1 día: ${downloads === 1 ? "1 descarga" : `${downloads} descargas`}`) }).waitFor();
    await trend.getByRole("button", { name: "Cerrar" }).click();
    await expect.poll(() => trend.count()).toBe(0);

    // At a tablet's width the trend opens above the table, scrolled into view and focused (not below the rows, off-screen).
    await page.setViewportSize(TABLET);
    await row.getByRole("button", { name: `Ver la tendencia de ${resource!.name}` }).click();
    await trend.getByRole("img", { name: /^Gráfico de 1 día/ }).waitFor();
    const top = (locator: Locator) => locator.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    expect(await top(trend)).toBeLessThan(await top(page.getByRole("table", { name: "Informe de descargas" })));
    expect(await top(trend)).toBeGreaterThanOrEqual(0);
    expect(await top(trend)).toBeLessThan(TABLET.height / 2);
    expect(await trend.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("PT: the range's errors in Portuguese; a restricted administrator reads the report", async () => {
    const page = await newPage("PT");
    await login(page, "restrito@demo.pt");
    await expectPath(page, "/admin/sections");
    await page.goto("/admin/inform?from=2026-03-02&to=2026-03-01");
    await expectScreenTitle(page, "Relatório de transferências");
    await page.getByText("A data de fim não pode ser anterior à data de início.").waitFor();
    await page.goto("/admin/inform?from=2025-01-01&to=2026-06-01");
    await page.getByText("Escolha um período de 366 dias no máximo.").waitFor();
    await page.goto("/admin/inform");
    await page
      .getByRole("status")
      .filter({ hasText: /transferência/ })
      .waitFor();
    for (const viewport of [PHONE, TABLET]) {
      await page.setViewportSize(viewport);
      await expectFits(page, "download report");
    }
  });
});
