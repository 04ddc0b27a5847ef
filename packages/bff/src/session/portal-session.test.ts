import { describe, expect, it } from "vitest";
import type { Request, Response } from "express";
import type { PortalUser } from "../legacy/session.js";
import { PortalSession } from "./portal-session.js";

const user = (expiresAt: number): PortalUser => ({
  id: "7",
  name: "Ana Gerente",
  email: "gerente@demo.es",
  phone: null,
  type: "MANAGER",
  admin: false,
  active: true,
  legalAccepted: true,
  letter: 0,
  favoriteRestaurantId: "3",
  sessionExpiresAt: new Date(expiresAt),
  restaurants: [{ id: "3", site: "ES0103", name: "Gran Vía", address: null, city: "Madrid" }],
});

function sessionWith(data: Record<string, unknown>) {
  return new PortalSession({ session: data } as unknown as Request, {} as Response, "ES");
}

describe("PortalSession's session check", () => {
  it("reuses the last check while it is young and the catalogue session it reported is still valid", () => {
    const session = sessionWith({ market: "ES", legacyCookie: "ci_session=x" });
    session.rememberUser(user(100_000), 1_000);
    expect(session.checkedUser(1_000 + 29_999, 30_000)).toEqual(user(100_000));
    expect(session.checkedUser(1_000 + 30_000, 30_000)).toBeUndefined();
    session.rememberUser(user(20_000), 10_000);
    expect(session.checkedUser(19_999, 30_000)?.sessionExpiresAt).toEqual(new Date(20_000));
    expect(session.checkedUser(20_000, 30_000)).toBeUndefined(); // the expiry is not in the future any more
    session.forgetUser();
    expect(session.checkedUser(10_000, 30_000)).toBeUndefined();
  });

  it("never answers for a signed-out, legal-pending or other market's session", () => {
    for (const data of [{}, { market: "ES", legacyCookie: "c", legalPending: true }, { market: "PT", legacyCookie: "c" }]) {
      const session = sessionWith(data);
      session.rememberUser(user(100_000), 1_000);
      expect(session.checkedUser(1_000, 30_000)).toBeUndefined();
    }
  });
});

describe("PortalSession's absolute lifetime", () => {
  it("ends a session its lifetime after sign-in, however active", () => {
    let now = 1_000_000;
    const eightHours = 8 * 3600 * 1000;
    const data = { market: "ES", legacyCookie: "ci_session=x", openedAt: now, principal: { userId: "7", type: "MANAGER", admin: false } };
    const session = new PortalSession({ session: data } as unknown as Request, {} as Response, "ES", eightHours, () => now);
    now += eightHours;
    expect([session.signedIn, session.principal?.userId]).toEqual([true, "7"]);
    now += 1;
    expect([session.signedIn, session.legacyCookie, session.principal]).toEqual([false, undefined, undefined]);
  });
});
