import { useCallback, useRef, useState } from "react";
import { Skeleton, Stack, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Skeleton.css";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { AdminImportDocument } from "../../../gql/documents/admin/import/import";
import { errorMessageId } from "../../../app/apollo/errors";
import { ErrorState } from "../../../ui/ErrorState";
import { ADMIN_LEAVE } from "../editor";
import { LeaveGuard } from "../../../ui/useLeaveGuard";
import { GROUPS } from "./importParts";
import { SectionGroup } from "./SectionGroup";
import { PhotoPanel } from "./PhotoPanel";
import { SocialMediaPanel } from "./SocialMediaPanel";

/**
 * /admin/import (administrators of ES): the marketing photo, the five Excel sections that feed every restaurant's
 * diagnostic (each with the columns it expects, an example and, for top-level sections, a description) and the
 * social-media PDF. A workbook is read and checked on the server: any refused row imports nothing, and the page lists
 * every refused row.
 */
export function ImportPage() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AdminImportDocument);
  const page = data?.adminImport;
  // Leaving with a description changed and not saved asks first (one guard for the page's description forms).
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const leaving = useRef(false);
  const onDirty = useCallback((id: string, value: boolean) => setDirty((known) => (known[id] === value ? known : { ...known, [id]: value })), []);
  return (
    <Stack gap="lg">
      <LeaveGuard dirty={Object.values(dirty).some(Boolean)} question={ADMIN_LEAVE} leaving={leaving} />
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
