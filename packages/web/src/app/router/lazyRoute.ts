import type { ComponentType } from "react";
import { loadArea } from "../intl/catalogs";
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

/**
 * An area's screens module, the folder under `features/` whose messages its screens speak, and the other folders
 * whose messages they show too: sub-modules with messages of their own (`library/cards`), e.g. another area's
 * components used through its `index.ts`.
 */
export interface Area<M extends ScreenModule = ScreenModule> {
  name: string;
  load: () => Promise<M>;
  uses: readonly string[];
}

/** Declares an area's lazily loaded screens module (one chunk per area, or per sub-module of a large area). */
export function area<M extends ScreenModule>(name: string, load: () => Promise<M>, uses: readonly string[] = []): Area<M> {
  return { name, load, uses };
}

const isDeferred = (screen: ComponentType | DeferredScreen): screen is DeferredScreen =>
  typeof screen === "object" && screen !== null && "load" in screen;

/**
 * A route whose screen is lazily loaded from its area module, together with the messages of the area and of those
 * it uses (all fetched at once), with the shell catalog's id of its title in `handle`.
 */
export function screen<M extends ScreenModule>(area: Area<M>, key: keyof M["screens"] & string, titleId: string) {
  const handle: RouteHandle = { titleId, messages: [area.name, ...area.uses] };
  return {
    handle,
    lazy: async () => {
      const [module] = await Promise.all([area.load(), ...handle.messages.map(loadArea)]);
      const found = module.screens[key]!;
      return { Component: isDeferred(found) ? await found.load() : found };
    },
  };
}

/** A layout route whose component is lazily loaded. */
export function layout<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}
