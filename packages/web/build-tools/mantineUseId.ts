import type { Plugin } from "vite";

const USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * The module that replaces `@mantine/hooks`' `useId`. Mantine's version starts with an id from React's `useId`
 * and then, in a layout effect, swaps it for a random one (a leftover from React 17, whose server and client
 * ids could differ). A state update in a layout effect is a synchronous re-render: every AppShell section,
 * input, popover, select and modal rendered twice on mount, inside the commit (on `/`, four extra renders in
 * the first screen's commit, the longest task of the load). This app renders only in the browser, where
 * React's id is unique and stable: the hook returns it (or the id it was given) and never updates.
 */
export const USE_ID_MODULE = [
  `import { useId as useReactId } from "react";`,
  `export function useId(staticId) {`,
  `  const reactId = useReactId();`,
  `  return typeof staticId === "string" ? staticId : "mantine-" + reactId.replace(/[:«»]/g, "");`,
  `}`,
].join("\n");

export function mantineUseId(): Plugin {
  return {
    name: "portal:mantine-use-id",
    enforce: "pre",
    load(id) {
      return USE_ID.test(id) ? USE_ID_MODULE : null;
    },
  };
}
