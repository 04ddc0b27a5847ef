import { Alert, Anchor, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { SOCIAL_MEDIA_UPLOAD_URL, pdfProblem, showSize } from "./importView";
import { type Page, showStamp } from "./importParts";
import { Panel } from "./ImportPanel";
import { SingleUploadField } from "./SingleUploadField";
import { useSingleUpload } from "./useSingleUpload";

const MESSAGES = { file: "admin.import.rrss.file", hint: "admin.import.rrss.hint", send: "admin.import.rrss.upload" };

/** The social-media PDF the channels screen shows: the current one, and a new one to replace it. */
export function SocialMediaPanel({ file, onStored }: { file: Page["socialMedia"] | null; onStored: () => void }) {
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
      <SingleUploadField upload={upload} accept=".pdf,application/pdf" messages={MESSAGES} onStored={onStored} />
      {upload.stored && (
        <Alert color="green" role="status">
          <FormattedMessage id="admin.import.rrss.done" />
        </Alert>
      )}
    </Panel>
  );
}
