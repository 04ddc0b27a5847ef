import { useEffect, useRef, useState } from "react";
import { Loader } from "@mantine/core";
import { drawPageAcross, usePdfDocument, type PDFDocumentProxy } from "../../ui/pdf/pdfjs";
import { FormattedMessage } from "react-intl";

/** Renders at most this many device pixels across. */
const MAX_RENDER_WIDTH = 1400;

/**
 * A report PDF's pages drawn by pdf.js (in its worker) at the preview's width: a chunk of its own, loaded when a
 * preview opens. A PDF that cannot be read says so (the download link stays beside it).
 */
export function ReportPreview({ url, label }: { url: string; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const { pdf, failed } = usePdfDocument(url, { wholeFile: false });
  const [drawn, setDrawn] = useState<PDFDocumentProxy | null>(null);

  useEffect(() => {
    const target = box.current;
    if (!pdf || !target) return;
    let cancelled = false;
    const cssWidth = target.clientWidth || 600;
    void (async () => {
      for (let number = 1; number <= Math.min(pdf.numPages, 10) && !cancelled; number++) {
        const page = await pdf.getPage(number);
        const canvas = document.createElement("canvas");
        canvas.style.width = "100%";
        canvas.setAttribute("aria-hidden", "true");
        await drawPageAcross(page, canvas, cssWidth, MAX_RENDER_WIDTH).promise;
        if (!cancelled) target.append(canvas);
      }
      if (!cancelled) setDrawn(pdf);
    })().catch(() => undefined);
    return () => {
      cancelled = true;
      target.replaceChildren();
    };
  }, [pdf]);

  const state = failed ? "failed" : pdf && drawn === pdf ? "drawn" : "loading";
  return (
    <div role="img" aria-label={label} aria-busy={state === "loading"} data-state={state}>
      {state === "loading" && <Loader size="sm" />}
      {state === "failed" && <FormattedMessage id="partner.preview.failed" />}
      <div ref={box} style={{ display: "grid", gap: 8 }} />
    </div>
  );
}
