/**
 * The account: a user changes their name and phone (the shared rules' messages first; the header follows; with a change
 * unsaved, the header's restaurant switch asks first), pages through their restaurants 5 at a time, and switches the
 * mails about new files off. The user is the journey's own.
 */
import { describe, expect, it } from "vitest";
import {
  catalogue,
  createUser,
  expectPath,
  expectScreenTitle,
  login,
  newPage,
  restaurantOptions,
  restaurantSelector,
  selectedRestaurant,
} from "../support/portal.js";

describe("account", () => {
  it("ES: profile, restaurants and notifications", async () => {
    const user = await createUser({ market: "ES", restaurants: 7 });
    const page = await newPage("ES");
    await login(page, user.email, user.password);
    await expectPath(page, "/");
    await page.goto("/account");
    await expectScreenTitle(page, "Mi cuenta");

    // The e-mail is shown, not editable; the name is required and the phone digits only.
    const email = page.getByRole("textbox", { name: "Correo electrónico" });
    expect([await email.inputValue(), await email.getAttribute("readonly")]).toEqual([user.email, ""]);
    await page.getByRole("textbox", { name: "Nombre" }).fill(" ");
    await page.getByRole("textbox", { name: "Teléfono" }).fill("600 12a");
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("Este campo es obligatorio.").waitFor();
    await page.getByText("El número de teléfono no es correcto.").waitFor();
    await page.getByRole("textbox", { name: "Nombre" }).fill("Lucía Ferrer");
    await page.getByRole("textbox", { name: "Teléfono" }).fill("600 123 456");
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByRole("status").getByText("Datos guardados.").waitFor();
    expect(await catalogue("SELECT name, phone FROM users WHERE id = $1", [user.id])).toEqual([{ name: "Lucía Ferrer", phone: "600123456" }]);

    // An unsaved change: the header's restaurant switch asks first, as leaving does; staying keeps the change.
    const phone = page.getByRole("textbox", { name: "Teléfono" });
    await phone.fill("600 999 999");
    const selector = await restaurantSelector(page);
    const selected = await selectedRestaurant(selector);
    await selector.selectOption({ label: (await restaurantOptions(selector)).find((label) => label !== selected)! });
    const question = page.getByRole("dialog", { name: "Cambios sin guardar" });
    await question.getByRole("button", { name: "Seguir editando", exact: true }).click();
    await question.waitFor({ state: "detached" });
    expect([await selectedRestaurant(selector), await phone.inputValue()]).toEqual([selected, "600 999 999"]);
    await phone.fill("600 123 456"); // as saved: nothing left unsaved

    // The restaurants, 5 a page by site code, then the next page.
    const rows = page.getByRole("table", { name: "Mis restaurantes" }).locator("tbody tr");
    const sites = user.restaurants.map((r) => r.site).sort();
    await expect.poll(() => rows.locator("td:first-child").allInnerTexts()).toEqual(sites.slice(0, 5));
    await page.getByRole("button", { name: "Página 2", exact: true }).click();
    await expect.poll(() => rows.locator("td:first-child").allInnerTexts()).toEqual(sites.slice(5));

    // Notifications: on by default, switched off at once.
    await page.goto("/notifications");
    await expectScreenTitle(page, "Notificaciones");
    const toggle = page.getByRole("switch", { name: "Nuevos archivos" });
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await toggle.click({ force: true }); // controlled by the saved choice: it turns off once the server has it
    await expect
      .poll(
        async () =>
          (await catalogue<{ on: boolean }>("SELECT (notifications->>'newFiles')::boolean AS on FROM users WHERE id = $1", [user.id]))[0]!.on,
      )
      .toBe(false);
    await expect.poll(() => toggle.isChecked()).toBe(false);
  });
});
