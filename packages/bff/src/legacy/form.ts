/** A value the catalogue accepts in a form field; objects and arrays travel as JSON text. */
export type FormValue = string | number | boolean | null | undefined | object;

/** Encodes a payload as application/x-www-form-urlencoded, JSON-serialising structured fields. */
export function encodeForm(fields: Record<string, FormValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value === null) params.append(key, "null");
    else if (typeof value === "object") params.append(key, JSON.stringify(value));
    else if (typeof value === "boolean") params.append(key, value ? "1" : "0");
    else params.append(key, String(value));
  }
  return params.toString();
}

/** A file going to the catalogue in a multipart call: its name and its bytes (a Blob, streamed from where they lie). */
export interface FilePart {
  name: string;
  blob: Blob;
}
