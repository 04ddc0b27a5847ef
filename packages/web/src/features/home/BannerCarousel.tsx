import { useCallback, useEffect, useId, useMemo, useState, type CSSProperties, type KeyboardEvent } from "react";
import { AccordionChevron, ActionIcon, Box, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import useEmblaCarousel from "embla-carousel-react";
import Autoplay from "embla-carousel-autoplay";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { LIBRARY_LIMITS } from "@portal/schema";
import type { HomeQuery } from "../../gql/graphql";
import { bannerTarget, thumbnailSlideSize } from "./banners";
import classes from "./home.module.css";
import carousel from "./BannerCarousel.module.css";

type Banner = HomeQuery["home"]["sliders"][number];

/**
 * The home's banners (spec 1 §2, §9): a looping carousel that advances every 8 s (paused while
 * hovered or focused, with a pause button, and not at all for reduced motion), and a strip of 1 to
 * 5 thumbnails depending on the width. Each banner is its image (alt = name), linking to `link`.
 *
 * Built on embla (the library Mantine's carousel wraps) with Mantine's buttons, so that every word a screen reader
 * hears of it (the carousel and its slides, the polite "Banner n of total" status, the buttons) is the page's language.
 * Arrow keys go to the previous and next banner, Home and End to the first and last, as Mantine's carousel did.
 */
export function BannerCarousel({ sliders }: { sliders: readonly Banner[] }) {
  const intl = useIntl();
  const reduceMotion = useReducedMotion();
  const id = useId();
  const many = sliders.length > 1;
  const [paused, setPaused] = useState(false);
  // One autoplay plugin for the component's life (made once, on the first render).
  const [autoplay] = useState(() =>
    Autoplay({ delay: LIBRARY_LIMITS.bannerAutoplayMs, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true }),
  );
  const plugins = useMemo(() => (reduceMotion || !many ? [] : [autoplay]), [autoplay, reduceMotion, many]);
  const [mainViewport, main] = useEmblaCarousel({ loop: many }, plugins);
  const [thumbsViewport, thumbs] = useEmblaCarousel({ dragFree: true, containScroll: "keepSnaps", align: "start" });
  const [selected, setSelected] = useState(0);
  const [scrollable, setScrollable] = useState({ previous: false, next: false });
  const origin = typeof window !== "undefined" ? window.location.origin : "";

  // The banner shown: the status, the thumbnails' current one (scrolled into the strip), the buttons' state, the one
  // slide left in the tab order and to screen readers (the others are made inert as they render).
  useEffect(() => {
    if (!main) return;
    const onSelect = () => {
      const index = main.selectedScrollSnap();
      followFocus(main.slideNodes(), index);
      setSelected(index);
      setScrollable({ previous: main.canScrollPrev(), next: main.canScrollNext() });
      thumbs?.scrollTo(index);
    };
    onSelect();
    main.on("select", onSelect).on("reInit", onSelect);
    return () => {
      main.off("select", onSelect).off("reInit", onSelect);
    };
  }, [main, thumbs]);

  useEffect(() => {
    if (!main || !plugins.length) return;
    if (paused) autoplay.stop();
    else autoplay.play();
  }, [autoplay, main, paused, plugins]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (!main) return;
      const go = { ArrowLeft: () => main.scrollPrev(), ArrowRight: () => main.scrollNext(), Home: () => main.scrollTo(0) }[event.key];
      const last = () => main.scrollTo(main.scrollSnapList().length - 1);
      const action = go ?? (event.key === "End" ? last : undefined);
      if (!action) return;
      event.preventDefault();
      action();
    },
    [main],
  );

  // What a screen reader hears of the carousels, in the page's language.
  const carouselRole = intl.formatMessage({ id: "home.banners.carousel_role" });
  const slideRole = intl.formatMessage({ id: "home.banners.slide_role" });
  const slideStatus = (count: number, total: number) => intl.formatMessage({ id: "home.banners.slide" }, { count, total });
  const control = (type: "previous" | "next") => {
    const enabled = scrollable[type];
    return (
      <UnstyledButton
        className={carousel.control}
        aria-controls={id}
        aria-label={intl.formatMessage({ id: type === "previous" ? "home.banners.previous" : "home.banners.next" })}
        aria-disabled={!enabled}
        data-inactive={!enabled || undefined}
        tabIndex={enabled ? 0 : -1}
        onClick={() => (type === "previous" ? main?.scrollPrev() : main?.scrollNext())}
      >
        <AccordionChevron style={{ transform: `rotate(${type === "previous" ? 90 : -90}deg)` }} />
      </UnstyledButton>
    );
  };
  const sizes = thumbnailSlideSize(sliders.length);
  const stripSizes = Object.fromEntries(Object.entries(sizes).map(([breakpoint, size]) => [`--thumb-size-${breakpoint}`, size])) as CSSProperties;

  return (
    <Box component="section" aria-roledescription={carouselRole} aria-label={intl.formatMessage({ id: "home.banners.label" })} pos="relative">
      <div id={id} role="region" aria-roledescription={carouselRole} className={carousel.root} onKeyDownCapture={onKeyDown}>
        <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
          {slideStatus(selected + 1, sliders.length)}
        </VisuallyHidden>
        {many && (
          <div className={carousel.controls}>
            {control("previous")}
            {control("next")}
          </div>
        )}
        <div className={carousel.viewport} ref={mainViewport}>
          <div className={carousel.container}>
            {sliders.map((slider, index) => (
              <div
                key={slider.id}
                className={carousel.slide}
                role="group"
                aria-roledescription={slideRole}
                aria-label={slideStatus(index + 1, sliders.length)}
                // Off screen: out of the tab order and unheard, so that the keyboard reaches the shown banner only.
                inert={index !== selected}
                aria-hidden={index !== selected || undefined}
              >
                <BannerImage slider={slider} origin={origin} eager={index === 0} />
              </div>
            ))}
          </div>
        </div>
      </div>
      {many && plugins.length > 0 && (
        <ActionIcon
          variant="white"
          size="md"
          radius="xl"
          pos="absolute"
          top={8}
          right={8}
          style={{ zIndex: 2 }}
          onClick={() => setPaused((p) => !p)}
          aria-pressed={paused}
          aria-label={intl.formatMessage({ id: paused ? "home.banners.play" : "home.banners.pause" })}
        >
          <span aria-hidden="true">{paused ? "▶" : "❚❚"}</span>
        </ActionIcon>
      )}
      {many && (
        <div
          role="region"
          aria-roledescription={carouselRole}
          aria-label={intl.formatMessage({ id: "home.banners.thumbnails" })}
          className={`${carousel.root} ${carousel.strip}`}
        >
          <div className={carousel.viewport} ref={thumbsViewport}>
            <div className={`${carousel.container} ${carousel.thumbs}`} style={stripSizes}>
              {sliders.map((slider, index) => (
                <div
                  key={slider.id}
                  className={`${carousel.slide} ${carousel.thumbSlide}`}
                  role="group"
                  aria-roledescription={slideRole}
                  aria-label={slideStatus(index + 1, sliders.length)}
                >
                  <button
                    type="button"
                    className={carousel.thumb}
                    aria-current={index === selected}
                    aria-label={intl.formatMessage({ id: "home.banners.go_to" }, { name: slider.name })}
                    onClick={() => main?.scrollTo(index)}
                  >
                    <img src={slider.imageUrl} alt="" width={200} height={100} loading="lazy" decoding="async" />
                  </button>
                </div>
              ))}
            </div>
          </div>
        </div>
      )}
    </Box>
  );
}

/**
 * A slide change while the keyboard is in a slide (the arrow keys on a banner's link): the focus goes along to the
 * new slide's link, before the slide it leaves becomes inert (which would drop it to the page).
 */
function followFocus(slides: HTMLElement[], index: number) {
  const focused = document.activeElement;
  const from = slides.find((slide) => focused && slide.contains(focused));
  if (!from || from === slides[index]) return;
  slides[index]?.querySelector<HTMLElement>("a[href]")?.focus({ preventScroll: true });
}

function BannerImage({ slider, origin, eager }: { slider: Banner; origin: string; eager: boolean }) {
  const intl = useIntl();
  const image = (
    <img
      className={classes.banner}
      src={slider.imageUrl}
      alt={slider.name}
      width={1000}
      height={500}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
    />
  );
  const target = bannerTarget(slider.link, origin);
  if (!target) return image;
  if (target.kind === "internal") return <Link to={target.to}>{image}</Link>;
  return (
    <a
      href={target.href}
      target="_blank"
      rel="noopener noreferrer"
      title={intl.formatMessage({ id: "home.banners.external" }, { name: slider.name })}
    >
      {image}
    </a>
  );
}
