import { Badge, Group, Switch } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { ToLogin } from "./parts/ToLogin";
import { UploadIcon } from "../../ui/icons";
import { Logo } from "../../ui/Logo";
import { principalOf, useShell } from "../shell/ShellContext";
import { adminNavigation } from "./navigation";
import { MopPendingBadge } from "./parts/MopPendingBadge";
import { NavList } from "./parts/NavList";
import { ShellFrame } from "./parts/ShellFrame";
import { UserMenu } from "./parts/UserMenu";
// The resources' upload queue lives outside the screens (a tiny store): its badge follows it on every admin screen.
import { uploadProgress, useUploadQueue } from "../../features/admin/resources/uploadQueue";

/** Layout of the admin (edition mode) screens. */
export function AdminLayout() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { viewer, market } = useShell();
  const principal = principalOf(viewer);
  const uploads = uploadProgress(useUploadQueue());
  if (!viewer || !principal) return <ToLogin />;

  const uploadLabel = intl.formatMessage({ id: "admin.header.uploads" }, { count: uploads.pending });
  return (
    <ShellFrame
      brand={<Logo to="/admin" />}
      actions={
        <Group gap="sm" wrap="nowrap">
          {market === "ES" && <MopPendingBadge />}
          <Badge
            variant="light"
            color={uploads.pending > 0 ? "blue" : "gray"}
            leftSection={<UploadIcon />}
            aria-label={uploadLabel}
            title={uploadLabel}
            size="lg"
            data-testid="upload-badge"
          >
            {uploads.percent === null ? uploads.pending : `${uploads.pending} · ${uploads.percent}%`}
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
