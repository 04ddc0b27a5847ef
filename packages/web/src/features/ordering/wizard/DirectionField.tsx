import { Group, Radio } from "@mantine/core";
import "@mantine/core/styles/Radio.css";
import { FormattedMessage, useIntl } from "react-intl";
import { DIRECTIONS, DIRECTION_VALUES } from "@portal/schema";
import { useKitField } from "../../../ui/form/useKitField";
import { DIRECTION_GLYPHS } from "../orderingView";

/** Page 4 on PT: the direction arrow, each shown with its glyph. */
export function DirectionField() {
  const intl = useIntl();
  const direction = useKitField<number | null>("direction");
  return (
    <Radio.Group
      label={intl.formatMessage({ id: "ordering.wizard.direction" })}
      value={direction.value === null ? "" : String(direction.value)}
      onChange={(value) => direction.setValue(value ? Number(value) : null)}
    >
      <Group gap="xs" mt={6}>
        {DIRECTION_VALUES.map((value) => (
          <Radio
            key={value}
            value={String(value)}
            label={
              <span>
                <span aria-hidden style={{ fontSize: 20, marginInlineEnd: 4 }}>
                  {DIRECTION_GLYPHS[value - 1]}
                </span>
                <FormattedMessage id={`ordering.direction.${DIRECTIONS[value - 1]}`} />
              </span>
            }
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
