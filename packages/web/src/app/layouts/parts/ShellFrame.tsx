import type { CSSProperties, ReactNode } from "react";
import { Burger, Group, useMantineTheme } from "@mantine/core";
import { useDisclosure, useMediaQuery, useWindowEvent } from "@mantine/hooks";
import { useIntl } from "react-intl";
import { Outlet } from "react-router-dom";
import { useShell } from "../../shell/ShellContext";
import { zeroRightClassName } from "react-remove-scroll-bar/constants";
import { NAV_BREAKPOINT } from "../frame";
import { Footer } from "./Footer";
import { ScreenTitle } from "./ScreenTitle";
import frame from "./frame.module.css";
import classes from "./shell.module.css";

const keepOpen = () => undefined;

/** A side navigation toggled by the header's menu button. */
interface ShellNav {
  id: string;
  /** Message id of the navigation's accessible name. */
  labelId: string;
  width: number;
  /** Open at start where it stands beside the screens (from NAV_BREAKPOINT on); where it covers them, it starts folded. */
  openedAtStart: boolean;
  /**
   * The navigation's content; `close` is for its links: it folds the navigation on a phone or a tablet, where it
   * covers the screen, and leaves it open on a wider screen, where it stays beside the screens the user opens.
   */
  children: (close: () => void, opened: boolean) => ReactNode;
}

/**
 * The frame of the layouts with a header and a footer (default, admin, partner): header with the menu button
 * (when there is a navigation), the mark and the screen's title, then `row` (the restaurant selector: a second row
 * of its own on a phone) and `actions`; the navigation; the screen; the footer. Sizes come from FRAME, which
 * index.html's first paint shares.
 *
 * Below NAV_BREAKPOINT the navigation is a drawer: folded at start, over the screen when the menu button opens it,
 * folded again by a link, by Escape (the focus back on the button) or by the button. The layout is
 * frame.module.css's; the header and the footer keep clear of the scrollbar while a modal locks the page
 * (`zeroRightClassName`, the class Mantine's scroll lock offsets).
 */
export function ShellFrame({ brand, actions, row, nav }: { brand: ReactNode; actions: ReactNode; row?: ReactNode; nav?: ShellNav }) {
  const intl = useIntl();
  const { banner } = useShell();
  const [desktopOpened, desktop] = useDisclosure(nav?.openedAtStart ?? false);
  const [mobileOpened, mobile] = useDisclosure(false);
  const breakpoint = useMantineTheme().breakpoints[NAV_BREAKPOINT];
  // Below the breakpoint the navigation covers the screen.
  const covers = useMediaQuery(`(max-width: calc(${breakpoint} - 1px))`) ?? false;
  const navOpened = covers ? mobileOpened : desktopOpened;
  const toggle = covers ? mobile.toggle : desktop.toggle;
  const menuId = `${nav?.id ?? "nav"}-toggle`;
  const closeMobile = mobile.close;

  // Escape folds the drawer, the focus back on its button (a link folds it through `close`).
  useWindowEvent("keydown", (event) => {
    if (!covers || !mobileOpened || event.key !== "Escape") return;
    closeMobile();
    document.getElementById(menuId)?.focus();
  });

  const open = (opened: boolean) => (opened ? "open" : "folded");
  return (
    <div
      className={frame.frame}
      data-row={row ? "" : undefined}
      data-mobile-nav={nav && open(mobileOpened)}
      data-desktop-nav={nav && open(desktopOpened)}
      style={nav && ({ "--frame-nav-width": `${nav.width}px` } as CSSProperties)}
    >
      <a className="skip-link" href="#main">
        {intl.formatMessage({ id: "app.skip_to_content" })}
      </a>
      <header className={`${frame.header} ${zeroRightClassName}`} data-frame="header">
        <div className={classes.bar}>
          <Group gap="sm" wrap="nowrap" className={classes.start}>
            {nav && (
              <Burger
                id={menuId}
                opened={navOpened}
                onClick={toggle}
                size="sm"
                aria-label={intl.formatMessage({ id: "header.menu_toggle" })}
                aria-expanded={navOpened}
                aria-controls={nav.id}
              />
            )}
            {brand}
            <ScreenTitle />
          </Group>
          {row && <div className={classes.row}>{row}</div>}
          <div className={classes.actions}>{actions}</div>
        </div>
      </header>
      {nav && (
        // Folded, the navigation is out of the keyboard's and the screen reader's way too (`inert`).
        <nav className={frame.nav} data-frame="nav" id={nav.id} aria-label={intl.formatMessage({ id: nav.labelId })} inert={!navOpened}>
          {nav.children(covers ? mobile.close : keepOpen, navOpened)}
        </nav>
      )}
      <main className={frame.main} id="main" tabIndex={-1}>
        {banner}
        <Outlet />
      </main>
      <footer className={`${frame.footer} ${zeroRightClassName}`} data-frame="footer">
        <Footer />
      </footer>
    </div>
  );
}
