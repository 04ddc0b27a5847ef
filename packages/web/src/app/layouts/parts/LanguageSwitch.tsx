import { SegmentedControl } from "@mantine/core";
import { useIntl } from "react-intl";
import type { Language } from "@portal/schema";
import { useLanguage } from "../../intl/LanguageContext";

/** Language choice of the login layout; shown only where the market offers more than one (ES). */
export function LanguageSwitch() {
  const intl = useIntl();
  const { language, languages, setLanguage } = useLanguage();
  if (languages.length < 2) return null;
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
