/**
 * A franchisee's people (/users): the shared rules' messages, a new manager linked to one of the franchisee's
 * restaurants, then switched off; a manager cannot open the screen. The users are the journey's own.
 */
import { describe, expect, it } from "vitest";
import { catalogue, createUser, expectPath, expectScreenTitle, expectSignedInAs, login, newPage } from "../support/portal.js";

describe("a franchisee's people", () => {
  it("ES: create a manager with the shared rules, then switch them off", async () => {
    const owner = await createUser({ market: "ES", restaurants: 2 });
    const [first] = owner.restaurants;
    const page = await newPage("ES");
    await login(page, owner.email, owner.password);
    await expectPath(page, "/");
    await page.goto("/users");
    await expectScreenTitle(page, "Usuarios");
    await page.getByRole("link", { name: "Nuevo usuario" }).click();
    await expectPath(page, "/users/add");

    await page.getByRole("textbox", { name: "Correo electrónico" }).fill("ana@gmail.com");
    await page.getByRole("textbox", { name: "Correo electrónico" }).press("Tab"); // checked as it is left
    await page.getByText("Por favor, introduce un email corporativo").first().waitFor();
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("Este campo es obligatorio.").waitFor();
    await page.getByText("Elige al menos uno de tus restaurantes.").waitFor();
    const email = `ana-${owner.id}@demo.es`;
    await page.getByRole("textbox", { name: "Nombre" }).fill("Ana Gerente");
    await page.getByRole("textbox", { name: "Correo electrónico" }).fill(email);
    // The restaurant picker: the franchisee's two restaurants, one page of up to 10 or 20 rows (spec 1 §9).
    const picker = page.getByRole("group", { name: "Restaurantes", exact: true });
    await expect.poll(() => picker.getByRole("checkbox").count()).toBe(2);
    await page.getByText("1–2 de 2", { exact: true }).waitFor();
    expect(await page.getByRole("combobox", { name: "Filas por página" }).locator("option").allTextContents()).toEqual(["10", "20"]);
    expect(await page.getByRole("button", { name: "Página 2", exact: true }).count()).toBe(0);
    await picker.getByRole("checkbox", { name: `${first!.site} · ${first!.name}`, exact: true }).check();
    await page.getByText("1 restaurante elegido", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Guardar" }).click();
    await expectPath(page, "/users");
    const row = page.getByRole("row").filter({ hasText: email });
    await row.waitFor();
    const [created] = await catalogue<{ id: number; type: number; active: number }>("SELECT id, type, active FROM users WHERE email = $1", [email]);
    expect(created).toEqual({ id: expect.any(Number), type: 3, active: 1 });

    await row.getByRole("link", { name: "Ana Gerente" }).click();
    await expectPath(page, `/users/${created!.id}`);
    await page.getByRole("switch", { name: "Activo" }).uncheck({ force: true });
    await page.getByRole("button", { name: "Guardar" }).click();
    await expectPath(page, "/users");
    await expect.poll(async () => (await catalogue<{ active: number }>("SELECT active FROM users WHERE id = $1", [created!.id]))[0]!.active).toBe(0);
  });

  it("PT: a franchisee creates a manager with a password, who then signs in (accepting the legal terms first)", async () => {
    const owner = await createUser({ market: "PT", restaurants: 1 });
    const [first] = owner.restaurants;
    const page = await newPage("PT");
    await login(page, owner.email, owner.password);
    await expectPath(page, "/");
    await page.goto("/users/add");
    await expectScreenTitle(page, "Novo utilizador");
    const email = `rita-${owner.id}@demo.pt`;
    await page.getByRole("textbox", { name: "Nome" }).fill("Rita Gerente");
    await page.getByRole("textbox", { name: "E-mail" }).fill(email);
    await page.getByLabel("Palavra-passe", { exact: true }).fill("segredo12");
    await page
      .getByRole("group", { name: "Restaurantes", exact: true })
      .getByRole("checkbox", { name: `${first!.site} · ${first!.name}`, exact: true })
      .check();
    await page.getByRole("button", { name: "Guardar" }).click();
    await expectPath(page, "/users");
    await page.getByRole("row").filter({ hasText: email }).waitFor();

    const manager = await newPage("PT");
    await login(manager, email, "segredo12");
    await manager.getByRole("button", { name: "Aceito", exact: true }).click();
    await expectPath(manager, "/");
    await expectSignedInAs(manager, "Rita Gerente");
  });

  it("ES: a manager is sent home from /users", async () => {
    const page = await newPage("ES", { as: "gerente@demo.es" });
    await page.goto("/users");
    await expectPath(page, "/");
  });
});
