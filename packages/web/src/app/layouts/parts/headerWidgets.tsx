import { lazy, Suspense, type ComponentProps } from "react";
import { Box } from "@mantine/core";

/*
 * The header's popover widgets (user menu, restaurant selector) and the search box pull Menu, Select, Popover and
 * floating-ui (~45 kB gzip). They load as their own chunk right after the layout paints, so the
 * first screen does not wait for them; a same-size box holds their place meanwhile.
 */
const UserMenuChunk = lazy(() => import("./UserMenu").then((m) => ({ default: m.UserMenu })));
const RestaurantSelectChunk = lazy(() => import("../../../features/session/RestaurantSelect").then((m) => ({ default: m.RestaurantSelect })));
const HeaderSearchChunk = lazy(() => import("./HeaderSearch").then((m) => ({ default: m.HeaderSearch })));
/*
 * The navbar starts collapsed (on every screen size) until the burger opens it, so its links (NavLink, Collapse,
 * the role rules of navigation.ts; ~4 kB gzip) load right after the layout paints, like the widgets above.
 */
const MainNavbarChunk = lazy(() => import("./MainNavbar").then((m) => ({ default: m.MainNavbar })));

export function UserMenu(props: ComponentProps<typeof UserMenuChunk>) {
  return (
    <Suspense fallback={<Box w={34} h={34} />}>
      <UserMenuChunk {...props} />
    </Suspense>
  );
}

export function RestaurantSelect(props: ComponentProps<typeof RestaurantSelectChunk>) {
  return (
    <Suspense fallback={<Box w={{ base: 160, sm: 260 }} h={36} />}>
      <RestaurantSelectChunk {...props} />
    </Suspense>
  );
}

/** The header's search box (a text input: lazily, like the other widgets). */
export function HeaderSearch() {
  return (
    <Suspense fallback={<Box w={{ base: 160, lg: 220 }} h={36} />}>
      <HeaderSearchChunk />
    </Suspense>
  );
}

/** The navbar's content (nothing shows while its chunk loads: the navbar is collapsed at first). */
export function MainNavbar(props: ComponentProps<typeof MainNavbarChunk>) {
  return (
    <Suspense fallback={null}>
      <MainNavbarChunk {...props} />
    </Suspense>
  );
}
