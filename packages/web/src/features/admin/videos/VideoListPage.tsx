import { ActionIcon, Anchor, Button, Group, Stack, Title, Tooltip } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { TABLE_SIZES } from "@portal/schema";
import { AdminVideosDocument, DeleteVideoDocument } from "../../../gql/documents/admin/videos/videos";
import type { AdminVideoFieldsFragment, AdminVideoSortField } from "../../../gql/graphql";
import { errorMessageId } from "../../../app/apollo/errors";
import { notifyError } from "../../../app/apollo/notifyError";
import { CheckIcon, CrossIcon, DeleteIcon, EditIcon } from "../../../ui/list/icons";
import { ListTable } from "../../../ui/list/ListTable";
import { usePaginatedList } from "../../../ui/list/usePaginatedList";
import { openConfirm } from "../../../ui/confirm";
import { showDay, videoFormPath } from "./videoView";

const SORT_FIELDS = ["ID", "URL", "START_DATE", "END_DATE", "ACTIVE"] as const satisfies readonly AdminVideoSortField[];

/** /admin/videos (ES): the advertising videos, searchable by URL, with create, edit and delete (confirmed). */
export function VideoListPage() {
  const intl = useIntl();
  const list = usePaginatedList<AdminVideoSortField>({
    sizes: TABLE_SIZES.videos,
    sortFields: SORT_FIELDS,
    defaultSort: { sortBy: "ID", direction: "DESC" },
  });
  const { data, previousData, loading, error, refetch } = useQuery(AdminVideosDocument, {
    variables: { input: list.request },
    // Shown at once from the cache, then fresh from the server (another admin, or this one's form, changed it).
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const [remove] = useMutation(DeleteVideoDocument, {
    refetchQueries: [AdminVideosDocument],
    awaitRefetchQueries: true,
    update: (cache, { data: deleted }) => {
      if (deleted) cache.evict({ id: cache.identify({ __typename: "AdminVideo", id: deleted.deleteVideo.id }) });
    },
  });

  const confirmDelete = (video: AdminVideoFieldsFragment) =>
    void openConfirm({
      title: intl.formatMessage({ id: "admin.videos.delete.title" }),
      children: intl.formatMessage({ id: "admin.videos.delete.body" }, { url: video.url }),
      labels: { confirm: intl.formatMessage({ id: "action.delete" }), cancel: intl.formatMessage({ id: "action.cancel" }) },
      confirmProps: { color: "red" },
      onConfirm: () => void remove({ variables: { input: { id: video.id } } }).catch(notifyError),
    });

  const page = (data ?? previousData)?.adminVideos;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        <FormattedMessage id="screen.admin.videos" />
      </Title>
      <ListTable<AdminVideoFieldsFragment, AdminVideoSortField>
        list={list}
        sizes={TABLE_SIZES.videos}
        label={intl.formatMessage({ id: "screen.admin.videos" })}
        searchLabel={intl.formatMessage({ id: "admin.videos.search" })}
        data={page}
        loading={loading}
        errorId={error && !page ? errorMessageId(error, intl.messages) : null}
        onRetry={() => void refetch().catch(() => undefined)}
        sortFields={{ url: "URL", startDate: "START_DATE", endDate: "END_DATE", active: "ACTIVE" }}
        actions={
          <Button component={Link} to={videoFormPath(null)}>
            <FormattedMessage id="admin.videos.add" />
          </Button>
        }
        columns={[
          {
            accessor: "url",
            title: intl.formatMessage({ id: "admin.videos.url" }),
            render: (video) => (
              <Anchor component={Link} to={videoFormPath(video.id)} style={{ wordBreak: "break-all" }}>
                {video.url}
              </Anchor>
            ),
          },
          { accessor: "startDate", title: intl.formatMessage({ id: "admin.videos.start" }), render: (video) => showDay(video.startDate) },
          { accessor: "endDate", title: intl.formatMessage({ id: "admin.videos.end" }), render: (video) => showDay(video.endDate) },
          {
            accessor: "active",
            title: intl.formatMessage({ id: "admin.videos.status" }),
            textAlign: "center",
            render: (video) => (
              <Tooltip label={intl.formatMessage({ id: video.active ? "admin.status.active" : "admin.status.inactive" })}>
                <span
                  role="img"
                  aria-label={intl.formatMessage({ id: video.active ? "admin.status.active" : "admin.status.inactive" })}
                  style={{ color: video.active ? "var(--mantine-color-green-8)" : "var(--mantine-color-gray-7)" }}
                >
                  {video.active ? <CheckIcon /> : <CrossIcon />}
                </span>
              </Tooltip>
            ),
          },
          {
            accessor: "actions",
            title: intl.formatMessage({ id: "list.actions" }),
            textAlign: "right",
            render: (video) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <ActionIcon
                  component={Link}
                  to={videoFormPath(video.id)}
                  variant="subtle"
                  aria-label={intl.formatMessage({ id: "admin.videos.edit" }, { url: video.url })}
                >
                  <EditIcon />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => confirmDelete(video)}
                  aria-label={intl.formatMessage({ id: "admin.videos.delete" }, { url: video.url })}
                >
                  <DeleteIcon />
                </ActionIcon>
              </Group>
            ),
          },
        ]}
      />
    </Stack>
  );
}
