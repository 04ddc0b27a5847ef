import { mopStatusFromCode, MOP_REQUEST_STATUS_CODES, type MopRequestStatus } from "@portal/schema";
import { parseLegacyDate } from "../library.js";
import type { Get, Post } from "../paths.js";
import type { Upstream } from "../upstream.js";

/** A MOP request as `admin/mop_requests` answers it (packages/legacy/README.md, "MOP requests"). */
export interface LegacyMopRequest {
  id: number;
  log_date: string;
  restaurant_id: number;
  restaurant_site: string;
  restaurant_name: string;
  user_name: string;
  start_date: string;
  end_date: string;
  value: string;
  cancel: string;
  status: number;
}

/** The MOP administration's catalogue paths (spec 2 §7, Channels table). */
export interface AdminMopPaths {
  "admin/mop_requests": Get<LegacyMopRequest[]>;
  [update: `mop_requests/update/${number}`]: Post<{ status: 1 | 2 | 3; cancel_value: string }, LegacyMopRequest>;
  "mop_request/update_confirm/0": Post<Record<string, never>, 0 | 1>;
  "mop_request/update_confirm/1": Post<Record<string, never>, 0 | 1>;
  "mop_request/get_confirm": Get<0 | 1>;
}

/** A MOP request in the portal's words. */
export interface PortalMopRequest {
  id: string;
  requestedAt: Date | null;
  restaurantId: string;
  restaurantSite: string;
  restaurantName: string;
  userName: string;
  start: Date | null;
  end: Date | null;
  reason: string;
  cancelReason: string;
  status: MopRequestStatus;
}

export function toMopRequest(r: LegacyMopRequest): PortalMopRequest {
  return {
    id: String(r.id),
    requestedAt: parseLegacyDate(r.log_date),
    restaurantId: String(r.restaurant_id),
    restaurantSite: r.restaurant_site,
    restaurantName: r.restaurant_name,
    userName: r.user_name,
    start: parseLegacyDate(r.start_date),
    end: parseLegacyDate(r.end_date),
    reason: r.value,
    cancelReason: r.cancel ?? "",
    status: mopStatusFromCode(Number(r.status)) ?? "PENDING",
  };
}

/** The admin calls on MOP requests (administrators). */
export const adminMopCalls = {
  async list(up: Upstream): Promise<PortalMopRequest[]> {
    return (await up.get("admin/mop_requests")).map(toMopRequest);
  },

  /** Sets a request's status (canceling with its reason); the request as saved. */
  async setStatus(up: Upstream, id: string, status: MopRequestStatus, cancelReason: string): Promise<PortalMopRequest> {
    return toMopRequest(await up.post(`mop_requests/update/${Number(id)}`, { status: MOP_REQUEST_STATUS_CODES[status], cancel_value: cancelReason }));
  },

  async autoConfirm(up: Upstream): Promise<boolean> {
    return Number(await up.get("mop_request/get_confirm")) === 1;
  },

  async setAutoConfirm(up: Upstream, on: boolean): Promise<boolean> {
    return Number(await up.post(`mop_request/update_confirm/${on ? 1 : 0}`, {})) === 1;
  },
};
