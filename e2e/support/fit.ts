/**
 * "Every screen works on a phone" (issue 30): what a journey checks of a screen at a phone's or a tablet's width.
 * A journey walks the widths inside its own task (`page.setViewportSize(PHONE)` then `expectFits(page, "…")`) rather
 * than in a second pass of the browser.
 */
import { expect } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "./axe.js";

export interface Viewport {
  width: number;
  height: number;
}
/** A phone held upright (the issue's 390 × 844). Pages made with `newPage(market, { phone: true })` start at it, with touch. */
export const PHONE: Viewport = { width: 390, height: 844 };
/** The narrowest phone the portal supports. */
export const SMALL_PHONE: Viewport = { width: 320, height: 640 };
/** A tablet held upright. */
export const TABLET: Viewport = { width: 768, height: 1024 };
/** A small laptop. */
export const LAPTOP: Viewport = { width: 1024, height: 768 };

/**
 * What does not fit the screen as it is now, one sentence each (empty when all fits):
 * - the page scrolls sideways (`scrollWidth` past the viewport's width);
 * - a visible control lies (partly) outside the viewport, and no element between it and the page scrolls on its own;
 * - a visible control is smaller than 24 × 24 px with another control within 12 px of its centre (WCAG 2.2, 2.5.8 and
 *   its spacing exception);
 * - an element other than the header, the footer or an opened dialog (with its backdrop) is pinned (fixed or sticky)
 *   over more than a quarter of the screen.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  // The screen's size, not window.innerWidth: on a touch page (isMobile) the browser widens the layout viewport to fit
  // content wider than the screen (and zooms out), so innerWidth grows with the overflow and would always "fit".
  const screen = page.viewportSize();
  return page.evaluate((screen) => {
    const problems: string[] = [];
    const width = screen?.width ?? window.innerWidth;
    const height = screen?.height ?? window.innerHeight;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) {
      // The outermost elements past the right edge, to say what widens the page.
      const past = [...document.querySelectorAll("body *")].filter((el) => el.getBoundingClientRect().right > width + 1);
      const outermost = past.filter((el) => !past.includes(el.parentElement as Element)).slice(0, 3);
      const names = outermost.map(
        (el) => `${el.tagName.toLowerCase()}.${String(el.className).split(" ")[0]} (${Math.round(el.getBoundingClientRect().right)} px)`,
      );
      problems.push(`the page scrolls sideways: ${scrollWidth} px wide in a ${width} px screen (past the edge: ${names.join(", ")})`);
    }

    const describe = (el: Element): string => {
      const label =
        el.getAttribute("aria-label") ??
        (el as HTMLInputElement).labels?.[0]?.textContent ??
        el.textContent?.trim().replace(/\s+/g, " ").slice(0, 40) ??
        "";
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${label}"`;
    };
    const visible = (el: Element): boolean => {
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.display === "none" || Number(style.opacity) === 0) return false;
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && !el.closest("[aria-hidden='true'], [inert]");
    };
    /** Inside an element that scrolls sideways on its own (a wide table's box, a chart's box). */
    const inScroller = (el: Element): boolean => {
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (/(auto|scroll)/.test(style.overflowX) && parent.scrollWidth > parent.clientWidth) return true;
      }
      return false;
    };
    const CONTROLS =
      "a[href], button, input:not([type='hidden']), select, textarea, [role='button'], [role='switch'], [role='tab'], [role='combobox']";
    // A visually hidden input whose label is the control (checkboxes, switches, radios drawn by their label) is skipped.
    const controls = Array.from(document.querySelectorAll(CONTROLS)).filter((el) => {
      if (!visible(el)) return false;
      const box = el.getBoundingClientRect();
      return box.width > 2 && box.height > 2;
    });
    const boxes = controls.map((el) => el.getBoundingClientRect());
    controls.forEach((el, i) => {
      const box = boxes[i];
      if ((box.left < -1 || box.right > width + 1) && !inScroller(el))
        problems.push(`${describe(el)} lies outside the screen (${Math.round(box.left)}–${Math.round(box.right)} px)`);
      if (box.width >= 24 && box.height >= 24) return;
      // 2.5.8's spacing exception: an undersized target passes when a 24 px circle on its centre meets no other target.
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const crowded = boxes.some((other, j) => {
        if (j === i || controls[j].contains(el) || el.contains(controls[j])) return false;
        const dx = Math.max(other.left - x, 0, x - other.right);
        const dy = Math.max(other.top - y, 0, y - other.bottom);
        return Math.hypot(dx, dy) < 12;
      });
      if (crowded)
        problems.push(
          `${describe(el)} is ${Math.round(box.width)}×${Math.round(box.height)} px, under 24×24, with another control within 12 px of its centre`,
        );
    });

    for (const el of Array.from(document.querySelectorAll("body *"))) {
      const position = getComputedStyle(el).position;
      if (position !== "fixed" && position !== "sticky") continue;
      if (
        !visible(el) ||
        el.closest(
          "header, footer, [role='dialog'], [role='alertdialog'], [role='listbox'], [role='menu'], [role='tooltip'], [role='status'], [role='alert']",
        )
      )
        continue;
      // An opened dialog's backdrop and frame (Mantine's modal overlay and inner box, beside the dialog in its modal's
      // root or portal) are the dialog's.
      if (el.closest("[data-portal], .mantine-Modal-root, .mantine-Drawer-root")?.querySelector("[role='dialog'], [role='alertdialog']")) continue;
      const box = el.getBoundingClientRect();
      const covered =
        Math.max(0, Math.min(box.right, width) - Math.max(box.left, 0)) * Math.max(0, Math.min(box.bottom, height) - Math.max(box.top, 0));
      if (covered > (width * height) / 4)
        problems.push(`${describe(el)} is pinned over ${Math.round((100 * covered) / (width * height))} % of the screen`);
    }
    return problems;
  }, screen);
}

/**
 * Waits until the screen has settled at its new size: the media queries' listeners have rendered (the layouts read
 * some in React, e.g. whether the navigation covers the screen) and the transitions they started have ended (the
 * shell's navigation slides away in 200 ms on a phone, and the screen's offset with it). Measured mid-slide, a
 * screen that fits looks wider than the phone, or covered by its navigation. Bounded (`limitMs`): an animation paused
 * or held by the page never finishes, and a frame may not come on a busy machine; the check then measures as it is.
 */
export function settled(page: Page, limitMs = 5_000): Promise<void> {
  return page.evaluate(async (limit) => {
    const deadline = performance.now() + limit;
    const within = <T>(promise: Promise<T>) =>
      Promise.race([promise, new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now())))]);
    const frame = () => within(new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    while (performance.now() < deadline) {
      await frame();
      await frame();
      // Finite animations only: a loader's spin never ends.
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) return;
      await within(Promise.all(running.map((animation) => animation.finished.catch(() => undefined))));
    }
  }, limitMs);
}

/** The screen, once settled, fits its width (`layoutProblems` finds nothing) and axe finds no violation there. */
export async function expectFits(page: Page, where: string): Promise<void> {
  await settled(page);
  const size = page.viewportSize();
  expect(await layoutProblems(page), `${where} at ${size?.width}×${size?.height}`).toEqual([]);
  expect(await axeViolations(page), `axe, ${where} at ${size?.width}×${size?.height}`).toEqual([]);
}
