import { Button, FileInput, Group } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { PhaseStatus } from "./ImportPanel";
import type { useSingleUpload } from "./useSingleUpload";

interface Props {
  upload: ReturnType<typeof useSingleUpload>;
  /** The file box's `accept`. */
  accept: string;
  /** Message ids: the file box's label and hint, the send button's text. */
  messages: { file: string; hint: string; send: string };
  /** Called once the file is stored. */
  onStored?: () => void;
}

/** A single upload's file box and send button (the photo, the social-media PDF), then its progress or refusal. */
export function SingleUploadField({ upload, accept, messages, onStored }: Props) {
  const intl = useIntl();
  return (
    <>
      <Group align="flex-end">
        <FileInput
          label={intl.formatMessage({ id: messages.file })}
          description={intl.formatMessage({ id: messages.hint })}
          accept={accept}
          value={upload.file}
          onChange={upload.choose}
          clearable
          clearButtonProps={{ "aria-label": intl.formatMessage({ id: "admin.import.file.clear" }) }}
          disabled={upload.busy}
          w={360}
          maw="100%"
        />
        <Button
          onClick={() =>
            void upload.send().then((stored) => {
              if (stored) onStored?.();
            })
          }
          loading={upload.busy}
          disabled={!upload.file}
        >
          <FormattedMessage id={messages.send} />
        </Button>
      </Group>
      <PhaseStatus phase={upload.phase} />
    </>
  );
}
