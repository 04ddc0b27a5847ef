import { useEffect, useState } from "react";
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy, type PDFPageProxy } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

/*
 * pdf.js with its worker (a separate asset, fetched when the first PDF opens), for the portal's one PDF viewer
 * (ui/pdf/PdfViewer: the resource detail's preview, the channels' reports and social networks, the partners' reports).
 * Imported only by that lazy chunk; the library itself is the `pdfjs` chunk (vite.config.ts), budgeted as a file viewer.
 */
GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy };

/** A PDF as a view reads it: the document once loaded (null before), or `failed` when it cannot be read. */
export interface PdfDocumentState {
  pdf: PDFDocumentProxy | null;
  failed: boolean;
}

/**
 * Loads the PDF at `url` for the viewer: its document once read, or failed. A new URL starts again (nothing of the
 * previous one shows); the document is destroyed when the view goes or the URL changes. `wholeFile: false` reads only
 * the ranges the pages drawn need (a preview of the first pages).
 */
export function usePdfDocument(url: string, { wholeFile = true }: { wholeFile?: boolean } = {}): PdfDocumentState {
  const [loaded, setLoaded] = useState<PdfDocumentState & { url: string }>({ url: "", pdf: null, failed: false });
  useEffect(() => {
    let cancelled = false;
    const task = getDocument({ url, disableAutoFetch: !wholeFile });
    task.promise.then(
      (pdf) => !cancelled && setLoaded({ url, pdf, failed: false }),
      () => !cancelled && setLoaded({ url, pdf: null, failed: true }),
    );
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [url, wholeFile]);
  return loaded.url === url ? loaded : { pdf: null, failed: false };
}

/**
 * Draws a page `cssWidth` CSS pixels across (its natural width when 0) on the device's pixels, at most `maxWidth` of
 * them across (sharp on a dense screen, bounded in memory). The canvas keeps the page's aspect ratio in CSS; its CSS
 * width is the viewer's (ui/pdf/PdfViewer). Answers pdf.js's render task.
 */
export function drawPage(page: PDFPageProxy, canvas: HTMLCanvasElement, cssWidth: number, maxWidth: number) {
  const natural = page.getViewport({ scale: 1 });
  const width = Math.min((cssWidth || natural.width) * (window.devicePixelRatio || 1), maxWidth);
  const viewport = page.getViewport({ scale: width / natural.width });
  canvas.width = Math.round(viewport.width);
  canvas.height = Math.round(viewport.height);
  canvas.style.aspectRatio = `${natural.width} / ${natural.height}`;
  return page.render({ canvas, viewport });
}
