/** The footer's privacy policy: a page of the portal, per market and in the page's language, open to everyone. */
import { describe, expect, it } from "vitest";
import { expectPath, expectScreenTitle, login, newPage } from "../support/portal.js";

describe("privacy policy", () => {
  it("PT: the login page's footer opens Portugal's policy in Portuguese", async () => {
    const page = await newPage("PT");
    await page.goto("/login");
    await page.getByRole("contentinfo").getByRole("link", { name: "Política de privacidade", exact: true }).click();
    await expectPath(page, "/privacy");
    await expectScreenTitle(page, "Política de privacidade");
    await page.getByText(/apresentar reclamação à Comissão Nacional de Proteção de Dados \(CNPD\)\.$/).waitFor();
  });

  it("ES: a signed-in user reads Spain's policy in Catalan from the footer, and the page answers by its address too", async () => {
    const page = await newPage("ES");
    await page.goto("/login");
    await page.getByRole("radiogroup", { name: "Idioma" }).getByText("Català", { exact: true }).click();
    await login(page, "gerente@demo.es");
    await expectPath(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Política de privadesa", exact: true }).click();
    await expectPath(page, "/privacy");
    await expectScreenTitle(page, "Política de privadesa");
    await page.getByText(/pots reclamar davant la Agencia Española de Protección de Datos \(AEPD\)\.$/).waitFor();
    const response = await page.goto("/privacy");
    expect(response?.status()).toBe(200);
    await expectScreenTitle(page, "Política de privadesa");
  });
});
