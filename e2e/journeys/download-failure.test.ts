/**
 * A download that fails says why in the portal, in the user's language; the file's URL opened directly lands on the
 * portal's translated page, not on an error answer (issue "What users meet first").
 *
 * The catalogue loses the file of a PT resource while its detail is on screen (its `file` cleared, then restored): the
 * oldest active PT resource with a file in a local category, which no other journey shows.
 */
import { describe, expect, it } from "vitest";
import { axeViolations } from "../support/axe.js";
import { catalogue, changeCatalogue, expectPath, expectScreenTitle, newPage } from "../support/portal.js";

const NOT_FOUND_PT = "O que procura já não existe ou não está disponível.";

describe("download failure", () => {
  it("PT: the download of a file the catalogue lost says so in the portal; its URL opened directly shows the portal's page", async () => {
    const [row] = await catalogue<{ id: number; name: string; slug: string; category: string; file: string }>(
      `SELECT r.id, r.name, r.url AS slug, s.url AS category, r.file FROM resources r
         JOIN resource_sections rs ON rs.resource_id = r.id AND rs.pos = 0 JOIN sections s ON s.id = rs.section_id
        WHERE r.market = 'PT' AND r.status = 1 AND r.file IS NOT NULL AND s.type = 2 AND s.status = 1
        ORDER BY r.update_date, r.id LIMIT 1`,
    );
    expect(row).toBeDefined();
    const page = await newPage("PT", { as: "consultor@demo.pt" });
    await page.goto(`/local/${row!.category}/${row!.slug}`);
    await expectScreenTitle(page, row!.name);

    await changeCatalogue("UPDATE resources SET file = NULL WHERE id = $1", [row!.id]);
    try {
      await page.getByRole("link", { name: `Transferir ${row!.name}`, exact: true }).click();
      const notice = page.getByRole("alert").filter({ hasText: `Não foi possível transferir ${row!.name}` });
      await notice.waitFor();
      expect(await notice.getByText(NOT_FOUND_PT, { exact: true }).count()).toBe(1);
      await expectPath(page, `/local/${row!.category}/${row!.slug}`); // still where the user was

      await page.goto(`/files/resource/${row!.id}`);
      await expectPath(page, "/file-unavailable?reason=NOT_FOUND");
      await expectScreenTitle(page, "Ficheiro indisponível");
      await page.getByRole("alert").getByText(NOT_FOUND_PT, { exact: true }).waitFor();
      expect(await page.title()).toBe("Ficheiro indisponível · Portal de Marketing");
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await changeCatalogue("UPDATE resources SET file = $2 WHERE id = $1", [row!.id, row!.file]);
    }
  });
});
