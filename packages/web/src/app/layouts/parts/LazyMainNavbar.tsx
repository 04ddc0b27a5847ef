import { lazy, type ComponentProps } from "react";
import { AfterFirstScreen } from "../../../ui/AfterFirstScreen";

/*
 * The navbar starts folded (on every screen size) until the burger opens it, so its links (NavLink, Collapse, the
 * role rules of navigation.ts; ~4 kB gzip) load after the first screen, or at once when the burger opens it first.
 */
const loadMainNavbar = () => import("./MainNavbar");
const MainNavbarChunk = lazy(() => loadMainNavbar().then((m) => ({ default: m.MainNavbar })));

/** The navbar's content: nothing while folded and its chunk is not there yet. */
export function MainNavbar({ opened, ...props }: ComponentProps<typeof MainNavbarChunk> & { opened: boolean }) {
  return (
    <AfterFirstScreen load={loadMainNavbar} now={opened}>
      <MainNavbarChunk {...props} />
    </AfterFirstScreen>
  );
}
