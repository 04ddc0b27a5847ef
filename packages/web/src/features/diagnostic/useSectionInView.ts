import { useEffect, useState } from "react";
import { useDebouncedCallback } from "@mantine/hooks";
import { DIAGNOSTIC_LIMITS, type DiagnosticSection } from "@portal/schema";

/** The id of a section's element (its in-page anchor). */
export const sectionAnchor = (section: DiagnosticSection) => `diagnostic-${section}`;

/** How far below the top of the window a section counts as "in view" (under the fixed header). */
const TOP_OFFSET = 120;

/**
 * The section in view while the user scrolls (spec 2 §2.1): the last one whose top passed under the header, read
 * 500 ms after the scrolling stops (debounced).
 */
export function useSectionInView(sections: readonly DiagnosticSection[], ready: boolean): DiagnosticSection {
  const [current, setCurrent] = useState<DiagnosticSection>(sections[0]);
  const measure = useDebouncedCallback(() => {
    let inView = sections[0];
    for (const section of sections) {
      const element = document.getElementById(sectionAnchor(section));
      if (element && element.getBoundingClientRect().top <= TOP_OFFSET) inView = section;
    }
    setCurrent(inView);
  }, DIAGNOSTIC_LIMITS.scrollDebounceMs);

  useEffect(() => {
    if (!ready) return;
    measure();
    window.addEventListener("scroll", measure, { passive: true });
    return () => window.removeEventListener("scroll", measure);
  }, [measure, ready]);
  return current;
}
