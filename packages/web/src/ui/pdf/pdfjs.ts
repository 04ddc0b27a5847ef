import { getDocument, GlobalWorkerOptions } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

/*
 * pdf.js with its worker (a separate asset, fetched when the first PDF opens), for every PDF view of the portal: the
 * resource detail's preview, the channels' reports and social networks, the partners' reports. Imported only by those
 * lazy chunks; the library itself is the `pdfjs` chunk (vite.config.ts), budgeted as a file viewer.
 */
GlobalWorkerOptions.workerSrc = workerUrl;

export { getDocument };
export type { PDFDocumentProxy } from "pdfjs-dist";
