import { useRef, useState } from "react";
import { Autocomplete } from "../../ui/form/selects";
import { useIntl } from "react-intl";
import type { DiagnosticBrandFragment } from "../../gql/graphql";
import classes from "./diagnostic.module.css";

/** The autocomplete that adds a brand of a category (the brands not chosen yet). */
export function BrandPicker({
  label,
  options,
  onPick,
}: {
  label: string;
  options: DiagnosticBrandFragment[];
  onPick: (brand: DiagnosticBrandFragment) => void;
}) {
  const intl = useIntl();
  const [text, setText] = useState("");
  // Mantine writes the chosen option into the box right after onOptionSubmit: that write empties it instead.
  const picked = useRef<string | null>(null);
  return (
    <Autocomplete
      className={classes.noPrint}
      aria-label={label}
      placeholder={intl.formatMessage({ id: "diagnostic.competition.add.placeholder" })}
      data={options.map((b) => b.name)}
      value={text}
      onChange={(value) => {
        if (picked.current !== null && value === picked.current) {
          picked.current = null;
          setText("");
        } else setText(value);
      }}
      onOptionSubmit={(name) => {
        const brand = options.find((b) => b.name === name);
        if (brand) onPick(brand);
        picked.current = name;
        setText("");
      }}
      // The list keeps to the screen: on a phone the box may sit at the right of the table's own scroll box, partly past
      // the edge, and a list as wide as the box would stick out there (Mantine keeps a target-wide list under its box).
      comboboxProps={{ withinPortal: true, middlewares: { flip: true, shift: { mainAxis: true, limiter: undefined, padding: 8 } } }}
      maw={320}
    />
  );
}
