import { useIntl } from "react-intl";
import { DateField } from "../calendar";

/** Local days of the selected year, for the date pickers' limits. */
export const dayOf = (year: number, month: number, day: number) => new Date(year, month - 1, day);

/**
 * An action's start and end days, limited to the plan's year (spec 2 §2.2). `opensOnYear`: an empty picker opens on the
 * year's first month (a new action), not today's.
 */
export function ActionDates({ year, opensOnYear = false }: { year: number; opensOnYear?: boolean }) {
  const intl = useIntl();
  const limits = { minDate: dayOf(year, 1, 1), maxDate: dayOf(year, 12, 31), defaultDate: opensOnYear ? dayOf(year, 1, 1) : undefined };
  return (
    <>
      <DateField
        name="startDate"
        label={intl.formatMessage({ id: "marketing.action.start" })}
        clearLabel={intl.formatMessage({ id: "marketing.action.clearStart" })}
        {...limits}
        popoverProps={{ withinPortal: true }}
      />
      <DateField
        name="endDate"
        label={intl.formatMessage({ id: "marketing.action.end" })}
        clearLabel={intl.formatMessage({ id: "marketing.action.clearEnd" })}
        {...limits}
        popoverProps={{ withinPortal: true }}
      />
    </>
  );
}
