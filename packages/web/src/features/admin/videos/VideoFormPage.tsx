import { Group, Skeleton, Stack, Title } from "@mantine/core";
import "@mantine/core/styles/Skeleton.css";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate, useParams } from "react-router-dom";
import { videoRules } from "@portal/schema";
import { AdminVideoDocument, SaveVideoDocument } from "../../../gql/documents/admin/videos/videos";
import type { AdminVideoFieldsFragment } from "../../../gql/graphql";
import { errorMessageId } from "../../../app/apollo/errors";
import { ErrorState } from "../../../ui/ErrorState";
import { DateField } from "../../calendar";
import { FormMessage } from "../../../ui/form/FormMessage";
import { KitForm } from "../../../ui/form/KitForm";
import { SwitchField } from "../../../ui/form/SwitchField";
import { TextField } from "../../../ui/form/TextField";
import { useFormKit } from "../../../ui/form/useFormKit";
import { EditorActions } from "../EditorActions";
import { VIDEO_LIST_PATH } from "./videoView";

/** /admin/videos/add and /admin/videos/{id} (ES): the video form. */
export function VideoFormPage() {
  const { id } = useParams();
  const editing = id !== undefined && id !== "add";
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AdminVideoDocument, { variables: { id: id ?? "" }, skip: !editing });

  const titleId = editing ? "screen.admin.videos.edit" : "screen.admin.videos.add";
  let body;
  if (!editing) body = <VideoForm video={null} />;
  else if (loading && !data) body = <Skeleton height={280} aria-label={intl.formatMessage({ id: "list.loading" })} />;
  else if (error) body = <ErrorState messageId={errorMessageId(error, intl.messages)} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!data?.adminVideo) body = <ErrorState messageId="admin.videos.not_found" />;
  else body = <VideoForm key={data.adminVideo.id} video={data.adminVideo} />;

  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        <FormattedMessage id={titleId} />
      </Title>
      {body}
    </Stack>
  );
}

function VideoForm({ video }: { video: AdminVideoFieldsFragment | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [save] = useMutation(SaveVideoDocument);
  const form = useFormKit({
    initialValues: { url: video?.url ?? "", startDate: video?.startDate ?? "", endDate: video?.endDate ?? "", active: video?.active ?? true },
    rules: () => videoRules,
    submit: async (values) => {
      const input = videoRules.cast(values); // trimmed, as the BFF reads it
      await save({
        variables: {
          input: { id: video?.id ?? null, url: input.url, startDate: input.startDate || null, endDate: input.endDate || null, active: input.active },
        },
      });
      await navigate(VIDEO_LIST_PATH);
    },
  });

  return (
    <KitForm form={form}>
      <Stack gap="md">
        <FormMessage id={form.errorId} />
        <TextField
          label={intl.formatMessage({ id: "admin.videos.url" })}
          description={intl.formatMessage({ id: "admin.videos.url.hint" })}
          name="url"
          required
          maxLength={500}
        />
        <Group grow align="flex-start">
          <DateField
            label={intl.formatMessage({ id: "admin.videos.start" })}
            name="startDate"
            clearLabel={intl.formatMessage({ id: "admin.date.start.clear" })}
          />
          <DateField
            label={intl.formatMessage({ id: "admin.videos.end" })}
            name="endDate"
            clearLabel={intl.formatMessage({ id: "admin.date.end.clear" })}
          />
        </Group>
        <SwitchField label={intl.formatMessage({ id: "admin.status.active" })} name="active" />
        <EditorActions listPath={VIDEO_LIST_PATH} />
      </Stack>
    </KitForm>
  );
}
