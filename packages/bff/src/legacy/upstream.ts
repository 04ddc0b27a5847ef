import { FormData } from "undici";
import type { Market } from "@portal/schema";
import { errorCode, unauthenticated, upstreamForbidden } from "../common/errors.js";
import { ERROR_CODES } from "@portal/schema";
import type { PortalSession } from "../session/portal-session.js";
import type { LegacyAnswer, LegacyClient, LegacyFile } from "./client.js";
import type { AnswerOf, Form, FormOf, Method, PathOf } from "./paths.js";

export interface SessionCallOptions {
  /** The call is one a legal-pending session may make (accepting the terms, signing out). */
  allowPending?: boolean;
  /** The call is the catalogue's session check: its 403 means the catalogue session is gone. */
  sessionCheck?: boolean;
}

/**
 * The catalogue as one request sees it: bound to the request's market and to the session's catalogue cookie.
 *
 * A 403 of the session check destroys the portal session before UNAUTHENTICATED goes out (the browser signs out).
 * A 403 of any other call forgets the last session check and answers UPSTREAM_FORBIDDEN: the browser reloads the
 * page, whose first request checks the session at the catalogue again and either works or signs out.
 */
export class Upstream {
  constructor(
    private readonly client: LegacyClient,
    readonly market: Market,
    private readonly session: PortalSession,
    /** The portal request's id, passed to every catalogue call. */
    private readonly requestId?: string,
    /** How long after the request's arrival its catalogue calls must end (REQUEST_DEADLINE_MS). */
    private readonly deadlineMs?: number,
  ) {
    this.restartDeadline();
  }

  /** When the portal request must have its answer (epoch ms): every catalogue call ends by then. */
  private deadline?: number;

  /**
   * Counts the request's deadline from now: an upload's catalogue calls start once its file has arrived, however long
   * the client took to send it (that wait has its own bound, the body's idle timeout).
   */
  restartDeadline(): void {
    this.deadline = this.deadlineMs === undefined ? undefined : Date.now() + this.deadlineMs;
  }

  /**
   * A call on the user's catalogue session (complete, or legal-pending when `allowPending`), typed by the
   * path table (`CataloguePaths`): the form it takes, the `data` it answers.
   */
  async get<P extends PathOf<"GET">>(path: P, options: SessionCallOptions = {}): Promise<AnswerOf<P>> {
    return (await this.onSession<AnswerOf<P>>("GET", path, undefined, options)).data;
  }

  async post<P extends PathOf<"POST">>(path: P, form: FormOf<P>, options: SessionCallOptions = {}): Promise<AnswerOf<P>> {
    return (await this.onSession<AnswerOf<P>>("POST", path, form, options)).data;
  }

  /** A POST on the user's session that opens another catalogue session (log in as): the answer keeps the cookie it set. */
  postOpening<P extends PathOf<"POST">>(path: P, form: FormOf<P>): Promise<LegacyAnswer<AnswerOf<P>>> {
    return this.onSession("POST", path, form, {});
  }

  /** An upload (multipart POST) on the user's session. */
  async upload<P extends PathOf<"MULTIPART">>(path: P, form: FormOf<P>): Promise<AnswerOf<P>> {
    return (await this.onSession<AnswerOf<P>>("MULTIPART", path, form, {})).data;
  }

  private async onSession<T>(
    method: Method,
    path: string,
    form: Form | FormData | undefined,
    { allowPending = false, sessionCheck = false }: SessionCallOptions,
  ): Promise<LegacyAnswer<T>> {
    const cookie = this.session.legacyCookie;
    if (!cookie || (this.session.legalPending && !allowPending)) throw unauthenticated();
    try {
      return await this.client.call<T>(this.market, method === "GET" ? "GET" : "POST", path, {
        ...(form instanceof FormData ? { multipart: form } : { form }),
        cookie,
        requestId: this.requestId,
        deadline: this.deadline,
      });
    } catch (error) {
      throw await this.refused(error, sessionCheck);
    }
  }

  /** What a failed call becomes: a catalogue 403 ends the session (the session check) or asks for a new check. */
  private async refused(error: unknown, sessionCheck: boolean): Promise<unknown> {
    if (errorCode(error) !== ERROR_CODES.UNAUTHENTICATED) return error;
    if (sessionCheck) {
      await this.session.destroy().catch(() => undefined);
      return error;
    }
    this.session.forgetUser();
    return upstreamForbidden();
  }

  /** A download on the user's session (see LegacyClient.file); null when the catalogue has no such file. */
  async download(path: string): Promise<LegacyFile | null> {
    const cookie = this.session.legacyCookie;
    if (!cookie || this.session.legalPending) throw unauthenticated();
    try {
      return await this.client.file(this.market, path, { cookie, requestId: this.requestId, deadline: this.deadline });
    } catch (error) {
      throw await this.refused(error, false);
    }
  }

  /** A static file of the catalogue (thumbnails, banners, videos), optionally a byte range (video seeking). */
  staticFile(path: string, range?: string): Promise<LegacyFile | null> {
    return this.client.file(this.market, path, { static: true, range, requestId: this.requestId, deadline: this.deadline });
  }

  /** Calls that need no session (login, reminders, public reference data); the answer keeps the cookie the catalogue set. */
  anonymousGet<P extends PathOf<"GET">>(path: P): Promise<LegacyAnswer<AnswerOf<P>>> {
    return this.client.call(this.market, "GET", path, { requestId: this.requestId, deadline: this.deadline });
  }

  anonymousPost<P extends PathOf<"POST">>(path: P, form: FormOf<P>): Promise<LegacyAnswer<AnswerOf<P>>> {
    return this.client.call(this.market, "POST", path, { form, requestId: this.requestId, deadline: this.deadline });
  }
}
