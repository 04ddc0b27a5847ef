import { Group, Radio, SimpleGrid, Stack } from "@mantine/core";
import "@mantine/core/styles/Radio.css";
import "@mantine/core/styles/SimpleGrid.css";
import { useFormikContext } from "formik";
import { useIntl } from "react-intl";
import { CLOSURE_MOTIVES, CLOSURE_NOTICE_WORKING_HOURS } from "@portal/schema";
import { Notice } from "../../ui/Notice";
import { DateField } from "../calendar";
import { SelectField } from "../../ui/form/SelectField";
import { type ChannelsValues } from "./values";

/** Is the restaurant open (Sí = 1, No = 0)? When not: the reopening date and the motive. */
export function OpenQuestion() {
  const intl = useIntl();
  const { values, setFieldValue } = useFormikContext<ChannelsValues>();
  return (
    <Stack gap="xs">
      <Radio.Group
        label={intl.formatMessage({ id: "channels.open" })}
        value={values.open ? "1" : "0"}
        onChange={(value) => void setFieldValue("open", value === "1")}
      >
        <Group gap="lg" mt={4}>
          <Radio value="1" label={intl.formatMessage({ id: "channels.yes" })} />
          <Radio value="0" label={intl.formatMessage({ id: "channels.no" })} />
        </Group>
      </Radio.Group>
      {!values.open && <Notice id="channels.notice.closure" values={{ hours: CLOSURE_NOTICE_WORKING_HOURS }} />}
      {!values.open && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField
            name="reopeningDate"
            label={intl.formatMessage({ id: "channels.reopeningDate" })}
            clearLabel={intl.formatMessage({ id: "channels.reopeningDate.clear" })}
            required
          />
          <SelectField
            name="closingMotive"
            label={intl.formatMessage({ id: "channels.motive" })}
            placeholder={intl.formatMessage({ id: "channels.motive.placeholder" })}
            data={CLOSURE_MOTIVES.map((m) => ({ value: m, label: intl.formatMessage({ id: `channels.motive.${m}` }) }))}
            required
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
