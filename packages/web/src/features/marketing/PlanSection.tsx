import { useState } from "react";
import { Box, Button, Group, Modal, Stack, Table, Text, Title, UnstyledButton } from "@mantine/core";
import "@mantine/core/styles/Table.css";
import { ScrollTable } from "../../ui/list/ScrollTable";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { barGeometry, calendarMonthLabels, monthColumns } from "@portal/schema";
import { DeleteMarketingActionDocument } from "../../gql/documents/marketing/PlanSection";
import { notifyError } from "../../app/apollo/notifyError";
import { openConfirm } from "../../ui/confirm";
import { POSITIONS, shownDay, type Plan, type PlanActionItem } from "./planForms";
import classes from "./marketing.module.css";
import { ActionDetails } from "./ActionDetails";
import { CreateAction } from "./CreateAction";

/**
 * The plan (spec 2 §2.2): a 12-month calendar with one row per priority, each action a bar placed by its start day
 * (of 365) and sized by its weeks (of 52); a bar opens its details; local actions can change their dates or be
 * deleted (confirmed); the list of local actions; the create popup (a strategy and two days of the selected year).
 */
export function PlanSection({ plan }: { plan: Plan }) {
  const intl = useIntl();
  const [openId, setOpen] = useState<PlanActionItem | null>(null);
  // The open action as the plan now has it (its dates or links just saved).
  const open = openId && (plan.actions.find((a) => a.id === openId.id) ?? openId);
  const [creating, setCreating] = useState(false);
  const [remove] = useMutation(DeleteMarketingActionDocument, { context: { notifyUnavailable: true } });
  const months = monthColumns(plan.year);
  const local = plan.actions.filter((a) => a.editable);
  const strategyName = new Map(plan.strategies.map((s) => [s.id, s.name]));
  const monthNames = calendarMonthLabels(intl.locale, plan.year);
  const monthName = (month: number) => monthNames[month - 1];

  const askDelete = (action: PlanActionItem) =>
    void openConfirm({
      title: intl.formatMessage({ id: "marketing.action.delete.title" }),
      children: intl.formatMessage({ id: "marketing.action.delete.body" }, { name: action.completeName }),
      labels: { confirm: intl.formatMessage({ id: "marketing.action.delete.confirm" }), cancel: intl.formatMessage({ id: "marketing.cancel" }) },
      confirmProps: { color: "red" },
      onConfirm: () => {
        setOpen(null);
        remove({ variables: { input: { year: plan.year, restaurantId: plan.restaurantId, id: action.id } } }).catch(notifyError);
      },
    });

  return (
    <section id="plan" aria-labelledby="marketing-plan" className={classes.section}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id="marketing-plan">
            <FormattedMessage id="marketing.section.plan" />
          </Title>
          <Button onClick={() => setCreating(true)} disabled={plan.strategies.length === 0}>
            <FormattedMessage id="marketing.action.new" />
          </Button>
        </Group>
        {plan.strategies.length === 0 && (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="marketing.action.needsStrategy" />
          </Text>
        )}
        <Box className={classes.calendar} role="group" aria-label={intl.formatMessage({ id: "marketing.calendar" }, { year: plan.year })}>
          <div className={classes.calendarRow}>
            <div className={classes.rowLabel} />
            <div className={classes.track} aria-hidden>
              {months.map((m) => (
                <span key={m.month} className={classes.month} style={{ left: `${m.left}%`, width: `${m.width}%` }}>
                  {monthName(m.month)}
                </span>
              ))}
            </div>
          </div>
          {POSITIONS.map((position) => {
            const priority = plan.priorities.find((p) => p.position === position);
            if (!priority) return null;
            const bars = plan.actions.filter((a) => a.row === position);
            return (
              <div key={position} className={classes.calendarRow} data-testid={`calendar-row-${position}`}>
                <div className={classes.rowLabel}>
                  <Text size="sm" fw={600}>
                    {position}. {priority.name}
                  </Text>
                </div>
                <div className={classes.track}>
                  {months.map((m) => (
                    <span key={m.month} className={classes.monthLine} style={{ left: `${m.left}%` }} aria-hidden />
                  ))}
                  {bars.map((action, index) => {
                    const bar = barGeometry({ start: action.startDate, end: action.endDate }, plan.year);
                    if (!bar) return null;
                    return (
                      <UnstyledButton
                        key={action.id}
                        className={action.editable ? classes.barLocal : classes.barNational}
                        style={{ left: `${bar.left}%`, width: `${bar.width}%`, top: `${4 + (index % 3) * 26}px` }}
                        onClick={() => setOpen(action)}
                        aria-label={intl.formatMessage(
                          { id: "marketing.action.bar" },
                          { name: action.name, start: shownDay(action.startDate), end: shownDay(action.endDate) },
                        )}
                        title={action.name}
                      >
                        <span className={classes.barText}>{action.name}</span>
                      </UnstyledButton>
                    );
                  })}
                </div>
              </div>
            );
          })}
          {plan.priorities.length === 0 && (
            <Text c="dimmed" p="sm">
              <FormattedMessage id="marketing.calendar.empty" />
            </Text>
          )}
        </Box>
        <Group gap="md">
          <Group gap={6}>
            <span className={classes.legendNational} aria-hidden />
            <Text size="xs">
              <FormattedMessage id="marketing.kind.national" />
            </Text>
          </Group>
          <Group gap={6}>
            <span className={classes.legendLocal} aria-hidden />
            <Text size="xs">
              <FormattedMessage id="marketing.kind.local" />
            </Text>
          </Group>
        </Group>

        <Title order={3} size="h4">
          <FormattedMessage id="marketing.local.title" />
        </Title>
        {local.length === 0 ? (
          <Text c="dimmed">
            <FormattedMessage id="marketing.local.empty" />
          </Text>
        ) : (
          <ScrollTable minWidth={640} label={intl.formatMessage({ id: "marketing.local.table" })}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <FormattedMessage id="marketing.local.name" />
                  </Table.Th>
                  <Table.Th>
                    <FormattedMessage id="marketing.local.strategy" />
                  </Table.Th>
                  <Table.Th>
                    <FormattedMessage id="marketing.action.start" />
                  </Table.Th>
                  <Table.Th>
                    <FormattedMessage id="marketing.action.end" />
                  </Table.Th>
                  <Table.Th>
                    <FormattedMessage id="marketing.local.actions" />
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {local.map((action) => (
                  <Table.Tr key={action.id}>
                    <Table.Td>{action.completeName}</Table.Td>
                    <Table.Td>
                      {action.strategyId ? (strategyName.get(action.strategyId) ?? "") : <FormattedMessage id="marketing.local.noStrategy" />}
                    </Table.Td>
                    <Table.Td>{shownDay(action.startDate)}</Table.Td>
                    <Table.Td>{shownDay(action.endDate)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button size="compact-sm" variant="default" onClick={() => setOpen(action)}>
                          <FormattedMessage id="marketing.action.edit" />
                          <span className={classes.hidden}> {action.name}</span>
                        </Button>
                        <Button size="compact-sm" variant="default" color="red" onClick={() => askDelete(action)}>
                          <FormattedMessage id="marketing.action.delete" />
                          <span className={classes.hidden}> {action.name}</span>
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Stack>

      <Modal
        opened={openId !== null}
        onClose={() => setOpen(null)}
        title={intl.formatMessage({ id: "marketing.action.details" })}
        closeButtonProps={{ "aria-label": intl.formatMessage({ id: "marketing.close" }) }}
      >
        {open && <ActionDetails key={open.id} plan={plan} action={open} onDone={() => setOpen(null)} onDelete={() => askDelete(open)} />}
      </Modal>
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={intl.formatMessage({ id: "marketing.action.new" })}
        closeButtonProps={{ "aria-label": intl.formatMessage({ id: "marketing.close" }) }}
      >
        {creating && <CreateAction plan={plan} onDone={() => setCreating(false)} />}
      </Modal>
    </section>
  );
}
