import { useMatches } from "react-router-dom";

/** What a route declares in `handle`: the catalog id of its screen title, and the areas whose messages it speaks. */
export interface RouteHandle {
  titleId: string;
  /** Folders under `features/` (`home`, `library/cards`) whose messages its screen shows, loaded with it (app/intl/catalogs.ts). */
  messages: readonly string[];
  /** The screen hides the layout's menu (the order wizard). */
  hideMenu?: boolean;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === "object" && handle !== null && typeof (handle as RouteHandle).titleId === "string";
}

/** Catalog id of the current screen's title (the deepest matched route that declares one). */
export function useScreenTitleId(): string | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle;
    if (isRouteHandle(handle)) return handle.titleId;
  }
  return null;
}

/** Whether the current screen hides the layout's menu (a matched route's `handle.hideMenu`). */
export function useMenuHidden(): boolean {
  return useMatches().some((match) => isRouteHandle(match.handle) && match.handle.hideMenu === true);
}
