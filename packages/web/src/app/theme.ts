import { createTheme } from "@mantine/core";

/**
 * The system's interface font, for text and headings alike (Mantine's default heading stack starts with
 * families most systems lack: each costs the browser a font lookup per size and weight on first render).
 */
const FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The portal's Mantine theme: brand red, visible focus rings for keyboard users. */
export const theme = createTheme({
  primaryColor: "red",
  focusRing: "auto",
  defaultRadius: "sm",
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY },
});
