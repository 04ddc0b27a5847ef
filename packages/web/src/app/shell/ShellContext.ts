import { createContext, useContext, type ReactNode } from "react";
import type { Market, Principal } from "@portal/schema";
import type { ShellQuery, ViewerFieldsFragment } from "../../gql/graphql";

export type Viewer = ViewerFieldsFragment;
export type PortalInfo = ShellQuery["portal"];

export interface Shell {
  viewer: Viewer | null;
  portal: PortalInfo;
  market: Market;
  /** What every layout shows above its screen: the "log in as" banner while an administrator borrows a session. */
  banner: ReactNode;
}

export const ShellContext = createContext<Shell | null>(null);

/** The cold-load answer (viewer + portal), from the one shell query. */
export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error("useShell outside ShellBoundary");
  return shell;
}

/** The signed-in viewer; layouts behind the guard may rely on it. */
export function useViewer(): Viewer {
  const { viewer } = useShell();
  if (!viewer) throw new Error("useViewer without a signed-in user");
  return viewer;
}

/** What the role rules of @portal/schema need to know of a viewer. */
export function principalOf(viewer: Viewer | null): Principal | null {
  return viewer ? { type: viewer.user.type, admin: viewer.user.admin } : null;
}
