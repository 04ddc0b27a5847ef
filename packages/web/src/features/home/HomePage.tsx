import { lazy } from "react";
import { Skeleton, Stack, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { HomeDocument } from "../../gql/documents/home/home";
import { errorMessageId } from "../../app/apollo/errors";
import { usePageAnswer } from "../../app/apollo/bootLink";
import { useShell } from "../../app/shell/ShellContext";
import { ErrorState } from "../../ui/ErrorState";
import { ResourceGrid, ResourceGridSkeleton } from "../library";
import { LIBRARY_LIMITS } from "@portal/schema";
import { DiagnosticAlertsBox } from "./DiagnosticAlertsBox";
import { LocalActionsBox } from "./LocalActionsBox";
import { BannerFallback, BannerSkeleton } from "./BannerSkeleton";
import { useVideoPopup } from "./useVideoPopup";
import { AfterFirstScreen } from "../../ui/AfterFirstScreen";
import classes from "./home.module.css";
import "@mantine/core/styles/Skeleton.css";

// The carousel (embla + autoplay) and the video pop-up load as their own chunks and
// mount after the first screen (meanwhile the first banner shows as an image where the carousel will be).
const loadCarousel = () => import("./BannerCarousel");
const BannerCarousel = lazy(() => loadCarousel().then((m) => ({ default: m.BannerCarousel })));
const loadVideoPopup = () => import("./VideoPopup");
const VideoPopup = lazy(() => loadVideoPopup().then((m) => ({ default: m.VideoPopup })));

/**
 * The home page (spec 1 §2), one `home` query: banner carousel, advertising video pop-up, ES
 * diagnostic alerts and local actions, and the newest resources.
 */
export function HomePage() {
  const intl = useIntl();
  const { market, viewer } = useShell();
  const es = market === "ES";
  // Asked for by the header's restaurant: its boxes are that restaurant's, or loading, never the previous one's.
  const restaurantId = viewer?.selectedRestaurant?.id ?? null;
  usePageAnswer(HomeDocument, { es, restaurantId });
  const { data, previousData, error, refetch } = useQuery(HomeDocument, { variables: { es, restaurantId } });
  // After a switch, the parts that are the same for every restaurant (banners, video, newest) stay while its boxes load.
  const home = (data ?? previousData)?.home;
  const popup = useVideoPopup(home?.video ?? null);

  if (error && !data) return <ErrorState messageId={errorMessageId(error)} onRetry={() => void refetch()} />;

  const alerts = data?.home.diagnosticAlerts;
  const newest = home?.newestResources.slice(0, LIBRARY_LIMITS.newestResources);

  return (
    <Stack gap="xl">
      <Title order={1} className={classes.visuallyHidden}>
        <FormattedMessage id="screen.home" />
      </Title>
      {!home ? (
        <BannerSkeleton />
      ) : (
        home.sliders.length > 0 && (
          <AfterFirstScreen load={loadCarousel} fallback={<BannerFallback first={home.sliders[0]} many={home.sliders.length > 1} />}>
            <BannerCarousel sliders={home.sliders} />
          </AfterFirstScreen>
        )
      )}
      {es && (!data || (alerts && !alerts.allDone) || data.home.localActions) && (
        <div className={classes.boxes} aria-busy={!data}>
          {!data ? (
            <>
              <Skeleton height={160} radius="md" />
              <Skeleton height={160} radius="md" />
            </>
          ) : (
            <>
              {alerts && !alerts.allDone && <DiagnosticAlertsBox alerts={alerts} />}
              {data.home.localActions && <LocalActionsBox actions={data.home.localActions} />}
            </>
          )}
        </div>
      )}
      <section aria-labelledby="home-newest">
        <Title order={2} size="h3" id="home-newest" mb="md">
          <FormattedMessage id="home.newest.title" />
        </Title>
        {newest ? (
          <ResourceGrid resources={newest} label={intl.formatMessage({ id: "home.newest.title" })} emptyId="home.newest.empty" />
        ) : (
          <ResourceGridSkeleton count={5} />
        )}
      </section>
      {popup.video && (
        <AfterFirstScreen load={loadVideoPopup} first>
          <VideoPopup video={popup.video} onNoMore={popup.noMore} onLater={popup.later} />
        </AfterFirstScreen>
      )}
    </Stack>
  );
}
