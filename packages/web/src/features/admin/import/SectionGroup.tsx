import { useEffect, useState } from "react";
import { Group, Stack } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { importDescriptionRules, type ImportSection } from "@portal/schema";
import { UpdateImportDescriptionDocument } from "../../../gql/documents/admin/import/import";
import { FormMessage } from "../../../ui/form/FormMessage";
import { KitForm } from "../../../ui/form/KitForm";
import { SubmitButton } from "../../../ui/form/SubmitButton";
import { TextareaField } from "../../../ui/form/TextareaField";
import { useFormKit } from "../../../ui/form/useFormKit";
import { type Page, keyOf, GROUPS } from "./importParts";
import { Panel } from "./ImportPanel";
import { TranslatedDescription } from "./TranslatedDescription";
import { ExcelImport } from "./ExcelImport";
import { SaveFeedback } from "../../../ui/form/SaveFeedback";

/** A top-level section: its file(s) and its description (saved with an import, or alone with its update button). */
export function SectionGroup({
  group,
  page,
  onDirty,
  onImported,
}: {
  group: (typeof GROUPS)[number];
  page: Page;
  onDirty: (id: string, dirty: boolean) => void;
  onImported: () => void;
}) {
  const intl = useIntl();
  const state = (section: ImportSection) => page.sections.find((s) => keyOf(s.section) === section);
  const described = state(group.described);
  const [update] = useMutation(UpdateImportDescriptionDocument);
  const [saved, setSaved] = useState(false);
  const form = useFormKit<{ description: string }>({
    initialValues: { description: described?.description ?? "" },
    rules: () => importDescriptionRules,
    submit: async (values) => {
      setSaved(false);
      const description = importDescriptionRules.cast(values).description;
      const answer = await update({ variables: { input: { section: described!.section, description } } });
      form.formik.resetForm({ values: { description: answer.data!.updateImportDescription.description } });
      setSaved(true);
      onImported();
    },
  });
  const { dirty } = form.formik;
  useEffect(() => onDirty(group.id, dirty), [onDirty, group.id, dirty]);
  return (
    <Panel titleId={group.titleId}>
      {group.files.map((section) => (
        <ExcelImport
          key={section}
          section={section}
          state={state(section)}
          withTitle={group.files.length > 1}
          description={() => (described && section === group.described ? form.formik.values.description : null)}
          onImported={(saved) => {
            // The description went with the import: it is the saved one now.
            if (section === group.described) form.formik.resetForm({ values: { description: saved.description } });
            onImported();
          }}
        />
      ))}
      <KitForm form={form}>
        <Stack gap="xs">
          <FormMessage id={form.errorId} />
          <TextareaField
            name="description"
            label={intl.formatMessage({ id: "admin.import.description" })}
            description={intl.formatMessage({ id: "admin.import.description.hint" })}
            autosize
            minRows={2}
            maxRows={8}
          />
          <Group>
            <SubmitButton variant="default" disabled={!form.formik.dirty}>
              <FormattedMessage id="admin.import.update" />
            </SubmitButton>
            <SaveFeedback look="line" shown={saved && !form.formik.dirty} messageId="admin.import.description.saved" />
          </Group>
        </Stack>
      </KitForm>
      {described?.descriptions.slice(1).map((text) => (
        <TranslatedDescription
          key={text.language}
          section={described.section}
          language={text.language}
          saved={text.description}
          onSaved={onImported}
          onDirty={(dirty) => onDirty(`${group.id}:${text.language}`, dirty)}
        />
      ))}
    </Panel>
  );
}
