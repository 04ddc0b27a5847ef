import { useEffect, useRef, useState } from "react";
import { drawPageAcross, usePdfDocument, type PDFDocumentProxy } from "../../ui/pdf/pdfjs";
import classes from "./library.module.css";

/** Renders at most this many device pixels across (a sharp page on a 2× screen at the preview's 600 px). */
const MAX_RENDER_WIDTH = 1200;

interface Props {
  /** The PDF (the resource file's `previewUrl`: inline, not counted as a download). */
  url: string;
  /** The preview's accessible name. */
  label: string;
  /** Shown until the page is drawn, and instead of it when the PDF cannot be read. */
  placeholder: React.ReactNode;
}

/**
 * The first page of a PDF, drawn by pdf.js (in its worker) at the preview's width. A chunk of its own, loaded by the
 * resource detail of a PDF only. While it loads, and if the PDF cannot be read, the placeholder (the thumbnail) stays;
 * the page is drawn in the thumbnail's square, so nothing below it moves when it appears.
 */
export function PdfPreview({ url, label, placeholder }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { pdf } = usePdfDocument(url, { wholeFile: false });
  const [drawn, setDrawn] = useState<PDFDocumentProxy | null>(null);

  useEffect(() => {
    if (!pdf) return;
    let cancelled = false;
    void (async () => {
      const page = await pdf.getPage(1);
      const target = canvas.current;
      if (cancelled || !target) return;
      await drawPageAcross(page, target, target.parentElement?.clientWidth ?? 0, MAX_RENDER_WIDTH).promise;
      if (!cancelled) setDrawn(pdf);
    })().catch(() => undefined); // unreadable: the placeholder stays
    return () => {
      cancelled = true;
    };
  }, [pdf]);

  const shown = pdf !== null && drawn === pdf;
  // The page takes the placeholder's square (drawn whole inside it): the detail does not move as it appears.
  return (
    <div className={classes.pdfBox}>
      <canvas ref={canvas} className={classes.pdfPage} role="img" aria-label={label} hidden={!shown} />
      {!shown && placeholder}
    </div>
  );
}
