import { useState } from "react";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useFormikContext } from "formik";
import { FormattedMessage, useIntl } from "react-intl";
import { CHANNELS_MESSAGES, CLOSURE_NOTICE_WORKING_HOURS, canAddPlannedChange, localDayFrom } from "@portal/schema";
import { Notice } from "../../ui/Notice";
import { DayInput } from "../calendar";
import { TextareaField } from "../../ui/form/TextareaField";
import { useTranslateKey } from "../../ui/useTranslateKey";
import { AlldayField } from "./AlldayField";
import { ScheduleTable } from "./ScheduleTable";
import { ServiceToggles } from "./ServiceToggles";
import { EXTRA_SCHEDULES, newPlan, type ChannelsValues, type Screen } from "./values";
import classes from "./channels.module.css";

/** Up to 2 planned changes, each with its date (from tomorrow), services and schedules; a third gives the alert. */
export function PlannedTab({ screen }: { screen: Screen }) {
  const intl = useIntl();
  const { values, setFieldValue, errors } = useFormikContext<ChannelsValues>();
  const [tooMany, setTooMany] = useState(false);
  const translate = useTranslateKey();
  const flat = errors as Record<string, string | undefined>;
  const tomorrow = localDayFrom(new Date(), 1);
  const add = () => {
    if (!canAddPlannedChange(values.plans.length)) {
      setTooMany(true);
      return;
    }
    setTooMany(false);
    void setFieldValue("plans", [...values.plans, newPlan(values)]);
  };
  return (
    <Stack gap="md">
      <Notice id="channels.notice.closure" values={{ hours: CLOSURE_NOTICE_WORKING_HOURS }} />
      {tooMany && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          onClose={() => setTooMany(false)}
          closeButtonLabel={intl.formatMessage({ id: "channels.close" })}
        >
          {translate(CHANNELS_MESSAGES.maxPlans)}
        </Alert>
      )}
      {values.plans.length === 0 && (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="channels.plans.empty" />
        </Text>
      )}
      {values.plans.map((plan, index) => {
        const number = index + 1;
        return (
          <fieldset key={index} className={classes.fieldset}>
            <legend className={classes.legend}>
              <FormattedMessage id="channels.plan" values={{ number }} />
            </legend>
            <Stack gap="sm">
              <Group align="flex-end">
                <DayInput
                  label={intl.formatMessage({ id: "channels.plan.date" }, { number })}
                  value={plan.planDate}
                  onChange={(day) => void setFieldValue(`plans.${index}.planDate`, day)}
                  minDate={tomorrow}
                  error={flat[`plans[${index}].planDate`] ? translate(flat[`plans[${index}].planDate`]!) : undefined}
                  required
                />
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() =>
                    void setFieldValue(
                      "plans",
                      values.plans.filter((_, i) => i !== index),
                    )
                  }
                >
                  <FormattedMessage id="channels.plan.remove" values={{ number }} />
                </Button>
              </Group>
              <ServiceToggles
                path={`plans.${index}.services`}
                services={screen.services}
                legend={intl.formatMessage({ id: "channels.plan.services" }, { number })}
              />
              {flat[`plans[${index}].services`] && (
                <Text size="sm" c="red.8" role="alert">
                  {translate(flat[`plans[${index}].services`]!)}
                </Text>
              )}
              <ScheduleTable
                path={`plans.${index}.schedules.restaurant`}
                title={intl.formatMessage(
                  { id: "channels.plan.schedule" },
                  { number, section: intl.formatMessage({ id: "channels.schedule.restaurant" }) },
                )}
              />
              {EXTRA_SCHEDULES.filter((s) => plan.services.includes(s)).map((service) => (
                <ScheduleTable
                  key={service}
                  path={`plans.${index}.schedules.${service}`}
                  title={intl.formatMessage(
                    { id: "channels.plan.schedule" },
                    { number, section: intl.formatMessage({ id: `channels.schedule.${service}` }) },
                  )}
                />
              ))}
              <AlldayField path={`plans.${index}.allday`} />
              {plan.services.includes("delivery") && (
                <TextareaField
                  name={`plans.${index}.delivery`}
                  label={intl.formatMessage({ id: "channels.plan.delivery" }, { number })}
                  autosize
                  minRows={2}
                />
              )}
            </Stack>
          </fieldset>
        );
      })}
      <div>
        <Button variant="light" onClick={add}>
          <FormattedMessage id="channels.plan.add" />
        </Button>
      </div>
    </Stack>
  );
}
