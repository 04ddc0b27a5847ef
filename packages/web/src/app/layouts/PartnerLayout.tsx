import { AppShell, Group } from "@mantine/core";
import { Navigate, Outlet } from "react-router-dom";
import { PARTNER_HOME } from "../guards/paths";
import { Logo } from "../../ui/Logo";
import { useShell } from "../shell/ShellContext";
import { SHELL_FRAME } from "./frame";
import { Footer } from "./parts/Footer";
import { ScreenTitle } from "./parts/ScreenTitle";
import { UserMenu } from "./parts/headerWidgets";

/** Layout of the partner reports: logo, title and a logout-only user menu. */
export function PartnerLayout() {
  const { viewer, market } = useShell();
  if (!viewer) return <Navigate to="/login" replace />;
  return (
    <AppShell {...SHELL_FRAME}>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Logo to={PARTNER_HOME} />
            <ScreenTitle />
          </Group>
          <UserMenu userName={viewer.user.name} logoutOnly />
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer>
        <Footer market={market} />
      </AppShell.Footer>
    </AppShell>
  );
}
