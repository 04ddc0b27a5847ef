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

type Props = Omit<DateInputProps, "name" | "value" | "error" | "onBlur" | "onChange" | "valueFormat"> & { name: string };

/**
 * A day of a KitForm: typed or picked as DD/MM/YYYY (the portal's format), kept as YYYY-MM-DD (what the shared
 * rules and the API read); "" when empty. The calendar speaks the interface language.
 */
export function DateField({ name, ...props }: Props) {
  const field = useKitField<string>(name);
  const intl = useIntl();
  return (
    <DatesProvider settings={{ locale: intl.locale.slice(0, 2), firstDayOfWeek: 1 }}>
      <DateInput
        {...props}
        name={name}
        valueFormat="DD/MM/YYYY"
        clearable
        value={field.value || null}
        error={field.error}
        onBlur={field.onBlur}
        onChange={(value) => field.setValue(value ?? "")}
      />
    </DatesProvider>
  );
}
