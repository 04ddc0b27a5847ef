/** Journey 3: the login form's translated errors (wrong credentials, inactive account, required fields). */
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { createUser, expectPath, graphql, login, newPage } from "../support/portal.js";

/** The text of the element(s) a field's aria-describedby points to. */
async function describedText(page: Page, field: Locator): Promise<string> {
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(/\s+/).filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(" ").trim();
}

async function alertText(page: Page): Promise<string | null> {
  const alert = page.getByRole("alert");
  await alert.waitFor();
  return alert.textContent();
}

describe("login errors", () => {
  it("ES: a wrong password shows the credentials error and stays on /login", async () => {
    const page = await newPage("ES");
    await login(page, "franquiciado@demo.es", "not-the-password");
    expect(await alertText(page)).toBe("El usuario o la contraseña no son correctos.");
    await expectPath(page, "/login");
    // The form keeps the e-mail for another try.
    expect(await page.getByRole("textbox", { name: "Correo electrónico", exact: true }).inputValue()).toBe("franquiciado@demo.es");
  });

  it("PT: a wrong password shows the credentials error in Portuguese", async () => {
    const page = await newPage("PT");
    await login(page, "franqueado@demo.pt", "not-the-password");
    expect(await alertText(page)).toBe("O utilizador ou a palavra-passe não estão corretos.");
    await expectPath(page, "/login");
  });

  it("PT: past the free wrong passwords the form asks to wait, even with the right one, and the catalogue is not asked", async () => {
    const user = await createUser({ market: "PT", restaurants: 1 });
    const page = await newPage("PT");
    const attempt = async (password: string) => {
      const answered = page.waitForResponse(
        (res) => new URL(res.url()).pathname === "/graphql" && res.request().postDataJSON()?.operationName === "Login",
      );
      await login(page, user.email, password);
      return (await answered).json() as Promise<{ data?: { login: { __typename: string } }; errors?: Array<{ extensions: { code: string } }> }>;
    };
    for (let n = 1; n <= 6; n++) expect((await attempt(`wrong-${n}`)).data?.login.__typename).toBe("LoginFailure");
    expect((await attempt(user.password)).errors?.map((e) => e.extensions.code)).toEqual(["TOO_MANY_REQUESTS"]);
    await page.getByRole("alert").getByText("Demasiadas tentativas. Aguarde um momento antes de tentar novamente.", { exact: true }).waitFor();
    expect(await page.getByRole("alert").count(), "the last wrong password's alert gave way").toBe(1);
    await expectPath(page, "/login");
  });

  it("ES: an inactive account is told so", async () => {
    const page = await newPage("ES");
    await login(page, "inactivo@demo.es");
    expect(await alertText(page)).toBe("Tu cuenta no está activa.");
    await expectPath(page, "/login");
  });

  it("ES: empty fields show the required messages and send nothing", async () => {
    const page = await newPage("ES");
    await page.goto("/login");
    await page.getByRole("heading", { name: "Iniciar sesión", level: 1 }).waitFor();
    const before = graphql(page).mark();
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    const username = page.getByRole("textbox", { name: "Correo electrónico", exact: true });
    const password = page.getByRole("textbox", { name: "Contraseña", exact: true });
    await page.getByText("Introduce el usuario.", { exact: true }).waitFor();
    expect(await page.getByText("Introduce la contraseña.", { exact: true }).isVisible()).toBe(true);
    // Each message is tied to its field for assistive technology.
    expect(await describedText(page, username)).toBe("Introduce el usuario.");
    expect(await describedText(page, password)).toBe("Introduce la contraseña.");
    expect(await username.getAttribute("aria-invalid")).toBe("true");
    // The keyboard lands on the first field in error.
    await expect.poll(() => username.evaluate((field) => field === document.activeElement)).toBe(true);
    await expectPath(page, "/login");
    expect(graphql(page).since(before)).toEqual([]);

    // Only the password missing: only its message remains.
    await username.fill("franquiciado@demo.es");
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await page.getByText("Introduce el usuario.", { exact: true }).waitFor({ state: "detached" });
    expect(await page.getByText("Introduce la contraseña.", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => password.evaluate((field) => field === document.activeElement)).toBe(true);
  });

  it("PT: empty fields show the required messages in Portuguese", async () => {
    const page = await newPage("PT");
    await page.goto("/login");
    await page.getByRole("button", { name: "Entrar com utilizador e palavra-passe", exact: true }).click();
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await page.getByText("Introduza o utilizador.", { exact: true }).waitFor();
    expect(await page.getByText("Introduza a palavra-passe.", { exact: true }).isVisible()).toBe(true);
  });

  it("ES: an empty password field is marked aria-invalid", async () => {
    const page = await newPage("ES");
    await page.goto("/login");
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await page.getByText("Introduce la contraseña.", { exact: true }).waitFor();
    expect(await page.getByRole("textbox", { name: "Contraseña", exact: true }).getAttribute("aria-invalid")).toBe("true");
  });

  it("ES: the password visibility toggle is named in Spanish", async () => {
    const page = await newPage("ES");
    await page.goto("/login");
    await page.getByRole("textbox", { name: "Contraseña", exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Toggle password visibility", exact: true }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Mostrar u ocultar la contraseña", exact: true }).count()).toBe(1);
  });

  it("PT: an error sent back by the external sign-in reads as a sentence, never as its code", async () => {
    const page = await newPage("PT");
    await page.goto("/login?error=credentials");
    expect(await alertText(page)).toBe("O utilizador ou a palavra-passe não estão corretos.");
    await page.goto("/login?error=UPSTREAM_UNAVAILABLE");
    expect(await alertText(page)).toBe("O serviço não está disponível neste momento. Tente novamente dentro de alguns minutos.");
    await page.goto("/login?error=INTERNAL_SERVER_ERROR");
    expect(await alertText(page)).toBe("Ocorreu um erro. Tente novamente.");
    // A code the portal does not know: its own sentence, nothing taken from the address.
    await page.goto(`/login?error=${encodeURIComponent("Conta bloqueada: ligue 555-0100")}`);
    expect(await alertText(page)).toBe("Não foi possível iniciar sessão. Tente novamente.");
    expect(await page.locator("body").innerText()).not.toContain("555-0100");
  });
});
