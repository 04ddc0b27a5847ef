import { useState } from "react";
import { ActionIcon, Alert, Button, Group, Rating, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { Select } from "../../ui/form/selects";
import "@mantine/core/styles/Rating.css";
import "@mantine/core/styles/Table.css";
import { ScrollTable } from "../../ui/list/ScrollTable";
import { StaticTable } from "../../ui/list/StaticTable";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { COMPARISON_FEATURES, DIAGNOSTIC_LIMITS, comparisonRules, validate, type ComparisonFeature } from "@portal/schema";
import { SaveComparisonDocument } from "../../gql/documents/diagnostic/ComparisonSection";
import type { DiagnosticBrandFragment, DiagnosticComparisonFragment, DiagnosticStarsFragment } from "../../gql/graphql";
import { useTranslateKey } from "../../ui/useTranslateKey";
import { useDiagnosticRestaurant } from "./restaurant";
import classes from "./diagnostic.module.css";
import { SaveButton, SaveState, useSectionSave } from "./SectionSave";

type Stars = Record<ComparisonFeature, number | null>;
interface Row {
  brandId: string;
  stars: Stars;
}
interface State {
  own: Stars;
  rows: Row[];
}
const starsOf = (stars: DiagnosticStarsFragment): Stars => ({
  service: stars.service ?? null,
  relation: stars.relation ?? null,
  innovation: stars.innovation ?? null,
  ambient: stars.ambient ?? null,
  promotion: stars.promotion ?? null,
});
const EMPTY: Stars = { service: null, relation: null, innovation: null, ambient: null, promotion: null };
const stateOf = (comparison: DiagnosticComparisonFragment): State => ({
  own: starsOf(comparison.own),
  rows: comparison.competitors.map((c) => ({ brandId: c.brand.id, stars: starsOf(c.stars) })),
});

/**
 * The comparison table (spec 2 §2.1): the own brand as a fixed first row, then up to 3 of the chosen competitors, each
 * rated 1 to 5 stars on service, relation, innovation, ambient and promotion; its own save button. A competitor added
 * is rated on every feature before the table is saved (`comparisonRules`); one taken off and put back (or chosen again
 * in a row) within the same edit gets back the stars it had.
 */
export function ComparisonSection({ comparison, chosen }: { comparison: DiagnosticComparisonFragment; chosen: DiagnosticBrandFragment[] }) {
  const intl = useIntl();
  const translate = useTranslateKey();
  const restaurantId = useDiagnosticRestaurant();
  const [saved, setSaved] = useState(() => stateOf(comparison));
  const [state, setState] = useState(saved);
  /** The stars of the competitors taken off the table during this edit, by brand. */
  const [taken, setTaken] = useState<Record<string, Stars>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const dirty = JSON.stringify(state) !== JSON.stringify(saved);
  const [save, { loading }] = useMutation(SaveComparisonDocument, { context: { notifyUnavailable: true } });
  const saving = useSectionSave();
  // New data from the server (a save, a refetch) replaces the editor's state unless the user is editing it.
  const [source, setSource] = useState(comparison);
  if (source !== comparison && !dirty) {
    const next = stateOf(comparison);
    setSource(comparison);
    setSaved(next);
    setState(next);
    setTaken({});
  }

  const feature = (f: ComparisonFeature) => intl.formatMessage({ id: `diagnostic.feature.${f}` });
  const brandName = (id: string) => chosen.find((b) => b.id === id)?.name ?? comparison.competitors.find((c) => c.brand.id === id)?.brand.name ?? "";
  /** The stars a competitor comes back with: those it had in this edit, else its saved ones, else none. */
  const recalled = (brandId: string): Stars => taken[brandId] ?? saved.rows.find((r) => r.brandId === brandId)?.stars ?? EMPTY;
  const edit = (change: (s: State) => State) => {
    setProblem(null);
    setState(change);
  };
  const setStars = (index: number | "own", f: ComparisonFeature, value: number) =>
    edit((s) =>
      index === "own"
        ? { ...s, own: { ...s.own, [f]: value } }
        : { ...s, rows: s.rows.map((row, i) => (i === index ? { ...row, stars: { ...row.stars, [f]: value } } : row)) },
    );
  /** Row `index` shows `brandId` instead (null: the row is taken off); the stars it leaves are kept for its brand. */
  const replace = (index: number, brandId: string | null) => {
    const leaving = state.rows[index];
    if (!leaving) return;
    setTaken((t) => ({ ...t, [leaving.brandId]: leaving.stars }));
    edit((s) => ({
      ...s,
      rows: brandId === null ? s.rows.filter((_, i) => i !== index) : s.rows.map((r, i) => (i === index ? { brandId, stars: recalled(brandId) } : r)),
    }));
  };
  const free = chosen.filter((b) => !state.rows.some((r) => r.brandId === b.id));
  const submit = async () => {
    const input = { own: state.own, competitors: state.rows.map((r) => ({ brandId: r.brandId, stars: r.stars })) };
    const checked = validate(comparisonRules, input);
    if (!checked.ok) return setProblem(Object.values(checked.fields)[0]!);
    await saving.commit(
      () => save({ variables: { input: { restaurantId, ...input } } }),
      () => {
        setSaved(state);
        setTaken({});
      },
    );
  };

  const ratings = (index: number | "own", stars: Stars, name: string) =>
    COMPARISON_FEATURES.map((f) => (
      <Table.Td key={f}>
        <Rating
          count={DIAGNOSTIC_LIMITS.maxStars}
          value={stars[f] ?? 0}
          onChange={(value) => setStars(index, f, value)}
          aria-label={intl.formatMessage({ id: "diagnostic.comparison.rating" }, { feature: feature(f), brand: name })}
        />
      </Table.Td>
    ));

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        <FormattedMessage id="diagnostic.comparison.title" />
      </Title>
      <ScrollTable minWidth={760} label={intl.formatMessage({ id: "diagnostic.comparison.title" })}>
        <StaticTable
          withTableBorder
          verticalSpacing="sm"
          columns={[
            "diagnostic.comparison.brand",
            ...COMPARISON_FEATURES.map((f) => ({ key: f, label: feature(f) })),
            {
              key: "remove",
              label: <VisuallyHidden>{intl.formatMessage({ id: "diagnostic.comparison.remove" })}</VisuallyHidden>,
              className: classes.noPrint,
            },
          ]}
        >
          <Table.Tr>
            <Table.Th scope="row">
              <FormattedMessage id="diagnostic.comparison.own" />
            </Table.Th>
            {ratings("own", state.own, intl.formatMessage({ id: "diagnostic.comparison.own" }))}
            <Table.Td className={classes.noPrint} />
          </Table.Tr>
          {state.rows.map((row, index) => (
            <Table.Tr key={index}>
              <Table.Th scope="row">
                <Select
                  className={classes.noPrint}
                  aria-label={intl.formatMessage({ id: "diagnostic.comparison.choose" }, { n: index + 1 })}
                  data={[...chosen.filter((b) => b.id === row.brandId || free.includes(b)).map((b) => ({ value: b.id, label: b.name }))]}
                  value={row.brandId}
                  allowDeselect={false}
                  onChange={(value) => value && value !== row.brandId && replace(index, value)}
                  comboboxProps={{ withinPortal: true }}
                  w={200}
                />
                <Text className={classes.printOnly} fw={700}>
                  {brandName(row.brandId)}
                </Text>
              </Table.Th>
              {ratings(index, row.stars, brandName(row.brandId))}
              <Table.Td className={classes.noPrint}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`${intl.formatMessage({ id: "diagnostic.comparison.remove" })}: ${brandName(row.brandId)}`}
                  onClick={() => replace(index, null)}
                >
                  ×
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </StaticTable>
      </ScrollTable>
      {chosen.length === 0 && (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="diagnostic.comparison.no_brands" />
        </Text>
      )}
      <Group gap="sm" className={classes.noPrint}>
        {state.rows.length < DIAGNOSTIC_LIMITS.maxCompetitors ? (
          free.length > 0 && (
            <Button
              variant="default"
              onClick={() => edit((s) => ({ ...s, rows: [...s.rows, { brandId: free[0].id, stars: recalled(free[0].id) }] }))}
            >
              + <FormattedMessage id="diagnostic.comparison.add" />
            </Button>
          )
        ) : (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="diagnostic.comparison.max" />
          </Text>
        )}
        {dirty && <SaveButton saving={saving} loading={loading} onSave={submit} />}
      </Group>
      {problem && (
        <Alert color="red" role="alert" className={classes.noPrint}>
          {translate(problem)}
        </Alert>
      )}
      <SaveState dirty={dirty} saving={saving} />
    </Stack>
  );
}
