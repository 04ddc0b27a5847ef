import { Skeleton } from "@mantine/core";
import { useIntl } from "react-intl";
import type { HomeQuery } from "../../gql/graphql";
import classes from "./home.module.css";
import "@mantine/core/styles/Skeleton.css";

/** Holds the banner's place (cover images are 1000x500) while the home or the carousel loads. */
export function BannerSkeleton() {
  const intl = useIntl();
  return (
    <Skeleton
      radius="md"
      style={{ aspectRatio: "2 / 1", maxHeight: 420 }}
      aria-busy="true"
      aria-label={intl.formatMessage({ id: "common.loading" })}
    />
  );
}

/** While the carousel's chunk loads: the first banner's image where the carousel will be, and the strip's room. */
export function BannerFallback({ first, many }: { first: HomeQuery["home"]["sliders"][number]; many: boolean }) {
  return (
    <div>
      <img className={classes.banner} src={first.imageUrl} alt={first.name} width={1000} height={500} fetchPriority="high" decoding="async" />
      {many && <div className={classes.stripPlaceholder} />}
    </div>
  );
}
