import { SegmentedControl } from "@mantine/core";
import { useIntl } from "react-intl";
import type { Language } from "@portal/schema";
import { useLanguage } from "../../intl/LanguageContext";

/** The segmented control of `LanguageSwitch` (its own chunk: SegmentedControl and FloatingIndicator). */
export function LanguageSegments() {
  const intl = useIntl();
  const { language, languages, setLanguage } = useLanguage();
  return (
    <SegmentedControl
      size="xs"
      aria-label={intl.formatMessage({ id: "menu.language" })}
      value={language}
      onChange={(value) => setLanguage(value as Language)}
      data={languages.map((code) => ({ value: code, label: intl.formatMessage({ id: `language.${code}` }) }))}
    />
  );
}
