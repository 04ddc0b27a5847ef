import { useId, useState } from "react";
import { ActionIcon, Box, Button, Divider, Paper, Stack, Text } from "@mantine/core";
import { useClickOutside, useWindowEvent } from "@mantine/hooks";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { useLogout } from "../../../features/session/useLogout";
import { useLanguage } from "../../intl/LanguageContext";
import { UserIcon } from "../../../ui/icons";
import { FRAME } from "../frame";

interface Props {
  userName: string;
  /** The partner layout offers logout only. */
  logoutOnly?: boolean;
}

/**
 * The user menu of the header: account, notifications, language (when the market has several), logout.
 *
 * A disclosure (a button that shows a panel right below it, WAI-ARIA's disclosure pattern), not a popover: it needs
 * no positioning library, so it is part of the header's first render and usable at once. Tab walks from the button
 * into the panel; Escape or a click elsewhere folds it, and Escape gives the focus back to the button.
 */
export function UserMenu({ userName, logoutOnly = false }: Props) {
  const intl = useIntl();
  const { language, languages, setLanguage } = useLanguage();
  const { logout, loggingOut } = useLogout();
  const [opened, setOpened] = useState(false);
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const panelId = useId();
  const close = () => setOpened(false);
  useClickOutside(close, null, [trigger, panel], opened);
  useWindowEvent("keydown", (event) => {
    if (!opened || event.key !== "Escape") return;
    close();
    trigger?.focus();
  });

  const item = { variant: "subtle", color: "dark", justify: "flex-start", fullWidth: true, size: "sm", fw: 400 } as const;
  return (
    <Box pos="relative">
      <ActionIcon
        ref={setTrigger}
        variant="subtle"
        size={FRAME.userMenuSize}
        aria-label={intl.formatMessage({ id: "header.user_menu" }, { name: userName })}
        aria-expanded={opened}
        aria-controls={opened ? panelId : undefined}
        onClick={() => setOpened((o) => !o)}
      >
        <UserIcon />
      </ActionIcon>
      {opened && (
        <Paper
          ref={setPanel}
          id={panelId}
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
                {languages.length > 1 && (
                  <div role="group" aria-labelledby={`${panelId}-language`}>
                    <Divider my={4} />
                    <Text id={`${panelId}-language`} size="xs" c="dimmed" px="sm" py={6}>
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
      )}
    </Box>
  );
}
