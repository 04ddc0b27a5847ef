import { lazy, Suspense, useEffect, useId, useState, type ComponentType, type ComponentProps } from "react";
import { ActionIcon, Box } from "@mantine/core";
import { useIntl } from "react-intl";
import { UserIcon } from "../../../ui/icons";
import { afterNextPaint } from "../../../ui/afterNextPaint";
import { FRAME } from "../frame";

type PanelProps = ComponentProps<typeof import("./UserMenuPanel").UserMenuPanel>;
/** The panel once its chunk is here: rendered at once (no suspended render), so a Tab right after Enter lands in it. */
let loadedPanel: ComponentType<PanelProps> | undefined;
const loadPanel = () => import("./UserMenuPanel").then((m) => (loadedPanel = m.UserMenuPanel));
const LazyPanel = lazy(() => loadPanel().then((panel) => ({ default: panel })));

interface Props {
  userName: string;
  /** The partner layout offers logout only. */
  logoutOnly?: boolean;
}

/**
 * The user menu of the header: a disclosure (a button that shows a panel right below it, WAI-ARIA's disclosure
 * pattern), not a popover: it needs no positioning library, so its button is part of the header's first render and
 * usable at once. The panel (UserMenuPanel) is its own chunk, fetched right after the screen's first paint; a
 * click before it is here shows it as soon as it arrives. Tab walks from the button into the panel.
 */
export function UserMenu({ userName, logoutOnly = false }: Props) {
  const intl = useIntl();
  const [opened, setOpened] = useState(false);
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);
  const panelId = useId();
  useEffect(() => afterNextPaint(() => void loadPanel().catch(() => undefined)), []);
  const Panel = loadedPanel;
  const panelProps: PanelProps = { id: panelId, userName, logoutOnly, trigger, close: () => setOpened(false) };

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
      {opened &&
        (Panel ? (
          <Panel {...panelProps} />
        ) : (
          <Suspense fallback={null}>
            <LazyPanel {...panelProps} />
          </Suspense>
        ))}
    </Box>
  );
}
