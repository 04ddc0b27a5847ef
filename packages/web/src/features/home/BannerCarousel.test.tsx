// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MantineProvider } from "@mantine/core";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router-dom";
import type { HomeQuery } from "../../gql/graphql";
import messages from "./messages.es.json";
import { BannerCarousel } from "./BannerCarousel";

type Banner = HomeQuery["home"]["sliders"][number];

const SLIDE_WIDTH = 1000;
const banners: Banner[] = [1, 2, 3, 4].map((n) => ({
  __typename: "Slider",
  id: String(n),
  name: `Banner ${n}`,
  imageUrl: `/images/banner-${n}.jpg`,
  link: `/promo/${n}`,
  priority: n,
}));

/*
 * What jsdom lacks and the carousel uses: media queries (reduced motion, so that no autoplay runs meanwhile), the
 * observers embla watches with, and a layout: every box a slide wide, the slides side by side, with no margins.
 */
beforeAll(() => {
  const style = document.createElement("style");
  style.textContent = '[role="group"] { margin: 0; }';
  document.head.appendChild(style);
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes("prefers-reduced-motion"),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  class NoObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.ResizeObserver = NoObserver as unknown as typeof ResizeObserver;
  window.IntersectionObserver = NoObserver as unknown as typeof IntersectionObserver;
  Object.defineProperty(HTMLElement.prototype, "offsetWidth", { configurable: true, get: () => SLIDE_WIDTH });
  Object.defineProperty(HTMLElement.prototype, "offsetHeight", { configurable: true, get: () => SLIDE_WIDTH / 2 });
  Object.defineProperty(HTMLElement.prototype, "offsetLeft", {
    configurable: true,
    get(this: HTMLElement) {
      const siblings = this.parentElement ? [...this.parentElement.children] : [];
      return this.getAttribute("role") === "group" ? siblings.indexOf(this) * SLIDE_WIDTH : 0;
    },
  });
});

afterEach(cleanup);

function renderCarousel() {
  render(
    <MantineProvider>
      <IntlProvider locale="es" messages={messages}>
        <MemoryRouter>
          <BannerCarousel sliders={banners} />
        </MemoryRouter>
      </IntlProvider>
    </MantineProvider>,
  );
  const next = screen.getByRole("button", { name: "Banner siguiente" });
  const previous = screen.getByRole("button", { name: "Banner anterior" });
  // The main carousel's slides (the thumbnails' strip has slides of its own).
  const main = document.getElementById(next.getAttribute("aria-controls") ?? "")!;
  const slides = [...main.querySelectorAll<HTMLElement>('[role="group"]')];
  return { next, previous, slides };
}

/** The slides that keyboard and screen-reader users reach: neither inert nor hidden. */
const reachable = (slides: HTMLElement[]) =>
  slides
    .filter((slide) => !slide.hasAttribute("inert") && slide.getAttribute("aria-hidden") !== "true")
    .map((slide) => slide.getAttribute("aria-label"));

describe("banner carousel", () => {
  it("makes the off-screen slides inert and hidden, not the shown one", () => {
    const { slides } = renderCarousel();
    expect(slides).toHaveLength(4);
    expect(reachable(slides)).toEqual(["Banner 1 de 4"]);
    for (const slide of slides.slice(1)) {
      expect(slide.hasAttribute("inert")).toBe(true);
      expect(slide.getAttribute("aria-hidden")).toBe("true");
    }
    expect(slides[0].hasAttribute("inert")).toBe(false);
    expect(slides[0].hasAttribute("aria-hidden")).toBe(false);
    // The tab order holds the shown banner's link only.
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/promo/1"]);
  });

  it("moves the reachable slide with the previous and next controls", () => {
    const { next, previous, slides } = renderCarousel();
    fireEvent.click(next);
    expect(reachable(slides)).toEqual(["Banner 2 de 4"]);
    fireEvent.click(next);
    expect(reachable(slides)).toEqual(["Banner 3 de 4"]);
    fireEvent.click(previous);
    expect(reachable(slides)).toEqual(["Banner 2 de 4"]);
    // Looping back from the first reaches the last.
    fireEvent.click(previous);
    fireEvent.click(previous);
    expect(reachable(slides)).toEqual(["Banner 4 de 4"]);
  });

  it("follows a thumbnail's choice, and takes the keyboard's focus along to the new slide's link", () => {
    const { slides } = renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Ver el banner Banner 3" }));
    expect(reachable(slides)).toEqual(["Banner 3 de 4"]);
    const link = slides[2].querySelector("a")!;
    link.focus();
    fireEvent.keyDown(link, { key: "ArrowRight" });
    expect(reachable(slides)).toEqual(["Banner 4 de 4"]);
    expect(document.activeElement).toBe(slides[3].querySelector("a"));
  });
});
