import { useState } from "react";
import { Button, FileButton, Group, Input, Stack, Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { ADMIN_MESSAGES, COMMON_MESSAGES, RESOURCE_FILE, RESOURCE_THUMBNAIL } from "@portal/schema";
import { useKitField } from "../../../ui/form/useKitField";
import { showSize } from "./resourceView";

/** A file chosen on the form, sent after the save. */
export interface Chosen {
  blob: Blob;
  name: string;
}

/**
 * The type of a file by its first bytes, read by the same library (and version) as the BFF's upload route, so that the
 * browser refuses what the server would, before the record is saved. Loaded on the first choice, not with the form.
 */
async function typeOf(file: Blob): Promise<string | null> {
  const { fileTypeFromBlob } = await import("file-type");
  return (await fileTypeFromBlob(file))?.mime ?? null;
}

/** Why `file` may not be kept (a message id), or null: too large, or not one of `types` by its first bytes. */
async function problemOf(file: File, limits: { maxBytes: number; types: readonly string[] }, messages: { size: string; type: string }) {
  if (file.size > limits.maxBytes) return messages.size;
  try {
    const type = await typeOf(file);
    return type && limits.types.includes(type) ? null : messages.type;
  } catch {
    return COMMON_MESSAGES.network; // the reader's code did not load
  }
}

/** The message of a refused choice, under its field. */
function Problem({ id }: { id: string | null }) {
  return id ? (
    <Text size="sm" c="red.8" role="alert">
      <FormattedMessage id={id} />
    </Text>
  ) : null;
}

/**
 * The resource's file: the stored one, or the one chosen (sent after the save), and the picker. A chosen file is read
 * in the browser first (PDF, image, MP4 or ZIP by its first bytes, at most 50 MB): a wrong one is refused at once and
 * nothing waits to be sent; the upload route still refuses whatever slips through.
 */
export function ResourceFileField({
  stored,
  chosen,
  onChoose,
}: {
  stored: { name: string; size: number | null } | null;
  chosen: Chosen | null;
  onChoose: (file: Chosen) => void;
}) {
  const intl = useIntl();
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (file: File | null) => {
    setProblem(null);
    if (!file) return;
    const refused = await problemOf(file, RESOURCE_FILE, { size: ADMIN_MESSAGES.resourceUploadTooLarge, type: ADMIN_MESSAGES.resourceUploadType });
    if (refused) return setProblem(refused);
    onChoose({ blob: file, name: file.name });
  };
  return (
    <Input.Wrapper
      label={intl.formatMessage({ id: "admin.resources.file" })}
      description={intl.formatMessage({ id: "admin.resources.file.hint" })}
      labelElement="div"
    >
      <Group gap="sm" mt={4}>
        <Text size="sm" data-testid="resource-file">
          {chosen
            ? intl.formatMessage({ id: "admin.resources.file.waiting" }, { name: chosen.name })
            : stored
              ? `${stored.name} (${showSize(stored.size)})`
              : intl.formatMessage({ id: "admin.resources.file.none" })}
        </Text>
        <FileButton onChange={(file) => void choose(file)} accept={RESOURCE_FILE.types.join(",")}>
          {(props) => (
            <Button {...props} variant="default" size="xs">
              <FormattedMessage id={stored || chosen ? "admin.resources.file.change" : "admin.resources.file.choose"} />
            </Button>
          )}
        </FileButton>
      </Group>
      <Problem id={problem} />
    </Input.Wrapper>
  );
}

/**
 * The thumbnail: the stored one or the cropped one waiting, and the picker. The crop opens only for an image under the
 * limit (JPEG, PNG or WebP by its first bytes, at most 10 MB): anything else is refused at once.
 */
export function ThumbnailField({
  stored,
  waiting,
  required,
  onImage,
}: {
  stored: string | null;
  waiting: string | null;
  required: boolean;
  /** An image to crop (an object URL the caller revokes). */
  onImage: (url: string) => void;
}) {
  const intl = useIntl();
  const field = useKitField<boolean>("hasThumbnail");
  const [problem, setProblem] = useState<string | null>(null);
  const preview = waiting ?? stored;
  const choose = async (file: File | null) => {
    setProblem(null);
    if (!file) return;
    const limits = { maxBytes: RESOURCE_THUMBNAIL.sourceMaxBytes, types: RESOURCE_THUMBNAIL.types };
    const refused = await problemOf(file, limits, { size: ADMIN_MESSAGES.resourceImageTooLarge, type: ADMIN_MESSAGES.resourceThumbType });
    if (refused) return setProblem(refused);
    onImage(URL.createObjectURL(file));
  };
  return (
    <Input.Wrapper
      label={intl.formatMessage({ id: "admin.resources.thumbnail" })}
      description={intl.formatMessage({ id: "admin.resources.thumbnail.hint" })}
      error={field.error}
      required={required}
      labelElement="div"
    >
      <Stack gap="xs" mt={4}>
        {preview ? (
          <img
            src={preview}
            alt={intl.formatMessage({ id: waiting ? "admin.resources.thumbnail.waiting" : "admin.resources.thumbnail.preview" })}
            width={160}
            height={160}
            data-testid="thumbnail-preview"
            style={{ display: "block", objectFit: "cover", borderRadius: 4 }}
          />
        ) : (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="admin.resources.thumbnail.none" />
          </Text>
        )}
        <FileButton onChange={(file) => void choose(file)} accept={RESOURCE_THUMBNAIL.types.join(",")}>
          {(props) => (
            <Button {...props} variant="default" size="xs" w="fit-content" aria-invalid={Boolean(field.error)}>
              <FormattedMessage id={preview ? "admin.resources.thumbnail.change" : "admin.resources.thumbnail.choose"} />
            </Button>
          )}
        </FileButton>
        <Problem id={problem} />
      </Stack>
    </Input.Wrapper>
  );
}
