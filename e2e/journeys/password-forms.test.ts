/** The password forms on the form kit: /remember asks for a link, /changepassword/{id}/{time} uses it once. */
import { describe, expect, it } from "vitest";
import { catalogue, createUser, graphql, login, newPage, expectPath } from "../support/portal.js";

describe("password forms", () => {
  it("ES: a reminder link changes the password once; the forms check their fields first", async () => {
    const user = await createUser({ market: "ES", type: "CONSULTANT" });
    const page = await newPage("ES");
    const sent = () =>
      graphql(page)
        .names()
        .filter((name) => name !== "Shell");

    await page.goto("/remember");
    const submit = page.getByRole("button", { name: "Enviar", exact: true });
    await submit.click();
    await page.getByText("Introduce el usuario.", { exact: true }).waitFor();
    expect(sent()).toEqual([]);
    await page.getByRole("textbox", { name: "Usuario", exact: true }).fill(` ${user.email} `);
    await submit.click();
    await page.getByText("Si el usuario existe, recibirás un correo con el enlace para cambiar la contraseña.", { exact: true }).waitFor();
    expect(sent()).toEqual(["RequestPasswordReminder"]);

    const [mail] = await catalogue<{ link: string }>(`SELECT link FROM outbox WHERE market = 'ES' AND "to" = $1 ORDER BY id DESC LIMIT 1`, [
      user.email,
    ]);
    const path = /\/changepassword\/[^/]+\/\d+/.exec(mail!.link)![0];
    await page.goto(path);
    const password = page.getByRole("textbox", { name: "Nueva contraseña", exact: true });
    const repeat = page.getByRole("textbox", { name: "Repite la contraseña", exact: true });
    const change = page.getByRole("button", { name: "Cambiar la contraseña", exact: true });
    await password.fill("nueva-clave-1");
    await repeat.fill("nueva-clave-2");
    await change.click();
    await page.getByText("Las contraseñas no coinciden.", { exact: true }).waitFor();
    expect(await repeat.getAttribute("aria-invalid")).toBe("true");
    expect(sent()).toEqual(["RequestPasswordReminder"]);

    await repeat.fill("nueva-clave-1");
    await change.click();
    await page.getByText("Tu contraseña se ha cambiado. Ya puedes iniciar sesión.", { exact: true }).waitFor();
    expect(sent()).toEqual(["RequestPasswordReminder", "ChangePassword"]);

    // The link works once: used again, the catalogue's refusal is the form's message.
    await page.goto(path);
    await password.fill("otra-clave");
    await repeat.fill("otra-clave");
    await change.click();
    expect(await page.getByRole("alert").textContent()).toBe("El enlace para cambiar la contraseña no es válido.");

    const signIn = await newPage("ES");
    await login(signIn, user.email, "nueva-clave-1");
    await expectPath(signIn, "/");
  });
});
