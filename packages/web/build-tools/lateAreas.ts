import type { Plugin, Rolldown } from "vite";

type OutputChunk = Rolldown.OutputChunk;

/*
 * The late areas: what no first route (`/login`, `/`) shows. Their chunks are named after them and carry everything
 * they need themselves, so that the entry, which every first load fetches, names none of their files: a new screen
 * there costs the first routes nothing (src/budget.test.ts checks it on the build).
 */

/**
 * The areas whose screens no first route shows: the administrators' (the admin area, the admin screens of other areas
 * and the admin layout), the partners' (their layout and reports), and the restaurant users' screens beyond the home
 * and the library (ordering, account, diagnostic, marketing, channels). Their chunks are named `<area>-…`.
 */
export const LATE_AREAS = ["admin", "partner", "ordering", "account", "diagnostic", "marketing", "channels"] as const;
export const lateArea = (id: string | null): string | undefined => {
  if (id === null) return undefined;
  if (/[\\/]src[\\/](features[\\/][a-z]+[\\/]admin[\\/]|app[\\/]layouts[\\/]AdminLayout\.tsx$)/.test(id)) return "admin";
  if (/[\\/]src[\\/]app[\\/]layouts[\\/]PartnerLayout\.tsx$/.test(id)) return "partner";
  const feature = /[\\/]src[\\/]features[\\/]([a-z]+)[\\/]/.exec(id)?.[1];
  return LATE_AREAS.find((area) => area === feature);
};
export const isLateChunkFile = (file: string) => new RegExp(`(^|/)(${LATE_AREAS.join("|")})-[^/]*\\.js$`).test(file);

/**
 * The code a late area's chunk starts with: it adds the stylesheets its screens need (its own and those of the chunks
 * it imports) to the page, unless already there, and waits for them before the chunk's code runs (a top-level await:
 * the `import()` that loaded the chunk resolves once they have arrived, as Vite's preload does). A sheet that fails
 * leaves the screen usable, unstyled where it would have styled it, as a failed font would.
 */
export function stylesPrologue(hrefs: readonly string[]): string {
  return (
    `await Promise.all(${JSON.stringify(hrefs)}.map((h) => document.querySelector(\`link[rel="stylesheet"][href="\${h}"]\`) || ` +
    `new Promise((r) => document.head.append(Object.assign(document.createElement("link"), { rel: "stylesheet", href: h, onload: r, onerror: r })))));\n`
  );
}

type ChunkWithStyles = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * The late areas' stylesheets, loaded by their own chunks instead of listed in the entry's map of preloads (which
 * `resolveDependencies` in vite.config.ts already keeps free of their scripts): the entry then carries nothing of a
 * screen no first route shows, whatever the stylesheets of the components it uses.
 *
 * Runs before Vite's own `generateBundle` hooks (`order: "pre"`; they write the preload maps and the manifest): the
 * chunks that no first-route code reaches (neither the entry nor a screen outside the late areas imports them, even
 * through other chunks) give up their stylesheets to Vite, and each late chunk loaded with `import()` begins with
 * `stylesPrologue` (after Vite's own map of preloads, when it has one), listing the stylesheets of everything it
 * imports (those of the entry excepted: on the page already).
 */
export function lateStyles(base = "/"): Plugin & { prologues: ReadonlyMap<string, readonly string[]> } {
  /** Each late chunk's file name → the stylesheets its prologue adds (for the boot manifest: build-tools/bootManifest.ts). */
  const written = new Map<string, readonly string[]>();
  return {
    prologues: written,
    name: "portal:late-styles",
    apply: "build",
    generateBundle: {
      order: "pre",
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output): output is ChunkWithStyles => output.type === "chunk");
        const closure = (roots: readonly OutputChunk[]) => {
          const seen = new Set<string>();
          const visit = (file: string) => {
            const output = bundle[file];
            if (seen.has(file) || output?.type !== "chunk") return;
            seen.add(file);
            output.imports.forEach(visit);
          };
          roots.forEach((root) => visit(root.fileName));
          return seen;
        };
        const stylesOf = (root: OutputChunk) =>
          [...closure([root])].flatMap((file) => [...((bundle[file] as ChunkWithStyles).viteMetadata?.importedCss ?? [])]);
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith("index.html"));
        if (!entry) throw new Error("late-styles: no index.html entry in the bundle");
        const initial = new Set(stylesOf(entry));
        const early = closure(chunks.filter((chunk) => chunk === entry || (chunk.isDynamicEntry && !isLateChunkFile(chunk.fileName))));
        const late = chunks.filter((chunk) => !early.has(chunk.fileName));
        const prologues = new Map(
          late
            .filter((chunk) => chunk.isDynamicEntry)
            .map((chunk) => [chunk, [...new Set(stylesOf(chunk))].filter((css) => !initial.has(css)).map((css) => `${base}${css}`)] as const),
        );
        for (const chunk of late) chunk.viteMetadata?.importedCss.clear();
        written.clear();
        for (const [chunk, styles] of prologues) {
          if (!styles.length) continue;
          chunk.code = stylesPrologue(styles) + chunk.code;
          written.set(chunk.fileName, styles);
        }
      },
    },
  };
}
