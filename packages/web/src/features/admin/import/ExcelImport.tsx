import { useState } from "react";
import { Anchor, Button, FileInput, Group, List, Stack, Text, Title } from "@mantine/core";
import "@mantine/core/styles/List.css";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { IMPORT_COLUMNS, type ImportSection } from "@portal/schema";
import { ImportDiagnosticSectionDocument } from "../../../gql/documents/admin/import/import";
import type { AdminImportSectionFieldsFragment } from "../../../gql/graphql";
import { errorMessageId, fieldErrorsOf } from "../../../app/apollo/errors";
import { IMPORT_UPLOAD_URL, UploadError, excelProblem, exampleImage, uploadFile } from "./importView";
import { type Result, type Phase, showStamp } from "./importParts";
import { PhaseStatus } from "./ImportPanel";
import { ImportReport } from "./ImportReport";

/** One Excel section: the columns it expects, an example, the last file, the picker and the import with its report. */
export function ExcelImport({
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
  const [run] = useMutation(ImportDiagnosticSectionDocument);
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
