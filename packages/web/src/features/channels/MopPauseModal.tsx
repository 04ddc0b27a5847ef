import { Button, Group, Modal, Stack } from "@mantine/core";
import "@mantine/core/styles/Modal.css";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { mopPauseRules, parseLocalDateTime } from "@portal/schema";
import { ChannelsDocument, RequestMopPauseDocument } from "../../gql/documents/channels/channels";
import { FormMessage } from "../../ui/form/FormMessage";
import { KitForm } from "../../ui/form/KitForm";
import { SubmitButton } from "../../ui/form/SubmitButton";
import { TextField } from "../../ui/form/TextField";
import { TextareaField } from "../../ui/form/TextareaField";
import { useFormKit } from "../../ui/form/useFormKit";

/**
 * The MOP disable request popup (spec 2 §5): start (after now), end (not before start) and a reason of at least 50
 * characters; one message per field. A sent request joins the screen's list of windows.
 */
export default function MopPauseModal({
  restaurantId,
  opened,
  onClose,
  onSent,
}: {
  restaurantId: string;
  opened: boolean;
  onClose: () => void;
  onSent: () => void;
}) {
  const intl = useIntl();
  const [request] = useMutation(RequestMopPauseDocument, {
    context: { silent: true },
    refetchQueries: [ChannelsDocument],
    awaitRefetchQueries: true,
  });
  const form = useFormKit({
    initialValues: { start: "", end: "", reason: "" },
    rules: () => mopPauseRules,
    submit: async (values, { reset }) => {
      const start = parseLocalDateTime(values.start);
      const end = parseLocalDateTime(values.end);
      await request({
        variables: { input: { restaurantId, start: start?.toISOString() ?? null, end: end?.toISOString() ?? null, reason: values.reason } },
      });
      reset();
      onSent();
    },
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={intl.formatMessage({ id: "channels.mop.request.title" })}
      closeButtonProps={{ "aria-label": intl.formatMessage({ id: "channels.close" }) }}
      centered
    >
      <KitForm form={form}>
        <Stack gap="sm">
          <FormMessage id={form.errorId} />
          <TextField name="start" type="datetime-local" label={intl.formatMessage({ id: "channels.mop.request.start" })} required />
          <TextField name="end" type="datetime-local" label={intl.formatMessage({ id: "channels.mop.request.end" })} required />
          <TextareaField
            name="reason"
            label={intl.formatMessage({ id: "channels.mop.request.reason" })}
            description={intl.formatMessage({ id: "channels.mop.request.reason.hint" })}
            autosize
            minRows={3}
            maxLength={2000}
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <FormattedMessage id="channels.cancel" />
            </Button>
            <SubmitButton>
              <FormattedMessage id="channels.mop.request.send" />
            </SubmitButton>
          </Group>
        </Stack>
      </KitForm>
    </Modal>
  );
}
