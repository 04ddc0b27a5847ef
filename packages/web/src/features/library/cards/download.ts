import type { MouseEvent } from "react";
import { useIntl } from "react-intl";

/**
 * The click of a download link (`<a href={file.url} download>`): the download runs in a hidden frame so that a
 * failure is said in the portal (`downloadFrame.ts`, loaded on the first click). A modified click (new tab, new
 * window) is left to the browser, whose tab then shows the portal's page for a failure.
 */
export function useDownload(): (event: MouseEvent<HTMLAnchorElement>, file: { url: string }, name: string) => void {
  const intl = useIntl();
  return (event, file, name) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void import("./downloadFrame").then((m) => m.download(file.url, name, intl));
  };
}
