import { useEffect, useState } from "react";
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy, type PDFPageProxy } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

/*
 * pdf.js with its worker (a separate asset, fetched when the first PDF opens), for every PDF view of the portal: the
 * resource detail's preview, the channels' reports and social networks, the partners' reports. Imported only by those
 * lazy chunks; the library itself is the `pdfjs` chunk (vite.config.ts), budgeted as a file viewer.
 */
GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy };

/** A PDF as a view reads it: the document once loaded (null before), or `failed` when it cannot be read. */
export interface PdfDocumentState {
  pdf: PDFDocumentProxy | null;
  failed: boolean;
}

/**
 * Loads the PDF at `url` for a view (every PDF view of the portal loads through here): its document once read, or
 * failed. A new URL starts again (nothing of the previous one shows); the document is destroyed when the view goes or
 * the URL changes. `wholeFile: false` reads only the ranges the pages drawn need (a preview of the first pages).
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
 * Draws a page across `cssWidth` CSS pixels (its natural width when 0), at most `maxWidth` device pixels across (sharp
 * on a dense screen, bounded in memory); the canvas keeps the page's aspect ratio in CSS. Answers pdf.js's render task.
 */
export function drawPageAcross(page: PDFPageProxy, canvas: HTMLCanvasElement, cssWidth: number, maxWidth: number) {
  const natural = page.getViewport({ scale: 1 });
  const width = Math.min((cssWidth || natural.width) * (window.devicePixelRatio || 1), maxWidth);
  const viewport = page.getViewport({ scale: width / natural.width });
  canvas.width = Math.round(viewport.width);
  canvas.height = Math.round(viewport.height);
  canvas.style.aspectRatio = `${natural.width} / ${natural.height}`;
  return page.render({ canvas, viewport });
}

/** Draws a page at a zoom (1: its size in CSS pixels), on the device's pixels. Answers pdf.js's render task. */
export function drawPageAtZoom(page: PDFPageProxy, canvas: HTMLCanvasElement, zoom: number) {
  const ratio = window.devicePixelRatio || 1;
  const viewport = page.getViewport({ scale: zoom * ratio });
  canvas.width = Math.round(viewport.width);
  canvas.height = Math.round(viewport.height);
  canvas.style.width = `${Math.round(viewport.width / ratio)}px`;
  return page.render({ canvas, viewport });
}
