import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, defaultClientConditions, type ProxyOptions } from "vite";
import react from "@vitejs/plugin-react";
import { compression } from "vite-plugin-compression2";
import { precompileMessages } from "./build-tools/precompileMessages.ts";
import { bootManifest } from "./build-tools/bootManifest.ts";
import { trustedDocumentsManifest } from "./build-tools/trustedDocumentsManifest.ts";
import { firstPaint } from "./build-tools/firstPaint.ts";
import { isLateChunkFile, lateArea, lateStyles } from "./build-tools/lateAreas.ts";

/**
 * react-router's exports map offers only its development build (dev-only warnings and checks included); the build
 * takes its production build, the same code without them (~2 kB gzip less on every first load). The dev server keeps
 * the development build and its warnings.
 */
const routerDir = dirname(createRequire(createRequire(import.meta.url).resolve("react-router-dom")).resolve("react-router/package.json"));
const routerProduction = [
  { find: /^react-router$/, replacement: join(routerDir, "dist/production/index.mjs") },
  { find: /^react-router\/dom$/, replacement: join(routerDir, "dist/production/dom-export.mjs") },
];

/** The BFF in development (BFF_URL overrides). The proxy keeps the Host header (es.localhost / pt.localhost): it picks the market. */
const BFF = process.env.BFF_URL ?? "http://127.0.0.1:4000";
const BFF_PATHS = ["/graphql", "/files", "/r", "/inituserlogin", "/logoutexternal", "/healthz", "/readyz"];
const proxy: Record<string, ProxyOptions> = Object.fromEntries(BFF_PATHS.map((path) => [path, { target: BFF, changeOrigin: false, xfwd: true }]));
// `/r` must not swallow client routes that merely start with "r" (e.g. /remember): match `/r/` only.
delete proxy["/r"];
proxy["^/r/"] = { target: BFF, changeOrigin: false, xfwd: true };

/** The late areas' stylesheets: added by their chunks' prologues, and listed by the boot manifest for the routes it preloads. */
const late = lateStyles();

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    precompileMessages(fileURLToPath(new URL("./src", import.meta.url))),
    bootManifest(fileURLToPath(new URL("./src", import.meta.url)), late.prologues),
    trustedDocumentsManifest(fileURLToPath(new URL("./src/gql/trusted-documents.json", import.meta.url))),
    firstPaint(fileURLToPath(new URL("./src", import.meta.url))),
    late,
    // .br and .gz beside each asset: the BFF sends them by Accept-Encoding (no compression per request).
    compression({ algorithms: ["brotliCompress", "gzip"], include: /\.(js|mjs|css|svg|json)$/, exclude: /^\.vite\//, threshold: 1024 }),
  ],
  // `es2015`: rxjs (Apollo Client 4) then resolves to its ES2015 build (native classes, no tslib helpers), not ES5.
  resolve: { conditions: ["@portal/source", "es2015", ...defaultClientConditions], alias: command === "build" ? routerProduction : [] },
  server: { port: 5173, strictPort: true, host: true, allowedHosts: [".localhost"], proxy },
  preview: { port: 4173, host: true, allowedHosts: [".localhost"], proxy },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    // Every browser of the es2022 target but Safari 16 supports <link rel="modulepreload">; there the hint is
    // merely ignored (modules still load). Keeps the polyfill out of the entry.
    modulePreload: {
      polyfill: false,
      // The late areas' screens (chunks named `<area>-…`: build-tools/lateAreas.ts) are not in the map of preloads
      // every first load carries: importing one fetches its own imports as it runs (one round trip more, on a screen
      // no first route shows) and its stylesheets (`lateStyles`), so a new screen costs the first routes nothing.
      resolveDependencies: (file, deps) => (isLateChunkFile(file) ? [] : deps),
    },
    manifest: true,
    // The vendor chunk (react-dom, router, apollo, intl, Mantine's core) is ~555 kB minified / ~170 kB gzip by itself.
    chunkSizeWarningLimit: 580,
    rolldownOptions: {
      // hoist-non-react-statics (CommonJS, no `sideEffects` field) serves only formik's withFormik/connect, which the
      // forms do not use: declared side-effect free, it is left out of the `forms` chunk (~1.6 kB gzip with react-is 16).
      treeshake: { moduleSideEffects: (id) => (/[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/.test(id) ? false : undefined) },
      output: {
        chunkFileNames: (chunk) => `assets/${lateArea(chunk.facadeModuleId)?.concat("-") ?? ""}[name]-[hash].js`,
        // Explicit compile hints: V8 compiles every function of the vendor chunk while it downloads, off the main
        // thread, instead of each one there on its first call. A cold load runs most of them (Lighthouse mobile /:
        // Total Blocking Time about halved; evaluating this chunk was the longest task).
        postBanner: (chunk) => (chunk.name === "vendor" ? "//# allFunctionsCalledOnLoad" : ""),
        codeSplitting: {
          groups: [
            // The libraries a cold load needs before any route (the entry's static dependency chain, `$initial`), in
            // one long-cached chunk; app code stays in the entry. Libraries only lazy chunks use (formik, yup,
            // floating-ui, recharts...) stay out of the first load: a package-name list would pull them in.
            { name: "vendor", tags: ["$initial"], test: /[\\/]node_modules[\\/]/ },
            // Below: the first routes' UI. Left to automatic splitting, each of these components is a sub-kilobyte
            // chunk shared by a different set of screens (a request each, compressed alone); grouped, `/login` and `/`
            // fetch ~15 fewer files and ~3-4 kB less gzip (measure with `pnpm --filter @portal/web budget`).
            // The building blocks of every layout and most screens, the error codes and the after-paint helper the entry
            // shares with later screens, and Vite's preload helper (the entry and the areas' deferred screens call it): left
            // alone, each became a file of its own on every first load.
            {
              name: "ui-base",
              test: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Group|Text|Title|Anchor|Paper|Card|ActionIcon|Divider)[\\/]|[\\/]schema[\\/]src[\\/]common[\\/](markets|errors)\.ts$|[\\/]src[\\/]ui[\\/]afterNextPaint\.ts$|[\\/]src[\\/](app[\\/]layouts[\\/]parts[\\/]Footer|ui[\\/]Logo|ui[\\/]ScreenPlaceholder)\.tsx$|[\\/]src[\\/]app[\\/](layouts[\\/]frame|router[\\/]screenTitle)\.ts$|^\0vite\/preload-helper/,
            },
            // The default layout's frame (header, navbar, cart badge, the sessions' sync), the home's badges and placeholders,
            // and the hooks the layout's menu shares with later screens (left alone, each became a file of its own once admin
            // screens used them).
            {
              name: "ui-layout",
              test: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Burger|Indicator|Badge|Skeleton|SimpleGrid|List)[\\/]|[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-(disclosure|click-outside|window-event)[\\/]|[\\/]react-remove-scroll-bar[\\/]dist[\\/]es2015[\\/]constants\.js$|[\\/]src[\\/]app[\\/]shell[\\/]sessionSync\.ts$|[\\/]src[\\/]features[\\/]ordering[\\/](CartBadge\.tsx|cartCount\.ts)$/,
            },
            // The home's own modules its lazy parts (the banners, the video popup) and the videos' administration share: its
            // stylesheet's class names, the popup's rules and when to show it (left alone, three files of its own on `/`).
            {
              name: "home-kit",
              test: /[\\/]src[\\/]features[\\/]home[\\/](home\.module\.css|videoPopup\.ts)$|[\\/]schema[\\/]src[\\/]home[\\/]rules\.ts$/,
              includeDependenciesRecursively: false,
            },
            // Text inputs (login, remember, search, forms) and the hook that translates their messages.
            {
              name: "ui-inputs",
              test: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|PasswordInput)[\\/]/,
            },
            // The header's restaurant selector (the default layout's, not the login's).
            { name: "ui-select", test: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](NativeSelect|Combobox[\\/]ComboboxChevron)[\\/]/ },
            // Mantine's small internals that most later screens share (portals, scroll areas, check and radio icons,
            // inline inputs, hooks and helpers): left alone, each was a file of 0.1-0.9 kB gzip of its own, five to ten
            // of them on every screen with a form, a table or a popup; together one file of about 3 kB.
            {
              name: "ui-parts",
              test: /[\\/]@mantine[\\/]hooks[\\/]esm[\\/](use-merged-ref|use-force-update|use-intersection|utils[\\/](use-callback-ref|clamp))[\\/]|[\\/]@mantine[\\/]core[\\/]esm[\\/](core[\\/](DirectionProvider|utils[\\/](is-element|get-default-z-index|get-single-element-child|create-event-handler|get-env|find-element-ancestor|create-scoped-keydown-handler)|Box[\\/]get-style-object)|components[\\/](Portal|VisuallyHidden|Checkbox[\\/]CheckIcon|Radio[\\/]RadioIcon|Accordion[\\/]AccordionChevron|ScrollArea[\\/]utils[\\/]to-int)|utils[\\/](InlineInput|InputsGroupFieldset))[\\/.]/,
              includeDependenciesRecursively: false,
            },
            // The app's own small building blocks of the screens that change data (useMutation, the confirmation, the leave
            // guard, uploads, the notices, WhenNear, the selected restaurant): one file instead of one each. Only modules
            // whose imports every user loads anyway: a member importing the selects, yup or the form kit would bring them
            // to every screen that uses the group (grouped with the select field and the validation, `/orders` grew 43 →
            // 94 kB).
            {
              name: "ui-kit",
              test: /[\\/]@apollo[\\/]client[\\/]react[\\/]hooks[\\/](useMutation|internal[\\/]useIsomorphicLayoutEffect)\.js$|[\\/]src[\\/](ui[\\/](confirm|useLeaveGuard|upload)\.ts|ui[\\/](Notice|WhenNear)\.tsx|app[\\/]shell[\\/]useSelectedRestaurantId\.ts)$/,
              includeDependenciesRecursively: false,
            },
            // formik and its libraries (lodash-es, deepmerge, react-fast-compare...) in one file that only screens with a
            // form fetch, never `/`, instead of several small ones. Only packages: the group also captures its members'
            // dependencies, and the kit's own modules (ui/form) import app code the entry needs.
            {
              name: "forms",
              test: /[\\/]node_modules[\\/](formik|lodash-es|deepmerge|react-fast-compare|hoist-non-react-statics|tiny-warning)[\\/]/,
            },
            // The form kit's modules the login form uses too, with its validation helper, in one file (only them: not the app
            // code they import, which the entry holds), instead of a sub-kilobyte one each whose split follows whichever
            // screens import which field.
            {
              name: "form-kit",
              test: /[\\/]src[\\/]ui[\\/](form[\\/](useFormKit|useKitField|KitForm|FormMessage|SubmitButton|TextField|PasswordField|rules)\.tsx?|useTranslateKey\.ts)$/,
              includeDependenciesRecursively: false,
            },
            // recharts (the download report's trend, loaded with it) in four files fetched together, each under the lazy
            // chunk budget: the libraries of its state (Redux Toolkit, immer, reselect), its maths (d3 through
            // victory-vendor), its core (store, selectors, utilities) and its components.
            {
              name: "charts-state",
              test: /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit|immer|reselect|react-redux|redux|redux-thunk|use-sync-external-store|eventemitter3|es-toolkit)[\\/]/,
            },
            { name: "charts-d3", test: /[\\/]node_modules[\\/](victory-vendor|d3-[a-z-]+|internmap|decimal\.js-light)[\\/]/ },
            {
              name: "charts-core",
              test: /[\\/]node_modules[\\/]recharts[\\/]es6[\\/](state|util|context|synchronisation|zIndex|animation|hooks|types)[\\/.]/,
            },
            { name: "charts", test: /[\\/]node_modules[\\/]recharts[\\/]/ },
            // pdf.js, one file whichever PDF viewer loads it first (the resource detail's preview, the channels' reports
            // and social networks, the partners' reports): budgeted by this name (build-tools/routeBudget.ts).
            { name: "pdfjs", test: /[\\/]node_modules[\\/]pdfjs-dist[\\/]/ },
          ],
        },
      },
    },
  },
}));
