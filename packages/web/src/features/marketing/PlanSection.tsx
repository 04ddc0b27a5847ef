import { useState } from "react";
import { Anchor, Badge, Box, Button, Group, List, Modal, MultiSelect, Stack, Table, Text, Title, UnstyledButton } from "@mantine/core";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/Pill.css";
import "@mantine/core/styles/PillsInput.css";
import "@mantine/core/styles/Table.css";
import { useMutation, useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { FormattedMessage, useIntl } from "react-intl";
import { barGeometry, monthColumns } from "@portal/schema";
import {
  AddMarketingActionDocument,
  DeleteMarketingActionDocument,
  LinkMarketingActionDocument,
  MarketingLinkOptionsDocument,
  UpdateMarketingActionDocument,
} from "../../gql/documents/marketing/marketing";
import { notifyError } from "../../app/apollo/notifyError";
import { openConfirm } from "../../ui/confirm";
import { DateField } from "../../ui/form/DateField";
import { FormMessage } from "../../ui/form/FormMessage";
import { KitForm } from "../../ui/form/KitForm";
import { SelectField } from "../../ui/form/SelectField";
import { SubmitButton } from "../../ui/form/SubmitButton";
import { useFormKit } from "../../ui/form/useFormKit";
import { POSITIONS, actionDatesSchema, actionSchema, shownDay, type Plan, type PlanActionItem } from "./planForms";
import classes from "./marketing.module.css";

/** Local days of the selected year, for the date pickers' limits. */
const dayOf = (year: number, month: number, day: number) => new Date(year, month - 1, day);

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
  const [remove] = useMutation(DeleteMarketingActionDocument);
  const months = monthColumns(plan.year);
  const local = plan.actions.filter((a) => a.editable);
  const strategyName = new Map(plan.strategies.map((s) => [s.id, s.name]));
  const monthName = (month: number) => intl.formatDate(new Date(plan.year, month - 1, 1), { month: "short" });

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
                        style={{ left: `${bar.left}%`, width: `${bar.width}%`, top: `${4 + (index % 3) * 22}px` }}
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

/** The bar's popup: the full name and dates; a local action's dates can change, and it can be deleted. */
function ActionDetails({ plan, action, onDone, onDelete }: { plan: Plan; action: PlanActionItem; onDone: () => void; onDelete: () => void }) {
  const [update] = useMutation(UpdateMarketingActionDocument);
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
      <Badge variant="light" color={action.editable ? "yellow" : "red"}>
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

/** What a local action uses: resources of the library (toolkits, best practices) and the restaurant's orders. */
function ActionLinks({ plan, action }: { plan: Plan; action: PlanActionItem }) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const [link, { loading: saving }] = useMutation(LinkMarketingActionDocument);
  const [resourceIds, setResourceIds] = useState(action.resources.map((r) => r.id));
  const [orderIds, setOrderIds] = useState(action.orders.map((o) => o.id));
  const { data, error } = useQuery(MarketingLinkOptionsDocument, {
    variables: { restaurantId: plan.restaurantId },
    skip: !editing,
    context: { silent: true },
  });
  const options = data?.marketingLinkOptions;
  const links = [...action.resources, ...action.orders];
  const save = () =>
    link({ variables: { input: { year: plan.year, restaurantId: plan.restaurantId, id: action.id, resourceIds, orderIds } } })
      .then(() => setEditing(false))
      .catch(notifyError);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        <FormattedMessage id="marketing.links.title" />
      </Title>
      {links.length === 0 ? (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="marketing.links.empty" />
        </Text>
      ) : (
        <List size="sm">
          {links.map((item) => (
            <List.Item key={item.href}>
              <Anchor component={Link} to={item.href}>
                {item.name}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
      {!editing ? (
        <Group>
          <Button variant="default" size="compact-sm" onClick={() => setEditing(true)}>
            <FormattedMessage id="marketing.links.edit" />
          </Button>
        </Group>
      ) : error ? (
        <FormMessage id="error.generic" />
      ) : (
        <>
          <MultiSelect
            label={intl.formatMessage({ id: "marketing.links.resources" })}
            data={(options?.resources ?? []).map((r) => ({ value: r.id, label: r.name }))}
            value={resourceIds}
            onChange={setResourceIds}
            searchable
            maxValues={20}
            disabled={!options}
            comboboxProps={{ withinPortal: true }}
          />
          <MultiSelect
            label={intl.formatMessage({ id: "marketing.links.orders" })}
            data={(options?.orders ?? []).map((o) => ({ value: o.id, label: o.name }))}
            value={orderIds}
            onChange={setOrderIds}
            searchable
            maxValues={20}
            disabled={!options}
            nothingFoundMessage={intl.formatMessage({ id: "marketing.links.noOrders" })}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end">
            <Button onClick={() => void save()} loading={saving} disabled={!options}>
              <FormattedMessage id="marketing.links.save" />
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

/** The create popup: a strategy of the plan and two days of the selected year (the four alerts of spec 2 §5). */
/**
 * An action's start and end days, limited to the plan's year (spec 2 §2.2). `opensOnYear`: an empty picker opens on the
 * year's first month (a new action), not today's.
 */
function ActionDates({ year, opensOnYear = false }: { year: number; opensOnYear?: boolean }) {
  const intl = useIntl();
  const limits = { minDate: dayOf(year, 1, 1), maxDate: dayOf(year, 12, 31), defaultDate: opensOnYear ? dayOf(year, 1, 1) : undefined };
  return (
    <>
      <DateField
        name="startDate"
        label={intl.formatMessage({ id: "marketing.action.start" })}
        clearLabel={intl.formatMessage({ id: "marketing.action.clearStart" })}
        {...limits}
        popoverProps={{ withinPortal: true }}
      />
      <DateField
        name="endDate"
        label={intl.formatMessage({ id: "marketing.action.end" })}
        clearLabel={intl.formatMessage({ id: "marketing.action.clearEnd" })}
        {...limits}
        popoverProps={{ withinPortal: true }}
      />
    </>
  );
}

function CreateAction({ plan, onDone }: { plan: Plan; onDone: () => void }) {
  const intl = useIntl();
  const [add] = useMutation(AddMarketingActionDocument);
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
