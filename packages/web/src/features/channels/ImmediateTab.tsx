import { Alert, Stack } from "@mantine/core";
import { useFormikContext } from "formik";
import { FormattedMessage, useIntl } from "react-intl";
import { CHANNELS_MESSAGES, MOP_PARENT } from "@portal/schema";
import { TextareaField } from "../../ui/form/TextareaField";
import { MopPanel } from "./MopPanel";
import { ScheduleTable } from "./ScheduleTable";
import { ServiceToggles } from "./ServiceToggles";
import { EXTRA_SCHEDULES, type ChannelsValues, type Screen } from "./values";

/** Services and schedules now, the MOP state and its windows. */
export function ImmediateTab({ screen }: { screen: Screen }) {
  const intl = useIntl();
  const { values } = useFormikContext<ChannelsValues>();
  return (
    <Stack gap="md">
      <ServiceToggles path="services" services={screen.services} legend={intl.formatMessage({ id: "channels.services.active" })} />
      {values.services.length === 0 && (
        <Alert color="orange" role="alert">
          <FormattedMessage id={CHANNELS_MESSAGES.noService} />
        </Alert>
      )}
      {(values.services.includes(MOP_PARENT) || screen.mop.windows.length > 0 || values.mopRequests.length > 0) && <MopPanel screen={screen} />}
      <ScheduleTable path="schedules.restaurant" title={intl.formatMessage({ id: "channels.schedule.restaurant" })} />
      {EXTRA_SCHEDULES.filter((s) => values.services.includes(s)).map((service) => (
        <ScheduleTable key={service} path={`schedules.${service}`} title={intl.formatMessage({ id: `channels.schedule.${service}` })} />
      ))}
      {values.services.includes("delivery") && (
        <TextareaField name="delivery" label={intl.formatMessage({ id: "channels.delivery" })} autosize minRows={2} maxLength={1000} />
      )}
    </Stack>
  );
}
