import { FormattedMessage } from "react-intl";
import classes from "../library.module.css";

/** Thumbnails are cropped to 600x600 (spec 1 §4): width and height reserve the square, so nothing shifts while they load. */
export const THUMBNAIL_SIZE = 600;

/**
 * A resource's thumbnail, loaded lazily; decorative by default (the name sits beside it). `eager`: on the first screen
 * (a list's first card, a detail's preview), it is the screen's largest picture: loaded at once, first (the page
 * preloads the same address: `packages/bff/src/http/boot.ts`).
 */
export function ResourceThumbnail({ url, eager = false, alt = "" }: { url: string | null; eager?: boolean; alt?: string }) {
  if (!url) {
    return (
      <div className={classes.noThumbnail}>
        <FormattedMessage id="library.card.no_thumbnail" />
      </div>
    );
  }
  return (
    <img
      className={classes.thumbnail}
      src={url}
      alt={alt}
      width={THUMBNAIL_SIZE}
      height={THUMBNAIL_SIZE}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : "auto"}
      decoding="async"
    />
  );
}
