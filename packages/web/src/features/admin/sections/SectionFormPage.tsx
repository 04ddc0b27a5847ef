import { useEffect, useMemo } from "react";
import { Group, Stack } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { ADMIN_MESSAGES, SECTION_LIMITS, SECTION_TYPE_CODES, sectionLevelUnder, sectionRules, sectionUrl } from "@portal/schema";
import { AdminSectionFormDocument, SaveSectionDocument } from "../../../gql/documents/admin/sections/sections";
import type { AdminSectionFieldsFragment, AdminSectionFormQuery } from "../../../gql/graphql";
import { FormMessage } from "../../../ui/form/FormMessage";
import { KitForm } from "../../../ui/form/KitForm";
import { FormScreen, useEditedQuery } from "../../../ui/form/FormScreen";
import { SelectField } from "../../../ui/form/SelectField";
import { SwitchField } from "../../../ui/form/SwitchField";
import { TextField } from "../../../ui/form/TextField";
import { useEditorForm } from "../editor";
import { EditorActions } from "../EditorActions";
import { LeaveGuard } from "../../../ui/useLeaveGuard";
import { SECTION_LIST_PATH, sectionFormPath, sectionTypeLabelId } from "./sectionView";
import { SaveFeedback } from "../../../ui/form/SaveFeedback";

type FormData = AdminSectionFormQuery["adminSectionForm"];
type Parent = FormData["parents"][number];

/** What the form edits: the selects' and the position's values are strings (type "-1": none yet; parent "": the top). */
interface Values {
  name: string;
  type: string;
  parentId: string;
  position: string;
  active: boolean;
}

/** A section's values in the form; a new section's: no name, no type (-1, spec 1 §5), at the top, position 0, active. */
function valuesOf(s: AdminSectionFieldsFragment | null): Values {
  return {
    name: s?.name ?? "",
    type: String(s?.type ?? SECTION_LIMITS.noType),
    parentId: s?.parentId ?? "",
    position: String(s?.position ?? 0),
    active: s?.active ?? true,
  };
}

/**
 * /admin/section/add and /admin/section/{id} (every administrator): the section form, with the live preview of the url
 * its name gives. The section, the parents it may take and the urls in use come in one request, fresh on every visit
 * (another section may have taken a url meanwhile).
 */
export function SectionFormPage() {
  const query = useEditedQuery(AdminSectionFormDocument, (data) => data.adminSectionForm, { cacheAndNetwork: true });
  return (
    <FormScreen
      titleIds={{ add: "screen.admin.sections.add", edit: "screen.admin.sections.edit" }}
      query={query}
      entity={(answer) => answer.section}
      notFoundId="admin.sections.not_found"
      maw={720}
      placeholderHeight={420}
    >
      {(answer) => <SectionForm key={answer.section?.id ?? "add"} data={answer} />}
    </FormScreen>
  );
}

function SectionForm({ data }: { data: FormData }) {
  const { section, parents, urlsInUse, hasSubsections } = data;
  const intl = useIntl();
  const [save] = useMutation(SaveSectionDocument);
  // The shared rules with what only the server knows: the parents the section may take, the type it keeps.
  const rules = useMemo(
    () => sectionRules({ parents, keptType: section && hasSubsections ? section.type : null }),
    [parents, section, hasSubsections],
  );

  const { form, feedback, changed, leaveGuard } = useEditorForm({
    formPath: sectionFormPath,
    entity: section,
    valuesOf,
    rules: () => rules,
    send: async (values) => {
      const input = rules.cast(values); // trimmed and numbers, as the BFF reads them
      const answer = await save({
        variables: {
          input: {
            id: section?.id ?? null,
            name: input.name,
            type: input.type,
            parentId: input.parentId || null,
            position: input.position,
            active: input.active,
          },
        },
      });
      return answer.data!.saveSection;
    },
  });
  const { values, errors, submitCount, setFieldError, setFieldValue } = form.formik;

  // The section type error shows 4 s (spec 1 §8, §9), again after each refused submit.
  const typeError = errors.type;
  useEffect(() => {
    if (typeError !== ADMIN_MESSAGES.sectionType) return;
    const timer = window.setTimeout(() => setFieldError("type", undefined), SECTION_LIMITS.typeErrorMs);
    return () => window.clearTimeout(timer);
  }, [typeError, submitCount, setFieldError]);

  // A parent of another type is no choice once the type changes.
  const type = Number(values.type);
  const choices = parents.filter((p: Parent) => p.type === type);
  const parent = choices.find((p) => p.id === values.parentId);
  useEffect(() => {
    if (values.parentId && !parent) void setFieldValue("parentId", "", false);
  }, [values.parentId, parent, setFieldValue]);

  const text = (messageId: string) => intl.formatMessage({ id: messageId });
  // The url the name gives (the catalogue derives the same): the section's own while its name stays.
  const url = section && values.name.trim() === section.name ? section.url : sectionUrl(values.name, urlsInUse);

  return (
    <KitForm form={form}>
      <Stack gap="md">
        <SaveFeedback look="banner" shown={feedback.banner} messageId="admin.sections.updated" />
        <FormMessage id={form.errorId} />
        <TextField
          name="name"
          label={text("admin.sections.name")}
          description={intl.formatMessage({ id: "admin.sections.url.preview" }, { url: url || "—" })}
          required
        />
        <Group grow align="flex-start">
          <SelectField
            name="type"
            label={text("admin.sections.type")}
            data={[SECTION_LIMITS.noType, ...SECTION_TYPE_CODES].map((code) => ({ value: String(code), label: text(sectionTypeLabelId(code)) }))}
            description={hasSubsections ? text("admin.sections.type.kept") : undefined}
            disabled={hasSubsections}
            required
          />
          <SelectField
            name="parentId"
            label={text("admin.sections.parent")}
            placeholder={text("admin.sections.parent.none")}
            description={`${text("admin.sections.parent.hint")} ${intl.formatMessage({ id: "admin.sections.level.value" }, { n: sectionLevelUnder(parent) })}`}
            data={choices.map((p) => ({ value: p.id, label: p.path }))}
            searchable
            allowDeselect
            nothingFoundMessage={text("admin.sections.parent.none")}
          />
        </Group>
        <TextField name="position" label={text("admin.sections.position")} inputMode="numeric" required maxLength={9} maw={240} />
        <SwitchField name="active" label={text("admin.status.active")} />
        <EditorActions listPath={SECTION_LIST_PATH} changed={changed} saved={feedback.message} />
        <LeaveGuard {...leaveGuard} />
      </Stack>
    </KitForm>
  );
}
