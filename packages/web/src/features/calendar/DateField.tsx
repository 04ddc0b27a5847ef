import "@mantine/dates/styles.css";
import "dayjs/locale/es";
import "dayjs/locale/ca";
import "dayjs/locale/pt";
import dayjs from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat";
import { DateInput, DatesProvider, type DateInputProps } from "@mantine/dates";
import { useIntl } from "react-intl";
import { useKitField } from "../../ui/form/useKitField";
import classes from "./DateField.module.css";

// A typed DD/MM/YYYY is read with the format (DateInput's parser needs the plugin).
dayjs.extend(customParseFormat);

type DayProps = Omit<DateInputProps, "value" | "onChange" | "valueFormat"> & {
  /** The day as YYYY-MM-DD; "" when empty. */
  value: string;
  onChange: (day: string) => void;
};

/**
 * A day typed or picked as DD/MM/YYYY (the portal's format), kept as YYYY-MM-DD (what the shared rules and the API
 * read); "" when empty. The calendar speaks the interface language: its month names, and its arrows' names from this
 * folder's messages, which every area showing a day field loads with its screens (app/router/routes.tsx).
 */
export function DayInput({ value, onChange, ...props }: DayProps) {
  const intl = useIntl();
  return (
    <DatesProvider settings={{ locale: intl.locale.slice(0, 2), firstDayOfWeek: 1 }}>
      <DateInput
        {...props}
        classNames={{ day: classes.day }}
        // The open calendar is a dialog named after its field (so it is not content outside the page's landmarks).
        popoverProps={{
          ...props.popoverProps,
          attributes: { dropdown: { role: "dialog", "aria-label": typeof props.label === "string" ? props.label : undefined } },
        }}
        ariaLabels={{
          previousMonth: intl.formatMessage({ id: "calendar.previousMonth" }),
          nextMonth: intl.formatMessage({ id: "calendar.nextMonth" }),
          previousYear: intl.formatMessage({ id: "calendar.previousYear" }),
          nextYear: intl.formatMessage({ id: "calendar.nextYear" }),
          previousDecade: intl.formatMessage({ id: "calendar.previousDecade" }),
          nextDecade: intl.formatMessage({ id: "calendar.nextDecade" }),
        }}
        valueFormat="DD/MM/YYYY"
        value={value || null}
        onChange={(day) => onChange(day ?? "")}
      />
    </DatesProvider>
  );
}

type Props = Omit<DateInputProps, "name" | "value" | "error" | "onBlur" | "onChange" | "valueFormat" | "clearButtonProps"> & {
  name: string;
  /** The accessible name of the button that empties the day (e.g. "Clear the start date"). */
  clearLabel: string;
};

/** A day of a KitForm (a DayInput, clearable). */
export function DateField({ name, clearLabel, ...props }: Props) {
  const field = useKitField<string>(name);
  return (
    <DayInput
      {...props}
      name={name}
      clearable
      // 28 px: a touch target of at least 24 × 24 (WCAG 2.2, 2.5.8) inside the field.
      clearButtonProps={{ "aria-label": clearLabel, style: { width: 28, height: 28, minWidth: 28, minHeight: 28 } }}
      value={field.value ?? ""}
      error={field.error}
      onBlur={field.onBlur}
      onChange={field.setValue}
    />
  );
}
