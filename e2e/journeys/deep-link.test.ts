/**
 * Signing in from a deep link returns the user where they were going: a resource's page opened signed out, or a
 * shared short link (/r/{id}/{userId}, resolved by the BFF to the resource's page). Only paths of this portal.
 */
import { describe, expect, it } from "vitest";
import { resource } from "../support/library.js";
import { expectPath, expectScreenTitle, login, newPage } from "../support/portal.js";

describe("deep links", () => {
  it("ES: a resource's page opened signed out is where the user lands after signing in", async () => {
    const row = await resource("ES", "CAST", "Cartel Helado Caramelo");
    const path = `/nacional/${row.category}/${row.slug}`;
    const page = await newPage("ES");
    await page.goto(path);
    await expectPath(page, `/login?next=${encodeURIComponent(path)}`);
    await login(page, "gerente@demo.es");
    await expectPath(page, path);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(row.name);
  });

  it("PT: a shared short link opened signed out ends on its resource after signing in", async () => {
    const page = await newPage("PT");
    const row = await resource("PT", "PT", "Banner Pastel de Nata");
    await page.goto(`/r/${row.id}`);
    // The link is resolved once signed in: its resource's path is not told to a signed-out visitor.
    await expectPath(page, `/login?next=${encodeURIComponent(`/r/${row.id}`)}`);
    await login(page, "franqueado@demo.pt");
    await expectPath(page, `/nacional/${row.category}/${row.slug}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(row.name);
  });

  it("ES: a next parameter that leaves the portal is ignored: the user lands on their own page", async () => {
    const page = await newPage("ES");
    await page.goto(`/login?next=${encodeURIComponent("//evil.example/phish")}`);
    await login(page, "gerente@demo.es");
    await expectPath(page, "/");
    await expectScreenTitle(page, "Inicio");
  });

  it("ES: a short link to a Castilian resource opened in a Catalan session shows the resource, and says so", async () => {
    const row = await resource("ES", "CAST", "Cartel Helado Caramelo");
    const page = await newPage("ES", { language: "CAT" });
    await login(page, "gerente@demo.es");
    await expectPath(page, "/");
    await page.goto(`/r/${row.id}`);
    await expectPath(page, `/nacional/${row.category}/${row.slug}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(row.name);
    await page.getByRole("status").getByText("Aquest recurs és en Castellano: es mostra en la seva llengua.", { exact: true }).waitFor();
  });
});
