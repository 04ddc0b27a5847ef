import { useEffect, useMemo, useRef, useState } from "react";
import { ActionIcon, Alert, Autocomplete, Button, Group, Modal, Select, Stack, Table, Text } from "@mantine/core";
import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Pill.css";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { BRAND_TYPES, customBrandRules } from "@portal/schema";
import { AddCustomBrandDocument, RemoveCompetitorDocument, SaveCompetitionDocument } from "../../gql/documents/diagnostic/diagnostic";
import type { DiagnosticBrandFragment, DiagnosticCompetitionFragment } from "../../gql/graphql";
import { notifyError } from "../../app/apollo/notifyError";
import { openConfirm } from "../../ui/confirm";
import { FormMessage } from "../../ui/form/FormMessage";
import { KitForm } from "../../ui/form/KitForm";
import { SelectField } from "../../ui/form/SelectField";
import { SubmitButton } from "../../ui/form/SubmitButton";
import { TextField } from "../../ui/form/TextField";
import { useFormKit } from "../../ui/form/useFormKit";
import { afterDiagnosticSave } from "./afterSave";
import { SavedNote } from "./SavedNote";
import classes from "./diagnostic.module.css";

interface Choice {
  /** The saved choice's id; null for a brand added since the last save. */
  choiceId: string | null;
  brand: DiagnosticBrandFragment;
}
interface State {
  intensities: Array<number | null>;
  chosen: Choice[];
}

const stateOf = (competition: DiagnosticCompetitionFragment): State => {
  const intensities: Array<number | null> = [null, null, null, null, null, null];
  for (const category of competition.categories) intensities[category.type] = category.intensity ?? null;
  return {
    intensities,
    chosen: competition.categories.flatMap((c) => c.chosen.map((x) => ({ choiceId: x.choiceId, brand: x.brand }))),
  };
};
const same = (a: State, b: State) =>
  a.intensities.every((value, i) => value === b.intensities[i]) &&
  a.chosen
    .map((c) => c.brand.id)
    .sort()
    .join() ===
    b.chosen
      .map((c) => c.brand.id)
      .sort()
      .join();

/**
 * The competition table (spec 2 §2.1): six categories, each with an intensity (empty, 1 high, 2 medium, 3 low), the
 * chosen brands (deleting one asks first, and is saved at once) and an autocomplete to add one; a popup creates a
 * custom brand. "Save changes" shows only when something changed.
 */
export function CompetitionSection({ competition, onDirty }: { competition: DiagnosticCompetitionFragment; onDirty: (dirty: boolean) => void }) {
  const intl = useIntl();
  const client = useApolloClient();
  const [saved, setSaved] = useState<State>(() => stateOf(competition));
  const [state, setState] = useState<State>(saved);
  const [extraBrands, setExtraBrands] = useState<DiagnosticBrandFragment[]>([]);
  const [creating, setCreating] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const dirty = !same(state, saved);
  const [save, { loading }] = useMutation(SaveCompetitionDocument);
  const [remove] = useMutation(RemoveCompetitorDocument);

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
        await remove({ variables: { input: { choiceId: choice.choiceId } } });
      } catch (error) {
        notifyError(error);
        return;
      }
      setSaved(without);
      await afterDiagnosticSave(client);
    }
    setState(without);
  };
  const submit = async () => {
    try {
      await save({ variables: { input: { brandIds: state.chosen.map((c) => c.brand.id), intensities: state.intensities } } });
    } catch (error) {
      notifyError(error);
      return;
    }
    setSaved(state);
    setJustSaved(true);
    await afterDiagnosticSave(client);
  };

  return (
    <Stack gap="sm">
      <Table withTableBorder striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <FormattedMessage id="diagnostic.competition.category" />
            </Table.Th>
            <Table.Th scope="col">
              <FormattedMessage id="diagnostic.competition.intensity" />
            </Table.Th>
            <Table.Th scope="col">
              <FormattedMessage id="diagnostic.competition.brands" />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
        </Table.Tbody>
      </Table>
      <Group className={classes.noPrint} gap="sm">
        <Button variant="default" onClick={() => setCreating(true)}>
          + <FormattedMessage id="diagnostic.competition.custom" />
        </Button>
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
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={intl.formatMessage({ id: "diagnostic.competition.custom.title" })}
        closeButtonProps={{ "aria-label": intl.formatMessage({ id: "action.close" }) }}
      >
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

/** The autocomplete that adds a brand of a category (the brands not chosen yet). */
function BrandPicker({
  label,
  options,
  onPick,
}: {
  label: string;
  options: DiagnosticBrandFragment[];
  onPick: (brand: DiagnosticBrandFragment) => void;
}) {
  const intl = useIntl();
  const [text, setText] = useState("");
  // Mantine writes the chosen option into the box right after onOptionSubmit: that write empties it instead.
  const picked = useRef<string | null>(null);
  return (
    <Autocomplete
      className={classes.noPrint}
      aria-label={label}
      placeholder={intl.formatMessage({ id: "diagnostic.competition.add.placeholder" })}
      data={options.map((b) => b.name)}
      value={text}
      onChange={(value) => {
        if (picked.current !== null && value === picked.current) {
          picked.current = null;
          setText("");
        } else setText(value);
      }}
      onOptionSubmit={(name) => {
        const brand = options.find((b) => b.name === name);
        if (brand) onPick(brand);
        picked.current = name;
        setText("");
      }}
      comboboxProps={{ withinPortal: true }}
      maw={320}
    />
  );
}

/** The custom brand popup (formik + the shared rule): name required (sent in uppercase), category 1, 2, 3, 4, 5 or 0. */
function CustomBrandForm({ onCreated, onCancel }: { onCreated: (brand: DiagnosticBrandFragment) => void; onCancel: () => void }) {
  const intl = useIntl();
  const [create] = useMutation(AddCustomBrandDocument);
  const form = useFormKit({
    initialValues: { name: "", type: "1" },
    rules: () => customBrandRules,
    submit: async (values) => {
      const input = customBrandRules.cast(values);
      const { data } = await create({ variables: { input: { name: input.name, type: input.type } } });
      if (data) onCreated(data.addCustomBrand);
    },
  });
  return (
    <KitForm form={form}>
      <Stack gap="md">
        <FormMessage id={form.errorId} />
        <TextField name="name" label={intl.formatMessage({ id: "diagnostic.competition.custom.name" })} required maxLength={60} data-autofocus />
        <SelectField
          name="type"
          label={intl.formatMessage({ id: "diagnostic.competition.custom.type" })}
          data={BRAND_TYPES.map((type) => ({ value: String(type), label: intl.formatMessage({ id: `diagnostic.type.${type}` }) }))}
          required
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            <FormattedMessage id="diagnostic.cancel" />
          </Button>
          <SubmitButton>
            <FormattedMessage id="diagnostic.competition.custom.create" />
          </SubmitButton>
        </Group>
      </Stack>
    </KitForm>
  );
}
