import { lazy, Suspense, useState } from "react";
import { ActionIcon, Anchor, Button, FileInput, Group, Loader, Modal, Progress, Stack, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Progress.css";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate, useParams } from "react-router-dom";
import { LIST_TABLES, formatDateTime, reportMonthFromRoute } from "@portal/schema";
import { DeletePartnerReportDocument, DeletePartnerReportMonthDocument, PartnerReportsDocument } from "../../gql/documents/partner/partner";
import type { PartnerReportFieldsFragment, PartnerReportSortField } from "../../gql/graphql";
import { notifyError } from "../../app/apollo/notifyError";
import { openConfirm } from "../../ui/confirm";
import { ErrorState } from "../../ui/ErrorState";
import { DeleteIcon } from "../../ui/list/icons";
import { ListTable } from "../../ui/list/ListTable";
import { useListQuery } from "../../ui/list/useListQuery";
import { useTranslateKey } from "../../ui/useTranslateKey";
import { REPORTS_PATH, ReportUploadError, monthName, pdfProblem, sendReportFile } from "./reportView";

const PdfViewer = lazy(() => import("../../ui/pdf/PdfViewer").then((m) => ({ default: m.PdfViewer })));

/** The add-PDF form: one PDF named after its restaurant's site code, added to the month (the same name replaced). */
function AddPdf({ month, onAdded }: { month: string; onAdded: () => void }) {
  const intl = useIntl();
  const translate = useTranslateKey();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const send = async () => {
    setAdded(false);
    const refused = file ? pdfProblem(file) : "validation.required";
    if (refused || !file) return setProblem(refused);
    setProgress(0);
    try {
      await sendReportFile("pdf", month, file, setProgress);
      setFile(null);
      setAdded(true);
      onAdded();
    } catch (error) {
      setProblem(error instanceof ReportUploadError ? error.key : "error.generic");
    } finally {
      setProgress(null);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Stack gap="xs" maw={560}>
        <Title order={2} size="h4">
          <FormattedMessage id="partner.month.add_pdf" />
        </Title>
        <FileInput
          label={intl.formatMessage({ id: "partner.month.pdf" })}
          description={intl.formatMessage({ id: "partner.month.pdf.hint" })}
          placeholder={intl.formatMessage({ id: "partner.add.file.choose" })}
          // The placeholder in gray 7 (4.5:1 on white: Mantine's gray 5 gives 2.1:1).
          styles={{ placeholder: { color: "var(--mantine-color-gray-7)" } }}
          accept=".pdf,application/pdf"
          clearable
          value={file}
          error={problem ? translate(problem) : undefined}
          onChange={(chosen) => {
            const picked = Array.isArray(chosen) ? (chosen[0] ?? null) : chosen;
            setFile(picked);
            setAdded(false);
            setProblem(picked ? pdfProblem(picked) : null);
          }}
        />
        {progress !== null && <Progress value={progress} aria-label={`${progress}%`} />}
        {added && (
          <Text size="sm" c="green.8" role="status">
            <FormattedMessage id="partner.month.added" />
          </Text>
        )}
        <Group>
          <Button type="submit" loading={progress !== null} variant="light">
            <FormattedMessage id="partner.month.add_pdf.submit" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /partner/reports/{MM}/{YYYY}: the month's reports (10, 25, 50 or all rows) with a preview and a delete each (after a
 * confirmation), a form adding one PDF, and deleting the whole month (after a confirmation).
 */
export function ReportMonthPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const params = useParams();
  const month = reportMonthFromRoute(`${params.m ?? ""}/${params.y ?? ""}`);
  const { page, reload, table } = useListQuery(PartnerReportsDocument, {
    ...LIST_TABLES.partnerReports,
    variables: (input) => ({ month: month ?? "", input }),
    pageOf: (data) => data.partnerReports,
    skip: !month,
  });
  const [preview, setPreview] = useState<PartnerReportFieldsFragment | null>(null);
  const [remove] = useMutation(DeletePartnerReportDocument, {
    update: (cache, { data: deleted }) => {
      if (deleted) cache.evict({ id: cache.identify({ __typename: "PartnerReport", id: deleted.deletePartnerReport.id }) });
    },
  });
  const [removeMonth] = useMutation(DeletePartnerReportMonthDocument);

  if (!month) return <ErrorState messageId="partner.error.month" />;

  const confirmDelete = (report: PartnerReportFieldsFragment) =>
    void openConfirm({
      title: intl.formatMessage({ id: "partner.month.delete.title" }),
      children: intl.formatMessage({ id: "partner.month.delete.body" }, { name: report.fileName }),
      labels: { confirm: intl.formatMessage({ id: "partner.action.delete" }), cancel: intl.formatMessage({ id: "action.cancel" }) },
      confirmProps: { color: "red" },
      onConfirm: () =>
        void remove({ variables: { input: { id: report.id } } })
          .then(reload)
          .catch(notifyError),
    });
  const confirmDeleteAll = () =>
    void openConfirm({
      title: intl.formatMessage({ id: "partner.month.delete_all.title" }),
      children: intl.formatMessage({ id: "partner.month.delete_all.body" }, { month, count: page?.total ?? 0 }),
      labels: { confirm: intl.formatMessage({ id: "partner.month.delete_all" }), cancel: intl.formatMessage({ id: "action.cancel" }) },
      confirmProps: { color: "red" },
      onConfirm: () =>
        void removeMonth({ variables: { input: { month } } })
          .then(() => navigate(REPORTS_PATH))
          .catch(notifyError),
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          <FormattedMessage id="partner.month.title" values={{ month, name: monthName(month, intl.locale) }} />
        </Title>
        <Anchor component={Link} to={REPORTS_PATH}>
          <FormattedMessage id="partner.back" />
        </Anchor>
      </Group>
      <ListTable<PartnerReportFieldsFragment, PartnerReportSortField>
        {...table}
        label={intl.formatMessage({ id: "partner.month.table" }, { month })}
        searchLabel={intl.formatMessage({ id: "partner.month.search" })}
        sortFields={{ fileName: "FILE_NAME", restaurant: "RESTAURANT", createdAt: "CREATED_AT" }}
        actions={
          <Button color="red" variant="light" onClick={confirmDeleteAll} disabled={!page || page.total === 0}>
            <FormattedMessage id="partner.month.delete_all" />
          </Button>
        }
        columns={[
          {
            accessor: "fileName",
            title: intl.formatMessage({ id: "partner.month.file" }),
            render: (r) => (
              <Anchor component="button" type="button" onClick={() => setPreview(r)} style={{ wordBreak: "break-all", textAlign: "left" }}>
                {r.fileName}
              </Anchor>
            ),
          },
          {
            accessor: "restaurant",
            title: intl.formatMessage({ id: "partner.month.restaurant" }),
            render: (r) => `${r.restaurantSite} ${r.restaurantName}`,
          },
          {
            accessor: "createdAt",
            title: intl.formatMessage({ id: "partner.month.uploaded" }),
            render: (r) => (r.createdAt ? formatDateTime(new Date(String(r.createdAt))) : ""),
          },
        ]}
        rowActions={(r) => (
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => confirmDelete(r)}
            aria-label={intl.formatMessage({ id: "partner.month.delete" }, { name: r.fileName })}
          >
            <DeleteIcon />
          </ActionIcon>
        )}
      />
      <AddPdf month={month} onAdded={reload} />
      <Modal.Root opened={preview !== null} onClose={() => setPreview(null)} size="xl">
        <Modal.Overlay />
        <Modal.Content>
          {/* No page banner: the dialog's header has no landmark role. */}
          <Modal.Header role="none">
            <Modal.Title style={{ wordBreak: "break-all" }}>{preview?.fileName}</Modal.Title>
            <Modal.CloseButton />
          </Modal.Header>
          <Modal.Body>
            {preview && (
              <Stack gap="sm">
                <Anchor href={preview.url} download={preview.fileName}>
                  <FormattedMessage id="partner.preview.download" />
                </Anchor>
                <Suspense fallback={<Loader size="sm" />}>
                  <PdfViewer
                    url={preview.url}
                    label={intl.formatMessage({ id: "partner.preview.label" }, { name: preview.fileName })}
                    pages="all"
                    unreadable={intl.formatMessage({ id: "partner.preview.failed" })}
                  />
                </Suspense>
              </Stack>
            )}
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </Stack>
  );
}
