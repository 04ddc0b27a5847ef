import { lazy, Suspense } from "react";
import { Box, Text } from "@mantine/core";
import { useIntl } from "react-intl";
import { useLanguage } from "../../intl/LanguageContext";

/*
 * The segmented control (SegmentedControl + FloatingIndicator, ~2.5 kB gzip) loads right after the login card
 * paints, like the default layout's header widgets. Meanwhile an invisible box of its size (same labels, same
 * paddings as SegmentedControl size xs) holds its place, so nothing moves when it arrives: the card's header
 * wraps the switch onto its own line exactly as the real control does.
 */
const LanguageSegments = lazy(() => import("./LanguageSegments").then((m) => ({ default: m.LanguageSegments })));

/** Language choice of the login layout; shown only where the market offers more than one (ES). */
export function LanguageSwitch() {
  const intl = useIntl();
  const { languages } = useLanguage();
  if (languages.length < 2) return null;
  const placeholder = (
    <Box display="inline-flex" p={4} style={{ visibility: "hidden" }} aria-hidden>
      {languages.map((code) => (
        <Text key={code} span fz="xs" fw={500} px={6} py={2} lh="var(--mantine-line-height)" style={{ whiteSpace: "nowrap" }}>
          {intl.formatMessage({ id: `language.${code}` })}
        </Text>
      ))}
    </Box>
  );
  return (
    <Suspense fallback={placeholder}>
      <LanguageSegments />
    </Suspense>
  );
}
