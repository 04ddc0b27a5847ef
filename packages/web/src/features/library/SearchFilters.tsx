import { Button, Checkbox, Group, Radio, Stack, Text } from "@mantine/core";
import { FormattedMessage, useIntl, type IntlShape } from "react-intl";
import { AREA_PATHS } from "@portal/schema";
import type { SearchFacetFieldsFragment, SearchResourcesQuery, SectionType } from "../../gql/graphql";
import { Icon } from "../../ui/icons";
import { MULTI_FACETS, UPDATED_WITHIN, type MultiFacet, type SearchState } from "./searchState";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/Radio.css";

type Facets = SearchResourcesQuery["search"]["facets"];

/** What a facet's value reads as: the API's label, or the portal's words for areas, languages and dates. */
export function facetLabel(intl: IntlShape, facet: MultiFacet | "updatedWithin", value: SearchFacetFieldsFragment): string {
  if (facet === "areas") return intl.formatMessage({ id: `nav.${AREA_PATHS[value.value as SectionType].slice(1)}` });
  if (facet === "languages") return intl.formatMessage({ id: `language.${value.value}` });
  if (facet === "updatedWithin") return intl.formatMessage({ id: `search.date.${value.value}` });
  return value.label;
}

const ORDER: Array<MultiFacet | "updatedWithin"> = ["areas", "categories", "types", "formats", "languages", "updatedWithin"];

/** A value chosen in the address but without results now still shows (count 0), so that it can be unchosen. */
function withChosen(values: readonly SearchFacetFieldsFragment[], chosen: readonly string[]): SearchFacetFieldsFragment[] {
  const missing = chosen.filter((value) => !values.some((v) => v.value === value)).map((value) => ({ value, label: value, count: 0 }));
  return [...values, ...missing];
}

interface Props {
  state: SearchState;
  facets: Facets;
  onChange: (change: Partial<SearchState>) => void;
}

/** The facets, each a group of checkboxes (the date, radios) with its counts; a group with one value and none chosen is left out. */
export function SearchFilters({ state, facets, onChange }: Props) {
  const intl = useIntl();
  return (
    <Stack gap="lg">
      {ORDER.map((facet) => {
        const title = intl.formatMessage({ id: `search.facet.${facet}` });
        if (facet === "updatedWithin") {
          const values = UPDATED_WITHIN.map((value) => facets.updatedWithin.find((f) => f.value === value) ?? { value, label: value, count: 0 });
          if (!values.some((v) => v.count > 0) && !state.updatedWithin) return null;
          return (
            <Radio.Group
              key={facet}
              label={title}
              value={state.updatedWithin ?? ""}
              onChange={(value) => onChange({ updatedWithin: (value || null) as SearchState["updatedWithin"] })}
            >
              <Stack gap={6} mt={6}>
                <Radio value="" label={intl.formatMessage({ id: "search.date.any" })} />
                {values.map((v) => (
                  <Radio
                    key={v.value}
                    value={v.value}
                    label={`${facetLabel(intl, facet, v)} (${v.count})`}
                    disabled={v.count === 0 && state.updatedWithin !== v.value}
                  />
                ))}
              </Stack>
            </Radio.Group>
          );
        }
        const values = withChosen(facets[facet], state[facet]);
        if (values.length === 0 || (values.length === 1 && state[facet].length === 0 && facet !== "languages")) return null;
        return (
          <Checkbox.Group key={facet} label={title} value={state[facet]} onChange={(value) => onChange({ [facet]: value })}>
            <Stack gap={6} mt={6}>
              {values.map((v) => (
                <Checkbox key={v.value} value={v.value} label={`${facetLabel(intl, facet, v)} (${v.count})`} />
              ))}
            </Stack>
          </Checkbox.Group>
        );
      })}
    </Stack>
  );
}

/** The chosen filters as removable chips, and a button that clears them all. */
export function ChosenFilters({ state, facets, onChange }: Props) {
  const intl = useIntl();
  const chips: Array<{ key: string; label: string; remove: Partial<SearchState> }> = [];
  for (const facet of Object.keys(MULTI_FACETS) as MultiFacet[])
    for (const value of state[facet]) {
      const known = facets[facet].find((f) => f.value === value) ?? { value, label: value, count: 0 };
      chips.push({ key: `${facet}:${value}`, label: facetLabel(intl, facet, known), remove: { [facet]: state[facet].filter((v) => v !== value) } });
    }
  if (state.updatedWithin)
    chips.push({
      key: "date",
      label: facetLabel(intl, "updatedWithin", { value: state.updatedWithin, label: state.updatedWithin, count: 0 }),
      remove: { updatedWithin: null },
    });
  if (chips.length === 0) return null;
  return (
    <Group gap="xs" role="group" aria-label={intl.formatMessage({ id: "search.chosen" })}>
      <Text size="sm" c="dimmed">
        <FormattedMessage id="search.chosen" />
      </Text>
      {chips.map((chip) => (
        <Button
          key={chip.key}
          size="compact-sm"
          variant="light"
          radius="xl"
          rightSection={
            <Icon width={14} height={14}>
              <path d="M6 6l12 12M18 6L6 18" />
            </Icon>
          }
          aria-label={intl.formatMessage({ id: "search.remove_filter" }, { filter: chip.label })}
          onClick={() => onChange(chip.remove)}
        >
          {chip.label}
        </Button>
      ))}
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => onChange({ areas: [], categories: [], types: [], formats: [], languages: [], updatedWithin: null })}
      >
        <FormattedMessage id="search.clear_filters" />
      </Button>
    </Group>
  );
}
