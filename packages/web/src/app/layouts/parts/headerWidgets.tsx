import { lazy, type ComponentProps } from "react";
import { FRAME } from "../frame";
import { Box } from "@mantine/core";
import { AfterFirstScreen } from "../../../ui/AfterFirstScreen";

/*
 * The header's popover widgets (user menu, restaurant selector) and the search box pull Menu, Select, Popover and
 * floating-ui (~45 kB gzip). They load as their own chunk and mount after the first screen (AfterFirstScreen),
 * so it neither waits for them nor shares their commit; a same-size box holds their place meanwhile.
 */
const loadUserMenu = () => import("./UserMenu");
const loadRestaurantSelect = () => import("../../../features/session/RestaurantSelect");
const loadHeaderSearch = () => import("./HeaderSearch");
const UserMenuChunk = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));
const RestaurantSelectChunk = lazy(() => loadRestaurantSelect().then((m) => ({ default: m.RestaurantSelect })));
const HeaderSearchChunk = lazy(() => loadHeaderSearch().then((m) => ({ default: m.HeaderSearch })));
/*
 * The navbar starts collapsed (on every screen size) until the burger opens it, so its links (NavLink, Collapse,
 * the role rules of navigation.ts; ~4 kB gzip) load after the first screen, like the widgets above.
 */
const loadMainNavbar = () => import("./MainNavbar");
const MainNavbarChunk = lazy(() => loadMainNavbar().then((m) => ({ default: m.MainNavbar })));

export function UserMenu(props: ComponentProps<typeof UserMenuChunk>) {
  return (
    <AfterFirstScreen load={loadUserMenu} fallback={<Box w={FRAME.userMenuSize} h={FRAME.userMenuSize} />}>
      <UserMenuChunk {...props} />
    </AfterFirstScreen>
  );
}

export function RestaurantSelect(props: ComponentProps<typeof RestaurantSelectChunk>) {
  return (
    <AfterFirstScreen load={loadRestaurantSelect} fallback={<Box w={FRAME.restaurantSelectWidth} h={FRAME.headerWidgetHeight} />}>
      <RestaurantSelectChunk {...props} />
    </AfterFirstScreen>
  );
}

/** The header's search box (a text input: lazily, like the other widgets). */
export function HeaderSearch() {
  return (
    <AfterFirstScreen load={loadHeaderSearch} fallback={<Box w={FRAME.headerSearchWidth} h={FRAME.headerWidgetHeight} />}>
      <HeaderSearchChunk />
    </AfterFirstScreen>
  );
}

/** The navbar's content (nothing shows while its chunk loads: the navbar is collapsed at first). */
export function MainNavbar(props: ComponentProps<typeof MainNavbarChunk>) {
  return (
    <AfterFirstScreen load={loadMainNavbar}>
      <MainNavbarChunk {...props} />
    </AfterFirstScreen>
  );
}
