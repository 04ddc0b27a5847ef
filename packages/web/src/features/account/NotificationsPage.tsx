import { Skeleton, Stack, Switch, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Skeleton.css";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { LIST_TABLES, pageRequestOf } from "@portal/schema";
import { AccountDocument, SetNotificationsDocument } from "../../gql/documents/account/account";
import { errorMessageId } from "../../app/apollo/errors";
import { notifyError } from "../../app/apollo/notifyError";
import { ErrorState } from "../../ui/ErrorState";

/**
 * The first page of the account's restaurants: the same query as /account's, so either screen serves the other from the
 * cache, and the one a cold load's page answers (the BFF's `src/http/boot.ts`).
 */
const FIRST_PAGE = pageRequestOf(new URLSearchParams(), LIST_TABLES.account);

/** /notifications: a switch per kind of mail (new files, on by default), saved as it changes. */
export function NotificationsPage() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AccountDocument, { variables: { restaurants: FIRST_PAGE } });
  const [setNotifications, { loading: saving }] = useMutation(SetNotificationsDocument);
  const settings = data?.account.notifications;

  let body;
  if (loading && !data) body = <Skeleton height={80} aria-label={intl.formatMessage({ id: "list.loading" })} />;
  else if (!settings) body = <ErrorState messageId={errorMessageId(error, intl.messages)} onRetry={() => void refetch().catch(() => undefined)} />;
  else
    body = (
      <Switch
        label={intl.formatMessage({ id: "notifications.new_files" })}
        description={intl.formatMessage({ id: "notifications.new_files.hint" })}
        checked={settings.newFiles}
        disabled={saving}
        onChange={(event) => void setNotifications({ variables: { input: { newFiles: event.currentTarget.checked } } }).catch(notifyError)}
      />
    );
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        <FormattedMessage id="screen.notifications" />
      </Title>
      <Text c="dimmed">
        <FormattedMessage id="notifications.intro" />
      </Text>
      {body}
    </Stack>
  );
}
