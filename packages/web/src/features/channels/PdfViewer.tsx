import { useEffect, useRef, useState } from "react";
import { ActionIcon, Anchor, Group, Text } from "@mantine/core";
import { drawPageAtZoom, usePdfDocument } from "../../ui/pdf/pdfjs";
import { FormattedMessage, useIntl } from "react-intl";
import { PDF_ZOOM } from "@portal/schema";
import classes from "./channels.module.css";

const clampZoom = (value: number) => Math.min(PDF_ZOOM.max, Math.max(PDF_ZOOM.min, Math.round(value * 10) / 10));

/**
 * A PDF drawn by pdf.js (in its worker), one page at a time, with zoom (from 0.7, steps of 0.1, 0.2 to 2), pages and a
 * download link. A chunk of its own: the channels screen loads it with its reports and social-networks sections.
 */
export default function PdfViewer(props: ViewerProps) {
  return <Viewer key={props.url} {...props} />;
}

interface ViewerProps {
  url: string;
  label: string;
  fileName: string;
}

/** One PDF's viewer: a new URL is a new viewer (first page, starting zoom). */
function Viewer({ url, label, fileName }: ViewerProps) {
  const intl = useIntl();
  const canvas = useRef<HTMLCanvasElement>(null);
  const { pdf, failed } = usePdfDocument(url);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<number>(PDF_ZOOM.start);

  useEffect(() => {
    if (!pdf) return;
    let cancelled = false;
    let render: { cancel: () => void } | null = null;
    void (async () => {
      const current = await pdf.getPage(page);
      const target = canvas.current;
      if (cancelled || !target) return;
      const task = drawPageAtZoom(current, target, zoom);
      render = task;
      await task.promise;
    })().catch(() => undefined);
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [pdf, page, zoom]);

  const pages = pdf?.numPages ?? 1;
  return (
    <div>
      <Group gap="xs" mb="xs" wrap="wrap">
        <ActionIcon
          variant="default"
          onClick={() => setZoom((z) => clampZoom(z - PDF_ZOOM.step))}
          disabled={zoom <= PDF_ZOOM.min}
          aria-label={intl.formatMessage({ id: "channels.pdf.zoomOut" })}
        >
          −
        </ActionIcon>
        <Text size="sm" aria-live="polite">
          {Math.round(zoom * 100)}%
        </Text>
        <ActionIcon
          variant="default"
          onClick={() => setZoom((z) => clampZoom(z + PDF_ZOOM.step))}
          disabled={zoom >= PDF_ZOOM.max}
          aria-label={intl.formatMessage({ id: "channels.pdf.zoomIn" })}
        >
          +
        </ActionIcon>
        {pages > 1 && (
          <>
            <ActionIcon
              variant="default"
              onClick={() => setPage((p) => Math.max(1, p - 1))}
              disabled={page <= 1}
              aria-label={intl.formatMessage({ id: "channels.pdf.previous" })}
            >
              ‹
            </ActionIcon>
            <Text size="sm">
              <FormattedMessage id="channels.pdf.page" values={{ page, count: pages }} />
            </Text>
            <ActionIcon
              variant="default"
              onClick={() => setPage((p) => Math.min(pages, p + 1))}
              disabled={page >= pages}
              aria-label={intl.formatMessage({ id: "channels.pdf.next" })}
            >
              ›
            </ActionIcon>
          </>
        )}
        <Anchor href={url} download={fileName} ml="auto">
          <FormattedMessage id="channels.pdf.download" />
        </Anchor>
      </Group>
      {/* Scrolls when zoomed in: reachable with the keyboard. */}
      <div className={classes.pdfFrame} tabIndex={0} role="region" aria-label={label}>
        {failed ? (
          <Text c="dimmed" p="md">
            <FormattedMessage id="channels.pdf.unreadable" />
          </Text>
        ) : (
          <canvas ref={canvas} role="img" aria-label={label} />
        )}
      </div>
    </div>
  );
}
