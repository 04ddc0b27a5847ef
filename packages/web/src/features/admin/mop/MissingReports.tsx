import { useState } from "react";
import { List, Loader, NativeSelect, Stack, Text, Title } from "@mantine/core";
import "@mantine/core/styles/List.css";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { reportUploadMonths } from "@portal/schema";
import { AdminMissingReportsDocument } from "../../../gql/documents/admin/mop/mop";
import { errorMessageId } from "../../../app/apollo/errors";
import { ErrorState } from "../../../ui/ErrorState";

/**
 * Beyond the old portal: which active restaurants of the market have no partner report for a month (one of the last
 * 6). Asked only once a month is picked, so the screen's first render stays one request.
 */
export function MissingReports() {
  const intl = useIntl();
  const [month, setMonth] = useState("");
  const { data, loading, error, refetch } = useQuery(AdminMissingReportsDocument, {
    variables: { month },
    skip: !month,
    fetchPolicy: "cache-and-network",
  });
  const missing = data?.adminMissingReports;
  return (
    <Stack gap="xs" component="section" aria-labelledby="missing-reports-title">
      <Title order={2} size="h4" id="missing-reports-title">
        <FormattedMessage id="admin.mop.missing.title" />
      </Title>
      <NativeSelect
        label={intl.formatMessage({ id: "admin.mop.missing.month" })}
        value={month}
        onChange={(event) => setMonth(event.currentTarget.value)}
        data={[
          { value: "", label: intl.formatMessage({ id: "admin.mop.missing.choose" }) },
          ...reportUploadMonths().map((m) => ({ value: m, label: m })),
        ]}
        w={220}
      />
      {month && loading && !missing && <Loader size="sm" aria-label={intl.formatMessage({ id: "list.loading" })} />}
      {month && error && !missing && (
        <ErrorState messageId={errorMessageId(error, intl.messages)} onRetry={() => void refetch().catch(() => undefined)} />
      )}
      {month && missing && (
        <>
          <Text size="sm" role="status">
            <FormattedMessage id="admin.mop.missing.count" values={{ count: missing.length, month }} />
          </Text>
          {missing.length > 0 && (
            <List size="sm" aria-label={intl.formatMessage({ id: "admin.mop.missing.list" }, { month })}>
              {missing.map((r) => (
                <List.Item key={r.id}>
                  <strong>{r.site}</strong> {r.name}
                </List.Item>
              ))}
            </List>
          )}
        </>
      )}
    </Stack>
  );
}
