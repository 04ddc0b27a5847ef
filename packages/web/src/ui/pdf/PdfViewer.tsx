import { useEffect, useRef, useState, type ReactNode } from "react";
import { ActionIcon, Anchor, Group, Loader, Text } from "@mantine/core";
import { drawPage, usePdfDocument, type PDFDocumentProxy } from "./pdfjs";
import classes from "./PdfViewer.module.css";

/** Draws at most this many device pixels across a page (sharp on a 2× screen, bounded in memory). */
const MAX_RENDER_WIDTH = 2000;
/** Shows at most this many pages one under the other (`pages="all"`). */
const MAX_PAGES = 10;

/** Zoom buttons: 1 is the page as wide as the viewer; the words are the screen's. */
export interface PdfZoom {
  start: number;
  step: number;
  min: number;
  max: number;
  zoomIn: string;
  zoomOut: string;
}

/** Page buttons (one page at a time): the words are the screen's. */
export interface PdfPaging {
  previous: string;
  next: string;
  page: (page: number, count: number) => string;
}

export interface PdfViewerProps {
  /** The PDF (read inline, not counted as a download). */
  url: string;
  /** The document's accessible name: the pages' image (and the frame's, when it scrolls). */
  label: string;
  /** Without page buttons: the first page only (a preview), or every page one under the other (at most 10). */
  pages?: "first" | "all";
  /** One page at a time, with page buttons (when the PDF has more than one). */
  paging?: PdfPaging;
  /** Zoom buttons; the frame then scrolls (keyboard-reachable) when the page is larger than it. */
  zoom?: PdfZoom;
  /** A download link beside the buttons. */
  download?: { fileName: string; text: string };
  /** Stands for the PDF while it loads and when it cannot be read (e.g. the resource's thumbnail), instead of the frame. */
  placeholder?: ReactNode;
  /** Said when the PDF cannot be read (under the placeholder, if any). */
  unreadable?: string;
  /** The frame is a square with the page whole inside it (it takes the placeholder's place: nothing moves as it appears). */
  square?: boolean;
}

/**
 * The portal's one PDF viewer (the resource detail's preview, the channels' reports and social networks, the partners'
 * reports): pages drawn by pdf.js (in its worker) as wide as the viewer (times the zoom), the same states everywhere
 * (loading: the placeholder or a loader; unreadable: the placeholder and the screen's sentence; drawn: the pages as one
 * image named `label`), and what a screen needs as props. A chunk of its own with pdf.js: screens load it lazily.
 * A new URL is a new viewer (first page, starting zoom).
 */
export function PdfViewer(props: PdfViewerProps) {
  return <Viewer key={props.url} {...props} />;
}

const clampZoom = (zoom: PdfZoom, value: number) => Math.min(zoom.max, Math.max(zoom.min, Math.round(value * 10) / 10));

function Viewer({ url, label, pages = "first", paging, zoom: zooming, download, placeholder, unreadable, square = false }: PdfViewerProps) {
  const root = useRef<HTMLDivElement>(null);
  const canvases = useRef<(HTMLCanvasElement | null)[]>([]);
  // One page at a time reads the whole file (the next pages come at once); a preview reads only what it draws.
  const file = usePdfDocument(url, { wholeFile: paging !== undefined });
  const pdf = file.pdf;
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(zooming?.start ?? 1);
  const [drawn, setDrawn] = useState<PDFDocumentProxy | null>(null);
  const [drawFailed, setDrawFailed] = useState<PDFDocumentProxy | null>(null);

  const count = pdf?.numPages ?? 1;
  const several = !paging && pages === "all";
  const numbers = paging ? [page] : several ? Array.from({ length: Math.min(count, MAX_PAGES) }, (_, i) => i + 1) : [1];
  const shown = numbers.join(",");

  useEffect(() => {
    if (!pdf) return;
    let cancelled = false;
    const tasks: { cancel: () => void }[] = [];
    const cssWidth = (root.current?.clientWidth ?? 0) * zoom;
    void (async () => {
      for (const [index, number] of shown.split(",").map(Number).entries()) {
        const current = await pdf.getPage(number);
        const canvas = canvases.current[index];
        if (cancelled || !canvas) return;
        const task = drawPage(current, canvas, cssWidth, MAX_RENDER_WIDTH);
        tasks.push(task);
        await task.promise;
      }
      if (!cancelled) setDrawn(pdf);
    })().catch(() => !cancelled && setDrawFailed(pdf));
    return () => {
      cancelled = true;
      tasks.forEach((task) => task.cancel());
    };
  }, [pdf, shown, zoom]);

  const failed = file.failed || (pdf !== null && drawFailed === pdf);
  const state = failed ? "failed" : pdf !== null && drawn === pdf ? "drawn" : "loading";
  const style = square ? undefined : { width: `${zoom * 100}%` };
  const canvas = (index: number, picture: boolean) => (
    <canvas
      key={index}
      ref={(element) => {
        canvases.current[index] = element;
      }}
      className={classes.page}
      style={style}
      {...(picture ? { role: "img", "aria-label": label, "data-state": state, hidden: state !== "drawn" } : { "aria-hidden": true })}
    />
  );
  // The pages as one image named by the label: the canvas itself when one page shows, else a box of them.
  const picture = several ? (
    <div role="img" aria-label={label} data-state={state} hidden={state !== "drawn"}>
      {pdf && numbers.map((_, index) => canvas(index, false))}
    </div>
  ) : (
    canvas(0, true)
  );
  const scrolls = zooming !== undefined;

  return (
    <div ref={root} aria-busy={state === "loading"}>
      {(zooming || paging || download) && (
        <Group gap="xs" mb="xs" wrap="wrap">
          {zooming && (
            <>
              <ActionIcon
                variant="default"
                onClick={() => setZoom((z) => clampZoom(zooming, z - zooming.step))}
                disabled={zoom <= zooming.min}
                aria-label={zooming.zoomOut}
              >
                −
              </ActionIcon>
              <Text size="sm" aria-live="polite">
                {Math.round(zoom * 100)}%
              </Text>
              <ActionIcon
                variant="default"
                onClick={() => setZoom((z) => clampZoom(zooming, z + zooming.step))}
                disabled={zoom >= zooming.max}
                aria-label={zooming.zoomIn}
              >
                +
              </ActionIcon>
            </>
          )}
          {paging && count > 1 && (
            <>
              <ActionIcon variant="default" onClick={() => setPage((p) => Math.max(1, p - 1))} disabled={page <= 1} aria-label={paging.previous}>
                ‹
              </ActionIcon>
              <Text size="sm" aria-live="polite">
                {paging.page(page, count)}
              </Text>
              <ActionIcon variant="default" onClick={() => setPage((p) => Math.min(count, p + 1))} disabled={page >= count} aria-label={paging.next}>
                ›
              </ActionIcon>
            </>
          )}
          {download && (
            <Anchor href={url} download={download.fileName} ml="auto">
              {download.text}
            </Anchor>
          )}
        </Group>
      )}
      {placeholder !== undefined && state !== "drawn" && placeholder}
      {placeholder !== undefined && state === "failed" && unreadable && (
        <Text c="dimmed" size="sm" mt="xs">
          {unreadable}
        </Text>
      )}
      {/* Scrolls when zoomed in: then a region reachable with the keyboard. */}
      <div
        className={square ? `${classes.frame} ${classes.square}` : classes.frame}
        hidden={placeholder !== undefined && state !== "drawn"}
        {...(scrolls ? { role: "region", "aria-label": label, tabIndex: 0, "data-scroll": true } : {})}
      >
        {state === "loading" && <Loader size="sm" className={classes.loader} />}
        {state === "failed" ? (
          <Text c="dimmed" size="sm" p="xs">
            {unreadable}
          </Text>
        ) : (
          picture
        )}
      </div>
    </div>
  );
}
