import { Alert, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { CollectionsDocument, CreateCollectionDocument } from "../../../gql/documents/library/collections/collections";
import { errorMessageId } from "../../../app/apollo/errors";
import { ErrorState } from "../../../ui/ErrorState";
import { CollectionNameForm } from "./CollectionNameForm";
import { CollectionSection } from "./CollectionSection";
import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/Paper.css";

/**
 * /collections: the user's named sets of resources ("Campaña verano") and those the people of their restaurants
 * share with them. A new collection is made here or from a resource's detail; each one is downloaded as one zip
 * (the files the user may download), and its owner renames, shares with the selected restaurant's people, empties
 * or deletes it.
 */
export function CollectionsPage() {
  const intl = useIntl();
  const { data, error, refetch } = useQuery(CollectionsDocument, { fetchPolicy: "cache-and-network" });
  const [create] = useMutation(CreateCollectionDocument, {
    context: { notifyUnavailable: true },
    refetchQueries: [CollectionsDocument],
    awaitRefetchQueries: true,
  });
  const collections = data?.collections;
  const mine = collections?.items.filter((collection) => collection.mine) ?? [];
  const shared = collections?.items.filter((collection) => !collection.mine) ?? [];

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        <FormattedMessage id="screen.collections" />
      </Title>
      <Text>
        <FormattedMessage id="collections.intro" />
      </Text>
      <Paper withBorder p="md" component="section" aria-labelledby="collections-new">
        <Title order={2} size="h4" id="collections-new" mb="sm">
          <FormattedMessage id="collections.new" />
        </Title>
        <CollectionNameForm
          label={intl.formatMessage({ id: "collections.name" })}
          submit={<FormattedMessage id="collections.create" />}
          onSubmit={async (name) => void (await create({ variables: { input: { name } } }))}
        />
      </Paper>
      {!collections ? (
        error ? (
          <ErrorState messageId={errorMessageId(error, intl.messages)} onRetry={() => void refetch().catch(() => undefined)} />
        ) : (
          <Skeleton height={160} aria-label={intl.formatMessage({ id: "common.loading" })} />
        )
      ) : (
        <>
          <Stack gap="md" component="section" aria-labelledby="collections-mine">
            <Title order={2} size="h3" id="collections-mine">
              <FormattedMessage id="collections.mine" />
            </Title>
            {mine.length === 0 ? (
              <Alert color="gray" variant="light" role="status">
                <FormattedMessage id="collections.none" />
              </Alert>
            ) : (
              mine.map((collection) => <CollectionSection key={collection.id} collection={collection} shareTarget={collections.shareTarget} />)
            )}
          </Stack>
          {shared.length > 0 && (
            <Stack gap="md" component="section" aria-labelledby="collections-shared">
              <Title order={2} size="h3" id="collections-shared">
                <FormattedMessage id="collections.shared" />
              </Title>
              {shared.map((collection) => (
                <CollectionSection key={collection.id} collection={collection} shareTarget={null} />
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
