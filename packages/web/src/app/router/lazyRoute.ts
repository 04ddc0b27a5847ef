import type { ComponentType } from "react";
import type { RouteHandle } from "./screenTitle";

/** What an area module exports: its screens by route key. */
interface ScreenModule {
  screens: Record<string, ComponentType>;
}

/**
 * A route whose screen is lazily loaded from its area module (one chunk per area), with the
 * catalog id of its title in `handle`.
 */
export function screen<M extends ScreenModule>(load: () => Promise<M>, key: keyof M["screens"] & string, titleId: string) {
  const handle: RouteHandle = { titleId };
  return {
    handle,
    lazy: async () => ({ Component: (await load()).screens[key] }),
  };
}

/** A layout route whose component is lazily loaded. */
export function layout<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}
