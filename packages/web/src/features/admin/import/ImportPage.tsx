import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Alert, Anchor, Button, FileInput, Group, List, Paper, Progress, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/Progress.css";
import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/Table.css";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { IMPORT_COLUMNS, formatDateTime, importDescriptionRules, type ImportSection } from "@portal/schema";
import { AdminImportDocument, ImportDiagnosticSectionDocument, UpdateImportDescriptionDocument } from "../../../gql/documents/admin/import/import";
import type { AdminImportQuery, AdminImportSectionFieldsFragment, ImportDiagnosticSectionMutation } from "../../../gql/graphql";
import { errorMessageId, fieldErrorsOf } from "../../../app/apollo/errors";
import { ErrorState } from "../../../ui/ErrorState";
import { FormMessage } from "../../../ui/form/FormMessage";
import { KitForm } from "../../../ui/form/KitForm";
import { SubmitButton } from "../../../ui/form/SubmitButton";
import { TextareaField } from "../../../ui/form/TextareaField";
import { useFormKit } from "../../../ui/form/useFormKit";
import { useTranslateKey } from "../../../ui/useTranslateKey";
import { useLeaveGuard } from "../editor";
import {
  COVER_UPLOAD_URL,
  IMPORT_UPLOAD_URL,
  SOCIAL_MEDIA_UPLOAD_URL,
  UploadError,
  columnLetter,
  columnOf,
  excelProblem,
  exampleImage,
  pdfProblem,
  photoProblem,
  showSize,
  uploadFile,
} from "./importView";

type Page = AdminImportQuery["adminImport"];
type Result = ImportDiagnosticSectionMutation["importDiagnosticSection"];
/** The GraphQL name of a section (COMPETENCE…) to the shared package's key (competence…). */
const keyOf = (section: string) => section.toLowerCase() as ImportSection;

/** The page's four top-level sections: each its files and the section key of its description. */
const GROUPS: Array<{ id: string; titleId: string; files: ImportSection[]; described: ImportSection }> = [
  { id: "competence", titleId: "admin.import.section.competence", files: ["competence"], described: "competence" },
  { id: "moments", titleId: "admin.import.group.moments", files: ["sales_week", "sales"], described: "sales" },
  { id: "pmix", titleId: "admin.import.section.pmix", files: ["pmix"], described: "pmix" },
  { id: "consume", titleId: "admin.import.section.consume", files: ["consume"], described: "consume" },
];

/** Where an upload (and the import after it) got to. */
type Phase = { kind: "idle" } | { kind: "uploading"; percent: number } | { kind: "checking" } | { kind: "failed"; key: string };

const showStamp = (stamp: string | null | undefined) => (stamp ? formatDateTime(new Date(stamp)) : "");

/**
 * /admin/import (administrators of ES): the marketing photo, the five Excel sections that feed every restaurant's
 * diagnostic (each with the columns it expects, an example and, for top-level sections, a description) and the
 * social-media PDF. A workbook is read and checked on the server: any refused row imports nothing, and the page lists
 * every refused row.
 */
export function ImportPage() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AdminImportDocument, { context: { silent: true } });
  const page = data?.adminImport;
  // Leaving with a description changed and not saved asks first (one guard for the page's description forms).
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const leaving = useRef(false);
  useLeaveGuard(Object.values(dirty).some(Boolean), leaving);
  const onDirty = useCallback((id: string, value: boolean) => setDirty((known) => (known[id] === value ? known : { ...known, [id]: value })), []);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        <FormattedMessage id="screen.admin.import" />
      </Title>
      <Text>
        <FormattedMessage id="admin.import.intro" />
      </Text>
      {page ? (
        <>
          <PhotoPanel />
          {GROUPS.map((group) => (
            <SectionGroup key={group.id} group={group} page={page} onDirty={onDirty} onImported={() => void refetch().catch(() => undefined)} />
          ))}
          <SocialMediaPanel file={page.socialMedia ?? null} onStored={() => void refetch().catch(() => undefined)} />
        </>
      ) : error && !loading ? (
        <ErrorState messageId={errorMessageId(error, intl.messages)} onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <Stack gap="md" aria-busy="true" aria-label={intl.formatMessage({ id: "admin.import.loading" })}>
          <Skeleton height={120} />
          <Skeleton height={220} />
          <Skeleton height={220} />
        </Stack>
      )}
    </Stack>
  );
}

/** A panel of the page: a titled region. */
function Panel({ titleId, children }: { titleId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          <FormattedMessage id={titleId} />
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The progress of an upload, then of the server's check. */
function PhaseStatus({ phase }: { phase: Phase }) {
  const intl = useIntl();
  const translate = useTranslateKey();
  if (phase.kind === "uploading")
    return (
      <Stack gap={4}>
        <Progress value={phase.percent} aria-label={intl.formatMessage({ id: "admin.import.progress" })} />
        <Text size="sm" role="status">
          <FormattedMessage id="admin.import.uploading" values={{ percent: phase.percent }} />
        </Text>
      </Stack>
    );
  if (phase.kind === "checking")
    return (
      <Text size="sm" role="status">
        <FormattedMessage id="admin.import.checking" />
      </Text>
    );
  if (phase.kind === "failed")
    return (
      <Alert color="red" role="alert">
        {translate(phase.key)}
      </Alert>
    );
  return null;
}

/** A top-level section: its file(s) and its description (saved with an import, or alone with its update button). */
function SectionGroup({
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
  const [update] = useMutation(UpdateImportDescriptionDocument, { context: { silent: true } });
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
            <Text size="sm" c="green.9" role="status">
              {saved && !form.formik.dirty ? <FormattedMessage id="admin.import.description.saved" /> : null}
            </Text>
          </Group>
        </Stack>
      </KitForm>
    </Panel>
  );
}

/** One Excel section: the columns it expects, an example, the last file, the picker and the import with its report. */
function ExcelImport({
  section,
  state,
  withTitle,
  description,
  onImported,
}: {
  section: ImportSection;
  state: AdminImportSectionFieldsFragment | undefined;
  withTitle: boolean;
  description: () => string | null;
  onImported: (state: AdminImportSectionFieldsFragment) => void;
}) {
  const intl = useIntl();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [result, setResult] = useState<Result | null>(null);
  const [run] = useMutation(ImportDiagnosticSectionDocument, { context: { silent: true } });
  const name = intl.formatMessage({ id: `admin.import.section.${section}` });
  const busy = phase.kind === "uploading" || phase.kind === "checking";

  const start = async () => {
    setResult(null);
    if (!file) return setPhase({ kind: "failed", key: "admin.import.choose_file" });
    const problem = excelProblem(file);
    if (problem) return setPhase({ kind: "failed", key: problem });
    setPhase({ kind: "uploading", percent: 0 });
    try {
      const uploaded = await uploadFile(IMPORT_UPLOAD_URL(section), file, (percent) => setPhase({ kind: "uploading", percent }));
      setPhase({ kind: "checking" });
      const answer = await run({ variables: { input: { section: state!.section, upload: uploaded.path, description: description() } } });
      setResult(answer.data!.importDiagnosticSection);
      setPhase({ kind: "idle" });
      if (answer.data!.importDiagnosticSection.applied) {
        setFile(null);
        onImported(answer.data!.importDiagnosticSection.state);
      }
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const key = error instanceof UploadError ? error.key : (fields && Object.values(fields)[0]) || errorMessageId(error, intl.messages);
      setPhase({ kind: "failed", key });
    }
  };

  return (
    <Stack gap="xs">
      {withTitle && (
        <Title order={3} size="h4">
          {name}
        </Title>
      )}
      <Text size="sm">
        <FormattedMessage id="admin.import.columns" />
      </Text>
      <List size="sm" type="ordered" listStyleType="upper-alpha">
        {IMPORT_COLUMNS[section].map((column) => (
          <List.Item key={column.field}>
            <FormattedMessage id={`admin.import.column.${column.field}`} />
            {column.required ? (
              <>
                {" "}
                <FormattedMessage id="admin.import.column.required" />
              </>
            ) : null}
          </List.Item>
        ))}
      </List>
      <Anchor href={exampleImage(section)} target="_blank" rel="noopener" size="sm">
        <FormattedMessage id="admin.import.example" values={{ section: name }} />
      </Anchor>
      <Text size="sm" c="dimmed">
        {state?.filename ? (
          <FormattedMessage id="admin.import.last" values={{ filename: state.filename, date: showStamp(state.updatedAt) }} />
        ) : (
          <FormattedMessage id="admin.import.never" />
        )}
      </Text>
      <Group align="flex-end">
        <FileInput
          label={intl.formatMessage({ id: "admin.import.file" }, { section: name })}
          description={intl.formatMessage({ id: "admin.import.file.hint" })}
          accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setPhase({ kind: "idle" });
            setResult(null);
          }}
          clearable
          clearButtonProps={{ "aria-label": intl.formatMessage({ id: "admin.import.file.clear" }) }}
          disabled={busy}
          w={360}
          maw="100%"
        />
        <Button
          onClick={() => void start()}
          loading={busy}
          disabled={!file}
          aria-label={intl.formatMessage({ id: "admin.import.import.named" }, { section: name })}
        >
          <FormattedMessage id="admin.import.import" />
        </Button>
      </Group>
      <PhaseStatus phase={phase} />
      {result && <ImportReport section={section} result={result} />}
    </Stack>
  );
}

/** Shown at most in the refusal table (the rest is counted). */
const REPORT_ROWS = 200;

/** What an import did: applied (rows and restaurants), or refused with a table of every refused row. */
function ImportReport({ section, result }: { section: ImportSection; result: Result }) {
  const intl = useIntl();
  const translate = useTranslateKey();
  if (result.applied)
    return (
      <Alert color="green" role="status">
        <FormattedMessage id="admin.import.done" values={{ rows: result.rows, restaurants: result.restaurants }} />
      </Alert>
    );
  const rows = new Set(result.refusals.map((r) => r.row)).size;
  const columns = IMPORT_COLUMNS[section];
  return (
    <Stack gap="xs">
      <Alert color="red" role="alert">
        <FormattedMessage id="admin.import.refused" values={{ rows }} />
      </Alert>
      <Table.ScrollContainer minWidth={480}>
        <Table striped withTableBorder>
          <Table.Caption>
            <FormattedMessage id="admin.import.report.caption" values={{ count: result.refusals.length }} />
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <FormattedMessage id="admin.import.report.row" />
              </Table.Th>
              <Table.Th scope="col">
                <FormattedMessage id="admin.import.report.column" />
              </Table.Th>
              <Table.Th scope="col">
                <FormattedMessage id="admin.import.report.problem" />
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.refusals.slice(0, REPORT_ROWS).map((refusal, index) => {
              const letter = columnOf(section, refusal.field);
              const column = columns.findIndex((c) => c.field === refusal.field);
              return (
                <Table.Tr key={`${refusal.row}-${refusal.field}-${index}`}>
                  <Table.Td>{refusal.row}</Table.Td>
                  <Table.Td>
                    {letter
                      ? `${columnLetter(column)} · ${intl.formatMessage({ id: `admin.import.column.${refusal.field}` })}`
                      : intl.formatMessage({ id: "admin.import.report.whole_row" })}
                  </Table.Td>
                  <Table.Td>{translate(refusal.message)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {result.refusals.length > REPORT_ROWS && (
        <Text size="sm">
          <FormattedMessage id="admin.import.report.more" values={{ shown: REPORT_ROWS, count: result.refusals.length }} />
        </Text>
      )}
    </Stack>
  );
}

/** A single file sent to an upload route with its own checks (the photo, the social-media PDF). */
function useSingleUpload(url: string, check: (file: File) => string | null | Promise<string | null>) {
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [stored, setStored] = useState<string | null>(null);
  const send = async () => {
    setStored(null);
    if (!file) return setPhase({ kind: "failed", key: "admin.import.choose_file" });
    const problem = await check(file);
    if (problem) return setPhase({ kind: "failed", key: problem });
    setPhase({ kind: "uploading", percent: 0 });
    try {
      const uploaded = await uploadFile(url, file, (percent) => setPhase({ kind: "uploading", percent }));
      setPhase({ kind: "idle" });
      setStored(uploaded.url);
      setFile(null);
      return uploaded;
    } catch (error) {
      setPhase({ kind: "failed", key: error instanceof UploadError ? error.key : "error.generic" });
    }
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPhase({ kind: "idle" });
    setStored(null);
  };
  return { file, choose, phase, stored, send, busy: phase.kind === "uploading" };
}

/** The marketing plan's cover photo (JPEG, 1000×500), sent to the marketing area's upload route. */
function PhotoPanel() {
  const intl = useIntl();
  const upload = useSingleUpload(COVER_UPLOAD_URL, photoProblem);
  return (
    <Panel titleId="admin.import.photo.title">
      <Group align="flex-end">
        <FileInput
          label={intl.formatMessage({ id: "admin.import.photo.file" })}
          description={intl.formatMessage({ id: "admin.import.photo.hint" })}
          accept=".jpg,.jpeg,image/jpeg"
          value={upload.file}
          onChange={upload.choose}
          clearable
          clearButtonProps={{ "aria-label": intl.formatMessage({ id: "admin.import.file.clear" }) }}
          disabled={upload.busy}
          w={360}
          maw="100%"
        />
        <Button onClick={() => void upload.send()} loading={upload.busy} disabled={!upload.file}>
          <FormattedMessage id="admin.import.photo.upload" />
        </Button>
      </Group>
      <PhaseStatus phase={upload.phase} />
      {upload.stored && (
        <Stack gap="xs">
          <Alert color="green" role="status">
            <FormattedMessage id="admin.import.photo.done" />
          </Alert>
          <img
            src={upload.stored}
            alt={intl.formatMessage({ id: "admin.import.photo.preview" })}
            width={1000}
            height={500}
            style={{ display: "block", width: "100%", maxWidth: 500, height: "auto", borderRadius: 4 }}
          />
        </Stack>
      )}
    </Panel>
  );
}

/** The social-media PDF the channels screen shows: the current one, and a new one to replace it. */
function SocialMediaPanel({ file, onStored }: { file: Page["socialMedia"] | null; onStored: () => void }) {
  const intl = useIntl();
  const upload = useSingleUpload(SOCIAL_MEDIA_UPLOAD_URL, pdfProblem);
  return (
    <Panel titleId="admin.import.rrss.title">
      <Text size="sm">
        {file ? (
          <Anchor href={file.url} target="_blank" rel="noopener">
            <FormattedMessage id="admin.import.rrss.current" values={{ size: showSize(file.size), date: showStamp(file.updatedAt) }} />
          </Anchor>
        ) : (
          <FormattedMessage id="admin.import.rrss.none" />
        )}
      </Text>
      <Group align="flex-end">
        <FileInput
          label={intl.formatMessage({ id: "admin.import.rrss.file" })}
          description={intl.formatMessage({ id: "admin.import.rrss.hint" })}
          accept=".pdf,application/pdf"
          value={upload.file}
          onChange={upload.choose}
          clearable
          clearButtonProps={{ "aria-label": intl.formatMessage({ id: "admin.import.file.clear" }) }}
          disabled={upload.busy}
          w={360}
          maw="100%"
        />
        <Button
          onClick={() =>
            void upload.send().then((stored) => {
              if (stored) onStored();
            })
          }
          loading={upload.busy}
          disabled={!upload.file}
        >
          <FormattedMessage id="admin.import.rrss.upload" />
        </Button>
      </Group>
      <PhaseStatus phase={upload.phase} />
      {upload.stored && (
        <Alert color="green" role="status">
          <FormattedMessage id="admin.import.rrss.done" />
        </Alert>
      )}
    </Panel>
  );
}
