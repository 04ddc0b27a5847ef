import { Suspense, useState, type ReactNode } from "react";
import { useIntersection } from "@mantine/hooks";

/** How far above or below the screen a part's place must come for it to render: about a phone screen ahead of the user. */
const AHEAD = { rootMargin: "800px 0px" };

interface Props {
  /** Holds the part's place (same size) until it renders and while its code loads. */
  fallback: ReactNode;
  /** Render now, wherever the place is (e.g. the screen is being laid out for print). */
  now?: boolean;
  children: ReactNode;
}

/**
 * A heavy part far down a screen (a PDF's pages, a chart) that renders when its place comes near the screen, not with
 * the screen: drawing it in the page's load blocked a slow phone's main thread for what nobody sees yet (the channels'
 * three PDFs, the diagnostic's radar: several hundred milliseconds each at 4× CPU slowdown). Once rendered it stays.
 * Not for controls: what the user can act on renders with the screen.
 */
export function WhenNear({ fallback, now = false, children }: Props) {
  const { ref, entry } = useIntersection<HTMLDivElement>(AHEAD);
  const [near, setNear] = useState(false);
  // Kept once reached: the observed placeholder leaves the page when the part renders.
  if (entry?.isIntersecting === true && !near) setNear(true);
  if (!near && !now) return <div ref={ref}>{fallback}</div>;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
