/**
 * Journey 4: a first login of nuevo@demo.es goes through the legal terms. Rejecting returns to the
 * form; signing in again and accepting lands on /. (Accepting is stored in the catalogue for the
 * rest of the run: no other journey signs in as nuevo@demo.es.)
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { expectPath, expectScreenTitle, expectSignedInAs, login, newPage } from "../support/portal.js";

async function expectLegalTermsStep(page: Page): Promise<void> {
  await page.getByRole("heading", { name: "Condiciones de uso", level: 2 }).waitFor();
  expect(
    await page.getByText("Sergio Domínguez Rey, antes de entrar debes aceptar las condiciones de uso del portal.", { exact: true }).isVisible(),
  ).toBe(true);
  expect(await page.getByRole("region", { name: "Condiciones de uso" }).textContent()).toContain(
    "El portal es una herramienta interna de la compañía.",
  );
  expect(await page.getByRole("textbox", { name: "Correo electrónico", exact: true }).count()).toBe(0);
  await expectPath(page, "/login");
}

describe("legal terms on the first login", () => {
  it("reject returns to the form; login again and accept lands on /", async () => {
    const page = await newPage("ES");
    await login(page, "nuevo@demo.es");
    await expectLegalTermsStep(page);

    await page.getByRole("button", { name: "No acepto", exact: true }).click();
    await expectScreenTitle(page, "Iniciar sesión");
    await page.getByRole("textbox", { name: "Correo electrónico", exact: true }).waitFor();
    await expectPath(page, "/login");
    // Rejected means signed out: a reload shows the login form, not the terms.
    await page.reload();
    await expectScreenTitle(page, "Iniciar sesión");
    await page.getByRole("textbox", { name: "Correo electrónico", exact: true }).waitFor();

    await login(page, "nuevo@demo.es");
    await expectLegalTermsStep(page);
    await page.getByRole("button", { name: "Acepto", exact: true }).click();
    await expectPath(page, "/");
    await expectScreenTitle(page, "Inicio");
    await expectSignedInAs(page, "Sergio Domínguez Rey");
  });
});
