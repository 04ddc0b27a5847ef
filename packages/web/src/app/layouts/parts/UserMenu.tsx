import { ActionIcon, Menu } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { useLogout } from "../../../features/session/useLogout";
import { useLanguage } from "../../intl/LanguageContext";
import { UserIcon } from "../../../ui/icons";

interface Props {
  userName: string;
  /** The partner layout offers logout only. */
  logoutOnly?: boolean;
}

/** The user menu of the header: account, notifications, language (ES), logout. Keyboard-usable (Mantine Menu). */
export function UserMenu({ userName, logoutOnly = false }: Props) {
  const intl = useIntl();
  const { language, languages, setLanguage } = useLanguage();
  const { logout, loggingOut } = useLogout();

  return (
    <Menu position="bottom-end" withArrow shadow="md" width={220}>
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" aria-label={intl.formatMessage({ id: "header.user_menu" }, { name: userName })}>
          <UserIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{userName}</Menu.Label>
        {!logoutOnly && (
          <>
            <Menu.Item component={Link} to="/account">
              <FormattedMessage id="menu.account" />
            </Menu.Item>
            <Menu.Item component={Link} to="/notifications">
              <FormattedMessage id="menu.notifications" />
            </Menu.Item>
            {languages.length > 1 && (
              <>
                <Menu.Divider />
                <Menu.Label>
                  <FormattedMessage id="menu.language" />
                </Menu.Label>
                {languages.map((code) => (
                  <Menu.Item
                    key={code}
                    onClick={() => setLanguage(code)}
                    aria-current={code === language ? "true" : undefined}
                    fw={code === language ? 700 : undefined}
                  >
                    <FormattedMessage id={`language.${code}`} />
                  </Menu.Item>
                ))}
              </>
            )}
            <Menu.Divider />
          </>
        )}
        <Menu.Item color="red" onClick={() => void logout()} disabled={loggingOut}>
          <FormattedMessage id="menu.logout" />
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
