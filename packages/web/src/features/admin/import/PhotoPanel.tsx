import { Alert, Stack } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { COVER_UPLOAD_URL, photoProblem } from "./importView";
import { Panel } from "./ImportPanel";
import { SingleUploadField } from "./SingleUploadField";
import { useSingleUpload } from "./useSingleUpload";

const MESSAGES = { file: "admin.import.photo.file", hint: "admin.import.photo.hint", send: "admin.import.photo.upload" };

/** The marketing plan's cover photo (JPEG, 1000×500), sent to the marketing area's upload route. */
export function PhotoPanel() {
  const intl = useIntl();
  const upload = useSingleUpload(COVER_UPLOAD_URL, photoProblem);
  return (
    <Panel titleId="admin.import.photo.title">
      <SingleUploadField upload={upload} accept=".jpg,.jpeg,image/jpeg" messages={MESSAGES} />
      {upload.stored && (
        <Stack gap="xs">
          <Alert color="green" role="status">
            <FormattedMessage id="admin.import.photo.done" />
          </Alert>
          <img
            src={upload.stored}
            alt={intl.formatMessage({ id: "admin.import.photo.preview" })}
            width={1000}
            height={500}
            style={{ display: "block", width: "100%", maxWidth: 500, height: "auto", borderRadius: 4 }}
          />
        </Stack>
      )}
    </Panel>
  );
}
