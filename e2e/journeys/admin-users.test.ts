/**
 * The people administration (/admin/users): an administrator creates a user with the shared rules, switches off a
 * user whose open session then stops working at once, and signs in as a franchisee ("log in as") and comes back, the
 * calls made that way recorded with both identities. A restricted administrator never opens it. The users changed
 * are the journeys' own.
 */
import { describe, expect, it } from "vitest";
import { catalogue, createUser, expectPath, expectScreenTitle, login, newPage, userId } from "../support/portal.js";

describe("the people administration", () => {
  it("ES: create a consultant with the shared rules; a user switched off is signed out on their next click", async () => {
    const admin = await newPage("ES");
    await login(admin, "admin@demo.es");
    await expectPath(admin, "/admin/resources");
    await admin.goto("/admin/users");
    await expectScreenTitle(admin, "Usuarios");
    await admin.getByRole("link", { name: "Nuevo usuario" }).click();
    await expectPath(admin, "/admin/users/add");
    await expect.poll(() => admin.getByRole("combobox", { name: "Tipo" }).inputValue()).toBe("Franquiciado"); // a new user's default
    // Saving is offered once something changed; every rule answers at once.
    await expect.poll(() => admin.getByRole("button", { name: "Guardar" }).isDisabled()).toBe(true);
    await admin.getByRole("textbox", { name: "Correo electrónico" }).fill("ana@gmail.com");
    await admin.getByRole("textbox", { name: "Correo electrónico" }).press("Tab");
    await admin.getByText("Por favor, introduce un email corporativo").first().waitFor();
    await admin.getByRole("button", { name: "Guardar" }).click();
    await admin.getByText("Este campo es obligatorio.").first().waitFor();
    const email = `consultora-${Date.now()}@demo.es`;
    await admin.getByRole("textbox", { name: "Nombre" }).fill("Consultora Nueva");
    await admin.getByRole("textbox", { name: "Correo electrónico" }).fill(email);
    await admin.getByRole("combobox", { name: "Tipo" }).click();
    await admin.getByRole("option", { name: "Consultor" }).click();
    await admin.getByRole("button", { name: "Guardar" }).click();
    // A new user's form becomes their edit form, with the save's feedback.
    await admin.getByText("Los datos del usuario se han actualizado.").waitFor();
    const [created] = await catalogue<{ id: number; type: number; admin: number; active: number }>(
      "SELECT id, type, admin, active FROM users WHERE email = $1",
      [email],
    );
    expect(created).toEqual({ id: expect.any(Number), type: 5, admin: 0, active: 1 });
    await expectPath(admin, `/admin/users/${created!.id}`);
    await admin.getByRole("link", { name: "Volver" }).click();
    await expectPath(admin, "/admin/users");

    // A manager of the journey's own, signed in in another browser.
    const user = await createUser({ market: "ES", type: "MANAGER", restaurants: 1 });
    const theirs = await newPage("ES");
    await login(theirs, user.email, user.password);
    await expectPath(theirs, "/");
    // Their page has settled: the header's orders link, mounted after the first screen, has asked for its count (on a
    // slow machine that ask could otherwise come after the switch-off and be the request that signs them out).
    await theirs.getByRole("link", { name: "Mis pedidos", exact: true }).waitFor();

    await admin
      .getByRole("searchbox", { name: "Buscar por nombre, correo o teléfono" })
      .or(admin.getByRole("textbox", { name: "Buscar por nombre, correo o teléfono" }))
      .first()
      .fill(user.email);
    await admin.getByRole("link", { name: user.name, exact: true }).click();
    await expectPath(admin, `/admin/users/${user.id}`);
    await admin.getByRole("switch", { name: "Activo" }).uncheck({ force: true });
    await admin.getByRole("button", { name: "Guardar" }).click();
    await admin.getByText("Los datos del usuario se han actualizado.").waitFor();

    // Their very next request (a search, here) finds the session ended: the portal sends them to sign in.
    const search = theirs
      .getByRole("searchbox", { name: "Buscar recursos" })
      .or(theirs.getByRole("textbox", { name: "Buscar recursos" }))
      .first();
    await search.fill("cartel");
    await search.press("Enter");
    await expect.poll(() => new URL(theirs.url()).pathname).toBe("/login");
  });

  it("PT: log in as a franchisee, see the portal as them, and come back", async () => {
    const owner = await createUser({ market: "PT", restaurants: 1 });
    const adminId = await userId("PT", "admin@demo.pt");
    const page = await newPage("PT");
    await login(page, "admin@demo.pt");
    await expectPath(page, "/admin/resources");
    await page.goto(`/admin/users/${owner.id}`);
    await expectScreenTitle(page, "Editar utilizador");
    await page.getByText("Nenhum administrador entrou como este utilizador.").waitFor();
    await page.getByRole("button", { name: "Entrar como este utilizador" }).click();
    const dialog = page.getByRole("dialog", { name: `Entrar como ${owner.name}` });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Entrar como este utilizador" }).click();

    await expectPath(page, "/");
    const banner = page.getByText(`está a ver o portal como ${owner.name}`);
    await banner.waitFor();
    await expectScreenTitle(page, "Início");
    // Exactly as the franchisee: no edition mode, their restaurant.
    await expect.poll(() => page.getByRole("link", { name: "Modo edição" }).count()).toBe(0);
    await page.goto("/admin/users");
    await expectPath(page, "/");

    await page.getByRole("button", { name: "Voltar à minha sessão" }).click();
    await expectPath(page, `/admin/users/${owner.id}`);
    await expectScreenTitle(page, "Editar utilizador");
    await expect.poll(() => page.getByText(/está a ver o portal como/).count()).toBe(0);
    await page.getByRole("table", { name: "Ações de administradores como este utilizador" }).getByText("POST admin/user/login_as").waitFor();
    const recorded = await catalogue<{ admin_id: number; path: string }>(
      "SELECT admin_id, path FROM borrowed_actions WHERE user_id = $1 ORDER BY id",
      [owner.id],
    );
    expect(recorded[0]).toEqual({ admin_id: adminId, path: "admin/user/login_as" });
    expect(recorded.at(-1)).toEqual({ admin_id: adminId, path: "logout" });
  });

  it("ES: a restricted administrator is sent to the admin home from /admin/users", async () => {
    const page = await newPage("ES", { as: "restringido@demo.es" });
    await page.goto("/admin/users");
    await expectPath(page, "/admin/resources");
  });
});
