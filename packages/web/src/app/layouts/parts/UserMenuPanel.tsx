import { Button, Divider, Paper, Stack, Text } from "@mantine/core";
import { useClickOutside, useWindowEvent } from "@mantine/hooks";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { useLogout } from "../../../features/session/useLogout";
import { useLanguage } from "../../intl/LanguageContext";
import { FRAME } from "../frame";

interface Props {
  id: string;
  userName: string;
  logoutOnly: boolean;
  /** The menu's button: a click on it is not a click elsewhere, and Escape gives it the focus back. */
  trigger: HTMLButtonElement | null;
  close: () => void;
}

/**
 * The user menu's panel (UserMenu's disclosure): account, notifications, collections, language (when the market has several),
 * logout. Its own chunk, fetched once the first screen is up (the header's first render carries the button only).
 * Escape or a click elsewhere folds it; Escape gives the focus back to the button.
 */
export function UserMenuPanel({ id, userName, logoutOnly, trigger, close }: Props) {
  const { language, languages, setLanguage } = useLanguage();
  const { logout, loggingOut } = useLogout();
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  useClickOutside(close, null, [trigger, panel]);
  useWindowEvent("keydown", (event) => {
    if (event.key !== "Escape") return;
    close();
    trigger?.focus();
  });

  const item = { variant: "subtle", color: "dark", justify: "flex-start", fullWidth: true, size: "sm", fw: 400 } as const;
  return (
    <Paper
      ref={setPanel}
      id={id}
      withBorder
      shadow="md"
      p={4}
      w={220}
      pos="absolute"
      right={0}
      top={`calc(100% + ${FRAME.userMenuGap}px)`}
      style={{ zIndex: "var(--mantine-z-index-popover)" }}
    >
      <Text size="xs" c="dimmed" px="sm" py={6} truncate>
        {userName}
      </Text>
      <Stack gap={0}>
        {!logoutOnly && (
          <>
            <Button {...item} component={Link} to="/account" onClick={close}>
              <FormattedMessage id="menu.account" />
            </Button>
            <Button {...item} component={Link} to="/notifications" onClick={close}>
              <FormattedMessage id="menu.notifications" />
            </Button>
            <Button {...item} component={Link} to="/collections" onClick={close}>
              <FormattedMessage id="menu.collections" />
            </Button>
            {languages.length > 1 && (
              <div role="group" aria-labelledby={`${id}-language`}>
                <Divider my={4} />
                <Text id={`${id}-language`} size="xs" c="dimmed" px="sm" py={6}>
                  <FormattedMessage id="menu.language" />
                </Text>
                {languages.map((code) => (
                  <Button
                    {...item}
                    key={code}
                    aria-pressed={code === language}
                    fw={code === language ? 700 : 400}
                    onClick={() => {
                      close();
                      setLanguage(code);
                    }}
                  >
                    <FormattedMessage id={`language.${code}`} />
                  </Button>
                ))}
              </div>
            )}
            <Divider my={4} />
          </>
        )}
        <Button {...item} color="red" onClick={() => void logout()} loading={loggingOut}>
          <FormattedMessage id="menu.logout" />
        </Button>
      </Stack>
    </Paper>
  );
}
