/**
 * Journey 2 (PT): the login page offers the external (corporate) sign-in, with a toggle to username
 * and password; every demo user type lands on its page; the external sign-in round trip through the
 * catalogue's sign-in page and /inituserlogin/{ticket}, and its failure.
 */
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { DEMO_PASSWORD, expectPath, expectScreenTitle, expectSignedInAs, login, newPage, origin } from "../support/portal.js";

const PT_USERS = [
  { type: "franchisee", email: "franqueado@demo.pt", name: "João Pereira da Silva", path: "/", title: "Início" },
  { type: "administrator", email: "admin@demo.pt", name: "Ana Sofia Costa", path: "/admin/resources", title: "Recursos" },
  { type: "manager", email: "gerente@demo.pt", name: "Miguel Ferreira Santos", path: "/", title: "Início" },
  { type: "restricted administrator", email: "restrito@demo.pt", name: "Inês Rodrigues Almeida", path: "/admin/sections", title: "Secções" },
  { type: "consultant", email: "consultor@demo.pt", name: "Rui Carvalho Gomes", path: "/", title: "Início" },
  { type: "partner", email: "parceiro@demo.pt", name: "Catarina Lopes Martins", path: "/partner/reports", title: "Relatórios" },
];

const EXTERNAL = "Entrar com a conta corporativa";
const USE_PASSWORD = "Entrar com utilizador e palavra-passe";
const HIDE_PASSWORD = "Ocultar o acesso com utilizador e palavra-passe";

/** Every document request of the page (redirect hops included), in order. */
function documentRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.resourceType() === "document") urls.push(request.url());
  });
  return urls;
}

/** From the PT login page: the corporate sign-in button, then the catalogue's sign-in form. */
async function signInExternally(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByRole("link", { name: EXTERNAL, exact: true }).click();
  await page.waitForURL((url) => url.origin === inject("legacyUrl"));
  expect(page.url()).toBe(`${inject("legacyUrl")}/pt/sso/login?return_to=${encodeURIComponent(origin("PT"))}`);
  await page.getByRole("heading", { name: "Acesso corporativo", level: 1 }).waitFor();
  await page.getByLabel("Correio eletrónico", { exact: true }).fill(email);
  await page.getByLabel("Palavra-passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
}

describe("PT login page", () => {
  it("shows the external sign-in button; the toggle reveals username and password", async () => {
    const page = await newPage("PT");
    await page.goto("/login");
    await expectScreenTitle(page, "Iniciar sessão");
    const external = page.getByRole("link", { name: EXTERNAL, exact: true });
    expect(await external.isVisible()).toBe(true);
    // The portal's start of the external sign-in, which marks this browser and leads to the provider's page.
    expect(await external.getAttribute("href")).toBe("/loginexternal");

    const username = page.getByRole("textbox", { name: "Utilizador", exact: true });
    const password = page.getByRole("textbox", { name: "Palavra-passe", exact: true });
    expect(await username.count()).toBe(0);
    expect(await password.count()).toBe(0);
    // PT has one language: no language switch on the login page.
    expect(await page.getByRole("radiogroup").count()).toBe(0);

    const toggle = page.getByRole("button", { name: USE_PASSWORD, exact: true });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    await username.waitFor();
    expect(await password.isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Entrar", exact: true }).isVisible()).toBe(true);
    const hide = page.getByRole("button", { name: HIDE_PASSWORD, exact: true });
    expect(await hide.getAttribute("aria-expanded")).toBe("true");

    await hide.click();
    await username.waitFor({ state: "detached" });
    expect(await page.getByRole("button", { name: USE_PASSWORD, exact: true }).isVisible()).toBe(true);
  });
});

describe("PT login by username and password", () => {
  for (const { type, email, name, path, title } of PT_USERS) {
    it(`${type} ${email} lands on ${path}`, async () => {
      const page = await newPage("PT");
      await page.goto("/login");
      await login(page, email);
      await expectPath(page, path);
      await expectScreenTitle(page, title);
      await expectSignedInAs(page, name);
    });
  }
});

describe("PT external sign-in", () => {
  it("goes through the catalogue's sign-in page and /inituserlogin/{ticket} to the landing page", async () => {
    const page = await newPage("PT");
    const documents = documentRequests(page);
    await signInExternally(page, "franqueado@demo.pt", DEMO_PASSWORD);
    await expectPath(page, "/");
    await expectScreenTitle(page, "Início");
    await expectSignedInAs(page, "João Pereira da Silva");
    const callbacks = documents.filter((url) => url.startsWith(`${origin("PT")}/inituserlogin/`));
    expect(callbacks).toHaveLength(1);
    expect(callbacks[0]).toMatch(new RegExp(`^${origin("PT")}/inituserlogin/[0-9a-f]{48}$`));
  });

  it("a ticket opened in a browser that did not start the sign-in signs nobody in (no forced sign-in)", async () => {
    // The attacker signs in at the provider and keeps the return link instead of following it.
    const attacker = await newPage("PT");
    await signInExternally(attacker, "franqueado@demo.pt", DEMO_PASSWORD);
    await attacker.waitForURL((url) => url.pathname === "/" || url.pathname.startsWith("/inituserlogin/"));
    const victim = await newPage("PT");
    await login(victim, "gerente@demo.pt");
    await expectPath(victim, "/");
    // A ticket of the attacker's (a fresh one: the first was used), opened by the victim's browser.
    const ticket = await fetch(`${inject("legacyUrl")}/pt/sso/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username: "franqueado@demo.pt", password: DEMO_PASSWORD, return_to: origin("PT") }).toString(),
      redirect: "manual",
    }).then((res) => new URL(res.headers.get("location")!).pathname);
    const [answer] = await Promise.all([victim.waitForResponse((res) => new URL(res.url()).pathname === ticket), victim.goto(ticket)]);
    expect([answer.status(), answer.headers().location]).toEqual([303, "/login?error=auth"]);
    // Still the victim's own session: their home, as themselves.
    await victim.goto("/");
    await expectScreenTitle(victim, "Início");
    await expectSignedInAs(victim, "Miguel Ferreira Santos");
  });

  it("a partner lands on the partner reports", async () => {
    const page = await newPage("PT");
    await signInExternally(page, "parceiro@demo.pt", DEMO_PASSWORD);
    await expectPath(page, "/partner/reports");
    await expectScreenTitle(page, "Relatórios");
    await expectSignedInAs(page, "Catarina Lopes Martins");
  });

  it("a failed sign-in returns to /login?error=auth with the auth error", async () => {
    const page = await newPage("PT");
    const documents = documentRequests(page);
    await signInExternally(page, "franqueado@demo.pt", "wrong-password");
    await expectPath(page, "/login?error=auth");
    expect(documents).toContain(`${origin("PT")}/inituserlogin/error`);
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toBe("Não foi possível iniciar sessão com a conta corporativa.");
    // Still signed out: the external button is offered again.
    expect(await page.getByRole("link", { name: EXTERNAL, exact: true }).isVisible()).toBe(true);
  });

  it("a user who has not accepted the legal terms gets the legal-terms step, then lands on /", async () => {
    const page = await newPage("PT");
    await signInExternally(page, "novo@demo.pt", DEMO_PASSWORD);
    await expectPath(page, "/login?legal=1");
    await page.getByRole("heading", { name: "Condições de utilização", level: 2 }).waitFor();
    expect(
      await page.getByText("Tiago Sousa Ribeiro, antes de entrar deve aceitar as condições de utilização do portal.", { exact: true }).isVisible(),
    ).toBe(true);
    await page.getByRole("button", { name: "Aceito", exact: true }).click();
    await expectPath(page, "/");
    await expectScreenTitle(page, "Início");
    await expectSignedInAs(page, "Tiago Sousa Ribeiro");
  });
});
