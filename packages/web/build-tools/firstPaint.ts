import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { IndexHtmlTransformContext, Plugin } from "vite";

/**
 * Screens that open with their title (a `Title order={1} size="h2"` at the top of the main area, its text a message
 * of the shell's catalog): on a phone or a tablet, where the navigation does not stand beside the screen, the first
 * paint shows that title where the app will. On a phone it is the largest thing the order list shows; the cart and
 * the channels screen show it first too; the marketing plan shows its cover under it (index.html). Path → message id.
 */
export const ROUTE_TITLES: Record<string, string> = {
  "/orders": "screen.orders",
  "/cart": "screen.cart",
  "/channels": "screen.channels",
  "/marketing": "screen.marketing",
};

/** The catalog messages index.html's own first paint shows (the frames' footer, the screens' titles above). */
export const FRAME_MESSAGES = ["footer.copyright", "footer.privacy", ...new Set(Object.values(ROUTE_TITLES))];
const LOCALES = ["es", "ca", "pt"] as const;

/** What index.html's script reads from `<script id="portal-first-paint" type="application/json">`. */
export interface FirstPaint {
  /** Locale → message id → text of the frame, as in the catalog (`{year}` is filled in by the script). */
  texts: Record<string, Record<string, string>>;
  /** Path → message id of the title its screen opens with (ROUTE_TITLES). */
  titles: Record<string, string>;
  /**
   * Build only: the app's entry module, the modules it imports (preloaded with it) and its stylesheets.
   * The script adds them once the page's frame is on screen. In development the entry is in the page.
   */
  app?: { entry: string; modules: string[]; styles: string[] };
  /** Build only: locale → the shell's messages chunk, preloaded with the app in the page's language. */
  catalogs?: Record<string, string>;
}

/**
 * The page paints first, the app's files follow. index.html's script paints the page's frame (and
 * the home's first banner) from its inline styles and the boot data, then fetches the app: on a slow
 * link the bytes of what the user sees first are not shared with ~200 kB of scripts, and nothing the
 * build writes into the page blocks that paint. So the build's `<script type="module">`,
 * `<link rel="modulepreload">` and `<link rel="stylesheet">` become data for that script, beside the
 * frame's words from the catalogs.
 */
export function firstPaint(srcDir: string): Plugin {
  let build = false;
  return {
    name: "portal:first-paint",
    configResolved(config) {
      build = config.command === "build";
    },
    transformIndexHtml: {
      order: "post",
      handler: (html, context) => firstPaintHtml(html, frameTexts(srcDir), build ? catalogChunks(context) : null),
    },
  };
}

/** The frame's messages of each locale's catalog (the footer's words are the shell's: `src/app/messages.{locale}.json`). */
export function frameTexts(srcDir: string): FirstPaint["texts"] {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const catalog = JSON.parse(readFileSync(join(srcDir, "app", `messages.${locale}.json`), "utf8")) as Record<string, string>;
      return [locale, Object.fromEntries(FRAME_MESSAGES.map((id) => [id, catalog[id] ?? ""]))];
    }),
  );
}

/** Locale → URL of the shell's messages chunk (`src/app/messages.{locale}.json`, imported lazily by `app/intl/catalogs.ts`). */
function catalogChunks({ bundle }: IndexHtmlTransformContext): Record<string, string> {
  const catalogs: Record<string, string> = {};
  for (const output of Object.values(bundle ?? {})) {
    const locale = output.type === "chunk" ? /[\\/]src[\\/]app[\\/]messages\.([a-z]{2})\.json$/.exec(output.facadeModuleId ?? "")?.[1] : undefined;
    if (locale) catalogs[locale] = `/${output.fileName}`;
  }
  return catalogs;
}

/** `catalogs` null: development (the entry stays in the page). */
export function firstPaintHtml(html: string, texts: FirstPaint["texts"], catalogs: Record<string, string> | null): string {
  const data: FirstPaint = { texts, titles: ROUTE_TITLES };
  let page = html;
  if (catalogs) {
    const app = { entry: "", modules: [] as string[], styles: [] as string[] };
    page = page
      .replace(/\s*<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/g, (_all, src: string) => {
        if (app.entry) throw new Error(`index.html has two entry scripts: ${app.entry}, ${src}`);
        app.entry = src;
        return "";
      })
      .replace(/\s*<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">/g, (_all, href: string) => (app.modules.push(href), ""))
      .replace(/\s*<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g, (_all, href: string) => (app.styles.push(href), ""));
    if (!app.entry) throw new Error("index.html has no entry script");
    data.app = app;
    data.catalogs = catalogs;
  }
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return page.replace("</head>", `<script id="portal-first-paint" type="application/json">${json}</script></head>`);
}
