import { useId, useState } from "react";
import { ActionIcon, Box } from "@mantine/core";
import { useClickOutside, useWindowEvent } from "@mantine/hooks";
import { useIntl } from "react-intl";
import { Icon } from "../../../ui/icons";
import { FRAME } from "../frame";
import { HeaderSearch } from "./HeaderSearch";
import classes from "./shell.module.css";

/**
 * Below `md` the header's search is a button that opens the search field across the screen, right under the
 * header (a disclosure, like the user menu: part of the header's first render, no positioning library). Escape or
 * a click elsewhere folds it, Escape giving the focus back to the button; a search folds it too.
 */
export function SearchToggle() {
  const intl = useIntl();
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
  return (
    <Box hiddenFrom="md">
      <ActionIcon
        ref={setTrigger}
        variant="subtle"
        size={FRAME.userMenuSize}
        aria-label={intl.formatMessage({ id: "search.label" })}
        aria-expanded={opened}
        aria-controls={opened ? panelId : undefined}
        onClick={() => setOpened((o) => !o)}
      >
        <Icon>
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </Icon>
      </ActionIcon>
      {opened && (
        <div ref={setPanel} id={panelId} className={classes.searchPanel}>
          <HeaderSearch opened onDone={close} />
        </div>
      )}
    </Box>
  );
}
