import { useId, useState } from "react";
import { Stack } from "@mantine/core";
import { useFormikContext } from "formik";
import { useIntl } from "react-intl";
import { ALLDAY_OPTIONS } from "@portal/schema";
import { TextField } from "../../ui/form/TextField";

/** The all-day option: all, weekend, vespers or a free text. */
export function AlldayField({ path = "allday" }: { path?: string }) {
  const intl = useIntl();
  const { getFieldProps, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const value = String(getFieldProps(path).value ?? "");
  const [other, setOther] = useState(() => value !== "" && !(ALLDAY_OPTIONS as readonly string[]).includes(value));
  const choice = other ? "other" : value;
  return (
    <Stack gap={4}>
      <SelectFieldless
        label={intl.formatMessage({ id: "channels.allday" })}
        value={choice}
        onChange={(next) => {
          setOther(next === "other");
          void setFieldValue(path, next === "other" ? "" : next);
        }}
        data={[
          { value: "", label: intl.formatMessage({ id: "channels.allday.none" }) },
          ...ALLDAY_OPTIONS.map((o) => ({ value: o, label: intl.formatMessage({ id: `channels.allday.${o}` }) })),
          { value: "other", label: intl.formatMessage({ id: "channels.allday.other" }) },
        ]}
      />
      {other && <TextField name={path} label={intl.formatMessage({ id: "channels.allday.text" })} maxLength={200} />}
    </Stack>
  );
}

/** A native select (light, accessible) for choices that are not a form field of their own. */
function SelectFieldless({
  label,
  value,
  onChange,
  data,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  data: Array<{ value: string; label: string }>;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} style={{ display: "block", fontSize: "var(--mantine-font-size-sm)", fontWeight: 500, marginBottom: 4 }}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)} style={{ width: "100%", height: 36, padding: "0 8px" }}>
        {data.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
