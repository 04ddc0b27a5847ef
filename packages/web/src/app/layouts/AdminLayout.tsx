import { Badge, Group, Switch } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { ToLogin } from "./parts/ToLogin";
import { ClockIcon, UploadIcon } from "../../ui/icons";
import { Logo } from "../../ui/Logo";
import { principalOf, useShell } from "../shell/ShellContext";
import { adminNavigation } from "./navigation";
import { NavList } from "./parts/NavList";
import { ShellFrame } from "./parts/ShellFrame";
import { UserMenu } from "./parts/UserMenu";

/** Placeholders until the admin issues wire them: pending MOP requests and files in the upload queue. */
const PENDING_MOP = 0;
const UPLOADS_IN_PROGRESS = 0;

/** Layout of the admin (edition mode) screens. */
export function AdminLayout() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { viewer, market } = useShell();
  const principal = principalOf(viewer);
  if (!viewer || !principal) return <ToLogin />;

  const mopLabel = intl.formatMessage({ id: "admin.header.mop_pending" }, { count: PENDING_MOP });
  const uploadLabel = intl.formatMessage({ id: "admin.header.uploads" }, { count: UPLOADS_IN_PROGRESS });
  return (
    <ShellFrame
      brand={<Logo to="/admin" />}
      actions={
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
      }
      nav={{
        id: "admin-navbar",
        labelId: "nav.admin.label",
        width: 240,
        openedAtStart: true,
        children: () => (
          <div>
            <NavList items={adminNavigation(principal, market)} />
          </div>
        ),
      }}
    />
  );
}
