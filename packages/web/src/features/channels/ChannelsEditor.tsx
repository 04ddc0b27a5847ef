import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Alert, Badge, Button, Group, Radio, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from "@mantine/core";
import "@mantine/core/styles/Radio.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Tabs.css";
import "@mantine/core/styles/Switch.css";
import { useMutation } from "@apollo/client/react";
import { useFormikContext } from "formik";
import { FormattedMessage, useIntl } from "react-intl";
import {
  ALLDAY_OPTIONS,
  CHANNELS_MESSAGES,
  CHANNELS_SAVED_MESSAGE_MS,
  CHANNELS_UPDATED_BANNER_MS,
  CLOSURE_MOTIVES,
  MOP_PARENT,
  canAddPlannedChange,
  channelsSaveRules,
  formatDateTime,
  localDayFrom,
} from "@portal/schema";
import { ChannelsDocument, SaveChannelsDocument } from "../../gql/documents/channels/channels";
import { openConfirm } from "../../ui/confirm";
import { DateField, DayInput } from "../../ui/form/DateField";
import { FormMessage } from "../../ui/form/FormMessage";
import { KitForm } from "../../ui/form/KitForm";
import { SelectField } from "../../ui/form/SelectField";
import { SwitchField } from "../../ui/form/SwitchField";
import { TextField } from "../../ui/form/TextField";
import { TextareaField } from "../../ui/form/TextareaField";
import { useFormKit } from "../../ui/form/useFormKit";
import { useTranslateKey } from "../../ui/useTranslateKey";
import { ScheduleTable } from "./ScheduleTable";
import { ServiceToggles } from "./ServiceToggles";
import { useLeaveGuard, type LeaveQuestion } from "../../ui/useLeaveGuard";
import { formValues, newPlan, saveInput, type ChannelsValues, type Screen } from "./values";
import classes from "./channels.module.css";

/** The question before leaving with unsaved changes (in this area's words). */
const LEAVE: LeaveQuestion = {
  title: "channels.leave.title",
  body: "channels.leave.body",
  confirm: "channels.leave.confirm",
  stay: "channels.leave.stay",
};

const MopPauseModal = lazy(() => import("./MopPauseModal"));

/** Services whose weekly schedule shows when they are active (delivery is a free text). */
const EXTRA_SCHEDULES = ["mcauto", "mcexpress", "takeaway"] as const;
/** The alerts of the form's rules (spec 2 §8), shown above the update button after a refused save. */
const ALERT_KEYS = new Set<string>([
  CHANNELS_MESSAGES.schedules,
  CHANNELS_MESSAGES.closed,
  CHANNELS_MESSAGES.noService,
  CHANNELS_MESSAGES.birthday,
  CHANNELS_MESSAGES.maxPlans,
  CHANNELS_MESSAGES.planDate,
  CHANNELS_MESSAGES.planServices,
]);

/** The "updated" banner (5 s) and the "saved" message (3 s) after a save (spec 2 §9); a new save starts both again. */
function useSavedFeedback() {
  const [banner, setBanner] = useState(false);
  const [message, setMessage] = useState(false);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);
  const show = () => {
    timers.current.forEach((t) => window.clearTimeout(t));
    setBanner(true);
    setMessage(true);
    timers.current = [
      window.setTimeout(() => setBanner(false), CHANNELS_UPDATED_BANNER_MS),
      window.setTimeout(() => setMessage(false), CHANNELS_SAVED_MESSAGE_MS),
    ];
  };
  return { banner, message, show };
}

/** The editable part of the channels screen (web data, services and schedules now and planned, birthday): one update saves it all. */
export function ChannelsEditor({ screen, modeName, regionName }: { screen: Screen; modeName: string; regionName: string }) {
  const intl = useIntl();
  const translate = useTranslateKey();
  const feedback = useSavedFeedback();
  const [save] = useMutation(SaveChannelsDocument, {
    context: { silent: true },
    // The screen's other parts (MOP windows, log) show the saved state at once.
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: ChannelsDocument, data: { channels: data.saveChannels } });
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
  useLeaveGuard(form.formik.dirty, LEAVE, leaving);

  const update = () =>
    void openConfirm({
      title: intl.formatMessage({ id: "channels.update.confirm.title" }),
      children: intl.formatMessage({ id: "channels.update.confirm.body" }),
      labels: { confirm: intl.formatMessage({ id: "channels.update" }), cancel: intl.formatMessage({ id: "channels.cancel" }) },
      onConfirm: () => void form.handleSubmit(),
    });

  const alerts = [
    ...new Set(Object.values(form.formik.errors as Record<string, string>).filter((key) => typeof key === "string" && ALERT_KEYS.has(key))),
  ];
  const showAlerts = form.status === "invalid" || form.status === "failed";

  return (
    <KitForm form={form}>
      <Stack gap="xl">
        {feedback.banner && (
          <Alert color="green" role="status" title={intl.formatMessage({ id: "channels.updated" })}>
            {feedback.message && <FormattedMessage id="channels.saved" />}
          </Alert>
        )}
        <section id="web" className={classes.section} aria-labelledby="channels-web">
          <Stack gap="md">
            <Title order={2} size="h3" id="channels-web">
              <FormattedMessage id="channels.menu.web" />
            </Title>
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
              <TextField name="razon" label={intl.formatMessage({ id: "channels.razon" })} maxLength={200} />
              <TextField name="cif" label={intl.formatMessage({ id: "channels.cif" })} maxLength={40} />
              <TextField name="fiscalAddress" label={intl.formatMessage({ id: "channels.fiscalAddress" })} maxLength={300} />
            </SimpleGrid>
          </Stack>
        </section>

        <section id="services" className={classes.section} aria-labelledby="channels-services">
          <Stack gap="md">
            <Title order={2} size="h3" id="channels-services">
              <FormattedMessage id="channels.services" />
            </Title>
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
          </Stack>
        </section>

        <BirthdaySection />

        <Stack gap="xs">
          {showAlerts && alerts.length > 0 && (
            <Alert color="red" role="alert" title={intl.formatMessage({ id: "channels.alerts" })}>
              <ul style={{ margin: 0, paddingLeft: "1.2em" }}>
                {alerts.map((key) => (
                  <li key={key}>{translate(key)}</li>
                ))}
              </ul>
            </Alert>
          )}
          <FormMessage id={form.errorId} />
          {form.formik.dirty && (
            <Text size="sm" c="red.9" role="status">
              <FormattedMessage id="channels.pending" />
            </Text>
          )}
          <div>
            <Button onClick={update} loading={form.formik.isSubmitting}>
              <FormattedMessage id="channels.update" />
            </Button>
          </div>
        </Stack>
      </Stack>
    </KitForm>
  );
}

/** Is the restaurant open (Sí = 1, No = 0)? When not: the reopening date and the motive. */
function OpenQuestion() {
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

/** The all-day option: all, weekend, vespers or a free text. */
function AlldayField({ path = "allday" }: { path?: string }) {
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

/** Services and schedules now, the MOP state and its windows. */
function ImmediateTab({ screen }: { screen: Screen }) {
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
      {(values.services.includes(MOP_PARENT) || screen.mop.windows.length > 0) && <MopPanel screen={screen} />}
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

/** The MOP service: active or inactive with the activate action, its disable windows and the request popup. */
function MopPanel({ screen }: { screen: Screen }) {
  const intl = useIntl();
  const { values, setFieldValue } = useFormikContext<ChannelsValues>();
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>
        <FormattedMessage id="channels.mop" />
      </legend>
      <Stack gap="sm">
        <Group gap="sm">
          <Text size="sm">
            <FormattedMessage id="channels.mop.status" />
          </Text>
          <Badge color={values.mopActive ? "#1b5e20" : "#495057"}>
            <FormattedMessage id={values.mopActive ? "channels.mop.active" : "channels.mop.inactive"} />
          </Badge>
          {!values.mopActive && (
            <Button size="xs" variant="light" onClick={() => void setFieldValue("mopActive", true)}>
              <FormattedMessage id="channels.mop.activate" />
            </Button>
          )}
          <Button size="xs" variant="default" onClick={() => setAsking(true)} ml="auto">
            <FormattedMessage id="channels.mop.request" />
          </Button>
        </Group>
        {sent && (
          <Alert
            color="green"
            role="status"
            withCloseButton
            onClose={() => setSent(false)}
            closeButtonLabel={intl.formatMessage({ id: "channels.close" })}
          >
            <FormattedMessage id="channels.mop.request.sent" />
          </Alert>
        )}
        {screen.mop.windows.length === 0 ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="channels.mop.windows.empty" />
          </Text>
        ) : (
          <ul aria-label={intl.formatMessage({ id: "channels.mop.windows" })} style={{ margin: 0, paddingLeft: "1.2em" }}>
            {screen.mop.windows.map((w) => (
              <li key={w.id}>
                <Text size="sm" component="span">
                  {formatDateTime(new Date(w.start))} – {formatDateTime(new Date(w.end))} · <FormattedMessage id={`channels.mop.state.${w.status}`} />
                  {w.cancelReason ? ` · ${w.cancelReason}` : ""}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Stack>
      {asking && (
        <Suspense fallback={null}>
          <MopPauseModal
            restaurantId={screen.restaurantId}
            opened={asking}
            onClose={() => setAsking(false)}
            onSent={() => {
              setAsking(false);
              setSent(true);
            }}
          />
        </Suspense>
      )}
    </fieldset>
  );
}

/** Up to 2 planned changes, each with its date (from tomorrow), services and schedules; a third gives the alert. */
function PlannedTab({ screen }: { screen: Screen }) {
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

/** Birthday bookings, when the birthday service is active: book online reveals its payment and contact data. */
function BirthdaySection() {
  const intl = useIntl();
  const { values } = useFormikContext<ChannelsValues>();
  if (!values.services.includes("birthday")) return null;
  return (
    <section id="birthday" className={classes.section} aria-labelledby="channels-birthday">
      <Stack gap="sm">
        <Title order={2} size="h3" id="channels-birthday">
          <FormattedMessage id="channels.birthday" />
        </Title>
        <SwitchField name="birthday.bookOnline" label={intl.formatMessage({ id: "channels.birthday.bookOnline" })} />
        {values.birthday.bookOnline && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField name="birthday.bankAccount" label={intl.formatMessage({ id: "channels.birthday.bankAccount" })} maxLength={60} />
            <TextField name="birthday.bizum" label={intl.formatMessage({ id: "channels.birthday.bizum" })} maxLength={40} />
            <TextField
              name="birthday.contactPhone"
              type="tel"
              label={intl.formatMessage({ id: "channels.birthday.contactPhone" })}
              required
              maxLength={40}
            />
            <TextField
              name="birthday.contactMail"
              type="email"
              label={intl.formatMessage({ id: "channels.birthday.contactMail" })}
              required
              maxLength={200}
            />
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextField name="birthday.name" label={intl.formatMessage({ id: "channels.birthday.name" })} maxLength={200} />
          <TextField name="birthday.cif" label={intl.formatMessage({ id: "channels.birthday.cif" })} maxLength={40} />
          <TextField name="birthday.fiscalAddress" label={intl.formatMessage({ id: "channels.birthday.fiscalAddress" })} maxLength={300} />
        </SimpleGrid>
      </Stack>
    </section>
  );
}
