import { useEffect, useMemo, useState } from "react";
import { Group, Stack, TagsInput } from "@mantine/core";
import "@mantine/core/styles/Pill.css";
import "@mantine/core/styles/PillsInput.css";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useIntl } from "react-intl";
import {
  RESOURCE_LIMITS,
  RESOURCE_STATUS,
  SECTION_TYPES,
  mayBeBudgeted,
  needsThumbnail,
  needsTypeAndLanguage,
  normalizeTags,
  resourceRules,
  resourceUrlBase,
  type Market,
} from "@portal/schema";
import { AdminResourceFormDocument, AdminResourcesDocument, SaveResourceDocument } from "../../../gql/documents/admin/resources/resources";
import type { AdminResourceFieldsFragment, AdminResourceFormQuery, Language, ResourceStatus } from "../../../gql/graphql";
import { useShell } from "../../../app/shell/ShellContext";
import { FormMessage } from "../../../ui/form/FormMessage";
import { KitForm } from "../../../ui/form/KitForm";
import { FormScreen, useEditedQuery } from "../../../ui/form/FormScreen";
import { SelectField } from "../../../ui/form/SelectField";
import { SwitchField } from "../../../ui/form/SwitchField";
import { TextareaField } from "../../../ui/form/TextareaField";
import { TextField } from "../../../ui/form/TextField";
import { useKitField } from "../../../ui/form/useKitField";
import { useEditorForm } from "../editor";
import { EditorActions } from "../EditorActions";
import { LeaveGuard } from "../../../ui/useLeaveGuard";
import { CATEGORIES, RESOURCE_LIST_PATH, STATUSES, categoryLabelId, languageLabelId, resourceFormPath, statusLabelId } from "./resourceView";
import { ResourceFileField, ThumbnailField, type Chosen } from "./ResourceFiles";
import { SectionPicker, type SectionChoice } from "./SectionPicker";
import { ThumbnailCropper } from "./ThumbnailCropper";
import { UploadQueueList } from "./UploadQueueList";
import { enqueueUploads, useUploadQueue } from "./uploadQueue";
import { SaveFeedback } from "../../../ui/form/SaveFeedback";

type FormData = AdminResourceFormQuery["adminResourceForm"];

/**
 * What the form edits: the selects' values are the shared rules' codes as strings (category 1–5, the library area;
 * status 0 inactive, 1 active, 2 draft); `hasThumbnail`: a stored thumbnail, or a cropped one waiting to be sent.
 */
interface Values {
  name: string;
  description: string;
  reference: string;
  category: string;
  status: string;
  typeId: string;
  language: string;
  sectionIds: string[];
  tags: string[];
  budget: boolean;
  hasThumbnail: boolean;
}

const STATUS_CODE: Record<ResourceStatus, number> = RESOURCE_STATUS;
const statusOfCode = (code: string) => STATUSES.find((s) => String(STATUS_CODE[s]) === code) ?? "DRAFT";
const categoryOfCode = (code: string) => CATEGORIES.find((c) => String(SECTION_TYPES[c]) === code) ?? null;

function valuesOf(r: AdminResourceFieldsFragment | null, market: Market, thumbnailWaiting: boolean): Values {
  return {
    name: r?.name ?? "",
    description: r?.description ?? "",
    reference: r?.reference ?? "",
    category: r?.category ? String(SECTION_TYPES[r.category]) : "",
    status: String(r ? STATUS_CODE[r.status] : RESOURCE_STATUS.DRAFT),
    typeId: r?.typeId ?? "",
    language: r?.language ?? (market === "PT" ? "PT" : ""),
    sectionIds: r?.sectionIds ?? [],
    tags: r?.tags ?? [],
    budget: r?.budget ?? false,
    hasThumbnail: Boolean(r?.thumbUrl) || thumbnailWaiting,
  };
}

/**
 * /admin/resources/add and /admin/resources/{id}: the resource form (spec 1 §5). The resource, the market's sections,
 * piece types and languages come in one request. Saving stores the record first, then the upload queue sends the file
 * and the cropped thumbnail one at a time, each updating the record (spec 1 §4).
 */
export function ResourceFormPage() {
  const query = useEditedQuery(AdminResourceFormDocument, (data) => data.adminResourceForm, { cacheAndNetwork: true });
  return (
    <FormScreen
      titleIds={{ add: "screen.admin.resources.add", edit: "screen.admin.resources.edit" }}
      query={query}
      entity={(answer) => answer.resource}
      notFoundId="admin.resources.not_found"
      maw={860}
      placeholderHeight={640}
    >
      {(answer) => <ResourceForm key={answer.resource?.id ?? "add"} data={answer} />}
    </FormScreen>
  );
}

/** A random key for a new resource's save (getRandomValues: available outside secure contexts too, unlike randomUUID). */
function newCreateKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `resource-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

function ResourceForm({ data }: { data: FormData }) {
  const { resource, sections, types, languages } = data;
  const intl = useIntl();
  const { market } = useShell();
  const client = useApolloClient();
  const queue = useUploadQueue();
  const [save] = useMutation(SaveResourceDocument);
  // One key per new resource's form: a save sent again (its answer lost) answers the resource it made.
  const [createKey] = useState(newCreateKey);
  const [file, setFile] = useState<Chosen | null>(null);
  const [thumbnail, setThumbnail] = useState<(Chosen & { preview: string }) | null>(null);
  const [cropSource, setCropSource] = useState<string | null>(null);
  const thumbnailWaiting =
    resource !== null && queue.some((i) => i.resourceId === resource.id && i.kind === "thumb" && (i.state === "queued" || i.state === "uploading"));

  const rules = useMemo(
    () => resourceRules({ market, sections: sections.map((s) => ({ id: s.id, type: SECTION_TYPES[s.type] })), typeIds: types.map((t) => t.id) }),
    [market, sections, types],
  );

  const { form, feedback, changed, leaveGuard } = useEditorForm({
    formPath: resourceFormPath,
    entity: resource,
    // A thumbnail sent with the save (or still on its way) counts as there.
    valuesOf: (r) => valuesOf(r, market, thumbnail !== null || thumbnailWaiting),
    rules: () => rules,
    unsaved: file !== null || thumbnail !== null,
    send: async (values) => {
      const input = rules.cast(values); // trimmed, tags normalized, codes as numbers: as the BFF reads them
      const answer = await save({
        variables: {
          input: {
            id: resource?.id ?? null,
            createKey: resource ? null : createKey,
            name: input.name,
            description: input.description,
            reference: input.reference,
            category: categoryOfCode(String(input.category)),
            status: statusOfCode(String(input.status)),
            typeId: input.typeId || null,
            language: (input.language || null) as Language | null,
            sectionIds: input.sectionIds,
            tags: input.tags,
            budget: mayBeBudgeted(input.category) && input.budget,
            thumbnailPending: thumbnail !== null,
          },
        },
      });
      const saved = answer.data!.saveResource;
      // The record first; then its file and thumbnail, one at a time, each refreshing what the screens show.
      // Asked afresh (never joined to a request in flight, which may have left before the upload arrived).
      const refresh = () => {
        void client
          .query({
            query: AdminResourceFormDocument,
            variables: { id: saved.id },
            fetchPolicy: "network-only",
            context: { queryDeduplication: false },
          })
          .catch(() => undefined);
        void client.refetchQueries({ include: [AdminResourcesDocument] }).catch(() => undefined);
      };
      const jobs = [
        ...(file
          ? [{ resourceId: saved.id, resourceName: saved.name, kind: "file" as const, file: file.blob, fileName: file.name, onDone: refresh }]
          : []),
        ...(thumbnail
          ? [
              {
                resourceId: saved.id,
                resourceName: saved.name,
                kind: "thumb" as const,
                file: thumbnail.blob,
                fileName: thumbnail.name,
                onDone: refresh,
              },
            ]
          : []),
      ];
      if (jobs.length > 0) enqueueUploads(jobs);
      setFile(null);
      setThumbnail(null);
      return saved;
    },
  });
  const { values, setFieldValue } = form.formik;

  // What the category allows: its own sections, a type and a language below 4, the budget below 3.
  const category = Number(values.category) || 0;
  const areaSections = useMemo(() => sections.filter((s) => SECTION_TYPES[s.type] === category), [sections, category]);
  useEffect(() => {
    const kept = values.sectionIds.filter((id) => areaSections.some((s: SectionChoice) => s.id === id));
    if (kept.length !== values.sectionIds.length) void setFieldValue("sectionIds", kept, false);
  }, [areaSections, values.sectionIds, setFieldValue]);
  useEffect(() => {
    if (values.budget && category && !mayBeBudgeted(category)) void setFieldValue("budget", false, false);
  }, [category, values.budget, setFieldValue]);

  const text = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const url = resource && values.name.trim() === resource.name ? resource.slug : resourceUrlBase(values.name);

  const closeCrop = () => {
    if (cropSource) URL.revokeObjectURL(cropSource);
    setCropSource(null);
  };
  useEffect(
    () => () => {
      if (thumbnail) URL.revokeObjectURL(thumbnail.preview);
    },
    [thumbnail],
  );

  return (
    <KitForm form={form}>
      <Stack gap="md">
        <SaveFeedback look="banner" shown={feedback.banner} messageId="admin.resources.updated" />
        <FormMessage id={form.errorId} />
        <TextField
          name="name"
          label={text("admin.resources.name")}
          description={text("admin.resources.url.preview", { url: url || "—" })}
          required
          maxLength={RESOURCE_LIMITS.maxName}
        />
        <Group grow align="flex-start">
          <SelectField
            name="category"
            label={text("admin.resources.category")}
            placeholder={text("admin.resources.category.none")}
            data={CATEGORIES.map((c) => ({ value: String(SECTION_TYPES[c]), label: text(categoryLabelId(c)) }))}
            required
          />
          <SelectField
            name="status"
            label={text("admin.resources.status")}
            description={resource ? undefined : text("admin.resources.status.new")}
            data={STATUSES.map((s) => ({ value: String(STATUS_CODE[s]), label: text(statusLabelId(s)) }))}
            disabled={!resource}
            required
          />
        </Group>
        {needsTypeAndLanguage(category) && (
          <Group grow align="flex-start">
            <SelectField
              name="typeId"
              label={text("admin.resources.type")}
              data={types.map((t) => ({ value: t.id, label: t.name }))}
              searchable
              required
            />
            <SelectField
              name="language"
              label={text("admin.resources.language")}
              data={languages.map((l) => ({ value: l, label: text(languageLabelId(l)) }))}
              required
            />
          </Group>
        )}
        <SectionsField sections={areaSections} />
        <TagsField />
        {mayBeBudgeted(category) && (
          <SwitchField name="budget" label={text("admin.resources.budget")} description={text("admin.resources.budget.hint")} />
        )}
        <TextField name="reference" label={text("admin.resources.reference")} maxLength={RESOURCE_LIMITS.maxReference} />
        <TextareaField name="description" label={text("admin.resources.description")} autosize minRows={3} maxRows={10} />

        <ResourceFileField
          stored={resource?.fileName ? { name: resource.fileName, size: resource.fileSize ?? null } : null}
          chosen={file}
          onChoose={setFile}
        />
        <ThumbnailField
          stored={resource?.thumbUrl ?? null}
          waiting={thumbnail?.preview ?? null}
          required={needsThumbnail(category)}
          onImage={setCropSource}
        />
        <ThumbnailCropper
          source={cropSource}
          onClose={closeCrop}
          onCropped={(blob) => {
            setThumbnail({ blob, name: `${resourceUrlBase(values.name) || "thumbnail"}.jpg`, preview: URL.createObjectURL(blob) });
            void setFieldValue("hasThumbnail", true, false);
            form.formik.setFieldError("hasThumbnail", undefined);
            closeCrop();
          }}
        />

        <EditorActions listPath={RESOURCE_LIST_PATH} changed={changed} saved={feedback.message} savedColor="teal.9" />
        <LeaveGuard {...leaveGuard} />
        {resource && <UploadQueueList resourceId={resource.id} />}
      </Stack>
    </KitForm>
  );
}

/** The sections of the form, on the kit's field `sectionIds` (its error: at least one, of the category's area). */
function SectionsField({ sections }: { sections: readonly SectionChoice[] }) {
  const field = useKitField<string[]>("sectionIds");
  return <SectionPicker sections={sections} value={field.value ?? []} onChange={field.setValue} onBlur={field.onBlur} error={field.error} />;
}

/** The tags, edited as a list (Enter or a comma adds one): trimmed, pipes stripped, each once. */
function TagsField() {
  const intl = useIntl();
  const field = useKitField<string[]>("tags");
  return (
    <TagsInput
      label={intl.formatMessage({ id: "admin.resources.tags" })}
      description={intl.formatMessage({ id: "admin.resources.tags.hint" })}
      value={field.value ?? []}
      onChange={(tags) => field.setValue(normalizeTags(tags))}
      onBlur={field.onBlur}
      error={field.error}
      splitChars={[",", "|"]}
      maxTags={RESOURCE_LIMITS.maxTags}
      clearable
    />
  );
}
