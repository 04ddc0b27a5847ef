import { Suspense, lazy, useState } from "react";
import { Button, Group, Image, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Image.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Skeleton.css";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { TABLE_SIZES, defaultInformRange, formatDate, informRangeRules, parseDay, validate } from "@portal/schema";
import { DownloadReportDocument } from "../../../gql/documents/admin/inform/inform";
import type { DownloadReportRowFieldsFragment, DownloadReportSortField } from "../../../gql/graphql";
import { DayInput } from "../../calendar";
import { ListTable } from "../../../ui/list/ListTable";
import { useListQuery } from "../../../ui/list/useListQuery";
import { useTranslateKey } from "../../../ui/useTranslateKey";

// The chart (recharts) is its own chunk, fetched when a resource's trend is opened.
const ResourceTrend = lazy(() => import("./ResourceTrend").then((m) => ({ default: m.ResourceTrend })));

/** A resource's trend panel, as it opens: scrolled into view (under the fixed header) and focused. */
const showTrend = (panel: HTMLElement | null) => {
  if (!panel) return;
  panel.scrollIntoView({ block: "start" });
  panel.focus({ preventScroll: true });
};

const SORT_FIELDS = ["POSITION", "NAME", "SECTION", "DOWNLOADS", "LINK_OPENS"] as const satisfies readonly DownloadReportSortField[];

/** A day shown as DD/MM/YYYY. */
const showDay = (day: string) => {
  const date = parseDay(day);
  return date ? formatDate(date) : day;
};

/**
 * /admin/inform (administrators): the resources downloaded or opened through a short link between two days, ranked,
 * with each one's trend per day and its links' opens per sharing restaurant. The report asks again on any change of
 * the range (a link may give it: `?from=YYYY-MM-DD&to=YYYY-MM-DD`).
 */
export function InformPage() {
  const intl = useIntl();
  const translate = useTranslateKey();
  const [params] = useSearchParams();
  // The range opens as a link gives it (`?from=…&to=…`), else on the last 30 days; it is the screen's own after.
  const [range, setRange] = useState(() => {
    const initial = defaultInformRange(new Date());
    return { from: params.get("from") ?? initial.from, to: params.get("to") ?? initial.to };
  });
  const checked = validate(informRangeRules, range);
  const { list, page, table } = useListQuery(DownloadReportDocument, {
    sizes: TABLE_SIZES.inform,
    sortFields: SORT_FIELDS,
    defaultSort: { sortBy: "POSITION", direction: "ASC" },
    variables: (request) => ({ input: { ...request, ...range } }),
    pageOf: (data) => data.downloadReport,
    skip: !checked.ok,
  });
  const [opened, setOpened] = useState<DownloadReportRowFieldsFragment | null>(null);

  const setDay = (key: "from" | "to", value: string) => {
    setRange((current) => ({ ...current, [key]: value }));
    list.setPage(1);
  };
  const fieldError = (key: "from" | "to") => (!checked.ok && checked.fields[key] ? translate(checked.fields[key]) : undefined);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        <FormattedMessage id="screen.admin.inform" />
      </Title>
      <Group align="flex-start" gap="md">
        <DayInput
          label={intl.formatMessage({ id: "admin.inform.from" })}
          value={range.from}
          onChange={(day) => setDay("from", day)}
          error={fieldError("from")}
          required
          w={200}
        />
        <DayInput
          label={intl.formatMessage({ id: "admin.inform.to" })}
          value={range.to}
          onChange={(day) => setDay("to", day)}
          error={fieldError("to")}
          required
          w={200}
        />
      </Group>
      {page && (
        <Text size="sm" role="status">
          <FormattedMessage
            id="admin.inform.totals"
            values={{ downloads: page.totalDownloads, opens: page.totalLinkOpens, from: showDay(page.from), to: showDay(page.to) }}
          />
        </Text>
      )}
      {/* The chart comes before the table: opened from a row, it is brought into view and focused (on a phone the table
          is long, and a chart after it would open off-screen). */}
      {opened && checked.ok && (
        <Paper
          key={opened.resourceId}
          ref={showTrend}
          withBorder
          p="md"
          component="section"
          aria-labelledby="resource-trend-title"
          tabIndex={-1}
          style={{ scrollMarginTop: "calc(var(--frame-header-height, 60px) + var(--mantine-spacing-md))" }}
        >
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h4" id="resource-trend-title">
                <FormattedMessage id="admin.inform.trend.title" values={{ name: opened.name }} />
              </Title>
              <Button variant="default" size="compact-sm" onClick={() => setOpened(null)}>
                <FormattedMessage id="admin.inform.trend.close" />
              </Button>
            </Group>
            <Suspense fallback={<Skeleton height={240} aria-label={intl.formatMessage({ id: "list.loading" })} />}>
              <ResourceTrend key={`${opened.resourceId}:${range.from}:${range.to}`} resourceId={opened.resourceId} from={range.from} to={range.to} />
            </Suspense>
          </Stack>
        </Paper>
      )}
      <ListTable<DownloadReportRowFieldsFragment, DownloadReportSortField>
        {...table}
        label={intl.formatMessage({ id: "screen.admin.inform" })}
        searchLabel={intl.formatMessage({ id: "admin.inform.search" })}
        sortFields={{ position: "POSITION", name: "NAME", section: "SECTION", downloads: "DOWNLOADS", linkOpens: "LINK_OPENS" }}
        columns={[
          { accessor: "position", title: intl.formatMessage({ id: "admin.inform.position" }), textAlign: "right" },
          {
            accessor: "thumbnailUrl",
            title: intl.formatMessage({ id: "admin.inform.thumbnail" }),
            render: (row) => (row.thumbnailUrl ? <Image src={row.thumbnailUrl} alt="" w={48} h={48} fit="cover" radius="sm" loading="lazy" /> : null),
          },
          { accessor: "name", title: intl.formatMessage({ id: "admin.inform.name" }) },
          { accessor: "section", title: intl.formatMessage({ id: "admin.inform.section" }), render: (row) => row.section ?? "—" },
          { accessor: "downloads", title: intl.formatMessage({ id: "admin.inform.downloads" }), textAlign: "right" },
          { accessor: "linkOpens", title: intl.formatMessage({ id: "admin.inform.link_opens" }), textAlign: "right" },
        ]}
        rowActions={(row) => (
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => setOpened(row)}
            aria-label={intl.formatMessage({ id: "admin.inform.trend.open" }, { name: row.name })}
          >
            <FormattedMessage id="admin.inform.trend" />
          </Button>
        )}
      />
    </Stack>
  );
}
