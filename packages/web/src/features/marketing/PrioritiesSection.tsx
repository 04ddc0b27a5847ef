import { useEffect, useState } from "react";
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import "@mantine/core/styles/SimpleGrid.css";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { MARKETING_MESSAGES, type PlanBehaviour, type PlanDaypart, type PlanTimeSlot } from "@portal/schema";
import { SaveMarketingObjectivesDocument } from "../../gql/documents/marketing/PrioritiesSection";
import { errorMessageId, fieldErrorsOf } from "../../app/apollo/errors";
import { notifyError } from "../../app/apollo/notifyError";
import { openConfirm } from "../../ui/confirm";
import { KitForm } from "../../ui/form/KitForm";
import { SelectField } from "../../ui/form/SelectField";
import { TextField } from "../../ui/form/TextField";
import { useFormKit } from "../../ui/form/useFormKit";
import {
  chosenPositions,
  objectivesInput,
  objectivesSchema,
  objectivesValues,
  withPriority,
  withoutPriority,
  type ObjectivesValues,
  type Plan,
  type PlanOption,
} from "./planForms";
import classes from "./marketing.module.css";
import { SaveFooter } from "./SaveFooter";

/** The message of each day part, time slot and behaviour (spec 2 §4), in the lists' order. */
const DAYPART_LABELS: Record<PlanDaypart, string> = { week: "marketing.daypart.week", weekend: "marketing.daypart.weekend" };
const TIME_SLOT_LABELS: Record<PlanTimeSlot, string> = {
  manana: "marketing.time.manana",
  comida: "marketing.time.comida",
  tarde: "marketing.time.tarde",
  cena: "marketing.time.cena",
  noche: "marketing.time.noche",
  mananatarde: "marketing.time.mananatarde",
  comidacena: "marketing.time.comidacena",
  allday: "marketing.time.allday",
};
const BEHAVIOUR_LABELS: Record<PlanBehaviour, string> = {
  frecuencia: "marketing.behaviour.frecuencia",
  ticket: "marketing.behaviour.ticket",
  penetracion: "marketing.behaviour.penetracion",
};

interface Props {
  plan: Plan;
  onDirty: (part: string, dirty: boolean) => void;
}

/**
 * Priorities (spec 2 §2.2): national and local categories, at most 3 chosen in order (a fourth shows the alert);
 * clicking a chosen one asks and removes it at once (saved). Objectives: per chosen priority its day part, time slot,
 * behaviour, main competitor and expected sales and new customers (numbers ≥ 0), saved with one button on change.
 */
export function PrioritiesSection({ plan, onDirty }: Props) {
  const intl = useIntl();
  const [save] = useMutation(SaveMarketingObjectivesDocument, { context: { notifyUnavailable: true } });
  const [alertId, setAlertId] = useState<string | null>(null);
  const options = new Map([...plan.nationalOptions, ...plan.localOptions].map((o) => [o.id, o]));
  /** Saves the priorities; the form starts again from what the server answered. */
  const send = async (values: ObjectivesValues) => {
    const answer = await save({ variables: { input: { year: plan.year, restaurantId: plan.restaurantId, priorities: objectivesInput(values) } } });
    const saved = answer.data?.saveMarketingObjectives;
    if (saved) form.formik.resetForm({ values: objectivesValues(saved) });
  };
  const form = useFormKit<ObjectivesValues>({
    initialValues: objectivesValues(plan),
    rules: () => objectivesSchema,
    submit: send,
    onError: (error, target) => {
      const fields = fieldErrorsOf(error);
      if (fields) {
        // `priorities.N.field` of the server → the form's `fieldN+1`.
        const mapped: Record<string, string> = {};
        for (const [path, key] of Object.entries(fields)) {
          const match = /^priorities\.(\d)\.(\w+)$/.exec(path);
          if (match) mapped[`${match[2]}${objectivesInput(form.formik.values)[Number(match[1])]?.position ?? 1}`] = key;
          else target.setErrorId(key);
        }
        target.setErrors(mapped);
      } else target.setErrorId(errorMessageId(error, intl.messages));
    },
  });
  const { formik } = form;
  const { dirty } = formik;
  useEffect(() => onDirty("objectives", dirty), [dirty, onDirty]);
  const values = formik.values;
  const chosen = chosenPositions(values);

  const choose = (option: PlanOption) => {
    setAlertId(null);
    if (chosen.some((position) => values[`category${position}`] === option.id)) return;
    const next = withPriority(values, option.id);
    if (!next) return setAlertId(MARKETING_MESSAGES.priorityAlert);
    void formik.setValues(next, false);
  };

  const remove = (position: number) => {
    const option = options.get(values[`category${position}`] ?? "");
    void openConfirm({
      title: intl.formatMessage({ id: "marketing.priorities.remove.title" }),
      children: intl.formatMessage({ id: "marketing.priorities.remove.body" }, { name: option?.name ?? "" }),
      labels: { confirm: intl.formatMessage({ id: "marketing.priorities.remove.confirm" }), cancel: intl.formatMessage({ id: "marketing.cancel" }) },
      confirmProps: { color: "red" },
      onConfirm: () => {
        const next = withoutPriority(values, position);
        // Saved at once (spec 2 §4): the remaining priorities as they stand; the form starts again from the answer.
        send(next).catch((error: unknown) => {
          if (fieldErrorsOf(error)) setAlertId(MARKETING_MESSAGES.numericAlert);
          else notifyError(error);
        });
      },
    });
  };

  const optionList = (titleId: string, list: PlanOption[]) => (
    <Stack gap="xs">
      <Title order={3} size="h5">
        <FormattedMessage id={titleId} />
      </Title>
      <Group gap="xs">
        {list.map((option) => {
          const position = chosen.find((p) => values[`category${p}`] === option.id);
          return (
            <Button
              key={option.id}
              size="xs"
              variant={position ? "filled" : "default"}
              aria-pressed={Boolean(position)}
              onClick={() => (position ? remove(position) : choose(option))}
              leftSection={
                position ? (
                  <Badge size="xs" variant="white">
                    {position}
                  </Badge>
                ) : undefined
              }
            >
              {option.name}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );

  const choices = (labels: Record<string, string>) => Object.entries(labels).map(([value, id]) => ({ value, label: intl.formatMessage({ id }) }));

  return (
    <KitForm form={form}>
      <Stack gap="xl">
        <section id="priorities" aria-labelledby="marketing-priorities" className={classes.section}>
          <Stack gap="sm">
            <Title order={2} size="h3" id="marketing-priorities">
              <FormattedMessage id="marketing.section.priorities" />
            </Title>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="marketing.priorities.help" />
            </Text>
            {alertId && (
              <Alert
                color="orange"
                role="alert"
                withCloseButton
                onClose={() => setAlertId(null)}
                closeButtonLabel={intl.formatMessage({ id: "marketing.close" })}
              >
                <FormattedMessage id={alertId} />
              </Alert>
            )}
            {optionList("marketing.priorities.national", plan.nationalOptions)}
            {optionList("marketing.priorities.local", plan.localOptions)}
          </Stack>
        </section>
        <section id="objectives" aria-labelledby="marketing-objectives" className={classes.section}>
          <Stack gap="sm">
            <Title order={2} size="h3" id="marketing-objectives">
              <FormattedMessage id="marketing.section.objectives" />
            </Title>
            {chosen.length === 0 ? (
              <Text c="dimmed">
                <FormattedMessage id="marketing.objectives.empty" />
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, lg: 3 }}>
                {chosen.map((position) => {
                  const option = options.get(values[`category${position}`] ?? "");
                  return (
                    <Card key={position} withBorder padding="md">
                      <Stack gap="xs">
                        <Title order={3} size="h5">
                          <FormattedMessage id="marketing.priority.title" values={{ n: position, name: option?.name ?? "" }} />
                        </Title>
                        <Text size="xs" c="dimmed">
                          <FormattedMessage id={option?.kind === "LOCAL" ? "marketing.kind.local" : "marketing.kind.national"} />
                        </Text>
                        <SelectField
                          name={`daypart${position}`}
                          label={intl.formatMessage({ id: "marketing.objective.daypart" })}
                          data={choices(DAYPART_LABELS)}
                        />
                        <SelectField
                          name={`timeSlot${position}`}
                          label={intl.formatMessage({ id: "marketing.objective.timeSlot" })}
                          data={choices(TIME_SLOT_LABELS)}
                        />
                        <SelectField
                          name={`behaviour${position}`}
                          label={intl.formatMessage({ id: "marketing.objective.behaviour" })}
                          data={choices(BEHAVIOUR_LABELS)}
                        />
                        <SelectField
                          name={`competitorId${position}`}
                          label={intl.formatMessage({ id: "marketing.objective.competitor" })}
                          data={plan.competitors.map((c) => ({ value: c.id, label: c.name }))}
                          disabled={plan.competitors.length === 0}
                          description={plan.competitors.length === 0 ? intl.formatMessage({ id: "marketing.objective.noCompetitors" }) : undefined}
                          allowDeselect
                          clearable
                        />
                        <TextField
                          name={`sales${position}`}
                          inputMode="decimal"
                          label={intl.formatMessage({ id: "marketing.objective.sales" })}
                          rightSection="%"
                        />
                        <TextField
                          name={`newCustomers${position}`}
                          inputMode="decimal"
                          label={intl.formatMessage({ id: "marketing.objective.newCustomers" })}
                          rightSection="%"
                        />
                      </Stack>
                    </Card>
                  );
                })}
              </SimpleGrid>
            )}
            <SaveFooter errorId={form.errorId} sent={form.status === "sent"} dirty={dirty} saveId="marketing.objectives.save" />
          </Stack>
        </section>
      </Stack>
    </KitForm>
  );
}
