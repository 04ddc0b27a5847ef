import { useEffect } from "react";
import { Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { SearchSuggestionsDocument } from "../../gql/documents/library/searchSuggestions";
import type { SearchSuggestionsQuery } from "../../gql/graphql";
import { SUGGESTIONS_MIN_LENGTH } from "@portal/schema";
import classes from "./HeaderSuggestions.module.css";

export type Suggestion = SearchSuggestionsQuery["searchSuggestions"][number];

const NONE: Suggestion[] = [];

interface Props {
  text: string;
  /** The listbox's id (the combobox's aria-controls); each option's is `${listId}-${index}`. */
  listId: string;
  /** The option the keyboard is on, or -1. */
  active: number;
  /** The options now listed (the combobox moves through them). */
  onItems: (items: Suggestion[]) => void;
  onChoose: (item: Suggestion) => void;
}

/**
 * The header search's listbox (WAI-ARIA combobox; the field in app/layouts/parts/HeaderSearch.tsx owns the keyboard):
 * resources, then categories, asked 150 ms after the typing stops. Loaded with the first keystrokes, not before.
 */
export default function HeaderSuggestions({ text, listId, active, onItems, onChoose }: Props) {
  const [typed] = useDebouncedValue(text.trim(), 150);
  const { data } = useQuery(SearchSuggestionsDocument, {
    variables: { text: typed },
    skip: typed.length < SUGGESTIONS_MIN_LENGTH,
  });
  const items = (typed.length >= SUGGESTIONS_MIN_LENGTH && data?.searchSuggestions) || NONE;
  useEffect(() => onItems(items), [items, onItems]);
  if (items.length === 0) return null;
  return (
    <ul role="listbox" id={listId} className={classes.list}>
      {items.map((item, index) => (
        <li
          key={item.href}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === active}
          className={classes.option}
          // Chosen on press, before the field's blur folds the list.
          onMouseDown={(event) => {
            event.preventDefault();
            onChoose(item);
          }}
        >
          <Text size="sm" fw={600} lineClamp={1} component="span" className={classes.label}>
            {item.label}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1} component="span" className={classes.label}>
            {item.kind === "CATEGORY" ? <FormattedMessage id="search.suggestion.category" /> : item.detail}
          </Text>
        </li>
      ))}
    </ul>
  );
}
