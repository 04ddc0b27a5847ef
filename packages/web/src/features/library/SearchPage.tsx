import { useState, type FormEvent } from "react";
import { Button, Group, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { SearchResourcesDocument } from "../../gql/documents/library/search";
import { errorMessageId } from "../../app/apollo/errors";
import { ErrorState } from "../../ui/ErrorState";
import { ResourceGrid, ResourceGridSkeleton } from "./cards/ResourceGrid";
import { searchTextOf } from "./searchText";
import "@mantine/core/styles/Skeleton.css";

/** /search?s=: resources of the session's language matching the (trimmed) text, as file-list cards. */
export function SearchPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const text = searchTextOf(params);
  const [draft, setDraft] = useState(text);
  // The header box navigated here: its text replaces the draft (adjusted while rendering, not in an effect).
  const [shown, setShown] = useState(text);
  if (shown !== text) {
    setShown(text);
    setDraft(text);
  }

  const { data, error, refetch } = useQuery(SearchResourcesDocument, { variables: { text }, skip: !text, context: { silent: true } });
  const results = data?.search.text === text ? data.search : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    setParams(next ? { s: next } : {});
  };

  let content;
  if (!text) {
    content = (
      <Text c="dimmed" role="status">
        <FormattedMessage id="search.prompt" />
      </Text>
    );
  } else if (error && !results) {
    content = <ErrorState messageId={errorMessageId(error)} onRetry={() => void refetch()} />;
  } else if (!results) {
    content = (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={14} width={200} />
        <ResourceGridSkeleton />
      </Stack>
    );
  } else {
    content = (
      <Stack gap="md">
        {results.resources.length > 0 && (
          <Text size="sm" c="dimmed" role="status">
            <FormattedMessage id="search.results" values={{ count: results.resources.length, text: results.text }} />
          </Text>
        )}
        <ResourceGrid
          resources={results.resources}
          label={intl.formatMessage({ id: "search.results_label" }, { text: results.text })}
          emptyId="search.empty"
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2" id="search-title">
        <FormattedMessage id="screen.search" />
      </Title>
      {/* Named after the screen: the header's search is a landmark too (WCAG landmarks, each its own name). */}
      <form role="search" aria-labelledby="search-title" onSubmit={submit}>
        <Group gap="xs" align="flex-end" wrap="nowrap" maw={560}>
          <TextInput
            type="search"
            name="s"
            label={intl.formatMessage({ id: "search.label" })}
            placeholder={intl.formatMessage({ id: "search.placeholder" })}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit">
            <FormattedMessage id="search.submit" />
          </Button>
        </Group>
      </form>
      {content}
    </Stack>
  );
}
