import type { IntlShape } from "react-intl";
import { FILE_FAILURE_ATTRIBUTE, FILE_FAILURES, fileFailureParam, loginFor, type FileFailure } from "@portal/schema";
import { reloadForForbidden } from "../../../app/shell/storage";

/** How long a download's frame stays: only a failure answers it with a page; a file goes to the browser's downloads. */
const FRAME_LIFETIME_MS = 5 * 60_000;

/**
 * Downloads a portal file (`/files/resource/{id}`) in a hidden frame, so that a failure can be told where the user
 * is: the file itself goes to the browser's downloads and leaves the frame empty; a failure answers the frame with
 * a small page naming it (the BFF's `http/files.ts`). Resolves with the failure, or null.
 */
export function downloadInFrame(url: string): Promise<FileFailure | null> {
  return new Promise((resolve) => {
    const frame = document.createElement("iframe");
    frame.hidden = true;
    frame.tabIndex = -1;
    frame.setAttribute("aria-hidden", "true");
    const done = (failure: FileFailure | null) => {
      clearTimeout(timer);
      frame.remove();
      resolve(failure);
    };
    const timer = setTimeout(() => done(null), FRAME_LIFETIME_MS);
    frame.addEventListener("load", () => {
      let raw: string | null | undefined;
      try {
        raw = frame.contentDocument?.documentElement.getAttribute(FILE_FAILURE_ATTRIBUTE);
      } catch {
        raw = null; // not the portal's page: nothing to read
      }
      done(raw ? fileFailureParam(raw) : null);
    });
    frame.src = url;
    document.body.append(frame);
  });
}

/**
 * Downloads the file and, when that fails, says why: a session gone sends the user to sign in again; the catalogue's
 * 403 reloads the page (like any other call's); anything else is a notification in the user's language ("Could not
 * download {name}" and why).
 */
export async function download(url: string, name: string, intl: IntlShape): Promise<void> {
  const failure = await downloadInFrame(url);
  if (!failure) return;
  if (failure === "UNAUTHENTICATED") return window.location.assign(loginFor(`${window.location.pathname}${window.location.search}`));
  if (failure === "UPSTREAM_FORBIDDEN" && reloadForForbidden()) return;
  const { notifications } = await import("@mantine/notifications");
  notifications.show({
    color: "red",
    title: intl.formatMessage({ id: "library.download.failed" }, { name }),
    message: intl.formatMessage({ id: FILE_FAILURES[failure] }),
    autoClose: 10_000,
  });
}
