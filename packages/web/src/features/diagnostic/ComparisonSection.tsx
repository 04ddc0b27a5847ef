import { useState } from "react";
import { ActionIcon, Alert, Button, Group, Rating, Select, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import "@mantine/core/styles/Rating.css";
import "@mantine/core/styles/Table.css";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { COMPARISON_FEATURES, DIAGNOSTIC_LIMITS, type ComparisonFeature } from "@portal/schema";
import { SaveComparisonDocument } from "../../gql/documents/diagnostic/diagnostic";
import type { DiagnosticBrandFragment, DiagnosticComparisonFragment, DiagnosticStarsFragment } from "../../gql/graphql";
import { notifyError } from "../../app/apollo/notifyError";
import { afterDiagnosticSave } from "./afterSave";
import { SavedNote } from "./SavedNote";
import classes from "./diagnostic.module.css";

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
 * rated 1 to 5 stars on service, relation, innovation, ambient and promotion; its own save button.
 */
export function ComparisonSection({ comparison, chosen }: { comparison: DiagnosticComparisonFragment; chosen: DiagnosticBrandFragment[] }) {
  const intl = useIntl();
  const client = useApolloClient();
  const [saved, setSaved] = useState(() => stateOf(comparison));
  const [state, setState] = useState(saved);
  const [justSaved, setJustSaved] = useState(false);
  const dirty = JSON.stringify(state) !== JSON.stringify(saved);
  const [save, { loading }] = useMutation(SaveComparisonDocument);
  // New data from the server (a save, a refetch) replaces the editor's state unless the user is editing it.
  const [source, setSource] = useState(comparison);
  if (source !== comparison && !dirty) {
    const next = stateOf(comparison);
    setSource(comparison);
    setSaved(next);
    setState(next);
  }

  const feature = (f: ComparisonFeature) => intl.formatMessage({ id: `diagnostic.feature.${f}` });
  const brandName = (id: string) => chosen.find((b) => b.id === id)?.name ?? comparison.competitors.find((c) => c.brand.id === id)?.brand.name ?? "";
  const setStars = (index: number | "own", f: ComparisonFeature, value: number) =>
    setState((s) =>
      index === "own"
        ? { ...s, own: { ...s.own, [f]: value } }
        : { ...s, rows: s.rows.map((row, i) => (i === index ? { ...row, stars: { ...row.stars, [f]: value } } : row)) },
    );
  const free = chosen.filter((b) => !state.rows.some((r) => r.brandId === b.id));
  const submit = async () => {
    try {
      await save({ variables: { input: { own: state.own, competitors: state.rows.map((r) => ({ brandId: r.brandId, stars: r.stars })) } } });
    } catch (error) {
      notifyError(error);
      return;
    }
    setSaved(state);
    setJustSaved(true);
    await afterDiagnosticSave(client);
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
      <Table.ScrollContainer minWidth={760}>
        <Table withTableBorder verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <FormattedMessage id="diagnostic.comparison.brand" />
              </Table.Th>
              {COMPARISON_FEATURES.map((f) => (
                <Table.Th key={f} scope="col">
                  {feature(f)}
                </Table.Th>
              ))}
              <Table.Th scope="col" className={classes.noPrint}>
                <VisuallyHidden>{intl.formatMessage({ id: "diagnostic.comparison.remove" })}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
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
                    onChange={(value) =>
                      value && setState((s) => ({ ...s, rows: s.rows.map((r, i) => (i === index ? { ...r, brandId: value } : r)) }))
                    }
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
                    onClick={() => setState((s) => ({ ...s, rows: s.rows.filter((_, i) => i !== index) }))}
                  >
                    ×
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {chosen.length === 0 && (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="diagnostic.comparison.no_brands" />
        </Text>
      )}
      <Group gap="sm" className={classes.noPrint}>
        {state.rows.length < DIAGNOSTIC_LIMITS.maxCompetitors ? (
          free.length > 0 && (
            <Button variant="default" onClick={() => setState((s) => ({ ...s, rows: [...s.rows, { brandId: free[0].id, stars: EMPTY }] }))}>
              + <FormattedMessage id="diagnostic.comparison.add" />
            </Button>
          )
        ) : (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="diagnostic.comparison.max" />
          </Text>
        )}
        {dirty && (
          <Button onClick={() => void submit()} loading={loading}>
            <FormattedMessage id="diagnostic.save" />
          </Button>
        )}
      </Group>
      {dirty && (
        <Alert color="yellow" role="status" className={classes.noPrint}>
          <FormattedMessage id="diagnostic.pending" />
        </Alert>
      )}
      {!dirty && justSaved && <SavedNote onDone={() => setJustSaved(false)} />}
    </Stack>
  );
}
