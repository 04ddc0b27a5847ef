import { useState, type MouseEvent } from "react";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import {
  CollectionsDocument,
  DeleteCollectionDocument,
  RemoveFromCollectionDocument,
  RenameCollectionDocument,
  ShareCollectionDocument,
} from "../../../gql/documents/library/collections/collections";
import type { CollectionFieldsFragment, CollectionsQuery } from "../../../gql/graphql";
import { notifyError } from "../../../app/apollo/notifyError";
import { openConfirm } from "../../../ui/confirm";
import { useSingleFlight } from "../../../ui/useSingleFlight";
import { ResourceGrid } from "../cards/ResourceGrid";
import { useDownload } from "../cards/download";
import { CollectionNameForm } from "./CollectionNameForm";

type ShareTarget = CollectionsQuery["collections"]["shareTarget"];
const sent = { context: { notifyUnavailable: true } } as const;

/**
 * One collection on /collections: its name, who sees it, its zip, and its resources as cards. Its owner renames it,
 * shares it with the people of the selected restaurant (or makes it private again), removes a resource or deletes it
 * (asked first); a collection shared with the user is theirs to read and download only. Every action sends once. The
 * zip downloads like a resource's file: a failure (a collection deleted meanwhile) is said on the screen.
 */
export function CollectionSection({ collection, shareTarget }: { collection: CollectionFieldsFragment; shareTarget: ShareTarget }) {
  const intl = useIntl();
  const [renaming, setRenaming] = useState(false);
  const download = useDownload();
  const { run, busy } = useSingleFlight();
  const [rename] = useMutation(RenameCollectionDocument, sent);
  const [share] = useMutation(ShareCollectionDocument, sent);
  const [remove] = useMutation(RemoveFromCollectionDocument, sent);
  const [drop] = useMutation(DeleteCollectionDocument, { ...sent, refetchQueries: [CollectionsDocument], awaitRefetchQueries: true });
  const named = { collection: collection.name };
  const titleId = `collection-${collection.id}`;
  const act = (action: () => Promise<unknown>) => void run(() => action().then(() => undefined, notifyError));

  const sharedNow = collection.sharedWith && shareTarget?.id === collection.sharedWith.id;
  const status = !collection.mine
    ? intl.formatMessage({ id: "collections.shared_by" }, { owner: collection.ownerName, restaurant: collection.sharedWith?.name ?? "" })
    : collection.sharedWith
      ? intl.formatMessage({ id: "collections.shared_with" }, { restaurant: collection.sharedWith.name })
      : intl.formatMessage({ id: "collections.private" });

  const askDelete = () =>
    void openConfirm({
      modalId: `delete-collection-${collection.id}`,
      title: intl.formatMessage({ id: "collections.delete.title" }, named),
      children: intl.formatMessage({ id: "collections.delete.body" }),
      labels: { confirm: intl.formatMessage({ id: "collections.delete" }), cancel: intl.formatMessage({ id: "action.cancel" }) },
      confirmProps: { color: "red" },
      onConfirm: () => act(() => drop({ variables: { input: { id: collection.id } } })),
    });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId} aria-busy={busy || undefined}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={3} size="h4" id={titleId}>
              {collection.name}
            </Title>
            <Group gap="xs" mt={4}>
              <Text size="sm" c="dimmed">
                {status}
              </Text>
              <Badge variant="light" color="gray">
                <FormattedMessage id="collections.count" values={{ count: collection.resources.length }} />
              </Badge>
            </Group>
          </div>
          <Group gap="xs">
            {collection.resources.length > 0 && (
              <Button
                component="a"
                href={collection.downloadUrl}
                download
                onClick={(event: MouseEvent<HTMLAnchorElement>) => download(event, { url: collection.downloadUrl }, collection.name)}
                size="compact-sm"
                aria-label={intl.formatMessage({ id: "collections.download_label" }, named)}
              >
                <FormattedMessage id="collections.download" />
              </Button>
            )}
            {collection.mine && shareTarget && !sharedNow && (
              <Button
                size="compact-sm"
                variant="light"
                disabled={busy}
                onClick={() => act(() => share({ variables: { input: { id: collection.id, restaurantId: shareTarget.id } } }))}
              >
                <FormattedMessage id="collections.share" values={{ restaurant: shareTarget.name }} />
              </Button>
            )}
            {collection.mine && collection.sharedWith && (
              <Button
                size="compact-sm"
                variant="light"
                disabled={busy}
                aria-label={intl.formatMessage({ id: "collections.unshare_label" }, named)}
                onClick={() => act(() => share({ variables: { input: { id: collection.id, restaurantId: null } } }))}
              >
                <FormattedMessage id="collections.unshare" />
              </Button>
            )}
            {collection.mine && !renaming && (
              <Button
                size="compact-sm"
                variant="default"
                aria-label={intl.formatMessage({ id: "collections.rename_label" }, named)}
                onClick={() => setRenaming(true)}
              >
                <FormattedMessage id="collections.rename" />
              </Button>
            )}
            {collection.mine && (
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                disabled={busy}
                aria-label={intl.formatMessage({ id: "collections.delete_label" }, named)}
                onClick={askDelete}
              >
                <FormattedMessage id="collections.delete" />
              </Button>
            )}
          </Group>
        </Group>
        {renaming && (
          <CollectionNameForm
            label={intl.formatMessage({ id: "collections.rename.name" })}
            submit={<FormattedMessage id="collections.rename.save" />}
            initialName={collection.name}
            autoFocus
            onCancel={() => setRenaming(false)}
            onSubmit={async (name) => {
              await rename({ variables: { input: { id: collection.id, name } } });
              setRenaming(false);
            }}
          />
        )}
        <ResourceGrid
          resources={collection.resources}
          label={intl.formatMessage({ id: "collections.list_label" }, named)}
          emptyId="collections.empty"
          cardAction={
            collection.mine
              ? (resource) => (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    disabled={busy}
                    aria-label={intl.formatMessage({ id: "collections.remove_label" }, { name: resource.name, ...named })}
                    onClick={() => act(() => remove({ variables: { input: { collectionId: collection.id, resourceId: resource.id } } }))}
                  >
                    <FormattedMessage id="collections.remove" />
                  </Button>
                )
              : undefined
          }
        />
      </Stack>
    </Paper>
  );
}
