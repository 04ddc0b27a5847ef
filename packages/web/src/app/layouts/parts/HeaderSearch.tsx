import { Suspense, lazy, useCallback, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { FRAME } from "../frame";
import { TextInput } from "@mantine/core";
import { useIntl } from "react-intl";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { searchPath, searchTextOf } from "../../../features/library/searchText";
import type { Suggestion } from "../../../features/library/HeaderSuggestions";
import { SUGGESTIONS_MIN_LENGTH } from "@portal/schema";

/** The suggestions' listbox and its query: a chunk of its own, fetched with the first keystrokes. */
const HeaderSuggestions = lazy(() => import("../../../features/library/HeaderSuggestions"));

/**
 * The header's resource search, a WAI-ARIA combobox: from two characters it proposes resources and categories
 * (HeaderSuggestions); ↓/↑ move through them, Enter opens the one chosen (or, with none, /search?s=… with the text
 * trimmed), Escape folds the list. `opened` is the phone's field, across the screen under the header (SearchToggle):
 * focused when it opens, `onDone` after a search.
 */
export function HeaderSearch({ opened = false, onDone }: { opened?: boolean; onDone?: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === "/search" ? searchTextOf(params) : "";
  const [text, setText] = useState(current);
  // A navigation to another search puts its text in the box (state adjusted while rendering, not in an effect).
  const [shown, setShown] = useState(current);
  const field = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [focused, setFocused] = useState(false);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [folded, setFolded] = useState(false);
  // New suggestions put the keyboard back on the field; the same ones again (the list unfolded) keep its place.
  const listedItems = useRef(items);
  const onItems = useCallback((next: Suggestion[]) => {
    if (next === listedItems.current) return;
    listedItems.current = next;
    setItems(next);
    setActive(-1);
  }, []);
  if (shown !== current) {
    setShown(current);
    setText(current);
  }
  const asking = focused && !folded && text.trim().length >= SUGGESTIONS_MIN_LENGTH;
  const listed = asking && items.length > 0;

  const go = (path: string) => {
    void navigate(path);
    setFolded(true);
    field.current?.blur();
    onDone?.();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (listed && active >= 0) return go(items[active].href);
    const path = searchPath(text);
    if (path) go(path);
  };
  const keys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape" && listed) {
      event.preventDefault();
      event.stopPropagation(); // the phone's panel folds on Escape only once the list has
      setFolded(true);
      setActive(-1);
    } else if ((event.key === "ArrowDown" || event.key === "ArrowUp") && items.length > 0) {
      event.preventDefault();
      setFolded(false);
      const step = event.key === "ArrowDown" ? 1 : -1;
      // -1 is the field itself: past the last option the keyboard comes back to the text.
      setActive((index) => {
        const next = index + step;
        return next < -1 ? items.length - 1 : next >= items.length ? -1 : next;
      });
    }
  };

  return (
    <form role="search" aria-label={intl.formatMessage({ id: "search.label" })} onSubmit={submit} style={{ position: "relative" }}>
      <TextInput
        type="search"
        size="sm"
        ref={field}
        // The phone's field opens on the user's demand (its button): it takes the focus, where typing goes next.
        autoFocus={opened}
        w={opened ? "100%" : FRAME.headerSearchWidth}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setFolded(false);
        }}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onKeyDown={keys}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={listed}
        aria-controls={listed ? listId : undefined}
        aria-activedescendant={listed && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={intl.formatMessage({ id: "search.placeholder" })}
        aria-label={intl.formatMessage({ id: "search.label" })}
      />
      {asking && (
        <Suspense fallback={null}>
          <HeaderSuggestions text={text} listId={listId} active={active} onItems={onItems} onChoose={(item) => go(item.href)} />
        </Suspense>
      )}
    </form>
  );
}
