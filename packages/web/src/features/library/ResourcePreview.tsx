import { lazy, Suspense, useState } from "react";
import type { ResourceDetailFieldsFragment } from "../../gql/graphql";
import { usePainted } from "../../ui/usePainted";
import { ResourceThumbnail } from "./cards/ResourceThumbnail";
import classes from "./library.module.css";

// The PDF viewer (with pdf.js) loads with the detail of a PDF only.
const PdfViewer = lazy(() => import("../../ui/pdf/PdfViewer").then((m) => ({ default: m.PdfViewer })));

/**
 * The detail's large preview (spec 1 §2): an image file itself, the first page of a PDF, or else the thumbnail. The
 * thumbnail holds the place while the file loads, and stays when it cannot be shown. A PDF's viewer (pdf.js, ~100 kB)
 * is fetched once the thumbnail is on screen, not before it.
 */
export function ResourcePreview({ resource, label }: { resource: Pick<ResourceDetailFieldsFragment, "file" | "thumbnailUrl">; label: string }) {
  const [imageFailed, setImageFailed] = useState(false);
  const painted = usePainted();
  const thumbnail = <ResourceThumbnail url={resource.thumbnailUrl} eager alt={label} />;
  const file = resource.file;
  const type = file?.mimeType ?? "";

  if (file && type.startsWith("image/") && !imageFailed) {
    return <img className={classes.previewImage} src={file.previewUrl} alt={label} decoding="async" onError={() => setImageFailed(true)} />;
  }
  if (file && type === "application/pdf" && painted) {
    return (
      <Suspense fallback={thumbnail}>
        {/* The first page, in the thumbnail's square: the thumbnail stays while it loads, and if it cannot be read. */}
        <PdfViewer url={file.previewUrl} label={label} pages="first" square placeholder={thumbnail} />
      </Suspense>
    );
  }
  return thumbnail;
}
