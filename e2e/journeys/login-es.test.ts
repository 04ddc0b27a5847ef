/** Journey 1 (ES): every demo user type signs in with e-mail and password and lands on its page. */
import { describe, it } from "vitest";
import { expectPath, expectScreenTitle, expectSignedInAs, login, newPage } from "../support/portal.js";

const ES_USERS = [
  { type: "franchisee", email: "franquiciado@demo.es", name: "Laura Martín Sánchez", path: "/", title: "Inicio" },
  { type: "manager", email: "gerente@demo.es", name: "Marta Navarro Ruiz", path: "/", title: "Inicio" },
  { type: "consultant", email: "consultor@demo.es", name: "Elena Castro Vidal", path: "/", title: "Inicio" },
  // landingPath is /admin; the app's guard opens the resources list from there.
  { type: "administrator", email: "admin@demo.es", name: "Javier Romero Gil", path: "/admin/resources", title: "Recursos" },
  { type: "restricted administrator", email: "restringido@demo.es", name: "Carlos Ortega Prieto", path: "/admin/sections", title: "Secciones" },
  { type: "partner", email: "partner@demo.es", name: "Pablo Herrera Molina", path: "/partner/reports", title: "Informes" },
];

describe("ES login by e-mail and password", () => {
  for (const { type, email, name, path, title } of ES_USERS) {
    it(`${type} ${email} lands on ${path}`, async () => {
      const page = await newPage("ES");
      await page.goto("/login");
      await login(page, email);
      await expectPath(page, path);
      await expectScreenTitle(page, title);
      await expectSignedInAs(page, name);
    });
  }
});
