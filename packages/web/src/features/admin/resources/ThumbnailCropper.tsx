import { useState } from "react";
import Cropper, { type Area } from "react-easy-crop";
import { Button, Group, Modal, Slider, Stack, Text } from "@mantine/core";
import "@mantine/core/styles/Slider.css";
import { FormattedMessage, useIntl } from "react-intl";
import { RESOURCE_THUMBNAIL } from "@portal/schema";
import { cropThumbnail } from "./resourceView";

interface Props {
  /** The chosen image (an object URL); null: closed. */
  source: string | null;
  onCropped: (thumbnail: Blob) => void;
  onClose: () => void;
}

/**
 * The thumbnail's crop (spec 1 §4): the chosen image in a 500 px square view, moved and zoomed with the mouse, the
 * keyboard or the zoom slider; the square kept is drawn at 600×600 and kept as JPEG at quality 0.8.
 */
export function ThumbnailCropper({ source, onCropped, onClose }: Props) {
  const intl = useIntl();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = () => {
    if (!source || !area) return;
    setBusy(true);
    setFailed(false);
    cropThumbnail(source, area)
      .then(onCropped)
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };

  return (
    <Modal opened={source !== null} onClose={onClose} title={intl.formatMessage({ id: "admin.resources.thumbnail.crop" })} size={560} centered>
      <Stack gap="sm">
        <div style={{ position: "relative", width: "100%", maxWidth: RESOURCE_THUMBNAIL.cropView, aspectRatio: "1 / 1", background: "#333" }}>
          {source && (
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              aspect={1}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_area, pixels) => setArea(pixels)}
              keyboardStep={10}
            />
          )}
        </div>
        <Text size="sm" id="thumbnail-zoom">
          <FormattedMessage id="admin.resources.thumbnail.zoom" />
        </Text>
        <Slider value={zoom} min={1} max={3} step={0.1} onChange={setZoom} aria-labelledby="thumbnail-zoom" label={null} />
        {failed && (
          <Text size="sm" c="red.8" role="alert">
            <FormattedMessage id="admin.resources.thumbnail.crop_failed" />
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <FormattedMessage id="action.cancel" />
          </Button>
          <Button onClick={confirm} loading={busy} disabled={!area}>
            <FormattedMessage id="admin.resources.thumbnail.use" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
