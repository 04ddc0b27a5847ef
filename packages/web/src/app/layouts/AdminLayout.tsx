import { AppShell, Badge, Burger, Group, Switch } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { FormattedMessage, useIntl } from "react-intl";
import { Navigate, Outlet, useNavigate } from "react-router-dom";
import { ClockIcon, UploadIcon } from "../../ui/icons";
import { Logo } from "../../ui/Logo";
import { principalOf, useShell } from "../shell/ShellContext";
import { adminNavigation } from "./navigation";
import { SHELL_FRAME } from "./frame";
import { Footer } from "./parts/Footer";
import { NavList } from "./parts/NavList";
import { ScreenTitle } from "./parts/ScreenTitle";
import { UserMenu } from "./parts/headerWidgets";

/** Placeholders until the admin issues wire them: pending MOP requests and files in the upload queue. */
const PENDING_MOP = 0;
const UPLOADS_IN_PROGRESS = 0;

/** Layout of the admin (edition mode) screens. */
export function AdminLayout() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { viewer, market } = useShell();
  const [navOpened, nav] = useDisclosure(true);
  const principal = principalOf(viewer);
  if (!viewer || !principal) return <Navigate to="/login" replace />;

  const mopLabel = intl.formatMessage({ id: "admin.header.mop_pending" }, { count: PENDING_MOP });
  const uploadLabel = intl.formatMessage({ id: "admin.header.uploads" }, { count: UPLOADS_IN_PROGRESS });
  return (
    <AppShell {...SHELL_FRAME} navbar={{ width: 240, breakpoint: "sm", collapsed: { mobile: !navOpened, desktop: !navOpened } }}>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={nav.toggle}
              size="sm"
              aria-label={intl.formatMessage({ id: "header.menu_toggle" })}
              aria-expanded={navOpened}
              aria-controls="admin-navbar"
            />
            <Logo to="/admin" />
            <ScreenTitle />
          </Group>
          <Group gap="sm" wrap="nowrap">
            {market === "ES" && (
              <Badge variant="light" leftSection={<ClockIcon />} aria-label={mopLabel} title={mopLabel} size="lg">
                {PENDING_MOP}
              </Badge>
            )}
            <Badge variant="light" color="gray" leftSection={<UploadIcon />} aria-label={uploadLabel} title={uploadLabel} size="lg">
              {UPLOADS_IN_PROGRESS}
            </Badge>
            <Switch
              checked
              onChange={() => navigate("/")}
              label={<FormattedMessage id="admin.header.edition_mode" />}
              aria-describedby="restaurant-mode-hint"
            />
            <span id="restaurant-mode-hint" hidden>
              <FormattedMessage id="admin.header.restaurant_mode_hint" />
            </span>
            <UserMenu userName={viewer.user.name} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" style={{ overflowY: "auto" }} id="admin-navbar" aria-label={intl.formatMessage({ id: "nav.admin.label" })}>
        <div>
          <NavList items={adminNavigation(principal, market)} />
        </div>
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
