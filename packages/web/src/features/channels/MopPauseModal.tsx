import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import "@mantine/core/styles/Modal.css";
import { FormattedMessage, useIntl } from "react-intl";
import { MOP_CHANGE_DELAY_HOURS, mopPauseRules } from "@portal/schema";
import { Notice } from "../../ui/Notice";
import { KitForm } from "../../ui/form/KitForm";
import { SubmitButton } from "../../ui/form/SubmitButton";
import { TextField } from "../../ui/form/TextField";
import { TextareaField } from "../../ui/form/TextareaField";
import { useFormKit } from "../../ui/form/useFormKit";
import type { MopRequestValues } from "./values";

/**
 * The MOP disable request popup (spec 2 §5): start (after now), end (not before start) and a reason of at least 50
 * characters; one message per field. It saves nothing: a request whose fields pass joins the screen's pending changes
 * (spec 2 §4, "new schedule entries stay pending until saved"), sent with the next confirmed update, all or nothing.
 */
export default function MopPauseModal({
  opened,
  onClose,
  onAdd,
}: {
  opened: boolean;
  onClose: () => void;
  onAdd: (request: MopRequestValues) => void;
}) {
  const intl = useIntl();
  const form = useFormKit<MopRequestValues>({
    initialValues: { start: "", end: "", reason: "" },
    rules: () => mopPauseRules,
    submit: async (values, { reset }) => {
      onAdd({ start: values.start, end: values.end, reason: values.reason.trim() });
      reset();
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
          <Notice id="channels.notice.mop_delay" values={{ hours: MOP_CHANGE_DELAY_HOURS }} />
          <Text size="sm">
            <FormattedMessage id="channels.mop.request.hint" />
          </Text>
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
              <FormattedMessage id="channels.mop.request.add" />
            </SubmitButton>
          </Group>
        </Stack>
      </KitForm>
    </Modal>
  );
}
