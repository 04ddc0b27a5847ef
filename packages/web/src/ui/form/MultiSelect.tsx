import { MultiSelect as MantineMultiSelect, type MultiSelectProps } from "@mantine/core";
import "@mantine/core/styles/Pill.css";
import "@mantine/core/styles/PillsInput.css";
import { useListOnDemand } from "./selects";

/** Mantine's MultiSelect, its list rendered once the field is engaged (`useListOnDemand`, ./selects). */
export function MultiSelect(props: MultiSelectProps) {
  return <MantineMultiSelect {...props} {...useListOnDemand(props)} />;
}
