import { MantineThemeProvider, type MantineThemeOverride } from "@mantine/core";
import { useMemo, type ReactNode } from "react";
import { useIntl } from "react-intl";

/**
 * Names every close button Mantine draws in the page's language: a modal's (`Modal`, `Modal.CloseButton`, the
 * confirmation modals), a notification's (whoever calls `notifications.show()`) and a closable alert's. A screen that
 * wants other words passes its own label, which wins over these defaults.
 */
export function CloseLabels({ children }: { children: ReactNode }) {
  const label = useIntl().formatMessage({ id: "action.close" });
  // A new theme only when the language changes: every Mantine component reads it.
  const theme = useMemo<MantineThemeOverride>(
    () => ({
      components: {
        ModalCloseButton: { defaultProps: { "aria-label": label } },
        Notification: { defaultProps: { closeButtonProps: { "aria-label": label } } },
        Alert: { defaultProps: { closeButtonLabel: label } },
      },
    }),
    [label],
  );
  return <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>;
}
