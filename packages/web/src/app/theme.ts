import { createTheme } from "@mantine/core";

/** The portal's Mantine theme: brand red, visible focus rings for keyboard users. */
export const theme = createTheme({
  primaryColor: "red",
  focusRing: "auto",
  defaultRadius: "sm",
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
});
