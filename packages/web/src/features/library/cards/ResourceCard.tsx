import { Anchor, Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import type { ResourceCardFieldsFragment } from "../../../gql/graphql";
import { ResourceThumbnail } from "./ResourceThumbnail";
import { DownloadButton } from "./DownloadButton";
import { adaptationPath, cardView, productionPath } from "../resourceView";
import classes from "../library.module.css";

/**
 * A card of the file list (spec 1 §2): thumbnail, piece type, name and the buttons the server
 * allows (download, adaptation, production). Special cards (toolkits, best practices) offer
 * download only; coming-soon cards are disabled. `action` is a control of the list's own (a collection's "remove").
 */
export function ResourceCard({
  resource,
  action,
  first = false,
}: {
  resource: ResourceCardFieldsFragment;
  action?: ReactNode;
  /** The list's first card: its thumbnail is loaded at once, first (ResourceThumbnail's `eager`). */
  first?: boolean;
}) {
  const view = cardView(resource.actions, resource.file !== null);
  const titleId = `resource-card-${resource.id}`;
  const name = { name: resource.name };

  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="sm"
      className={classes.card}
      data-variant={view.variant}
      aria-labelledby={titleId}
      aria-disabled={view.variant === "soon" || undefined}
    >
      <Card.Section>
        {view.opensDetail ? (
          // The name link below is the accessible one; the thumbnail repeats it for the mouse.
          <Link to={resource.href} tabIndex={-1} aria-hidden="true" className={classes.thumbLink}>
            <ResourceThumbnail url={resource.thumbnailUrl} eager={first} />
          </Link>
        ) : (
          <ResourceThumbnail url={resource.thumbnailUrl} eager={first} />
        )}
      </Card.Section>
      <Stack gap={4} mt="sm" style={{ flex: 1 }}>
        <Group gap={6} wrap="wrap">
          {resource.type && (
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {resource.type.name}
            </Text>
          )}
          {view.variant === "soon" && (
            <Badge size="xs" color="gray" variant="filled">
              <FormattedMessage id="library.card.coming_soon" />
            </Badge>
          )}
          {view.variant === "special" && (
            <Badge size="xs" color="grape" variant="light">
              <FormattedMessage id="library.card.special" />
            </Badge>
          )}
          {resource.isNew && view.variant !== "soon" && (
            <Badge size="xs" color="yellow" variant="filled">
              <FormattedMessage id="library.card.new" />
            </Badge>
          )}
          {resource.newForMe && view.variant !== "soon" && (
            <Badge size="xs" color="blue" variant="light">
              <FormattedMessage id="library.card.new_for_me" />
            </Badge>
          )}
        </Group>
        {view.opensDetail ? (
          <Anchor component={Link} to={resource.href} id={titleId} fw={600} lineClamp={3} c="inherit">
            {resource.name}
          </Anchor>
        ) : (
          <Text id={titleId} fw={600} lineClamp={3}>
            {resource.name}
          </Text>
        )}
      </Stack>
      {(view.download || view.adapt || view.produce || action) && (
        <Group gap={6} mt="sm">
          {view.download && resource.file && (
            <DownloadButton
              file={resource.file}
              resourceName={resource.name}
              size="compact-sm"
              variant={view.variant === "special" ? "filled" : "light"}
            />
          )}
          {view.adapt && <CardLink to={adaptationPath(resource.id)} messageId="library.card.adapt" labelId="library.card.adapt_label" name={name} />}
          {view.produce && (
            <CardLink to={productionPath(resource.id)} messageId="library.card.produce" labelId="library.card.produce_label" name={name} />
          )}
          {action}
        </Group>
      )}
    </Card>
  );
}

/** A card's link to one of the resource's screens: its visible word, and a label naming the resource. */
function CardLink({ to, messageId, labelId, name }: { to: string; messageId: string; labelId: string; name: { name: string } }) {
  const intl = useIntl();
  return (
    <Button component={Link} to={to} size="compact-sm" variant="light" aria-label={intl.formatMessage({ id: labelId }, name)}>
      <FormattedMessage id={messageId} />
    </Button>
  );
}
