/**
 * The page frame's sizes, in px: one source for the layouts and for index.html's first paint, which paints the
 * same frame before the app arrives (its inline styles cannot import this file; frame.test.ts reads them and fails
 * when they differ). Change a size here, then in index.html.
 */
export const FRAME = {
  headerHeight: 60,
  footerHeight: 40,
  /**
   * Below `sm` (768 px, phones): the restaurant selector takes a second row of the header, whole width, so that its
   * name reads; and the footer stacks the copyright line (two lines on the narrowest phones) over the privacy link.
   */
  phoneHeaderRowHeight: 48,
  phoneFooterHeight: 64,
  /** The main area's padding in every layout: Mantine's `md` spacing (1rem). */
  padding: 16,
  loginCardMaxWidth: 420,
  /** The home's banner (home.module.css `.banner`): 2:1 and whole, at most this wide and high. */
  bannerMaxWidth: 840,
  bannerMaxHeight: 420,
  /** The header's controls (index.html's first paint holds their place with boxes of these sizes). */
  /** Across its own header row on a phone (`row` of ShellFrame), beside the actions from `sm` on. */
  restaurantSelectWidth: { base: "100%", sm: 260 },
  headerSearchWidth: { base: 160, lg: 220 },
  headerWidgetHeight: 36,
  userMenuSize: 34,
  /** Between the user menu's button and its panel. */
  userMenuGap: 8,
} as const;

/**
 * Where the side navigation stops covering the screen: below `md` (992 px: phones and tablets) it is a drawer over
 * the screen, folded at start and after a link; from `md` on it stands beside the screens.
 */
export const NAV_BREAKPOINT = "md";
