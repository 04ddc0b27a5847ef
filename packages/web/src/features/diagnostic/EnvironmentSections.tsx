import { useEffect, useState } from "react";
import { Alert, Checkbox, Group, NumberInput, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Table.css";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { clustersRules, dafoRules, validate } from "@portal/schema";
import { SaveClustersDocument, SaveDafoDocument } from "../../gql/documents/diagnostic/EnvironmentSections";
import type { DiagnosticQuery } from "../../gql/graphql";
import { useTranslateKey } from "../../ui/useTranslateKey";
import { FormMessage } from "../../ui/form/FormMessage";
import { KitForm } from "../../ui/form/KitForm";
import { SubmitButton } from "../../ui/form/SubmitButton";
import { TextareaField } from "../../ui/form/TextareaField";
import { useFormKit } from "../../ui/form/useFormKit";
import classes from "./diagnostic.module.css";
import { useDiagnosticRestaurant } from "./restaurant";
import { StaticTable } from "../../ui/list/StaticTable";
import { SaveButton, SaveState, useSectionSave } from "./SectionSave";

type Screen = DiagnosticQuery["diagnostic"];
const QUADRANTS = ["strengths", "weaknesses", "opportunities", "threats"] as const;

/** The DAFO (designed here): four editable quadrants, saved together (formik + the shared rule). */
export function DafoSection({ dafo, onDirty }: { dafo: Screen["dafo"]; onDirty: (dirty: boolean) => void }) {
  const intl = useIntl();
  const restaurantId = useDiagnosticRestaurant();
  const [save] = useMutation(SaveDafoDocument, { context: { notifyUnavailable: true } });
  const saving = useSectionSave();
  const form = useFormKit({
    initialValues: { strengths: dafo.strengths, weaknesses: dafo.weaknesses, opportunities: dafo.opportunities, threats: dafo.threats },
    rules: () => dafoRules,
    submit: async (values, { reset }) => {
      const { data } = await save({ variables: { input: { restaurantId, ...dafoRules.cast(values) } } });
      if (data) form.formik.resetForm({ values: data.saveDafo });
      else reset();
      await saving.done();
    },
  });
  const dirty = form.formik.dirty;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  return (
    <KitForm form={form}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <FormattedMessage id="diagnostic.dafo.intro" />
        </Text>
        <FormMessage id={form.errorId} />
        <div className={classes.dafo}>
          {QUADRANTS.map((q) => (
            <TextareaField
              key={q}
              name={q}
              label={intl.formatMessage({ id: `diagnostic.dafo.${q}` })}
              autosize
              minRows={3}
              maxRows={10}
              maxLength={2000}
            />
          ))}
        </div>
        <SaveState
          dirty={dirty}
          saving={saving}
          button={
            <SubmitButton>
              <FormattedMessage id="diagnostic.save" />
            </SubmitButton>
          }
        />
      </Stack>
    </KitForm>
  );
}

/** Population (designed here): the province and the catchment area's habitants at 1 and 3 km. */
export function PopulationSection({ population }: { population: Screen["population"] }) {
  const intl = useIntl();
  const number = (value: number | null) => (value === null ? intl.formatMessage({ id: "diagnostic.population.none" }) : intl.formatNumber(value));
  const share =
    population.habitants3km !== null && population.provinceHabitants
      ? intl.formatNumber(population.habitants3km / population.provinceHabitants, {
          style: "percent",
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        })
      : null;
  const rows: Array<[string, string]> = [
    ["diagnostic.population.province", population.province ?? intl.formatMessage({ id: "diagnostic.population.none" })],
    ["diagnostic.population.province_habitants", number(population.provinceHabitants)],
    ["diagnostic.population.habitants_1km", number(population.habitants1km)],
    ["diagnostic.population.habitants_3km", number(population.habitants3km)],
  ];
  return (
    <Stack gap="xs">
      <StaticTable withTableBorder maw={520}>
        {rows.map(([id, value]) => (
          <Table.Tr key={id}>
            <Table.Th scope="row">{intl.formatMessage({ id })}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </StaticTable>
      {share && (
        <Text size="sm">
          <FormattedMessage id="diagnostic.population.share" values={{ share }} />
        </Text>
      )}
    </Stack>
  );
}

interface ClusterState {
  [clusterId: string]: { chosen: boolean; share: number };
}
const clusterStateOf = (clusters: Screen["clusters"]): ClusterState =>
  Object.fromEntries(clusters.map((c) => [c.clusterId, { chosen: c.chosen, share: c.share ?? 0 }]));

/** Customer clusters (designed here): the types of customer the restaurant has, each with its share (100% at most). */
export function ClustersSection({ clusters, onDirty }: { clusters: Screen["clusters"]; onDirty: (dirty: boolean) => void }) {
  const intl = useIntl();
  const translate = useTranslateKey();
  const restaurantId = useDiagnosticRestaurant();
  const saving = useSectionSave();
  const [saved, setSaved] = useState(() => clusterStateOf(clusters));
  const [state, setState] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SaveClustersDocument, { context: { notifyUnavailable: true } });
  const dirty = JSON.stringify(state) !== JSON.stringify(saved);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  // New data from the server (a save, a refetch) replaces the editor's state unless the user is editing it.
  const [source, setSource] = useState(clusters);
  if (source !== clusters && !dirty) {
    const next = clusterStateOf(clusters);
    setSource(clusters);
    setSaved(next);
    setState(next);
  }

  const chosen = clusters.filter((c) => state[c.clusterId]?.chosen).map((c) => ({ clusterId: c.clusterId, share: state[c.clusterId].share }));
  const total = chosen.reduce((sum, c) => sum + c.share, 0);
  const name = (code: string) => intl.formatMessage({ id: `diagnostic.cluster.${code}` });
  const submit = async () => {
    const checked = validate(clustersRules, { clusters: chosen });
    if (!checked.ok) {
      setError(Object.values(checked.fields)[0]);
      return;
    }
    setError(null);
    await saving.commit(
      () => save({ variables: { input: { restaurantId, clusters: chosen } } }),
      () => setSaved(state),
    );
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        <FormattedMessage id="diagnostic.clusters.intro" />
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {clusters.map((c) => {
          const item = state[c.clusterId] ?? { chosen: false, share: 0 };
          return (
            <Group key={c.clusterId} gap="sm" wrap="nowrap" justify="space-between">
              <Checkbox
                label={name(c.code)}
                checked={item.chosen}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setState((s) => ({ ...s, [c.clusterId]: { ...item, chosen: checked } }));
                }}
              />
              {item.chosen && (
                <NumberInput
                  aria-label={intl.formatMessage({ id: "diagnostic.clusters.share" }, { cluster: name(c.code) })}
                  value={item.share}
                  min={0}
                  max={100}
                  allowDecimal={false}
                  allowNegative={false}
                  suffix=" %"
                  w={110}
                  onChange={(value) => setState((s) => ({ ...s, [c.clusterId]: { ...item, share: typeof value === "number" ? value : 0 } }))}
                />
              )}
            </Group>
          );
        })}
      </SimpleGrid>
      <Text size="sm" fw={500} c={total > 100 ? "red.9" : undefined}>
        <FormattedMessage id="diagnostic.clusters.total" values={{ total }} />
      </Text>
      {error && (
        <Alert color="red" role="alert">
          {translate(error)}
        </Alert>
      )}
      <SaveState dirty={dirty} saving={saving} button={<SaveButton saving={saving} loading={loading} onSave={submit} />} />
    </Stack>
  );
}
