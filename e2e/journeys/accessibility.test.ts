/**
 * WCAG 2.2 AA on every built screen (axe-core, support/axe.ts), and every screen fitting each width the portal
 * supports (support/fit.ts, issue 30): each screen in the languages of its market, of each role, walked from a desktop
 * (then at a tablet's and a phone's width) or from a phone with touch (then at a tablet's). A problem names the
 * screen, the width and what is wrong, so that the fix can be found.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../support/axe.js";
import { layoutProblems, PHONE, settled, TABLET } from "../support/fit.js";
import { catalogue, createUser, cspViolations, expectPath, login, newPage, settle, type Market, type PageOptions } from "../support/portal.js";
import { firstResourceIn, resource } from "../support/library.js";

/**
 * One screen at each of the widths the portal supports: at the page's own size, then (on a desktop) at a tablet's and
 * a phone's width, or (on a phone) at a tablet's. At each, the screen fits (`layoutProblems`: no sideways scroll,
 * every control reachable and large enough, nothing but the header, the footer or a dialog pinned over it) and axe
 * finds no violation. The page is left at its own size.
 */
async function check(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  const h1 = await page
    .getByRole("heading", { level: 1 })
    .first()
    .waitFor()
    .then(
      () => true,
      () => false,
    );
  if (!h1) return [`${path}: no h1 (each screen has one) — ${page.url()}`];
  await settle(page);
  const own = page.viewportSize()!;
  const sizes = own.width <= PHONE.width ? [own, TABLET] : [own, TABLET, PHONE];
  const found: string[] = [];
  for (const size of sizes) {
    if (size !== own) await page.setViewportSize(size);
    await settled(page);
    const at = `${path} at ${size.width}×${size.height}`;
    found.push(...(await layoutProblems(page)).map((problem) => `${at}: ${problem}`));
    const violations = await axeViolations(page);
    found.push(...violations.map((v) => `${at} ${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 4).join("\n    ")}`));
  }
  if (page.viewportSize()!.width !== own.width) await page.setViewportSize(own);
  return found;
}

async function checkAll(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) found.push(...(await check(page, path)));
  return found;
}

const SIGNED_OUT = ["/login", "/remember", "/changepassword/abc/1", "/privacy"];
const VIEWS: Array<{ name: string; market: Market; options: PageOptions; user: string }> = [
  { name: "ES in Castilian on a desktop", market: "ES", options: {}, user: "franquiciado@demo.es" },
  { name: "ES in Catalan on a phone", market: "ES", options: { language: "CAT", phone: true }, user: "gerente@demo.es" },
  { name: "PT on a desktop", market: "PT", options: {}, user: "franqueado@demo.pt" },
  { name: "PT on a phone", market: "PT", options: { phone: true }, user: "gerente@demo.pt" },
];

describe("accessibility (axe, WCAG 2.2 AA)", () => {
  for (const { name, market, options, user } of VIEWS) {
    it(`${name}: the signed-out and the signed-in screens have no violation`, async () => {
      const page = await newPage(market, options);
      const signedOut = await checkAll(page, SIGNED_OUT);
      await page.goto("/login");
      await login(page, user);
      await expectPath(page, "/");
      const lang = market === "PT" ? "PT" : (options.language ?? "CAST");
      const named = await firstResourceIn(market, lang as "CAST" | "CAT" | "PT", { status: 1, sectionType: 1 });
      const detail = await resource(market, lang as "CAST" | "CAT" | "PT", named.name);
      const [opening] = await catalogue<{ url: string }>(`SELECT url FROM sections WHERE market = $1 AND type = 3 ORDER BY id LIMIT 1`, [market]);
      const paths = ["/", "/nacional", `/nacional/${detail.category}`, `/nacional/${detail.category}/${detail.slug}`, "/local", "/search?s=a"];
      paths.push("/comunicacion", `/comunicacion/${opening!.url}`, "/toolkits", "/practices", "/support", "/orders", "/account", "/notifications");
      if (market === "ES") paths.push("/comunicacion/form", "/customresource");
      // The diagnostic (ES only).
      if (market === "ES") paths.push("/diagnostic");
      // The marketing plan (ES only).
      if (market === "ES") paths.push("/marketing");
      // The restaurant's channels (both markets).
      paths.push("/channels");
      // Ordering: the cart, the wizard of the detail's resource and, when the user's restaurants have one, an order.
      paths.push("/cart", `/order/${detail.id}`);
      const [order] = await catalogue<{ id: number }>(
        `SELECT o.id FROM orders o JOIN user_restaurants ur ON ur.restaurant_id = o.restaurant_id JOIN users u ON u.id = ur.user_id
          WHERE u.market = $1 AND lower(u.email) = $2 ORDER BY o.id LIMIT 1`,
        [market, user],
      );
      if (order) paths.push(`/order/details/${order.id}`);
      // A franchisee's people.
      if (user.startsWith("franqu")) paths.push("/users", "/users/add");
      expect([...signedOut, ...(await checkAll(page, paths))]).toEqual([]);
      // The pages' Content Security Policy blocked nothing the portal does (the first paint, the app, its pictures).
      expect(cspViolations(page)).toEqual([]);
      // About twenty-six screens, each loaded and checked at two or three widths: up to 8 s each on a slow machine.
    }, 240_000);
  }

  it("ES: the administrators' videos, orders and download report screens have no violation", async () => {
    const page = await newPage("ES");
    await login(page, "admin@demo.es");
    await expectPath(page, "/admin/resources");
    const [order] = await catalogue<{ id: number }>("SELECT id FROM orders WHERE market = 'ES' ORDER BY id LIMIT 1");
    expect(
      await checkAll(page, [
        "/admin/resources",
        "/admin/resources/add",
        "/admin/videos",
        "/admin/videos/add",
        "/admin/orders",
        `/admin/orders/${order!.id}`,
        "/admin/inform",
      ]),
    ).toEqual([]);
  }, 90_000);

  it("the full administrators' restaurant screens have no violation (ES on a desktop, PT on a phone)", async () => {
    for (const [market, user, phone] of [
      ["ES", "admin@demo.es", false],
      ["PT", "admin@demo.pt", true],
    ] as const) {
      const page = await newPage(market, { phone });
      await login(page, user);
      await expectPath(page, "/admin/resources");
      const [restaurant] = await catalogue<{ id: number }>("SELECT id FROM restaurants WHERE market = $1 ORDER BY site LIMIT 1", [market]);
      expect(await checkAll(page, ["/admin/restaurants", "/admin/restaurants/add", `/admin/restaurants/${restaurant!.id}`])).toEqual([]);
    }
  }, 90_000);

  it("the administrators' section screens have no violation (ES restricted administrator on a desktop, PT on a phone)", async () => {
    for (const [market, user, phone] of [
      ["ES", "restringido@demo.es", false],
      ["PT", "admin@demo.pt", true],
    ] as const) {
      const page = await newPage(market, { phone });
      await login(page, user);
      await expectPath(page, market === "ES" ? "/admin/sections" : "/admin/resources");
      const [section] = await catalogue<{ id: number }>("SELECT id FROM sections WHERE market = $1 AND level = 1 ORDER BY id LIMIT 1", [market]);
      expect(await checkAll(page, ["/admin/sections", "/admin/section/add", `/admin/section/${section!.id}`])).toEqual([]);
    }
  }, 90_000);

  it("the administrators' slider screens have no violation (ES on a desktop, PT on a phone)", async () => {
    for (const [market, user, phone] of [
      ["ES", "admin@demo.es", false],
      ["PT", "admin@demo.pt", true],
    ] as const) {
      const page = await newPage(market, { phone });
      await login(page, user);
      await expectPath(page, "/admin/resources");
      const [slider] = await catalogue<{ id: number }>("SELECT id FROM sliders WHERE market = $1 ORDER BY priority, id LIMIT 1", [market]);
      expect(await checkAll(page, ["/admin/sliders", "/admin/sliders/add", `/admin/sliders/${slider!.id}`])).toEqual([]);
    }
  }, 90_000);

  it("the full administrators' user screens, and the portal seen through 'log in as', have no violation", async () => {
    for (const [market, user, phone] of [
      ["ES", "admin@demo.es", false],
      ["PT", "admin@demo.pt", true],
    ] as const) {
      const owner = await createUser({ market, restaurants: 1 });
      const page = await newPage(market, { phone });
      await login(page, user);
      await expectPath(page, "/admin/resources");
      expect(await checkAll(page, ["/admin/users", "/admin/users/add", `/admin/users/${owner.id}`])).toEqual([]);
      const logInAs = market === "ES" ? "Entrar como este usuario" : "Entrar como este utilizador";
      // On a phone the admin menu is a drawer, folded at start (issue 30).
      if (phone) expect(await page.getByRole("button", { name: "Abrir ou fechar o menu" }).getAttribute("aria-expanded")).toBe("false");
      await page.getByRole("button", { name: logInAs }).click();
      await page.getByRole("dialog").getByRole("button", { name: logInAs }).click();
      await expectPath(page, "/");
      await page.getByText(owner.name).first().waitFor();
      expect(await checkAll(page, ["/"])).toEqual([]);
    }
  }, 90_000);

  it("the MOP requests and the import (ES, Castilian on a desktop and Catalan on a phone) and the partners' report screens have no violation", async () => {
    for (const options of [{}, { language: "CAT", phone: true }] as PageOptions[]) {
      const page = await newPage("ES", options);
      await login(page, "admin@demo.es");
      await expectPath(page, "/admin/resources");
      expect(await checkAll(page, ["/admin/mop", "/admin/import"])).toEqual([]);
    }
    for (const [market, user, phone] of [
      ["ES", "partner@demo.es", false],
      ["PT", "parceiro@demo.pt", true],
    ] as const) {
      const page = await newPage(market, { phone });
      await login(page, user);
      await expectPath(page, "/partner/reports");
      const [month] = await catalogue<{ month: string }>(
        "SELECT to_char(report_date, 'MM/YYYY') AS month FROM partner_reports WHERE market = $1 ORDER BY report_date DESC LIMIT 1",
        [market],
      );
      expect(await checkAll(page, ["/partner/reports", "/partner/reports/add", `/partner/reports/${month!.month}`])).toEqual([]);
    }
  }, 90_000);
});
