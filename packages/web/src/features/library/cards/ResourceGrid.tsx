import type { ReactNode } from "react";
import { Alert, Card, SimpleGrid, Skeleton } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import type { ResourceCardFieldsFragment } from "../../../gql/graphql";
import { ResourceCard } from "./ResourceCard";
import { RESOURCE_GRID_COLS } from "../resourceView";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Skeleton.css";

interface Props {
  resources: readonly ResourceCardFieldsFragment[];
  /** Accessible name of the list. */
  label: string;
  /** Catalog id of the message shown when the list is empty (default: the 'soon' message). */
  emptyId?: string;
  /** A control of the list's own on each card (e.g. a collection's "remove"), after the card's buttons. */
  cardAction?: (resource: ResourceCardFieldsFragment) => ReactNode;
}

/** The file list: a responsive grid of resource cards (3, 4 or 5 columns on wide screens). */
export function ResourceGrid({ resources, label, emptyId = "library.list.empty", cardAction }: Props) {
  if (resources.length === 0) {
    return (
      <Alert color="gray" variant="light" role="status">
        <FormattedMessage id={emptyId} />
      </Alert>
    );
  }
  return (
    <SimpleGrid cols={RESOURCE_GRID_COLS} spacing="md" verticalSpacing="md" role="list" aria-label={label}>
      {resources.map((resource, index) => (
        <div role="listitem" key={resource.id}>
          <ResourceCard resource={resource} action={cardAction?.(resource)} first={index === 0} />
        </div>
      ))}
    </SimpleGrid>
  );
}

/** Placeholder cards while the list loads. */
export function ResourceGridSkeleton({ count = 8 }: { count?: number }) {
  const intl = useIntl();
  return (
    <SimpleGrid cols={RESOURCE_GRID_COLS} spacing="md" aria-busy="true" aria-label={intl.formatMessage({ id: "common.loading" })}>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} withBorder radius="md" padding="sm">
          <Card.Section>
            <Skeleton style={{ aspectRatio: "1 / 1" }} radius={0} />
          </Card.Section>
          <Skeleton height={10} width="40%" mt="sm" />
          <Skeleton height={14} mt={8} />
          <Skeleton height={22} width="60%" mt="sm" />
        </Card>
      ))}
    </SimpleGrid>
  );
}
