import { Group, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { FormMessage } from "../../ui/form/FormMessage";
import { SaveFeedback } from "../../ui/form/SaveFeedback";
import { SubmitButton } from "../../ui/form/SubmitButton";

interface Props {
  /** The form's message (the kit's `errorId`). */
  errorId: string | null;
  /** The last save went through (the kit's status "sent"). */
  sent: boolean;
  dirty: boolean;
  /** The save button's message id. */
  saveId: string;
}

/** Under a part of the plan: its form's message, "saved" once sent, or, while changed, its save button and a note. */
export function SaveFooter({ errorId, sent, dirty, saveId }: Props) {
  return (
    <>
      <FormMessage id={errorId} />
      <SaveFeedback look="note" shown={sent && !dirty} messageId="marketing.saved" />
      {dirty && (
        <Group>
          <SubmitButton>
            <FormattedMessage id={saveId} />
          </SubmitButton>
          <Text size="sm" fw={500}>
            <FormattedMessage id="marketing.pending" />
          </Text>
        </Group>
      )}
    </>
  );
}
