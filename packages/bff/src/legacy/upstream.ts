import type { Market } from "@portal/schema";
import { errorCode, unauthenticated } from "../common/errors.js";
import { ERROR_CODES } from "@portal/schema";
import type { PortalSession } from "../session/portal-session.js";
import type { LegacyAnswer, LegacyClient, LegacyFile } from "./client.js";
import type { FormValue } from "./form.js";

/**
 * The catalogue as one request sees it: bound to the request's market and to the session's catalogue
 * cookie. A 403 from the catalogue destroys the portal session before UNAUTHENTICATED goes out.
 */
export class Upstream {
  constructor(
    private readonly client: LegacyClient,
    readonly market: Market,
    private readonly session: PortalSession,
  ) {}

  /** A call on the user's catalogue session (complete, or legal-pending when `allowPending`). */
  async call<T>(method: "GET" | "POST", path: string, form?: Record<string, FormValue>, allowPending = false): Promise<T> {
    const cookie = this.session.legacyCookie;
    if (!cookie || (this.session.legalPending && !allowPending)) throw unauthenticated();
    try {
      const answer = await this.client.call<T>(this.market, method, path, { form, cookie });
      return answer.data;
    } catch (error) {
      if (errorCode(error) === ERROR_CODES.UNAUTHENTICATED) await this.session.destroy().catch(() => undefined);
      throw error;
    }
  }

  get<T>(path: string): Promise<T> {
    return this.call<T>("GET", path);
  }

  post<T>(path: string, form: Record<string, FormValue> = {}): Promise<T> {
    return this.call<T>("POST", path, form);
  }

  /** A download on the user's session (see LegacyClient.file); null when the catalogue has no such file. */
  async download(path: string): Promise<LegacyFile | null> {
    const cookie = this.session.legacyCookie;
    if (!cookie || this.session.legalPending) throw unauthenticated();
    try {
      return await this.client.file(this.market, path, { cookie });
    } catch (error) {
      if (errorCode(error) === ERROR_CODES.UNAUTHENTICATED) await this.session.destroy().catch(() => undefined);
      throw error;
    }
  }

  /** A static file of the catalogue (thumbnails, banners, videos), optionally a byte range (video seeking). */
  staticFile(path: string, range?: string): Promise<LegacyFile | null> {
    return this.client.file(this.market, path, { static: true, range });
  }

  /** A call that needs no session (login, reminders, public reference data). */
  anonymous<T>(method: "GET" | "POST", path: string, form?: Record<string, FormValue>): Promise<LegacyAnswer<T>> {
    return this.client.call<T>(this.market, method, path, { form });
  }
}
