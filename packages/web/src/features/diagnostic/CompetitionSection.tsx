import { useEffect, useMemo, useState } from "react";
import { ActionIcon, Button, Group, Modal, Stack, Table, Text } from "@mantine/core";
import { Select } from "../../ui/form/selects";
import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Pill.css";
import { ScrollTable } from "../../ui/list/ScrollTable";
import { StaticTable } from "../../ui/list/StaticTable";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { BRAND_TYPES } from "@portal/schema";
import { DeleteCustomBrandDocument, RemoveCompetitorDocument, SaveCompetitionDocument } from "../../gql/documents/diagnostic/CompetitionSection";
import type { DiagnosticBrandFragment, DiagnosticCompetitionFragment } from "../../gql/graphql";
import { notifyError } from "../../app/apollo/notifyError";
import { openConfirm } from "../../ui/confirm";
import { afterDiagnosticSave } from "./afterSave";
import classes from "./diagnostic.module.css";
import { useDiagnosticRestaurant } from "./restaurant";
import { type Choice, type State, stateOf, same } from "./competitionState";
import { BrandPicker } from "./BrandPicker";
import { CustomBrandForm } from "./CustomBrandForm";
import { SaveButton, SaveState, useSectionSave } from "./SectionSave";

/**
 * The competition table (spec 2 §2.1): six categories, each with an intensity (empty, 1 high, 2 medium, 3 low), the
 * chosen brands (deleting one asks first, and is saved at once) and an autocomplete to add one; a popup creates a
 * custom brand. "Save changes" shows only when something changed.
 */
export function CompetitionSection({ competition, onDirty }: { competition: DiagnosticCompetitionFragment; onDirty: (dirty: boolean) => void }) {
  const intl = useIntl();
  const client = useApolloClient();
  const restaurantId = useDiagnosticRestaurant();
  const saving = useSectionSave();
  const [saved, setSaved] = useState<State>(() => stateOf(competition));
  const [state, setState] = useState<State>(saved);
  const [extraBrands, setExtraBrands] = useState<DiagnosticBrandFragment[]>([]);
  const [creating, setCreating] = useState(false);
  const dirty = !same(state, saved);
  const [save, { loading }] = useMutation(SaveCompetitionDocument, { context: { notifyUnavailable: true } });
  const [remove] = useMutation(RemoveCompetitorDocument, { context: { notifyUnavailable: true } });
  const [deleteBrand] = useMutation(DeleteCustomBrandDocument, { context: { notifyUnavailable: true } });

  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  // New data from the server (a save, a refetch) replaces the editor's state unless the user is editing it.
  const [source, setSource] = useState(competition);
  if (source !== competition && !dirty) {
    const next = stateOf(competition);
    setSource(competition);
    setSaved(next);
    setState(next);
  }

  const catalogue = useMemo(() => {
    const all = [...competition.catalogue, ...extraBrands.filter((b) => !competition.catalogue.some((c) => c.id === b.id))];
    return all;
  }, [competition.catalogue, extraBrands]);
  const typeName = (type: number) => intl.formatMessage({ id: `diagnostic.type.${type}` });

  const add = (brand: DiagnosticBrandFragment) => {
    if (state.chosen.some((c) => c.brand.id === brand.id)) return;
    setState((s) => ({ ...s, chosen: [...s.chosen, { choiceId: null, brand }] }));
  };
  const askRemove = (choice: Choice) =>
    void openConfirm({
      title: intl.formatMessage({ id: "diagnostic.competition.remove.title" }),
      children: intl.formatMessage({ id: "diagnostic.competition.remove.body" }, { brand: choice.brand.name }),
      labels: {
        confirm: intl.formatMessage({ id: "diagnostic.competition.remove.confirm" }),
        cancel: intl.formatMessage({ id: "diagnostic.cancel" }),
      },
      confirmProps: { color: "red" },
      onConfirm: () => void removeChoice(choice),
    });
  const removeChoice = async (choice: Choice) => {
    const without = (s: State) => ({ ...s, chosen: s.chosen.filter((c) => c.brand.id !== choice.brand.id) });
    if (choice.choiceId) {
      try {
        await remove({ variables: { input: { restaurantId, choiceId: choice.choiceId } } });
      } catch (error) {
        notifyError(error);
        return;
      }
      setSaved(without);
      await afterDiagnosticSave(client);
    }
    setState(without);
  };
  /** A custom brand of the restaurant is deleted for good (asked first): out of the choices and the catalogue. */
  const askDelete = (brand: DiagnosticBrandFragment) =>
    void openConfirm({
      title: intl.formatMessage({ id: "diagnostic.competition.delete.title" }),
      children: intl.formatMessage({ id: "diagnostic.competition.delete.body" }, { brand: brand.name }),
      labels: {
        confirm: intl.formatMessage({ id: "diagnostic.competition.delete.confirm" }),
        cancel: intl.formatMessage({ id: "diagnostic.cancel" }),
      },
      confirmProps: { color: "red" },
      onConfirm: () => void deleteCustom(brand),
    });
  const deleteCustom = async (brand: DiagnosticBrandFragment) => {
    try {
      await deleteBrand({ variables: { input: { restaurantId, brandId: brand.id } } });
    } catch (error) {
      notifyError(error);
      return;
    }
    const without = (s: State) => ({ ...s, chosen: s.chosen.filter((c) => c.brand.id !== brand.id) });
    setSaved(without);
    setState(without);
    setExtraBrands((current) => current.filter((b) => b.id !== brand.id));
    await afterDiagnosticSave(client);
  };
  const submit = () =>
    saving.commit(
      () => save({ variables: { input: { restaurantId, brandIds: state.chosen.map((c) => c.brand.id), intensities: state.intensities } } }),
      () => setSaved(state),
    );

  return (
    <Stack gap="sm">
      <ScrollTable minWidth={560} label={intl.formatMessage({ id: "diagnostic.competition.table" })}>
        <StaticTable
          withTableBorder
          striped
          verticalSpacing="sm"
          columns={["diagnostic.competition.category", "diagnostic.competition.intensity", "diagnostic.competition.brands"]}
        >
          {BRAND_TYPES.map((type) => {
            const chosen = state.chosen.filter((c) => c.brand.type === type).sort((a, b) => a.brand.name.localeCompare(b.brand.name, "es"));
            const options = catalogue.filter((b) => b.type === type && !state.chosen.some((c) => c.brand.id === b.id));
            return (
              <Table.Tr key={type}>
                <Table.Th scope="row">{typeName(type)}</Table.Th>
                <Table.Td>
                  <Select
                    className={classes.noPrint}
                    aria-label={intl.formatMessage({ id: "diagnostic.competition.intensity_of" }, { category: typeName(type) })}
                    data={[
                      { value: "", label: intl.formatMessage({ id: "diagnostic.intensity.empty" }) },
                      ...[1, 2, 3].map((n) => ({ value: String(n), label: intl.formatMessage({ id: `diagnostic.intensity.${n}` }) })),
                    ]}
                    value={state.intensities[type] === null ? "" : String(state.intensities[type])}
                    allowDeselect={false}
                    onChange={(value) =>
                      setState((s) => ({ ...s, intensities: s.intensities.map((v, i) => (i === type ? (value ? Number(value) : null) : v)) }))
                    }
                    w={150}
                  />
                  <Text className={classes.printOnly}>
                    {intl.formatMessage({
                      id: state.intensities[type] === null ? "diagnostic.intensity.empty" : `diagnostic.intensity.${state.intensities[type]}`,
                    })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap="xs">
                    {chosen.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        <FormattedMessage id="diagnostic.competition.none" />
                      </Text>
                    ) : (
                      <Group gap="xs" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
                        {chosen.map((choice) => (
                          <Group key={choice.brand.id} component="li" gap={4} wrap="nowrap" className="diagnostic-brand">
                            <Text size="sm" fw={500}>
                              {choice.brand.name}
                            </Text>
                            <ActionIcon
                              className={classes.noPrint}
                              variant="subtle"
                              color="red"
                              size="sm"
                              aria-label={intl.formatMessage({ id: "diagnostic.competition.remove" }, { brand: choice.brand.name })}
                              onClick={() => askRemove(choice)}
                            >
                              ×
                            </ActionIcon>
                            {choice.brand.custom && (
                              <Button
                                className={classes.noPrint}
                                variant="subtle"
                                color="red"
                                size="compact-xs"
                                aria-label={intl.formatMessage({ id: "diagnostic.competition.delete" }, { brand: choice.brand.name })}
                                onClick={() => askDelete(choice.brand)}
                              >
                                <FormattedMessage id="diagnostic.competition.delete.short" />
                              </Button>
                            )}
                          </Group>
                        ))}
                      </Group>
                    )}
                    <BrandPicker
                      label={intl.formatMessage({ id: "diagnostic.competition.add" }, { category: typeName(type) })}
                      options={options}
                      onPick={add}
                    />
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </StaticTable>
      </ScrollTable>
      <Group className={classes.noPrint} gap="sm">
        <Button variant="default" onClick={() => setCreating(true)}>
          + <FormattedMessage id="diagnostic.competition.custom" />
        </Button>
        {dirty && <SaveButton saving={saving} loading={loading} onSave={submit} />}
      </Group>
      <SaveState dirty={dirty} saving={saving} />
      <Modal opened={creating} onClose={() => setCreating(false)} title={intl.formatMessage({ id: "diagnostic.competition.custom.title" })}>
        {creating && (
          <CustomBrandForm
            onCreated={(brand) => {
              setExtraBrands((list) => [...list, brand]);
              add(brand);
              setCreating(false);
            }}
            onCancel={() => setCreating(false)}
          />
        )}
      </Modal>
    </Stack>
  );
}
