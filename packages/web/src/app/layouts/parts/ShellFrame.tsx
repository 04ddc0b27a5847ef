import type { ReactNode } from "react";
import { AppShell, Burger, Group, useMantineTheme } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { useIntl } from "react-intl";
import { Outlet } from "react-router-dom";
import { useShell } from "../../shell/ShellContext";
import { SHELL_FRAME } from "../frame";
import { Footer } from "./Footer";
import { ScreenTitle } from "./ScreenTitle";

const keepOpen = () => undefined;

/** A side navigation toggled by the header's menu button. */
interface ShellNav {
  id: string;
  /** Message id of the navigation's accessible name. */
  labelId: string;
  width: number;
  openedAtStart: boolean;
  /**
   * The navigation's content; `close` is for its links: it folds the navigation on a phone, where it covers the
   * screen, and leaves it open on a wider screen, where it stays beside the screens the user opens.
   */
  children: (close: () => void, opened: boolean) => ReactNode;
}

/**
 * The frame of the layouts with a header and a footer (default, admin, partner): header with the menu button
 * (when there is a navigation), the mark and the screen's title, then `actions`; the navigation; the screen; the
 * footer. Sizes come from FRAME, which index.html's first paint shares.
 */
export function ShellFrame({ brand, actions, nav }: { brand: ReactNode; actions: ReactNode; nav?: ShellNav }) {
  const intl = useIntl();
  const { banner } = useShell();
  const [navOpened, toggle] = useDisclosure(nav?.openedAtStart ?? false);
  // Below AppShell's breakpoint (`sm`) the navigation covers the screen.
  const covers = useMediaQuery(`(max-width: calc(${useMantineTheme().breakpoints.sm} - 1px))`) ?? false;
  return (
    <AppShell {...SHELL_FRAME} navbar={nav && { width: nav.width, breakpoint: "sm", collapsed: { mobile: !navOpened, desktop: !navOpened } }}>
      <a className="skip-link" href="#main">
        {intl.formatMessage({ id: "app.skip_to_content" })}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {nav && (
              <Burger
                opened={navOpened}
                onClick={toggle.toggle}
                size="sm"
                aria-label={intl.formatMessage({ id: "header.menu_toggle" })}
                aria-expanded={navOpened}
                aria-controls={nav.id}
              />
            )}
            {brand}
            <ScreenTitle />
          </Group>
          {actions}
        </Group>
      </AppShell.Header>
      {nav && (
        // Folded, the navigation is out of the keyboard's and the screen reader's way too (`inert`).
        <AppShell.Navbar p="xs" style={{ overflowY: "auto" }} id={nav.id} aria-label={intl.formatMessage({ id: nav.labelId })} inert={!navOpened}>
          {nav.children(covers ? toggle.close : keepOpen, navOpened)}
        </AppShell.Navbar>
      )}
      <AppShell.Main id="main" tabIndex={-1}>
        {banner}
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer>
        <Footer />
      </AppShell.Footer>
    </AppShell>
  );
}
