import type { Plugin } from "vite";

/**
 * The app's stylesheets no longer block the page's first paint: index.html paints its own frame (and
 * the home's first banner) with its inline styles while they load. Each `<link rel="stylesheet">` the
 * build writes becomes a preload (highest priority) that turns itself into the stylesheet on load;
 * index.html's script makes the app wait for them before its first render, so the app never shows
 * unstyled. Build only: the dev server injects styles from JavaScript.
 */
export function nonBlockingStyles(): Plugin {
  return {
    name: "portal:non-blocking-styles",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html) =>
        html.replace(/<link rel="stylesheet"( crossorigin)? href="([^"]+)">/g, (_all, crossorigin = "", href) =>
          `<link rel="preload" as="style"${crossorigin} href="${href}" data-app-style onload="this.rel='stylesheet'">`,
        ),
    },
  };
}
