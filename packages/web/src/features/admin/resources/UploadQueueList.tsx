import { Button, Group, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Progress.css";
import { FormattedMessage, useIntl } from "react-intl";
import { useTranslateKey } from "../../../ui/useTranslateKey";
import { clearFinishedUploads, retryUpload, useUploadQueue, type UploadItem } from "./uploadQueue";

/** What an item says (spec 1 §2 "Upload queue"): queued, its percentage, or uploaded successfully at 100. */
function ItemState({ item }: { item: UploadItem }) {
  const translate = useTranslateKey();
  if (item.state === "queued") return <FormattedMessage id="admin.resources.queue.queued" />;
  if (item.state === "failed") return <>{translate(item.errorKey ?? "error.generic")}</>;
  if (item.state === "done") return <FormattedMessage id="admin.resources.queue.done" />;
  return <FormattedMessage id="admin.resources.queue.percent" values={{ percent: item.percent }} />;
}

/**
 * The upload queue's items (those of one resource, or all): each file with its state and a progress bar. The queue
 * itself keeps running when the screen is left.
 */
export function UploadQueueList({ resourceId }: { resourceId?: string }) {
  const intl = useIntl();
  const all = useUploadQueue();
  const items = resourceId === undefined ? all : all.filter((item) => item.resourceId === resourceId);
  if (items.length === 0) return null;
  const finished = items.some((item) => item.state === "done" || item.state === "failed");
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-labelledby="upload-queue-title">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h5" id="upload-queue-title">
            <FormattedMessage id="admin.resources.queue.title" />
          </Title>
          {finished && (
            <Button size="compact-xs" variant="subtle" onClick={clearFinishedUploads}>
              <FormattedMessage id="admin.resources.queue.clear" />
            </Button>
          )}
        </Group>
        <Stack gap={6} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {items.map((item) => (
            <li key={item.key} data-upload-state={item.state}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm" truncate>
                  {intl.formatMessage({ id: `admin.resources.queue.kind.${item.kind}` }, { name: item.resourceName, file: item.fileName })}
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" c={item.state === "failed" ? "red.8" : item.state === "done" ? "teal.9" : undefined} role="status">
                    <ItemState item={item} />
                  </Text>
                  {item.state === "failed" && (
                    <Button size="compact-xs" variant="default" onClick={() => retryUpload(item.key)}>
                      <FormattedMessage id="admin.resources.queue.retry" />
                    </Button>
                  )}
                </Group>
              </Group>
              <Progress
                value={item.state === "done" ? 100 : item.percent}
                color={item.state === "failed" ? "red" : item.state === "done" ? "green" : "blue"}
                size="sm"
                aria-label={intl.formatMessage({ id: `admin.resources.queue.kind.${item.kind}` }, { name: item.resourceName, file: item.fileName })}
              />
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
