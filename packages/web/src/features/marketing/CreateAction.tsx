import { Group, Stack } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { AddMarketingActionDocument } from "../../gql/documents/marketing/CreateAction";
import { FormMessage } from "../../ui/form/FormMessage";
import { KitForm } from "../../ui/form/KitForm";
import { SelectField } from "../../ui/form/SelectField";
import { SubmitButton } from "../../ui/form/SubmitButton";
import { useFormKit } from "../../ui/form/useFormKit";
import { actionSchema, type Plan } from "./planForms";
import { ActionDates } from "./ActionDates";

/** The create popup: a strategy of the plan and two days of the selected year (the four alerts of spec 2 §5). */
export function CreateAction({ plan, onDone }: { plan: Plan; onDone: () => void }) {
  const intl = useIntl();
  const [add] = useMutation(AddMarketingActionDocument, { context: { notifyUnavailable: true } });
  const priorityName = new Map(plan.priorities.map((p) => [p.position, p.name]));
  const form = useFormKit({
    initialValues: { strategyId: "", startDate: "", endDate: "" },
    rules: () => actionSchema(plan.year),
    submit: async (values) => {
      await add({ variables: { input: { year: plan.year, restaurantId: plan.restaurantId, ...values } } });
      onDone();
    },
  });
  return (
    <KitForm form={form}>
      <Stack gap="sm">
        <SelectField
          name="strategyId"
          label={intl.formatMessage({ id: "marketing.action.strategy" })}
          placeholder={intl.formatMessage({ id: "marketing.strategy.choose" })}
          data={plan.strategies.map((s) => ({ value: s.id, label: `${priorityName.get(s.position) ?? ""}: ${s.name}` }))}
        />
        <ActionDates year={plan.year} opensOnYear />
        <FormMessage id={form.errorId} />
        <Group justify="flex-end">
          <SubmitButton>
            <FormattedMessage id="marketing.action.create" />
          </SubmitButton>
        </Group>
      </Stack>
    </KitForm>
  );
}
