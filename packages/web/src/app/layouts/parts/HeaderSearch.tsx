import { useState, type FormEvent } from "react";
import { FRAME } from "../frame";
import { TextInput } from "@mantine/core";
import { useIntl } from "react-intl";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { searchPath, searchTextOf } from "../../../features/library/searchText";

/** The header's resource search: Enter opens /search?s=… (the text trimmed). */
export function HeaderSearch() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === "/search" ? searchTextOf(params) : "";
  const [text, setText] = useState(current);
  // A navigation to another search puts its text in the box (state adjusted while rendering, not in an effect).
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setText(current);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const path = searchPath(text);
    if (path) void navigate(path);
  };

  return (
    <form role="search" aria-label={intl.formatMessage({ id: "search.label" })} onSubmit={submit}>
      <TextInput
        type="search"
        size="sm"
        w={FRAME.headerSearchWidth}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        placeholder={intl.formatMessage({ id: "search.placeholder" })}
        aria-label={intl.formatMessage({ id: "search.label" })}
      />
    </form>
  );
}
