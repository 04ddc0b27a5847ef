import { COMMON_MESSAGES, ERROR_CODES } from "../common/errors.js";

/*
 * A portal file (`/files/resource/{id}`, `/files/static/…`) that cannot be served: why, in one code the BFF sends and
 * the web reads, and the message that says it. A file URL opened directly lands on the portal's page for it
 * (FILE_UNAVAILABLE_PATH); a download started in the portal shows the message where the user is.
 */

/** Why a file could not be served, and the message (a key of the shell's messages) that tells the user. */
export const FILE_FAILURES = {
  NOT_FOUND: COMMON_MESSAGES.notFound,
  UNAUTHENTICATED: COMMON_MESSAGES.UNAUTHENTICATED,
  UPSTREAM_FORBIDDEN: COMMON_MESSAGES.UPSTREAM_FORBIDDEN,
  UPSTREAM_UNAVAILABLE: COMMON_MESSAGES.UPSTREAM_UNAVAILABLE,
  FAILED: COMMON_MESSAGES.generic,
} as const;
export type FileFailure = keyof typeof FILE_FAILURES;

/** The HTTP status of each failure. */
export const FILE_FAILURE_STATUS: Record<FileFailure, number> = {
  NOT_FOUND: 404,
  UNAUTHENTICATED: 401,
  UPSTREAM_FORBIDDEN: 403,
  UPSTREAM_UNAVAILABLE: 503,
  FAILED: 502,
};

/** The failure an error code stands for (a code of ERROR_CODES, or none). */
export function fileFailureOf(code: string | null | undefined): FileFailure {
  if (code === ERROR_CODES.UNAUTHENTICATED || code === ERROR_CODES.UPSTREAM_FORBIDDEN || code === ERROR_CODES.UPSTREAM_UNAVAILABLE) return code;
  return code === "NOT_FOUND" ? "NOT_FOUND" : "FAILED";
}

/** The portal's page saying that a file opened directly could not be served (`?reason=` a FileFailure). */
export const FILE_UNAVAILABLE_PATH = "/file-unavailable";
export const FILE_FAILURE_PARAM = "reason";

export function fileUnavailablePath(failure: FileFailure): string {
  return `${FILE_UNAVAILABLE_PATH}?${FILE_FAILURE_PARAM}=${failure}`;
}

/** The failure a page's `?reason=` names; FAILED for anything else. */
export function fileFailureParam(raw: string | null | undefined): FileFailure {
  return raw && Object.prototype.hasOwnProperty.call(FILE_FAILURES, raw) ? (raw as FileFailure) : "FAILED";
}

/**
 * The attribute of the small page a hidden frame gets instead of a file (`<html data-file-failure="…">`): a
 * download started in the portal reads it to say why (the browser keeps a file's answer to itself).
 */
export const FILE_FAILURE_ATTRIBUTE = "data-file-failure";

/*
 * The portal's file URLs (the BFF's `/files` routes), built here once for every answer that carries one: a stored file
 * of the market's static folder by its storage path, a library resource's file (a counted download), its inline
 * preview, and a collection's zip.
 */

/** A stored file by its storage path (leading slashes dropped); `version` (e.g. the file's date) busts caches. */
export function staticFileUrl(path: string, version?: string | null): string {
  return `/files/static/${path.replace(/^\/+/, "")}${version ? `?v=${encodeURIComponent(version)}` : ""}`;
}

/** A library resource's file: a download, counted. */
export const resourceFileUrl = (id: string) => `/files/resource/${id}`;

/** A library resource's file inline, for its preview (not counted as a download). */
export const resourcePreviewUrl = (id: string) => `/files/preview/${id}`;

/** A collection's files as one zip (those the user may download). */
export const collectionZipUrl = (id: string) => `/files/collection/${id}`;
