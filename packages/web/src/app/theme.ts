import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type VariantColorsResolver,
} from "@mantine/core";
import classes from "./theme.module.css";

/**
 * The system's interface font, for text and headings alike (Mantine's default heading stack starts with
 * families most systems lack: each costs the browser a font lookup per size and weight on first render).
 */
const FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * The portal's Mantine theme: brand red, visible focus rings for keyboard users. Contrast (WCAG 2.2 AA, 4.5:1 for
 * text) is settled here, not per screen: the red is shade 9 (white on it 5.4:1, it on white the same; shade 6 gave
 * 3.3:1), and filled colours pick black or white text by their lightness (`autoContrast`).
 */
/**
 * Light variants (badges, alerts, light buttons) write their colour on a pale tint of it: shade 9 there is not dark
 * enough for every colour (orange: 3.6:1), so their text is shade 9 darkened by a quarter (≥ 4.5:1 for all).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== "light") return colors;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  return { ...colors, color: darken(input.theme.colors[parsed.color]![9], 0.25) };
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: "red",
  primaryShade: 9,
  autoContrast: true,
  focusRing: "auto",
  defaultRadius: "sm",
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY },
  components: {
    // A dialog's header is no page banner (axe: one banner, the page's).
    ModalHeader: { defaultProps: { role: "none" } },
    // Every popup fits a phone: full screen below 576 px (theme.module.css). A plain object, not `Modal.extend`,
    // so that the first route does not carry the Modal component for it.
    Modal: { classNames: { inner: classes.modalInner, content: classes.modalContent } },
  },
});

/**
 * Secondary ("dimmed") text in gray 7: 7.6:1 on the page's white and gray backgrounds (gray 6 gave 3.2:1); fields'
 * error messages in the brand red, shade 9 (red 6 gave 3.3:1 on white).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": "var(--mantine-color-gray-7)", "--mantine-color-error": "var(--mantine-color-red-9)" },
  dark: {},
});
