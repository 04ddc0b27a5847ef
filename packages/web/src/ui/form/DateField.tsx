import "@mantine/dates/styles.css";
import "dayjs/locale/es";
import "dayjs/locale/ca";
import "dayjs/locale/pt";
import dayjs from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat";
import { DateInput, DatesProvider, type DateInputProps } from "@mantine/dates";
import { useIntl } from "react-intl";
import { useKitField } from "./useKitField";

// A typed DD/MM/YYYY is read with the format (DateInput's parser needs the plugin).
dayjs.extend(customParseFormat);

type DayProps = Omit<DateInputProps, "value" | "onChange" | "valueFormat"> & {
  /** The day as YYYY-MM-DD; "" when empty. */
  value: string;
  onChange: (day: string) => void;
};

/**
 * A day typed or picked as DD/MM/YYYY (the portal's format), kept as YYYY-MM-DD (what the shared rules and the API
 * read); "" when empty. The calendar speaks the interface language.
 */
export function DayInput({ value, onChange, ...props }: DayProps) {
  const intl = useIntl();
  return (
    <DatesProvider settings={{ locale: intl.locale.slice(0, 2), firstDayOfWeek: 1 }}>
      <DateInput {...props} valueFormat="DD/MM/YYYY" value={value || null} onChange={(day) => onChange(day ?? "")} />
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
      clearButtonProps={{ "aria-label": clearLabel }}
      value={field.value ?? ""}
      error={field.error}
      onBlur={field.onBlur}
      onChange={field.setValue}
    />
  );
}
