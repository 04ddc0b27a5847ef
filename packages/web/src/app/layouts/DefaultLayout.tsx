import { AppShell, Box, Burger, Group } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useIntl } from "react-intl";
import { Navigate, Outlet } from "react-router-dom";
import { CartBadge } from "../../features/ordering/CartBadge";
import { Logo } from "../../ui/Logo";
import { principalOf, useShell } from "../shell/ShellContext";
import { SHELL_FRAME } from "./frame";
import { Footer } from "./parts/Footer";
import { ScreenTitle } from "./parts/ScreenTitle";
import { HeaderSearch, MainNavbar, RestaurantSelect, UserMenu } from "./parts/headerWidgets";

/** Layout of the user screens: header (menu, logo, title, restaurant, cart, user menu), navbar, footer. */
export function DefaultLayout() {
  const intl = useIntl();
  const { viewer, market } = useShell();
  const [navOpened, nav] = useDisclosure(false);
  const principal = principalOf(viewer);
  if (!viewer || !principal) return <Navigate to="/login" replace />; // the session ended while on screen

  return (
    <AppShell {...SHELL_FRAME} navbar={{ width: 260, breakpoint: "sm", collapsed: { mobile: !navOpened, desktop: !navOpened } }}>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={nav.toggle}
              size="sm"
              aria-label={intl.formatMessage({ id: "header.menu_toggle" })}
              aria-expanded={navOpened}
              aria-controls="main-navbar"
            />
            <Logo />
            <ScreenTitle />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Box visibleFrom="md">
              <HeaderSearch />
            </Box>
            <RestaurantSelect viewer={viewer} market={market} />
            <CartBadge market={market} />
            <UserMenu userName={viewer.user.name} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" style={{ overflowY: "auto" }} id="main-navbar" aria-label={intl.formatMessage({ id: "nav.label" })}>
        <MainNavbar principal={principal} market={market} onNavigate={nav.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer>
        <Footer market={market} />
      </AppShell.Footer>
    </AppShell>
  );
}
