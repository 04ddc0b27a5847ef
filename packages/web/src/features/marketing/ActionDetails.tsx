import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { UpdateMarketingActionDocument } from "../../gql/documents/marketing/ActionDetails";
import { FormMessage } from "../../ui/form/FormMessage";
import { KitForm } from "../../ui/form/KitForm";
import { SubmitButton } from "../../ui/form/SubmitButton";
import { useFormKit } from "../../ui/form/useFormKit";
import { actionDatesSchema, shownDay, type Plan, type PlanActionItem } from "./planForms";
import { ActionLinks } from "./ActionLinks";
import { ActionDates } from "./ActionDates";

/** The bar's popup: the full name and dates; a local action's dates can change, and it can be deleted. */
export function ActionDetails({ plan, action, onDone, onDelete }: { plan: Plan; action: PlanActionItem; onDone: () => void; onDelete: () => void }) {
  const [update] = useMutation(UpdateMarketingActionDocument, { context: { notifyUnavailable: true } });
  const form = useFormKit({
    initialValues: { startDate: action.startDate, endDate: action.endDate },
    rules: () => actionDatesSchema(plan.year),
    submit: async (values) => {
      await update({ variables: { input: { year: plan.year, restaurantId: plan.restaurantId, id: action.id, ...values } } });
      onDone();
    },
  });
  return (
    <Stack gap="sm">
      <Text fw={600}>{action.completeName}</Text>
      {/* Dark text on the local action's light yellow: the yellow text of Mantine's light variant falls under 4.5:1. */}
      <Badge variant="light" color={action.editable ? "yellow" : "red"} c={action.editable ? "dark.9" : undefined}>
        <FormattedMessage id={action.editable ? "marketing.kind.local" : "marketing.kind.national"} />
      </Badge>
      {!action.editable ? (
        <Text>
          <FormattedMessage id="marketing.action.dates" values={{ start: shownDay(action.startDate), end: shownDay(action.endDate) }} />
        </Text>
      ) : (
        <KitForm form={form}>
          <Stack gap="sm">
            <ActionDates year={plan.year} />
            <FormMessage id={form.errorId} />
            <Group justify="space-between">
              <Button variant="default" color="red" onClick={onDelete}>
                <FormattedMessage id="marketing.action.delete" />
              </Button>
              <SubmitButton>
                <FormattedMessage id="marketing.action.save" />
              </SubmitButton>
            </Group>
          </Stack>
        </KitForm>
      )}
      {action.editable && <ActionLinks plan={plan} action={action} />}
    </Stack>
  );
}
