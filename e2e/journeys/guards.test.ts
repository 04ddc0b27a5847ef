/** Journey 7: route guards on a cold load of a forbidden path. */
import { describe, it } from "vitest";
import { expectPath, expectScreenTitle, login, newPage } from "../support/portal.js";

describe("route guards", () => {
  it("a consultant visiting /admin/users ends on /", async () => {
    const page = await newPage("ES");
    await login(page, "consultor@demo.es");
    await expectPath(page, "/");
    await page.goto("/admin/users");
    await expectPath(page, "/");
    await expectScreenTitle(page, "Inicio");
  });

  it("a partner visiting / ends on /partner/reports", async () => {
    const page = await newPage("ES");
    await login(page, "partner@demo.es");
    await expectPath(page, "/partner/reports");
    await page.goto("/");
    await expectPath(page, "/partner/reports");
    await expectScreenTitle(page, "Informes");
  });

  it("a PT user visiting /diagnostic ends on /", async () => {
    const page = await newPage("PT");
    await login(page, "gerente@demo.pt");
    await expectPath(page, "/");
    await page.goto("/diagnostic");
    await expectPath(page, "/");
    await expectScreenTitle(page, "Início");
  });

  it("a signed-out visitor of /orders ends on /login, which will return them to /orders", async () => {
    const page = await newPage("ES");
    await page.goto("/orders");
    await expectPath(page, "/login?next=%2Forders");
    await expectScreenTitle(page, "Iniciar sesión");
  });

  it("a signed-in visitor of /login goes to their landing page", async () => {
    const page = await newPage("ES");
    await login(page, "restringido@demo.es");
    await expectPath(page, "/admin/sections");
    await page.goto("/login");
    await expectPath(page, "/admin/sections");
    await expectScreenTitle(page, "Secciones");
  });
});
