import { useRef, useState } from "react";
import { Alert, Button, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from "@mantine/core";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Tabs.css";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { CHANNELS_MESSAGES, CHANNELS_SAVED_MESSAGE_MS, CHANNELS_UPDATED_BANNER_MS, channelsSaveRules } from "@portal/schema";
import { ChannelsDocument } from "../../gql/documents/channels/ChannelsPage";
import { SaveChannelsDocument } from "../../gql/documents/channels/ChannelsEditor";
import { openConfirm } from "../../ui/confirm";
import { DateField } from "../calendar";
import { FormMessage } from "../../ui/form/FormMessage";
import { KitForm } from "../../ui/form/KitForm";
import { TextField } from "../../ui/form/TextField";
import { useFormKit } from "../../ui/form/useFormKit";
import { useTranslateKey } from "../../ui/useTranslateKey";
import { LeaveGuard, type LeaveQuestion } from "../../ui/useLeaveGuard";
import { AlldayField } from "./AlldayField";
import { PlannedTab } from "./PlannedTab";
import { formValues, saveInput, type ChannelsValues, type Screen } from "./values";
import { ChannelsSection } from "./ChannelsSection";
import { OpenQuestion } from "./OpenQuestion";
import { ImmediateTab } from "./ImmediateTab";
import { BirthdaySection } from "./BirthdaySection";
import { SaveFeedback, useSaveFeedback } from "../../ui/form/SaveFeedback";

/** The question before leaving with unsaved changes (in this area's words). */
const LEAVE: LeaveQuestion = {
  title: "channels.leave.title",
  body: "channels.leave.body",
  confirm: "channels.leave.confirm",
  stay: "channels.leave.stay",
};

/** The alerts of the form's rules (spec 2 §8), shown under the update button after a refused save. */
const ALERT_KEYS = new Set<string>([
  CHANNELS_MESSAGES.schedules,
  CHANNELS_MESSAGES.closed,
  CHANNELS_MESSAGES.noService,
  CHANNELS_MESSAGES.birthday,
  CHANNELS_MESSAGES.maxPlans,
  CHANNELS_MESSAGES.planDate,
  CHANNELS_MESSAGES.planServices,
  CHANNELS_MESSAGES.mopStartRequired,
  CHANNELS_MESSAGES.mopStartPast,
  CHANNELS_MESSAGES.mopEndRequired,
  CHANNELS_MESSAGES.mopEndBeforeStart,
  CHANNELS_MESSAGES.mopReason,
  CHANNELS_MESSAGES.mopTooMany,
]);

/**
 * The editable part of the channels screen (web data, services and schedules now and planned, birthday, new MOP
 * requests): one confirmed update saves it all, for the restaurant it was loaded for. The update button comes before
 * the messages about the form, so that they come and go without moving it.
 */
export function ChannelsEditor({ screen, modeName, regionName }: { screen: Screen; modeName: string; regionName: string }) {
  const intl = useIntl();
  const translate = useTranslateKey();
  const feedback = useSaveFeedback({ bannerMs: CHANNELS_UPDATED_BANNER_MS, messageMs: CHANNELS_SAVED_MESSAGE_MS });
  const [save] = useMutation(SaveChannelsDocument, {
    // The screen's other parts (MOP windows, log) show the saved state at once.
    update: (cache, { data }) => {
      if (data)
        cache.writeQuery({
          query: ChannelsDocument,
          variables: { restaurantId: data.saveChannels.restaurantId },
          data: { channels: data.saveChannels },
        });
    },
  });
  const [initial] = useState(() => formValues(screen));
  const form = useFormKit<ChannelsValues>({
    initialValues: initial,
    rules: () => channelsSaveRules,
    submit: async (values) => {
      const { data } = await save({ variables: { input: saveInput(screen.restaurantId, values) } });
      if (data) form.formik.resetForm({ values: formValues(data.saveChannels) });
      feedback.show();
    },
  });
  const leaving = useRef(false);

  const update = async () => {
    // With a field in error nothing could be saved: the errors show (every field checked), not the confirmation.
    const errors = await form.formik.validateForm();
    if (Object.keys(errors).length > 0) return void form.handleSubmit();
    openConfirm({
      title: intl.formatMessage({ id: "channels.update.confirm.title" }),
      children: intl.formatMessage({ id: "channels.update.confirm.body" }),
      labels: { confirm: intl.formatMessage({ id: "channels.update" }), cancel: intl.formatMessage({ id: "channels.cancel" }) },
      onConfirm: () => void form.handleSubmit(),
    });
  };

  const alerts = [
    ...new Set(Object.values(form.formik.errors as Record<string, string>).filter((key) => typeof key === "string" && ALERT_KEYS.has(key))),
  ];
  const showAlerts = form.status === "invalid" || form.status === "failed";

  return (
    <KitForm form={form}>
      <LeaveGuard dirty={form.formik.dirty} question={LEAVE} leaving={leaving} />
      <Stack gap="xl">
        <SaveFeedback look="banner" shown={feedback.banner} titleId="channels.updated" messageId={feedback.message ? "channels.saved" : null} />
        <ChannelsSection anchor="web" titleId="channels.menu.web" gap="md">
          <OpenQuestion />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={intl.formatMessage({ id: "channels.site" })} value={screen.site} readOnly />
            <TextInput label={intl.formatMessage({ id: "channels.mode" })} value={modeName} readOnly />
            <TextInput label={intl.formatMessage({ id: "channels.region" })} value={regionName} readOnly />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField name="publicName" label={intl.formatMessage({ id: "channels.publicName" })} required maxLength={200} />
            <TextField name="address" label={intl.formatMessage({ id: "channels.address" })} maxLength={300} />
            <DateField
              name="openingDate"
              label={intl.formatMessage({ id: "channels.openingDate" })}
              clearLabel={intl.formatMessage({ id: "channels.openingDate.clear" })}
            />
            <TextField name="phone" type="tel" label={intl.formatMessage({ id: "channels.phone" })} maxLength={40} />
            <TextField name="email" type="email" label={intl.formatMessage({ id: "channels.email" })} maxLength={200} />
            <AlldayField />
          </SimpleGrid>
          <Title order={3} size="h4">
            <FormattedMessage id="channels.company" />
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextField name="companyName" label={intl.formatMessage({ id: "channels.razon" })} maxLength={200} />
            <TextField name="taxId" label={intl.formatMessage({ id: "channels.cif" })} maxLength={40} />
            <TextField name="fiscalAddress" label={intl.formatMessage({ id: "channels.fiscalAddress" })} maxLength={300} />
          </SimpleGrid>
        </ChannelsSection>

        <ChannelsSection anchor="services" titleId="channels.services" gap="md">
          <Tabs defaultValue="now" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="now">
                <FormattedMessage id="channels.tab.now" />
              </Tabs.Tab>
              <Tabs.Tab value="planned">
                <FormattedMessage id="channels.tab.planned" />
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="now" pt="md">
              <ImmediateTab screen={screen} />
            </Tabs.Panel>
            <Tabs.Panel value="planned" pt="md">
              <PlannedTab screen={screen} />
            </Tabs.Panel>
          </Tabs>
        </ChannelsSection>

        <BirthdaySection />

        <Stack gap="xs">
          <div>
            <Button onClick={() => void update()} loading={form.formik.isSubmitting}>
              <FormattedMessage id="channels.update" />
            </Button>
          </div>
          {form.formik.dirty && (
            <Text size="sm" c="red.9" role="status">
              <FormattedMessage id="channels.pending" />
            </Text>
          )}
          <FormMessage id={form.errorId} />
          {showAlerts && alerts.length > 0 && (
            <Alert color="red" role="alert" title={intl.formatMessage({ id: "channels.alerts" })}>
              <ul style={{ margin: 0, paddingLeft: "1.2em" }}>
                {alerts.map((key) => (
                  <li key={key}>{translate(key)}</li>
                ))}
              </ul>
            </Alert>
          )}
        </Stack>
      </Stack>
    </KitForm>
  );
}
