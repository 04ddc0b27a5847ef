import type { ReactNode } from "react";
import { Stack, Title, type MantineSpacing } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import classes from "./channels.module.css";

interface Props {
  /** Its anchor (the menu's and the section picker's `#…`); its heading is `channels-<anchor>`. */
  anchor: string;
  /** Its heading's message id. */
  titleId: string;
  /** The heading's look (a level 2 heading always). */
  titleSize?: "h3" | "h4";
  gap?: MantineSpacing;
  children: ReactNode;
}

/** A section of the channels screen: a landmark named by its heading, reached by its anchor from the menu. */
export function ChannelsSection({ anchor, titleId, titleSize = "h3", gap = "xs", children }: Props) {
  return (
    <section id={anchor} className={classes.section} aria-labelledby={`channels-${anchor}`}>
      <Stack gap={gap}>
        <Title order={2} size={titleSize} id={`channels-${anchor}`}>
          <FormattedMessage id={titleId} />
        </Title>
        {children}
      </Stack>
    </section>
  );
}
