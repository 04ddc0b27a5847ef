import type { Plugin } from "vite";

const APP_SHELL = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;
const VIRTUAL = "\0portal:app-shell-remove-scroll";

/**
 * Mantine's AppShell header, footer and aside import `RemoveScroll` from react-remove-scroll only to read
 * `RemoveScroll.classNames.zeroRight` (a class name that keeps fixed bars clear of the scrollbar while a modal
 * locks the page). The package's entry is the whole scroll lock (component, side car, scroll handling: ~5 kB
 * gzip), which then sits in the default layout's first load although the layout locks nothing.
 * For those importers only, `react-remove-scroll` resolves to a module exporting `RemoveScroll.classNames` built
 * from the same constants the package uses (react-remove-scroll-bar/constants, resolved from react-remove-scroll
 * itself), so the class names are identical. Modals and drawers keep the real package.
 */
export function appShellRemoveScroll(): Plugin {
  let constants: string | null = null;
  return {
    name: "portal:app-shell-remove-scroll",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (source !== "react-remove-scroll" || !importer || !APP_SHELL.test(importer)) return null;
      const pkg = await this.resolve(source, importer, { ...options, skipSelf: true });
      const resolved = pkg && (await this.resolve("react-remove-scroll-bar/constants", pkg.id, { skipSelf: true }));
      if (!resolved) return null; // unexpected layout: fall back to the package itself
      constants = resolved.id;
      return VIRTUAL;
    },
    load(id) {
      if (id !== VIRTUAL || !constants) return null;
      return [
        `import { fullWidthClassName, zeroRightClassName } from ${JSON.stringify(constants)};`,
        "export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };",
      ].join("\n");
    },
  };
}
