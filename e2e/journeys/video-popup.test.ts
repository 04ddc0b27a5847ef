/**
 * The home's advertising video pop-up (spec 1 §4; issue "Resource library and home"): it shows the
 * market's current video (ES: YouTube through youtube-nocookie.com; PT: the MP4 file through the portal).
 * 'No more' hides it for good in this browser (local storage, by video id: not back after a reload);
 * 'show later' hides it for the signed-in session (reloads and other tabs of it; a new browser context shows it again).
 *
 * The YouTube player is answered by a stub: the journeys never reach the internet.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { expectPath, expectScreenTitle, login, newPage, openUserMenu, origin, settle } from "../support/portal.js";
import { currentVideo } from "../support/library.js";

/** The home has its data (its newest resources) and nothing more is loading. */
async function homeLoaded(page: Page, newest: string): Promise<void> {
  await page.getByRole("list", { name: newest, exact: true }).waitFor();
  await settle(page);
}

describe("video pop-up", () => {
  it("ES: the YouTube (no-cookie) player; 'no more' closes it and a reload does not bring it back", async () => {
    const page = await newPage("ES", { videoPopup: true });
    await page
      .context()
      .route("https://www.youtube-nocookie.com/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>YouTube player (stub)</title>" }),
      );
    const video = await currentVideo("ES");
    const embedId = new URL(video.url).searchParams.get("v");
    expect(embedId).toBeTruthy();

    await login(page, "gerente@demo.es");
    await expectPath(page, "/");
    const dialog = page.getByRole("dialog", { name: "Vídeo destacado", exact: true });
    await dialog.waitFor();
    expect(await dialog.locator("iframe").getAttribute("src")).toBe(`https://www.youtube-nocookie.com/embed/${embedId}`);
    expect(await dialog.locator("iframe").getAttribute("title")).toBe("Vídeo destacado");

    await dialog.getByRole("button", { name: "No volver a mostrar", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await page.evaluate((key) => localStorage.getItem(key), `portal.video.hidden.${video.id}`)).toBe("1");

    await page.reload();
    await expectScreenTitle(page, "Inicio");
    await homeLoaded(page, "Novedades");
    expect(await page.getByRole("dialog").count()).toBe(0);
  });

  it("PT: the MP4 file plays in a <video>; 'show later' hides it for the session, a new context shows it again", async () => {
    const page = await newPage("PT", { videoPopup: true, as: "gerente@demo.pt" });
    const video = await currentVideo("PT");
    expect(video.url).toMatch(/^videos\/.+\.mp4$/);

    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Vídeo em destaque", exact: true });
    await dialog.waitFor();
    const player = dialog.locator("video");
    expect(await player.getAttribute("src")).toBe(`/files/static/${video.url}`);
    // The file arrives through the portal and Chromium reads it as a video (4 one-second frames).
    await expect.poll(() => player.evaluate((el: HTMLVideoElement) => el.readyState >= 1 && Math.round(el.duration))).toBe(4);

    await dialog.getByRole("button", { name: "Ver mais tarde", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await page.evaluate((key) => sessionStorage.getItem(key), `portal.session.video.later.${video.id}`)).toBe("1");
    expect(await page.evaluate((key) => localStorage.getItem(key), `portal.video.hidden.${video.id}`)).toBeNull();

    // Same browser session: not again.
    await page.reload();
    await expectScreenTitle(page, "Início");
    await homeLoaded(page, "Novidades");
    expect(await page.getByRole("dialog").count()).toBe(0);
    // Another tab of the same session (its own session storage): the session remembers, not again.
    const tab = await page.context().newPage();
    await tab.goto("/");
    await expectScreenTitle(tab, "Início");
    await homeLoaded(tab, "Novidades");
    expect(await tab.getByRole("dialog").count()).toBe(0);
    await tab.close();

    // A new browser context signing in (a new session of the same user): it shows again.
    const again = await newPage("PT", { videoPopup: true });
    await login(again, "gerente@demo.pt");
    await expectPath(again, "/");
    await again.getByRole("dialog", { name: "Vídeo em destaque", exact: true }).waitFor();
    expect(new URL(again.url()).origin).toBe(origin("PT"));
  });

  it("PT: 'show later' ends with the session: signing out and in again shows the video again", async () => {
    const page = await newPage("PT", { videoPopup: true });
    await login(page, "consultor@demo.pt");
    await expectPath(page, "/");
    const dialog = page.getByRole("dialog", { name: "Vídeo em destaque", exact: true });
    await dialog.getByRole("button", { name: "Ver mais tarde", exact: true }).click();
    await dialog.waitFor({ state: "detached" });

    const menu = await openUserMenu(page, "Rui Carvalho Gomes");
    await menu.getByRole("button", { name: "Terminar sessão", exact: true }).click();
    await expectPath(page, "/login");
    await login(page, "consultor@demo.pt");
    await expectPath(page, "/");
    await dialog.waitFor();
  });
});
