import { useState, type FocusEvent, type PointerEvent } from "react";
import {
  Autocomplete as MantineAutocomplete,
  Select as MantineSelect,
  type AutocompleteProps,
  type ComboboxProps,
  type SelectProps,
} from "@mantine/core";

export interface ListFieldProps {
  comboboxProps?: ComboboxProps;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLInputElement>) => void;
}

/**
 * A choice's list of options enters the page when its field is first engaged, focused or pressed, and stays from then
 * on, hidden while closed, as Mantine keeps it: its keyboard (the first arrow opens the list on the current option)
 * and its ARIA (`aria-expanded`, `aria-controls`, `aria-activedescendant`) need the list there before it opens, which
 * focus and press come before. Until then it is not rendered: Mantine mounts every list with its field, so a screen of
 * selects (the diagnostic's nineteen, the marketing plan's ten) rendered, styled and positioned every list in its first
 * render, most of the long task that blocked the phone.
 */
export function useListOnDemand({ comboboxProps, onFocus, onPointerDown }: ListFieldProps): ListFieldProps {
  const [engaged, setEngaged] = useState(false);
  return {
    comboboxProps: { ...comboboxProps, keepMounted: engaged },
    onFocus: (event) => {
      setEngaged(true);
      onFocus?.(event);
    },
    onPointerDown: (event) => {
      setEngaged(true);
      onPointerDown?.(event);
    },
  };
}

/** Mantine's Select, its list rendered once the field is engaged (useListOnDemand). */
export function Select(props: SelectProps) {
  return <MantineSelect {...props} {...useListOnDemand(props)} />;
}

/** Mantine's Autocomplete, its list rendered once the field is engaged (useListOnDemand). */
export function Autocomplete(props: AutocompleteProps) {
  return <MantineAutocomplete {...props} {...useListOnDemand(props)} />;
}
