import type { ComponentType } from "react";
import type { RouteHandle } from "./screenTitle";

/**
 * A screen kept out of its area's chunk (its own chunk, fetched with its route), e.g. one that needs a heavy
 * dependency the area's first screen does not. Made with `deferred(() => import("./X").then((m) => m.X))`.
 */
export interface DeferredScreen {
  load: () => Promise<ComponentType>;
}

export function deferred(load: () => Promise<ComponentType>): DeferredScreen {
  return { load };
}

/** What an area module exports: its screens by route key. */
interface ScreenModule {
  screens: Record<string, ComponentType | DeferredScreen>;
}

const isDeferred = (screen: ComponentType | DeferredScreen): screen is DeferredScreen =>
  typeof screen === "object" && screen !== null && "load" in screen;

/**
 * A route whose screen is lazily loaded from its area module (one chunk per area), with the
 * catalog id of its title in `handle`.
 */
export function screen<M extends ScreenModule>(load: () => Promise<M>, key: keyof M["screens"] & string, titleId: string) {
  const handle: RouteHandle = { titleId };
  return {
    handle,
    lazy: async () => {
      const found = (await load()).screens[key]!;
      return { Component: isDeferred(found) ? await found.load() : found };
    },
  };
}

/** A layout route whose component is lazily loaded. */
export function layout<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}
