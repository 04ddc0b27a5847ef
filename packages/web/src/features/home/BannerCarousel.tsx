import { useCallback, useEffect, useMemo, useState } from "react";
import { ActionIcon, Box } from "@mantine/core";
import { Carousel } from "@mantine/carousel";
import { useReducedMotion } from "@mantine/hooks";
import Autoplay from "embla-carousel-autoplay";
import type { EmblaCarouselType } from "embla-carousel";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { LIBRARY_LIMITS } from "@portal/schema";
import type { HomeQuery } from "../../gql/graphql";
import { bannerTarget, thumbnailSlideSize } from "./banners";
import classes from "./home.module.css";
import "@mantine/carousel/styles.css";

type Banner = HomeQuery["home"]["sliders"][number];

/**
 * The home's banners (spec 1 §2, §9): a looping carousel that advances every 8 s (paused while
 * hovered or focused, with a pause button, and not at all for reduced motion), and a strip of 1 to
 * 5 thumbnails depending on the width. Each banner is its image (alt = name), linking to `link`.
 */
export function BannerCarousel({ sliders }: { sliders: readonly Banner[] }) {
  const intl = useIntl();
  const reduceMotion = useReducedMotion();
  const [main, setMain] = useState<EmblaCarouselType | null>(null);
  const [thumbs, setThumbs] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  // One autoplay plugin for the component's life (made once, on the first render).
  const [autoplay] = useState(() =>
    Autoplay({ delay: LIBRARY_LIMITS.bannerAutoplayMs, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true }),
  );
  const plugins = useMemo(() => (reduceMotion || sliders.length < 2 ? [] : [autoplay]), [autoplay, reduceMotion, sliders.length]);
  const origin = typeof window !== "undefined" ? window.location.origin : "";

  const onSlideChange = useCallback(
    (index: number) => {
      setSelected(index);
      thumbs?.scrollTo(index);
    },
    [thumbs],
  );

  useEffect(() => {
    if (!main || !plugins.length) return;
    if (paused) autoplay.stop();
    else autoplay.play();
  }, [autoplay, main, paused, plugins]);

  const many = sliders.length > 1;
  // What a screen reader hears of the carousels, in the page's language (Mantine's own words are English).
  const carouselRole = intl.formatMessage({ id: "home.banners.carousel_role" });
  const slideRole = intl.formatMessage({ id: "home.banners.slide_role" });
  const slideStatus = (count: number, total: number) => intl.formatMessage({ id: "home.banners.slide" }, { count, total });

  return (
    <Box component="section" aria-roledescription={carouselRole} aria-label={intl.formatMessage({ id: "home.banners.label" })} pos="relative">
      <Carousel
        emblaOptions={{ loop: many }}
        plugins={plugins}
        withControls={many}
        withIndicators={false}
        getEmblaApi={setMain}
        onSlideChange={onSlideChange}
        aria-roledescription={carouselRole}
        getSlideStatus={slideStatus}
        previousControlProps={{ "aria-label": intl.formatMessage({ id: "home.banners.previous" }) }}
        nextControlProps={{ "aria-label": intl.formatMessage({ id: "home.banners.next" }) }}
      >
        {sliders.map((slider, index) => (
          <Carousel.Slide key={slider.id} role="group" aria-roledescription={slideRole} aria-label={slideStatus(index + 1, sliders.length)}>
            <BannerImage slider={slider} origin={origin} eager={index === 0} />
          </Carousel.Slide>
        ))}
      </Carousel>
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
        <Carousel
          mt="xs"
          slideSize={thumbnailSlideSize(sliders.length)}
          slideGap="xs"
          emblaOptions={{ dragFree: true, containScroll: "keepSnaps", align: "start" }}
          withControls={false}
          withKeyboardEvents={false}
          getEmblaApi={setThumbs}
          aria-roledescription={carouselRole}
          getSlideStatus={slideStatus}
          aria-label={intl.formatMessage({ id: "home.banners.thumbnails" })}
        >
          {sliders.map((slider, index) => (
            <Carousel.Slide key={slider.id} aria-roledescription={slideRole} aria-label={slideStatus(index + 1, sliders.length)}>
              <button
                type="button"
                className={classes.thumb}
                aria-current={index === selected}
                aria-label={intl.formatMessage({ id: "home.banners.go_to" }, { name: slider.name })}
                onClick={() => main?.scrollTo(index)}
              >
                <img src={slider.imageUrl} alt="" width={200} height={100} loading="lazy" decoding="async" />
              </button>
            </Carousel.Slide>
          ))}
        </Carousel>
      )}
    </Box>
  );
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
