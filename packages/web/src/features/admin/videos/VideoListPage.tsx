import { Anchor, Button } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { LIST_TABLES } from "@portal/schema";
import { AdminVideosDocument, DeleteVideoDocument } from "../../../gql/documents/admin/videos/videos";
import type { AdminVideoFieldsFragment, AdminVideoSortField } from "../../../gql/graphql";
import { notifyError } from "../../../app/apollo/notifyError";
import { ActiveMark } from "../../../ui/list/ActiveMark";
import { ListScreen } from "../../../ui/list/ListScreen";
import { RowActions } from "../../../ui/list/RowActions";
import { useListQuery } from "../../../ui/list/useListQuery";
import { openConfirm } from "../../../ui/confirm";
import { showDay, videoFormPath } from "./videoView";
import { ENTITY_STATUS } from "../status";

/** /admin/videos (ES): the advertising videos, searchable by URL, with create, edit and delete (confirmed). */
export function VideoListPage() {
  const intl = useIntl();
  const { table } = useListQuery(AdminVideosDocument, {
    ...LIST_TABLES.videos,
    variables: (input) => ({ input }),
    pageOf: (data) => data.adminVideos,
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

  return (
    <ListScreen<AdminVideoFieldsFragment, AdminVideoSortField>
      {...table}
      titleId="screen.admin.videos"
      searchLabel={intl.formatMessage({ id: "admin.videos.search" })}
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
          render: (video) => <ActiveMark active={video.active} labelIds={ENTITY_STATUS} />,
        },
      ]}
      rowActions={(video) => (
        <RowActions
          edit={videoFormPath(video.id)}
          editLabel={intl.formatMessage({ id: "admin.videos.edit" }, { url: video.url })}
          onDelete={() => confirmDelete(video)}
          deleteLabel={intl.formatMessage({ id: "admin.videos.delete" }, { url: video.url })}
        />
      )}
    />
  );
}
