import { useState, type FormEvent } from "react";
import { Button, Collapse, Grid, Group, NativeSelect, Pagination, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { SearchResourcesDocument } from "../../gql/documents/library/search";
import type { SearchSort } from "../../gql/graphql";
import { errorMessageId } from "../../app/apollo/errors";
import { ErrorState } from "../../ui/ErrorState";
import { ResourceGrid, ResourceGridSkeleton } from "./cards/ResourceGrid";
import { ChosenFilters, SearchFilters } from "./SearchFilters";
import { hasFilters, searchParamsOf, searchStateOf, withChange, type SearchState } from "./searchState";
import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/Pagination.css";
import "@mantine/core/styles/Grid.css";

/** Results per page. */
const PAGE_SIZE = 24;

/**
 * /search: the library's search, typo-tolerant, with facets (area, category, type, format, language, date) and their
 * counts, chosen filters as removable chips, a sort and pages. Everything lives in the address (searchState.ts).
 */
export function SearchPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const state = searchStateOf(params);
  const [draft, setDraft] = useState(state.text);
  // The header box navigated here: its text replaces the draft (adjusted while rendering, not in an effect).
  const [shown, setShown] = useState(state.text);
  if (shown !== state.text) {
    setShown(state.text);
    setDraft(state.text);
  }
  const phone = useMediaQuery("(max-width: 48em)") ?? false;
  const [filtersOpen, filters] = useDisclosure(false);

  const asked = Boolean(state.text) || hasFilters(state);
  const { text, areas, categories, types, formats, languages, updatedWithin, sort, page } = state;
  const variables = { text, areas, categories, types, formats, languages, updatedWithin, sort, page, pageSize: PAGE_SIZE };
  const { data, previousData, error, refetch, loading } = useQuery(SearchResourcesDocument, { variables, skip: !asked });
  // While a new page or filter loads, the previous answer stays (its controls usable), marked busy.
  const results = (data ?? previousData)?.search;

  const go = (next: SearchState) => setParams(searchParamsOf(next));
  const change = (patch: Partial<SearchState>) => go(withChange(state, patch));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ text: draft.trim() });
  };

  let content;
  if (!asked) {
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
    const pages = Math.max(1, Math.ceil(results.total / results.pageSize));
    const filterPanel = <SearchFilters state={state} facets={results.facets} onChange={change} />;
    content = (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 4, lg: 3 }}>
          <nav aria-label={intl.formatMessage({ id: "search.filters" })}>
            {phone ? (
              <>
                <Button variant="default" fullWidth onClick={filters.toggle} aria-expanded={filtersOpen} aria-controls="search-filters">
                  <FormattedMessage id={filtersOpen ? "search.filters.hide" : "search.filters.show"} />
                </Button>
                <Collapse expanded={filtersOpen} id="search-filters" mt="sm">
                  {filterPanel}
                </Collapse>
              </>
            ) : (
              filterPanel
            )}
          </nav>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, lg: 9 }}>
          <Stack gap="md" aria-busy={loading}>
            <ChosenFilters state={state} facets={results.facets} onChange={change} />
            <Group justify="space-between" align="flex-end" gap="sm">
              <Text size="sm" c="dimmed" role="status">
                <FormattedMessage
                  id={results.text ? "search.results" : "search.results_filtered"}
                  values={{ count: results.total, text: results.text }}
                />
              </Text>
              <NativeSelect
                size="sm"
                label={intl.formatMessage({ id: "search.sort" })}
                value={results.sort}
                onChange={(e) => change({ sort: e.currentTarget.value as SearchSort })}
                data={(["RELEVANCE", "DATE"] as const).map((value) => ({ value, label: intl.formatMessage({ id: `search.sort.${value}` }) }))}
              />
            </Group>
            <ResourceGrid
              resources={results.resources}
              label={intl.formatMessage({ id: "search.results_label" }, { text: results.text || intl.formatMessage({ id: "search.filters" }) })}
              emptyId="search.empty"
            />
            {pages > 1 && (
              <Pagination
                total={pages}
                value={results.page}
                onChange={(next) => go({ ...state, page: next })}
                getControlProps={(control) => ({ "aria-label": intl.formatMessage({ id: `list.${control}` }) })}
                getItemProps={(item) => ({ "aria-label": intl.formatMessage({ id: "list.page" }, { page: item }) })}
              />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
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
