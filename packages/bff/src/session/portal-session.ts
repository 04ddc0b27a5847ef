import type { Request, Response } from "express";
import type { Language, Market, Principal } from "@portal/schema";
import type { PortalUser } from "../legacy/session.js";
import { sessionCookieName } from "./store.js";

/**
 * The portal's view of one browser session, bound to the request's market. A session opened in the
 * other market counts as signed out here. Only this class touches express-session.
 */
export class PortalSession {
  constructor(
    private readonly req: Request,
    private readonly res: Response,
    readonly market: Market,
    /** A session ends this long after its sign-in, however active (the idle timeout is the store's TTL). */
    private readonly maxLifetimeMs = Number.POSITIVE_INFINITY,
    private readonly now: () => number = Date.now,
  ) {}

  private get data() {
    return this.req.session;
  }

  /** The session's data while it exists: none once destroyed during the request (the user is signed out). */
  private get live(): Partial<typeof this.req.session> {
    return this.req.session ?? {};
  }

  /** The catalogue cookie of this market's session, complete or legal-pending. */
  get legacyCookie(): string | undefined {
    const { market, openedAt, legacyCookie } = this.live;
    if (market !== this.market) return undefined;
    // Sessions opened before `openedAt` existed count from now on (they end within the idle timeout anyway).
    if (openedAt !== undefined && this.now() - openedAt > this.maxLifetimeMs) return undefined;
    return legacyCookie;
  }

  /** The user's sign-in before this session's (epoch ms), undefined for a first one. */
  get previousVisitAt(): number | undefined {
    return this.live.previousVisitAt;
  }

  /** The session's id (the key of its budgets). */
  get id(): string {
    return this.req.sessionID;
  }

  get signedIn(): boolean {
    return Boolean(this.legacyCookie) && !this.data.legalPending;
  }

  get legalPending(): boolean {
    return Boolean(this.legacyCookie) && Boolean(this.data.legalPending);
  }

  get pendingUserName(): string | undefined {
    return this.data.pendingUserName;
  }

  get language(): Language | undefined {
    return this.signedIn ? this.data.language : undefined;
  }

  set language(language: Language | undefined) {
    this.data.language = language;
  }

  set principal(principal: { userId: string; type: Principal["type"]; admin: boolean } | undefined) {
    this.data.principal = principal;
  }

  /** The signed-in user's id and role, kept from login (no catalogue call needed for access rules). */
  get principal(): (Principal & { userId: string }) | undefined {
    return this.signedIn ? this.data.principal : undefined;
  }

  /** Site code of the restaurant the session wants selected (checked against the user's restaurants by the viewer). */
  get wantedSite(): string | undefined {
    return this.signedIn ? this.data.site : undefined;
  }

  /** The selected restaurant, as the session remembers it. */
  get restaurant(): { site: string; id: string } | undefined {
    const { site, restaurantId } = this.live;
    return this.signedIn && site && restaurantId ? { site, id: restaurantId } : undefined;
  }

  set restaurant(restaurant: { site: string; id: string } | undefined) {
    this.data.site = restaurant?.site;
    this.data.restaurantId = restaurant?.id;
  }

  /** Videos whose pop-up the user put off with "show later" in this session (spec 1 §4: hidden for the session). */
  get videosLater(): readonly string[] {
    return this.signedIn ? (this.data.videosLater ?? []) : [];
  }

  /** "Show later": the video's pop-up is not offered again until the session ends, in any tab or page load. */
  showVideoLater(videoId: string) {
    if (!this.videosLater.includes(videoId)) this.data.videosLater = [...this.videosLater, videoId];
  }

  /**
   * The user of the last catalogue session check while it is younger than maxAgeMs and the session
   * it reported has not expired (the spec: valid while the expiry is in the future); else undefined.
   */
  checkedUser(now: number, maxAgeMs: number): PortalUser | undefined {
    const checked = this.signedIn ? this.data.checkedUser : undefined;
    if (!checked || now - checked.at >= maxAgeMs || checked.user.sessionExpiresAt <= now) return undefined;
    return { ...checked.user, sessionExpiresAt: new Date(checked.user.sessionExpiresAt) };
  }

  rememberUser(user: PortalUser, now: number) {
    this.data.checkedUser = { at: now, user: { ...user, sessionExpiresAt: user.sessionExpiresAt.getTime() } };
    this.data.verifiedAt = now;
  }

  /** When the user was last known as the catalogue has them: their sign-in or the last session check (epoch ms). */
  get verifiedAt(): number {
    return this.live.verifiedAt ?? this.live.openedAt ?? 0;
  }

  /** The user changed at the catalogue (favourite restaurant...): the next request checks again. */
  forgetUser() {
    // A session destroyed during the request (the catalogue answered 403) has nothing left to forget.
    if (this.data) delete this.data.checkedUser;
  }

  /** Starts a fresh session (new id: no fixation) holding the catalogue's cookie. */
  async open(values: {
    legacyCookie: string;
    legalPending: boolean;
    principal: { userId: string; type: Principal["type"]; admin: boolean };
    pendingUserName?: string;
    language?: Language;
    site?: string;
    previousVisitAt?: number;
  }) {
    await this.regenerate();
    const now = this.now();
    Object.assign(this.data, { market: this.market, openedAt: now, verifiedAt: now, ...values });
    await this.save();
  }

  /**
   * The legal terms were accepted: the pending session becomes a complete one, under a new id (its privileges
   * changed: an id seen while pending is worth nothing after).
   */
  async completeLegal() {
    const { cookie: _cookie, ...kept } = this.data;
    await this.regenerate();
    Object.assign(this.data, kept, { legalPending: false, pendingUserName: undefined });
    await this.save();
  }

  /** The administrator signed in as this session's user ("log in as"), by name; undefined for a user's own session. */
  get borrowedFrom(): { name: string; userId: string } | undefined {
    const from = this.signedIn ? this.data.borrowedFrom : undefined;
    return from && { name: from.name, userId: from.principal.userId };
  }

  /**
   * An administrator signs in as another user: the administrator's session is kept aside (to be given back) and this
   * one, under a new id, becomes the user's. The language and the lifetime stay the administrator's.
   */
  async borrow(values: { legacyCookie: string; principal: { userId: string; type: Principal["type"]; admin: boolean }; adminName: string }) {
    const { legacyCookie, principal, site, restaurantId } = this.data;
    if (!legacyCookie || !principal) throw new Error("only a signed-in session can borrow another user");
    const { cookie: _cookie, checkedUser: _checked, ...kept } = this.data;
    await this.regenerate();
    Object.assign(this.data, kept, {
      legacyCookie: values.legacyCookie,
      principal: values.principal,
      verifiedAt: this.now(),
      site: undefined,
      restaurantId: undefined,
      borrowedFrom: { legacyCookie, principal, name: values.adminName, site, restaurantId },
    });
    await this.save();
  }

  /** The administrator returns to their own session (new id again); the borrowed one is the caller's to end. */
  async giveBack() {
    const from = this.data.borrowedFrom;
    if (!from) return;
    const { cookie: _cookie, checkedUser: _checked, borrowedFrom: _from, ...kept } = this.data;
    await this.regenerate();
    Object.assign(this.data, kept, {
      legacyCookie: from.legacyCookie,
      principal: from.principal,
      verifiedAt: undefined, // any change to the administrator since their sign-in is followed on their next request
      site: from.site,
      restaurantId: from.restaurantId,
    });
    await this.save();
  }

  private async regenerate() {
    await new Promise<void>((resolve, reject) => this.data.regenerate((error) => (error ? reject(error) : resolve())));
  }

  async save() {
    await new Promise<void>((resolve, reject) => this.data.save((error) => (error ? reject(error) : resolve())));
  }

  async destroy() {
    const secure = this.data.cookie.secure === true;
    await new Promise<void>((resolve, reject) => this.data.destroy((error) => (error ? reject(error) : resolve())));
    // A `__Host-` cookie is only replaced by one with the same attributes (Secure, path /).
    this.res.clearCookie(sessionCookieName(secure), { path: "/", secure, httpOnly: true, sameSite: "lax" });
  }
}
