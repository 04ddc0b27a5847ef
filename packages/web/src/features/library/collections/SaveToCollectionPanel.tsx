import { Anchor, Checkbox, Skeleton, Stack, Text } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import {
  AddToCollectionDocument,
  CollectionsDocument,
  CreateCollectionDocument,
  RemoveFromCollectionDocument,
} from "../../../gql/documents/library/collections/collections";
import { errorMessageId } from "../../../app/apollo/errors";
import { notifyError } from "../../../app/apollo/notifyError";
import { ErrorState } from "../../../ui/ErrorState";
import { useSingleFlight } from "../../../ui/useSingleFlight";
import { CollectionNameForm } from "./CollectionNameForm";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/Skeleton.css";

const sent = { context: { notifyUnavailable: true } } as const;

/** SaveToCollection's panel: the user's own collections as checkboxes, and a new collection holding the resource. */
export function SaveToCollectionPanel({ resourceId }: { resourceId: string }) {
  const intl = useIntl();
  const { data, error, refetch } = useQuery(CollectionsDocument, { fetchPolicy: "cache-and-network" });
  const [add] = useMutation(AddToCollectionDocument, sent);
  const [remove] = useMutation(RemoveFromCollectionDocument, sent);
  const [create] = useMutation(CreateCollectionDocument, { ...sent, refetchQueries: [CollectionsDocument], awaitRefetchQueries: true });
  const { run, busy } = useSingleFlight();
  const own = data?.collections.items.filter((collection) => collection.mine);

  if (!own)
    return error ? (
      <ErrorState messageId={errorMessageId(error, intl.messages)} onRetry={() => void refetch().catch(() => undefined)} />
    ) : (
      <Skeleton height={96} aria-label={intl.formatMessage({ id: "common.loading" })} />
    );
  return (
    <Stack gap="sm">
      {own.length === 0 ? (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="collections.none_yet" />
        </Text>
      ) : (
        <Stack gap={6} role="group" aria-label={intl.formatMessage({ id: "collections.mine" })} aria-busy={busy || undefined}>
          {own.map((collection) => {
            const holds = collection.resources.some((resource) => resource.id === resourceId);
            const input = { collectionId: collection.id, resourceId };
            return (
              <Checkbox
                key={collection.id}
                label={collection.name}
                checked={holds}
                onChange={() =>
                  void run(() => (holds ? remove({ variables: { input } }) : add({ variables: { input } })).then(() => undefined, notifyError))
                }
              />
            );
          })}
        </Stack>
      )}
      <CollectionNameForm
        label={intl.formatMessage({ id: "collections.new" })}
        submit={<FormattedMessage id="collections.create_with" />}
        onSubmit={async (name) => void (await create({ variables: { input: { name, resourceId } } }))}
      />
      <Anchor component={Link} to="/collections" size="sm">
        <FormattedMessage id="collections.see_all" />
      </Anchor>
    </Stack>
  );
}
