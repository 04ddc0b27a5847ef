import { Alert, Button, FileInput, Group, Stack } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { COVER_UPLOAD_URL, photoProblem } from "./importView";
import { Panel, PhaseStatus } from "./ImportPanel";
import { useSingleUpload } from "./useSingleUpload";

/** The marketing plan's cover photo (JPEG, 1000×500), sent to the marketing area's upload route. */
export function PhotoPanel() {
  const intl = useIntl();
  const upload = useSingleUpload(COVER_UPLOAD_URL, photoProblem);
  return (
    <Panel titleId="admin.import.photo.title">
      <Group align="flex-end">
        <FileInput
          label={intl.formatMessage({ id: "admin.import.photo.file" })}
          description={intl.formatMessage({ id: "admin.import.photo.hint" })}
          accept=".jpg,.jpeg,image/jpeg"
          value={upload.file}
          onChange={upload.choose}
          clearable
          clearButtonProps={{ "aria-label": intl.formatMessage({ id: "admin.import.file.clear" }) }}
          disabled={upload.busy}
          w={360}
          maw="100%"
        />
        <Button onClick={() => void upload.send()} loading={upload.busy} disabled={!upload.file}>
          <FormattedMessage id="admin.import.photo.upload" />
        </Button>
      </Group>
      <PhaseStatus phase={upload.phase} />
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
