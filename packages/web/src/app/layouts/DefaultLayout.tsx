import { Box, Group } from "@mantine/core";
import { ToLogin } from "./parts/ToLogin";
import { CartBadge } from "../../features/ordering/CartBadge";
import { Logo } from "../../ui/Logo";
import { principalOf, useShell } from "../shell/ShellContext";
import { ShellFrame } from "./parts/ShellFrame";
import { HeaderSearch } from "./parts/HeaderSearch";
import { SearchToggle } from "./parts/SearchToggle";
import { MainNavbar } from "./parts/LazyMainNavbar";
import { OrdersMark } from "./parts/LazyOrdersMark";
import { UserMenu } from "./parts/UserMenu";
import { RestaurantSelect } from "../../features/session/RestaurantSelect";
import { useMenuHidden } from "../router/screenTitle";

/**
 * Layout of the user screens: header (menu, logo, title, search, restaurant, orders, cart, user menu), navbar,
 * footer. On a phone the search is a button that opens its field and the restaurant selector has a row of its own.
 */
export function DefaultLayout() {
  const { viewer, market } = useShell();
  const principal = principalOf(viewer);
  const menuHidden = useMenuHidden();
  if (!viewer || !principal) return <ToLogin />; // the session ended while on screen

  return (
    <ShellFrame
      brand={<Logo />}
      row={viewer.restaurants.length > 0 && <RestaurantSelect viewer={viewer} market={market} />}
      actions={
        <Group gap="xs" wrap="nowrap">
          <Box visibleFrom="md">
            <HeaderSearch />
          </Box>
          <SearchToggle />
          {!principal.admin && <OrdersMark />}
          <CartBadge market={market} />
          <UserMenu userName={viewer.user.name} />
        </Group>
      }
      nav={
        menuHidden
          ? undefined
          : {
              id: "main-navbar",
              labelId: "nav.label",
              width: 260,
              openedAtStart: false,
              children: (close, opened) => <MainNavbar opened={opened} principal={principal} market={market} onNavigate={close} />,
            }
      }
    />
  );
}
