/**
 * Journey 8: GraphQL request budget of the shell (one screen, one request: docs/ARCHITECTURE.md).
 * A signed-in cold load of / sends no GraphQL request: the page the BFF serves carries the answers
 * of Shell and Home (the issue allows two). An in-app navigation from / to /account at most 1. The operation names are in the assertion so a regression says what was sent.
 */
import { describe, expect, it } from "vitest";
import { expectPath, expectScreenTitle, graphql, login, newPage, newTab, openUserMenu, settle } from "../support/portal.js";

describe("shell request budget", () => {
  it("a signed-in cold load of / sends no GraphQL request (the page carries Shell and Home), / → /account at most 1", async () => {
    const signIn = await newPage("ES");
    await login(signIn, "consultor@demo.es");
    await expectPath(signIn, "/");

    // Same browser context (the session cookie), new tab: a cold load of the app.
    const page = await newTab(signIn);
    const cold = graphql(page);
    await page.goto("/");
    await expectScreenTitle(page, "Inicio");
    await page.getByRole("button", { name: "Menú de usuario de Elena Castro Vidal", exact: true }).waitFor();
    await page.getByRole("combobox", { name: "Restaurante", exact: true }).waitFor();
    await settle(page);
    const coldLoad = cold.names();
    console.log(`[e2e] cold load of /: ${coldLoad.length} GraphQL request(s): ${coldLoad.join(", ")}`);
    expect(coldLoad, `cold load of /: ${coldLoad.join(", ")}`).toEqual([]);
    // ...and the page showed real data: the banners and the newest resources came with it.
    await page.getByRole("list", { name: "Novedades", exact: true }).getByRole("link").first().waitFor();

    const mark = cold.mark();
    const menu = await openUserMenu(page, "Elena Castro Vidal");
    await menu.getByRole("link", { name: "Mi cuenta", exact: true }).click();
    await expectPath(page, "/account");
    await expectScreenTitle(page, "Mi cuenta");
    await settle(page);
    const toAccount = cold.since(mark);
    console.log(`[e2e] / → /account: ${toAccount.length} GraphQL request(s): ${toAccount.join(", ")}`);
    expect(toAccount.length, `/ → /account: ${toAccount.join(", ")}`).toBeLessThanOrEqual(1);
  });
});
