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
import classes from "./parts/shell.module.css";
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
        // On a phone: the badges keep their numbers (they never shrink), the mode switch's label is for screen readers.
        <Group gap={6} wrap="nowrap">
          {market === "ES" && <MopPendingBadge />}
          <Badge
            variant="light"
            color={uploads.pending > 0 ? "blue" : "gray"}
            leftSection={<UploadIcon />}
            aria-label={uploadLabel}
            title={uploadLabel}
            size="md"
            style={{ flexShrink: 0 }}
            data-testid="upload-badge"
          >
            {uploads.percent === null ? uploads.pending : `${uploads.pending} · ${uploads.percent}%`}
          </Badge>
          {/* Edition mode (these screens) and restaurant mode (the portal as the restaurants see it: spec 1 §2, layouts). */}
          <Switch
            checked
            onChange={() => navigate("/")}
            label={
              <span className={classes.wideOnly}>
                <FormattedMessage id="nav.edition_mode" />
              </span>
            }
          />
          <Switch
            checked={false}
            onChange={() => navigate("/")}
            label={
              <span className={classes.wideOnly}>
                <FormattedMessage id="admin.header.restaurant_mode" />
              </span>
            }
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
        // A link folds the drawer on a phone or a tablet (`close`).
        children: (close) => (
          <div>
            <NavList items={adminNavigation(principal, market)} onNavigate={close} />
          </div>
        ),
      }}
    />
  );
}
