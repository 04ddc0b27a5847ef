import { useEffect } from "react";
import { Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import "@mantine/core/styles/SimpleGrid.css";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { MARKETING_LIMITS, strategySlotsOf } from "@portal/schema";
import { SaveMarketingStrategiesDocument } from "../../gql/documents/marketing/StrategiesSection";
import { errorMessageId, fieldErrorsOf } from "../../app/apollo/errors";
import { KitForm } from "../../ui/form/KitForm";
import { SelectField } from "../../ui/form/SelectField";
import { TextField } from "../../ui/form/TextField";
import { useFormKit } from "../../ui/form/useFormKit";
import { POSITIONS, strategiesInput, strategiesSchema, strategiesValues, type Plan, type StrategiesValues } from "./planForms";
import classes from "./marketing.module.css";
import { SaveFooter } from "./SaveFooter";

interface Props {
  plan: Plan;
  onDirty: (part: string, dirty: boolean) => void;
}

/**
 * Strategies (spec 2 §2.2): three columns, one per priority, two slots each. A national priority's strategies are
 * chosen among its category's children; a local one's are free text. One save button, shown on change.
 */
export function StrategiesSection({ plan, onDirty }: Props) {
  const intl = useIntl();
  const [save] = useMutation(SaveMarketingStrategiesDocument, { context: { notifyUnavailable: true } });
  const form = useFormKit<StrategiesValues>({
    initialValues: strategiesValues(plan),
    rules: () => strategiesSchema,
    submit: async (values) => {
      const answer = await save({
        variables: { input: { year: plan.year, restaurantId: plan.restaurantId, strategies: strategiesInput(plan, values) } },
      });
      const saved = answer.data?.saveMarketingStrategies;
      if (saved) form.formik.resetForm({ values: strategiesValues(saved) });
    },
    onError: (error, target) => {
      const fields = fieldErrorsOf(error);
      const first = fields && Object.values(fields)[0];
      target.setErrorId(first ?? errorMessageId(error, intl.messages));
    },
  });
  const { dirty } = form.formik;
  useEffect(() => onDirty("strategies", dirty), [dirty, onDirty]);
  const options = new Map([...plan.nationalOptions, ...plan.localOptions].map((o) => [o.id, o]));

  return (
    <section id="strategies" aria-labelledby="marketing-strategies" className={classes.section}>
      <KitForm form={form}>
        <Stack gap="sm">
          <Title order={2} size="h3" id="marketing-strategies">
            <FormattedMessage id="marketing.section.strategies" />
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {POSITIONS.map((position) => {
              const priority = plan.priorities.find((p) => p.position === position);
              const option = priority && options.get(priority.categoryId);
              return (
                <Card key={position} withBorder padding="md">
                  <Stack gap="xs">
                    <Title order={3} size="h5">
                      {priority ? (
                        <FormattedMessage id="marketing.priority.title" values={{ n: position, name: priority.name }} />
                      ) : (
                        <FormattedMessage id="marketing.priority.none" values={{ n: position }} />
                      )}
                    </Title>
                    {!priority ? (
                      <Text size="sm" c="dimmed">
                        <FormattedMessage id="marketing.strategies.choosePriority" />
                      </Text>
                    ) : (
                      strategySlotsOf(position).map((slot, index) =>
                        priority.kind === "NATIONAL" ? (
                          <SelectField
                            key={slot}
                            name={`slot${slot}`}
                            label={intl.formatMessage({ id: "marketing.strategy.label" }, { number: index + 1 })}
                            data={(option?.strategies ?? []).map((s) => ({ value: s.id, label: s.name }))}
                            placeholder={intl.formatMessage({ id: "marketing.strategy.choose" })}
                            disabled={(option?.strategies.length ?? 0) === 0}
                            description={
                              (option?.strategies.length ?? 0) === 0 ? intl.formatMessage({ id: "marketing.strategy.noOptions" }) : undefined
                            }
                            allowDeselect
                            clearable
                          />
                        ) : (
                          <TextField
                            key={slot}
                            name={`slot${slot}`}
                            maxLength={MARKETING_LIMITS.maxStrategyText}
                            label={intl.formatMessage({ id: "marketing.strategy.label" }, { number: index + 1 })}
                          />
                        ),
                      )
                    )}
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
          <SaveFooter errorId={form.errorId} sent={form.status === "sent"} dirty={dirty} saveId="marketing.strategies.save" />
        </Stack>
      </KitForm>
    </section>
  );
}
