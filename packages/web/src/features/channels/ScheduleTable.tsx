import { Group, Stack, Text } from "@mantine/core";
import { getIn, useFormikContext } from "formik";
import { useIntl } from "react-intl";
import { SCHEDULE_DAYS, TIME_STEP_MINUTES, type ScheduleRow } from "@portal/schema";
import { SwitchField } from "../../ui/form/SwitchField";
import { TextField } from "../../ui/form/TextField";
import classes from "./channels.module.css";

/**
 * One weekly schedule of the form at `path` (e.g. `schedules.restaurant`, `plans.0.schedules.mcauto`): a row per
 * weekday plus festive, start and end in 15-minute steps and the 24-hour switch (which hides the times).
 */
export function ScheduleTable({ path, title }: { path: string; title: string }) {
  const intl = useIntl();
  const { values } = useFormikContext<Record<string, unknown>>();
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{title}</legend>
      <Stack gap={6}>
        {SCHEDULE_DAYS.map((day) => {
          const row = getIn(values, `${path}.${day}`) as ScheduleRow | undefined;
          const dayName = intl.formatMessage({ id: `channels.day.${day}` });
          return (
            // On a narrow phone the 24-hour switch wraps under the times rather than past the screen's edge.
            <Group key={day} gap="xs" wrap="wrap" className={classes.scheduleRow}>
              <Text w={{ base: 84, xs: 96 }} size="sm" fw={500}>
                {dayName}
              </Text>
              {!row?.allDay && (
                <>
                  <TextField
                    name={`${path}.${day}.start`}
                    type="time"
                    step={TIME_STEP_MINUTES * 60}
                    size="xs"
                    aria-label={intl.formatMessage({ id: "channels.schedule.start" }, { section: title, text: dayName })}
                  />
                  <TextField
                    name={`${path}.${day}.end`}
                    type="time"
                    step={TIME_STEP_MINUTES * 60}
                    size="xs"
                    aria-label={intl.formatMessage({ id: "channels.schedule.end" }, { section: title, text: dayName })}
                  />
                </>
              )}
              <SwitchField
                name={`${path}.${day}.allDay`}
                size="xs"
                label={intl.formatMessage({ id: "channels.schedule.allDay" })}
                aria-label={intl.formatMessage({ id: "channels.schedule.allDayOf" }, { section: title, text: dayName })}
              />
            </Group>
          );
        })}
      </Stack>
    </fieldset>
  );
}
