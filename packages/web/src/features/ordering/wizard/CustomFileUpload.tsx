import { useState } from "react";
import { Button, FileButton, Group, Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { UploadIcon } from "../../../ui/icons";
import { useKitField } from "../../../ui/form/useKitField";
import { useTranslateKey } from "../../../ui/useTranslateKey";
import { UploadError } from "../../../ui/upload";
import { uploadOrderFile } from "../orderingView";

/** Page 4's customisation file: uploaded at once, its name (or what went wrong, or whether one is needed) beside the button. */
export function CustomFileUpload({
  customizable,
  attempt,
  onUploading,
}: {
  customizable: boolean;
  /** The form's submit count: a failure shows until the next upload or the next page check. */
  attempt: number;
  onUploading: (uploading: boolean) => void;
}) {
  const intl = useIntl();
  const translate = useTranslateKey();
  const customFile = useKitField<string>("customFile");
  const customFileName = useKitField<string>("customFileName");
  const [uploading, setUploading] = useState(false);
  /** The last upload's failure (a message key) and the submit count it happened at. */
  const [failure, setFailure] = useState<{ key: string; attempt: number } | null>(null);

  async function upload(file: File | null) {
    if (!file) return;
    setUploading(true);
    onUploading(true);
    try {
      const stored = await uploadOrderFile("custom", file);
      customFile.setValue(stored.path);
      customFileName.setValue(stored.name);
      setFailure(null);
    } catch (error) {
      setFailure({ key: error instanceof UploadError ? error.key : "error.generic", attempt });
    } finally {
      setUploading(false);
      onUploading(false);
    }
  }

  const error = failure?.attempt === attempt ? translate(failure.key) : customFile.error;
  return (
    <div>
      <Group gap="sm">
        <FileButton onChange={(file) => void upload(file)} accept="image/jpeg,image/png,image/gif,image/webp,application/pdf,application/zip">
          {(props) => (
            <Button {...props} variant="light" leftSection={<UploadIcon />} loading={uploading} aria-describedby="custom-file-state">
              <FormattedMessage id={customFile.value ? "ordering.wizard.upload.replace" : "ordering.wizard.upload"} />
            </Button>
          )}
        </FileButton>
        <Text id="custom-file-state" size="sm" c={error ? "red" : "dimmed"} role={error ? "alert" : undefined}>
          {error ??
            (customFileName.value ||
              intl.formatMessage({ id: customizable ? "ordering.wizard.upload.required" : "ordering.wizard.upload.optional" }))}
        </Text>
      </Group>
    </div>
  );
}
