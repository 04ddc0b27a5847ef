/**
 * The page frame's sizes, in px: one source for the layouts and for index.html's first paint, which paints the
 * same frame before the app arrives (its inline styles cannot import this file; frame.test.ts reads them and fails
 * when they differ). Change a size here, then in index.html.
 */
export const FRAME = {
  headerHeight: 60,
  footerHeight: 40,
  /** The main area's padding in every layout: Mantine's `md` spacing (1rem). */
  padding: 16,
  loginCardMaxWidth: 420,
  /** The home's banner (home.module.css `.banner`): 2:1 and whole, at most this wide and high. */
  bannerMaxWidth: 840,
  bannerMaxHeight: 420,
  /** The header's controls (index.html's first paint holds their place with boxes of these sizes). */
  restaurantSelectWidth: { base: 160, sm: 260 },
  headerSearchWidth: { base: 160, lg: 220 },
  headerWidgetHeight: 36,
  userMenuSize: 34,
  /** Between the user menu's button and its panel. */
  userMenuGap: 8,
} as const;

/** The AppShell frame of the layouts with a header and a footer (default, admin, partner). */
export const SHELL_FRAME = { header: { height: FRAME.headerHeight }, footer: { height: FRAME.footerHeight }, padding: "md" } as const;
