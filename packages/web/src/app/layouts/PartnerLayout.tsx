import { ToLogin } from "./parts/ToLogin";
import { PARTNER_HOME } from "@portal/schema";
import { Logo } from "../../ui/Logo";
import { useShell } from "../shell/ShellContext";
import { ShellFrame } from "./parts/ShellFrame";
import { UserMenu } from "./parts/UserMenu";

/** Layout of the partner reports: logo, title and a logout-only user menu. */
export function PartnerLayout() {
  const { viewer } = useShell();
  if (!viewer) return <ToLogin />;
  return <ShellFrame brand={<Logo to={PARTNER_HOME} />} actions={<UserMenu userName={viewer.user.name} logoutOnly />} />;
}
