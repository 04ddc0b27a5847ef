import { useEffect, useRef, useState } from "react";
import { Group, Stack } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { importDescriptionRules } from "@portal/schema";
import { UpdateImportDescriptionDocument } from "../../../gql/documents/admin/import/import";
import type { AdminImportSectionFieldsFragment, Language } from "../../../gql/graphql";
import { FormMessage } from "../../../ui/form/FormMessage";
import { KitForm } from "../../../ui/form/KitForm";
import { SubmitButton } from "../../../ui/form/SubmitButton";
import { TextareaField } from "../../../ui/form/TextareaField";
import { useFormKit } from "../../../ui/form/useFormKit";
import { SaveFeedback } from "../../../ui/form/SaveFeedback";

/**
 * The section's description in another language of the market (ES: Catalan), saved on its own: the diagnostic shows
 * it to users of that language (empty: they read the first language's).
 */
export function TranslatedDescription({
  section,
  language,
  saved,
  onSaved,
  onDirty,
}: {
  section: AdminImportSectionFieldsFragment["section"];
  language: Language;
  saved: string;
  onSaved: () => void;
  onDirty: (dirty: boolean) => void;
}) {
  const intl = useIntl();
  const [update] = useMutation(UpdateImportDescriptionDocument);
  const [done, setDone] = useState(false);
  const form = useFormKit<{ description: string }>({
    initialValues: { description: saved },
    rules: () => importDescriptionRules,
    submit: async (values) => {
      setDone(false);
      const description = importDescriptionRules.cast(values).description;
      const answer = await update({ variables: { input: { section, description, language } } });
      const mine = answer.data!.updateImportDescription.descriptions.find((d) => d.language === language);
      form.formik.resetForm({ values: { description: mine?.description ?? description } });
      setDone(true);
      onSaved();
    },
  });
  const { dirty } = form.formik;
  const dirtyChanged = useRef(onDirty);
  useEffect(() => {
    dirtyChanged.current = onDirty;
  });
  useEffect(() => dirtyChanged.current(dirty), [dirty]);
  const languageName = intl.formatMessage({ id: `language.${language}` });
  return (
    <KitForm form={form}>
      <Stack gap="xs">
        <FormMessage id={form.errorId} />
        <TextareaField
          name="description"
          label={intl.formatMessage({ id: "admin.import.description.language" }, { language: languageName })}
          autosize
          minRows={2}
          maxRows={8}
        />
        <Group>
          <SubmitButton variant="default" disabled={!form.formik.dirty}>
            <FormattedMessage id="admin.import.update.language" values={{ language: languageName }} />
          </SubmitButton>
          <SaveFeedback look="line" shown={done && !form.formik.dirty} messageId="admin.import.description.saved" />
        </Group>
      </Stack>
    </KitForm>
  );
}
