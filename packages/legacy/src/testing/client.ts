import { sha256Hex } from "../auth/passwords.js";
import { DEMO_PASSWORD } from "../db/seed/data/users.js";
import type { Market } from "../market.js";

export interface Answer {
  status: number;
  /** The parsed JSON body (or the text when it is not JSON). */
  body: unknown;
  headers: Headers;
  /** The `ci_session=...` pair of a Set-Cookie, if any. */
  cookie?: string;
}

/** A small client of one market's API base, as the BFF would call it (form-encoded, cookie). */
export function apiClient(url: string, market: Market) {
  const base = `${url}/${market.toLowerCase()}/api/`;
  const call = async (method: string, path: string, form?: Record<string, string>, cookie?: string): Promise<Answer> => {
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    if (form) headers["content-type"] = "application/x-www-form-urlencoded";
    const res = await fetch(base + path, { method, headers, body: form ? new URLSearchParams(form).toString() : undefined });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    const setCookie = res.headers.get("set-cookie") ?? undefined;
    const pair = setCookie?.split(";")[0];
    return { status: res.status, body, headers: res.headers, cookie: pair?.startsWith("ci_session=") ? pair : undefined };
  };
  return {
    get: (path: string, cookie?: string) => call("GET", path, undefined, cookie),
    post: (path: string, form: Record<string, string> = {}, cookie?: string) => call("POST", path, form, cookie),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

/** The answer of a call the catalogue refuses with `error`. */
export const refusal = (error: string) => ({ status: false, data: { error } });
/** The answer of a call that needs a session (HTTP 403). */
export const SESSION_REFUSAL = refusal("session");
/** The `data` of an answer. */
export const dataOf = <T = Record<string, unknown>>(answer: { body: unknown }) => (answer.body as { data: T }).data;

/**
 * Signs in on the client's market as `user` (a factory's user, or a demo e-mail with the demo password) and answers
 * the session cookie; throws when the login fails.
 */
export async function signIn(client: ApiClient, user: { email: string; password: string } | string): Promise<string> {
  const { email, password } = typeof user === "string" ? { email: user, password: DEMO_PASSWORD } : user;
  const answer = await client.post("login", { username: email, password: sha256Hex(password) });
  if (!answer.cookie) throw new Error(`login of ${email} failed`);
  return answer.cookie;
}
