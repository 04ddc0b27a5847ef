import { useState } from "react";
import { NativeSelect } from "@mantine/core";
import classes from "./SectionPicker.module.css";

export interface PickedSection {
  /** The id of the section's element (its in-page anchor). */
  anchor: string;
  label: string;
}

/**
 * A long screen's side menu on a phone or a tablet (below Mantine's `md`): a native select, pinned under the header, that
 * takes the page to the chosen section. From `md` up it is hidden and the screen shows its side menu instead. It shows
 * `current` (the section in view) when the screen follows the scroll, else the last section chosen.
 */
export function SectionPicker({ label, sections, current }: { label: string; sections: PickedSection[]; current?: string }) {
  const [chosen, setChosen] = useState(sections[0]?.anchor);
  return (
    <div className={classes.picker}>
      <NativeSelect
        label={label}
        value={current ?? chosen}
        data={sections.map((s) => ({ value: s.anchor, label: s.label }))}
        onChange={(event) => {
          setChosen(event.currentTarget.value);
          goTo(event.currentTarget.value);
        }}
      />
    </div>
  );
}

/** Scrolls the section into view (its scroll-margin keeps it under the header and the picker) and moves focus there. */
function goTo(anchor: string) {
  const section = document.getElementById(anchor);
  if (!section) return;
  section.scrollIntoView({ block: "start" });
  if (!section.hasAttribute("tabindex")) section.setAttribute("tabindex", "-1");
  section.focus({ preventScroll: true });
}
