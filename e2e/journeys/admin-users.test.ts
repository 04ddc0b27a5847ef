/**
 * The people administration (/admin/users): an administrator creates a user with the shared rules, switches off a
 * user whose open session then stops working at once, and signs in as a franchisee ("log in as") and comes back, the
 * calls made that way recorded with both identities. A restricted administrator never opens it. The users changed
 * are the journeys' own.
 */
import { describe, expect, it } from "vitest";
import { expectFits, PHONE, TABLET } from "../support/fit.js";
import { catalogue, createUser, expectPath, expectScreenTitle, login, newPage, userId } from "../support/portal.js";

describe("the people administration", () => {
  it("ES: create a consultant with the shared rules; a user switched off is signed out on their next click", async () => {
    await createUser({ market: "ES", restaurants: 25 }); // enough restaurants for two pages of 20 in the picker
    const admin = await newPage("ES");
    await login(admin, "admin@demo.es");
    await expectPath(admin, "/admin/resources");
    // The header's two modes (spec 1 §2, layouts): edition on; restaurant mode shows the portal as the restaurants see it.
    expect(await admin.getByRole("switch", { name: "Modo edición" }).isChecked()).toBe(true);
    const restaurantMode = admin.getByRole("switch", { name: "Modo restaurante" });
    expect(await restaurantMode.isChecked()).toBe(false);
    expect(await restaurantMode.getAttribute("aria-describedby").then((id) => admin.locator(`#${id}`).textContent())).toBe(
      "Ver el portal como lo ven los restaurantes.",
    );
    await restaurantMode.click({ force: true });
    await expectPath(admin, "/");
    await expectScreenTitle(admin, "Inicio");
    // Back to edition mode: the default layout's link (the home's video popup may cover it).
    expect(await admin.getByRole("link", { name: "Modo edición" }).getAttribute("href")).toBe("/admin");
    await admin.goto("/admin/users");
    await expectScreenTitle(admin, "Usuarios");
    await admin.getByRole("table", { name: "Usuarios" }).locator("tbody tr").first().waitFor();
    for (const viewport of [PHONE, TABLET]) {
      await admin.setViewportSize(viewport);
      await expectFits(admin, "admin users");
    }
    await admin.setViewportSize({ width: 1280, height: 800 });
    await admin.getByRole("link", { name: "Nuevo usuario" }).click();
    await expectPath(admin, "/admin/users/add");
    await expect.poll(() => admin.getByRole("combobox", { name: "Tipo" }).inputValue()).toBe("Franquiciado"); // a new user's default
    // The restaurant picker pages the market's restaurants 10 or 20 rows at a time (spec 1 §9).
    const [market] = await catalogue<{ count: number }>("SELECT count(*)::int AS count FROM restaurants WHERE market = 'ES'");
    const restaurants = market!.count;
    expect(restaurants).toBeGreaterThan(20);
    const picker = admin.getByRole("group", { name: "Restaurantes", exact: true }).getByRole("checkbox");
    await expect.poll(() => picker.count()).toBe(10);
    await admin.getByText(`1–10 de ${restaurants}`, { exact: true }).waitFor();
    await admin.getByRole("combobox", { name: "Filas por página" }).selectOption("20");
    await expect.poll(() => picker.count()).toBe(20);
    await admin.getByText(`1–20 de ${restaurants}`, { exact: true }).waitFor();
    await admin.getByRole("button", { name: "Página 2", exact: true }).click();
    await expect.poll(() => picker.count()).toBe(Math.min(20, restaurants - 20));
    await admin.getByText(`21–${Math.min(40, restaurants)} de ${restaurants}`, { exact: true }).waitFor();
    await admin.getByRole("searchbox", { name: "Buscar por código o nombre" }).fill("ES0101");
    await expect.poll(() => picker.count()).toBe(1);
    await admin.getByText("1–1 de 1", { exact: true }).waitFor();
    await admin.getByRole("searchbox", { name: "Buscar por código o nombre" }).fill("");
    for (const viewport of [PHONE, TABLET]) {
      await admin.setViewportSize(viewport);
      await expectFits(admin, "new user");
    }
    await admin.setViewportSize({ width: 1280, height: 800 });
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
    await theirs.getByRole("link", { name: "Mis pedidos", exact: true }).first().waitFor(); // the header's, and the menu's when shown

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
      .getByRole("combobox", { name: "Buscar recursos" })
      .or(theirs.getByRole("textbox", { name: "Buscar recursos" }))
      .first();
    await search.fill("cartel");
    await search.press("Enter");
    await expect.poll(() => new URL(theirs.url()).pathname).toBe("/login");
  });

  it("PT: on a phone, log in as a franchisee, see the portal as them, and come back", async () => {
    const owner = await createUser({ market: "PT", restaurants: 1 });
    const adminId = await userId("PT", "admin@demo.pt");
    const page = await newPage("PT", { phone: true });
    await login(page, "admin@demo.pt");
    await expectPath(page, "/admin/resources");
    expect(await page.getByRole("switch", { name: "Modo de edição" }).isChecked()).toBe(true);
    expect(await page.getByRole("switch", { name: "Modo restaurante" }).isChecked()).toBe(false);
    await page.goto(`/admin/users/${owner.id}`);
    await expectScreenTitle(page, "Editar utilizador");
    await page.getByText("Nenhum administrador entrou como este utilizador.").waitFor();
    await expectFits(page, "edit user");
    await page.getByRole("button", { name: "Entrar como este utilizador" }).click();
    const dialog = page.getByRole("dialog", { name: `Entrar como ${owner.name}` });
    await dialog.waitFor();
    // The popup as it stands once opened (its fade-in over: mid-way, axe reads its texts half transparent).
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished),
      ),
    );
    await expectFits(page, "log in as, the popup");
    await dialog.getByRole("button", { name: "Entrar como este utilizador" }).click();

    await expectPath(page, "/");
    const banner = page.getByText(`está a ver o portal como ${owner.name}`);
    await banner.waitFor();
    await expectScreenTitle(page, "Início");
    await expectFits(page, "home as a franchisee");
    // Exactly as the franchisee: no edition mode, their restaurant.
    await expect.poll(() => page.getByRole("link", { name: "Modo edição" }).count()).toBe(0);
    await page.goto("/admin/users");
    await expectPath(page, "/");

    await page.getByRole("button", { name: "Voltar à minha sessão" }).click();
    await expectPath(page, `/admin/users/${owner.id}`);
    await expectScreenTitle(page, "Editar utilizador");
    await expect.poll(() => page.getByText(/está a ver o portal como/).count()).toBe(0);
    await page.setViewportSize(TABLET);
    await expectFits(page, "edit user");
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
