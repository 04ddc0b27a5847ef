import { COMMON_MESSAGES } from "@portal/schema";

/*
 * The one upload client of the web: a file posted to one of the BFF's upload routes (`/uploads/...`, streamed and
 * checked there, then kept by the catalogue; never straight to the catalogue), with the upload header the BFF asks for
 * and the session's cookie. Each area reads the answer it expects and maps its refusals to its own messages.
 */

/** What an upload route answers: the stored file (path, name, size, url), or the refusal's message keys. */
export interface UploadAnswer {
  path?: string;
  name?: string;
  size?: number;
  url?: string;
  errors?: Array<{ message?: string }>;
}

/** The route's answer: its HTTP status and its JSON body (null when it is not JSON). */
export interface UploadResponse {
  ok: boolean;
  status: number;
  answer: UploadAnswer | null;
  /** The first refusal's message key, if the answer names one. */
  refusal: string | null;
}

/** An upload refused before it was sent, by the BFF, or lost on the way: the message key to show. */
export class UploadError extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

function parseAnswer(text: string): UploadAnswer | null {
  try {
    return JSON.parse(text) as UploadAnswer;
  } catch {
    return null;
  }
}

interface UploadOptions {
  /** The file's name in the form (the file's own name by default). */
  fileName?: string;
  /** The bytes the browser has sent, when it knows the total. */
  onProgress?: (loaded: number, total: number) => void;
}

/**
 * Posts one file (form field `file`) to a BFF upload route. Resolves with the answer, whatever its status; rejects with
 * an UploadError `error.network` when the request does not get an answer.
 */
export function postUpload(url: string, file: Blob, { fileName, onProgress }: UploadOptions = {}): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("x-portal-upload", "1");
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (onProgress && event.lengthComputable && event.total > 0) onProgress(event.loaded, event.total);
    };
    request.onload = () => {
      const answer = parseAnswer(request.responseText);
      const ok = request.status >= 200 && request.status < 300;
      resolve({ ok, status: request.status, answer, refusal: answer?.errors?.[0]?.message ?? null });
    };
    request.onerror = () => reject(new UploadError(COMMON_MESSAGES.network));
    request.onabort = () => reject(new UploadError(COMMON_MESSAGES.network));
    const body = new FormData();
    body.append("file", file, fileName ?? (file instanceof File ? file.name : "file"));
    request.send(body);
  });
}
