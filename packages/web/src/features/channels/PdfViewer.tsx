import { useIntl } from "react-intl";
import { PDF_ZOOM } from "@portal/schema";
import { PdfViewer as Viewer } from "../../ui/pdf/PdfViewer";

/**
 * The channels' PDFs (reports, social networks, paid media) in the portal's one viewer (ui/pdf/PdfViewer), with what
 * this screen adds: zoom (from 0.7, steps of 0.1, 0.2 to 2), one page at a time and a download link, in its words. A
 * chunk of its own (with pdf.js): the channels screen loads it with its reports and social-networks sections.
 */
export default function PdfViewer({ url, label, fileName }: { url: string; label: string; fileName: string }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <Viewer
      url={url}
      label={label}
      zoom={{ ...PDF_ZOOM, zoomIn: text("channels.pdf.zoomIn"), zoomOut: text("channels.pdf.zoomOut") }}
      paging={{
        previous: text("channels.pdf.previous"),
        next: text("channels.pdf.next"),
        page: (page, count) => intl.formatMessage({ id: "channels.pdf.page" }, { page, count }),
      }}
      download={{ fileName, text: text("channels.pdf.download") }}
      unreadable={text("channels.pdf.unreadable")}
    />
  );
}
