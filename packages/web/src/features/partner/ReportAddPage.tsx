import { useState } from "react";
import { Anchor, FileInput, Group, NativeSelect, Progress, Skeleton, Stack, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Progress.css";
import "@mantine/core/styles/Skeleton.css";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate } from "react-router-dom";
import { reportUploadRules } from "@portal/schema";
import { PartnerReportUploadMonthsDocument } from "../../gql/documents/partner/partner";
import { errorMessageId, showSubmitError } from "../../app/apollo/errors";
import { ErrorState } from "../../ui/ErrorState";
import { FormMessage } from "../../ui/form/FormMessage";
import { KitForm } from "../../ui/form/KitForm";
import { SubmitButton } from "../../ui/form/SubmitButton";
import { useFormKit } from "../../ui/form/useFormKit";
import { useKitField } from "../../ui/form/useKitField";
import { useTranslateKey } from "../../ui/useTranslateKey";
import { REPORTS_PATH, ReportUploadError, archiveProblem, monthName, monthPath, sendReportFile } from "./reportView";

interface UploadMonth {
  month: string;
  taken: boolean;
}

/** The month choice: the last 6 months, those with reports already disabled. */
function MonthField({ months }: { months: UploadMonth[] }) {
  const intl = useIntl();
  const field = useKitField<string>("month");
  return (
    <NativeSelect
      name="month"
      label={intl.formatMessage({ id: "partner.add.month" })}
      description={intl.formatMessage({ id: "partner.add.month.hint" })}
      required
      value={field.value}
      error={field.error}
      onBlur={field.onBlur}
      onChange={(event) => field.setValue(event.currentTarget.value)}
      data={[
        { value: "", label: intl.formatMessage({ id: "partner.add.month.choose" }), disabled: true },
        ...months.map(({ month, taken }) => ({
          value: month,
          label: `${month} (${monthName(month, intl.locale)})${taken ? ` · ${intl.formatMessage({ id: "partner.add.month.taken" })}` : ""}`,
          disabled: taken,
        })),
      ]}
    />
  );
}

/** The archive: a zip or rar file (its name goes through the shared rule; the BFF reads its bytes). */
function ArchiveField({ file, onFile }: { file: File | null; onFile: (file: File | null) => void }) {
  const intl = useIntl();
  const translate = useTranslateKey();
  const field = useKitField<string>("fileName");
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <FileInput
      label={intl.formatMessage({ id: "partner.add.file" })}
      description={intl.formatMessage({ id: "partner.add.file.hint" })}
      placeholder={intl.formatMessage({ id: "partner.add.file.choose" })}
      // The placeholder in gray 7 (4.5:1 on white: Mantine's gray 5 gives 2.1:1).
      styles={{ placeholder: { color: "var(--mantine-color-gray-7)" } }}
      accept=".zip,.rar,application/zip,application/x-rar-compressed,application/vnd.rar"
      required
      clearable
      value={file}
      error={field.error ?? (problem ? translate(problem) : undefined)}
      onBlur={field.onBlur}
      onChange={(chosen) => {
        const picked = Array.isArray(chosen) ? (chosen[0] ?? null) : chosen;
        setProblem(picked ? archiveProblem(picked) : null);
        onFile(picked);
        field.setValue(picked?.name ?? "");
      }}
    />
  );
}

function AddForm({ months, taken }: { months: UploadMonth[]; taken: string[] }) {
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const free = months.find((m) => !m.taken)?.month ?? "";
  const form = useFormKit({
    initialValues: { month: free, fileName: "" },
    rules: () => reportUploadRules({ months: months.map((m) => m.month), taken }),
    submit: async (values) => {
      if (!file) throw new ReportUploadError("validation.required");
      const problem = archiveProblem(file);
      if (problem) throw new ReportUploadError(problem);
      setProgress(0);
      try {
        await sendReportFile("archive", values.month, file, setProgress);
      } finally {
        setProgress(null);
      }
      navigate(monthPath(values.month));
    },
    onError: (error, target) => {
      if (error instanceof ReportUploadError)
        return target.setErrors(error.key.startsWith("partner.error.month") ? { month: error.key } : { fileName: error.key });
      void showSubmitError(error, target, target.setErrorId);
    },
  });
  return (
    <KitForm form={form}>
      <Stack gap="md" maw={560}>
        <MonthField months={months} />
        <ArchiveField file={file} onFile={setFile} />
        {progress !== null && (
          <Stack gap={4}>
            <Progress value={progress} aria-label={`${progress}%`} animated />
            <Text size="sm" role="status">
              <FormattedMessage id={progress >= 100 ? "partner.add.unpacking" : "partner.add.progress"} values={{ percent: progress }} />
            </Text>
          </Stack>
        )}
        <FormMessage id={form.errorId} />
        <Group>
          <SubmitButton>
            <FormattedMessage id="partner.add.submit" />
          </SubmitButton>
        </Group>
      </Stack>
    </KitForm>
  );
}

/** /partner/reports/add: a month's reports as one zip or rar, for a month among the last 6 without reports. */
export function ReportAddPage() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(PartnerReportUploadMonthsDocument, {
    // Fresh each time: another partner may have uploaded a month meanwhile.
    fetchPolicy: "cache-and-network",
  });
  const months = data?.partnerReportUploadMonths;
  let body;
  if (!months && loading) body = <Skeleton height={160} aria-label={intl.formatMessage({ id: "list.loading" })} />;
  else if (!months) body = <ErrorState messageId={errorMessageId(error, intl.messages)} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (months.every((m) => m.taken))
    body = (
      <Text>
        <FormattedMessage id="partner.add.none_free" />
      </Text>
    );
  else body = <AddForm months={months} taken={months.filter((m) => m.taken).map((m) => m.month)} />;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          <FormattedMessage id="screen.partner.reports.add" />
        </Title>
        <Anchor component={Link} to={REPORTS_PATH}>
          <FormattedMessage id="partner.back" />
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed">
        <FormattedMessage id="partner.add.naming" />
      </Text>
      {body}
    </Stack>
  );
}
