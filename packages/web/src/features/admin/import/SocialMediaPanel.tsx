import { Alert, Anchor, Button, FileInput, Group, Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { SOCIAL_MEDIA_UPLOAD_URL, pdfProblem, showSize } from "./importView";
import { type Page, showStamp } from "./importParts";
import { Panel, PhaseStatus } from "./ImportPanel";
import { useSingleUpload } from "./useSingleUpload";

/** The social-media PDF the channels screen shows: the current one, and a new one to replace it. */
export function SocialMediaPanel({ file, onStored }: { file: Page["socialMedia"] | null; onStored: () => void }) {
  const intl = useIntl();
  const upload = useSingleUpload(SOCIAL_MEDIA_UPLOAD_URL, pdfProblem);
  return (
    <Panel titleId="admin.import.rrss.title">
      <Text size="sm">
        {file ? (
          <Anchor href={file.url} target="_blank" rel="noopener">
            <FormattedMessage id="admin.import.rrss.current" values={{ size: showSize(file.size), date: showStamp(file.updatedAt) }} />
          </Anchor>
        ) : (
          <FormattedMessage id="admin.import.rrss.none" />
        )}
      </Text>
      <Group align="flex-end">
        <FileInput
          label={intl.formatMessage({ id: "admin.import.rrss.file" })}
          description={intl.formatMessage({ id: "admin.import.rrss.hint" })}
          accept=".pdf,application/pdf"
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
              if (stored) onStored();
            })
          }
          loading={upload.busy}
          disabled={!upload.file}
        >
          <FormattedMessage id="admin.import.rrss.upload" />
        </Button>
      </Group>
      <PhaseStatus phase={upload.phase} />
      {upload.stored && (
        <Alert color="green" role="status">
          <FormattedMessage id="admin.import.rrss.done" />
        </Alert>
      )}
    </Panel>
  );
}
