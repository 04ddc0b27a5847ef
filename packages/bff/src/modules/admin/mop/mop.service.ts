import { COMMON_MESSAGES, MOP_REFUSAL_MESSAGES, TABLE_SIZES, mopStatusRules, type MopRequestStatus, type PageRequest } from "@portal/schema";
import { badUserInput, readRefusals } from "../../../common/errors.js";
import type { Checked } from "../../../common/valid-input.js";
import { paginate, type ListDefinition } from "../../../common/paginated.js";
import { adminMopCalls, type PortalMopRequest } from "../../../legacy/admin/mop.js";
import type { Context } from "../../../graphql/context.js";
import type { MopRequestSortField, SetMopRequestStatusInput } from "./mop.types.js";

const STATUS_ORDER: Record<MopRequestStatus, number> = { PENDING: 1, CONFIRMED: 2, CANCELED: 3 };
const byTime = (time: (r: PortalMopRequest) => Date | null) => (a: PortalMopRequest, b: PortalMopRequest) =>
  (time(a)?.getTime() ?? 0) - (time(b)?.getTime() ?? 0);

/** The MOP requests table (spec 1 §2; §9: 10, 50, 100 or all rows), searched by restaurant, user and reasons. */
const MOP_LIST: ListDefinition<PortalMopRequest, MopRequestSortField> = {
  sizes: TABLE_SIZES.mop,
  searchText: (r) => [r.restaurantSite, r.restaurantName, r.userName, r.reason, r.cancelReason],
  compare: {
    REQUESTED_AT: (a, b) => byTime((r) => r.requestedAt)(a, b) || Number(a.id) - Number(b.id),
    RESTAURANT: (a, b) => a.restaurantSite.localeCompare(b.restaurantSite),
    USER: (a, b) => a.userName.localeCompare(b.userName),
    START: byTime((r) => r.start),
    END: byTime((r) => r.end),
    STATUS: (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status],
  },
};

const listAll = (ctx: Context) => readRefusals(adminMopCalls.list(ctx.upstream), MOP_REFUSAL_MESSAGES);
const headerOf = (ctx: Context, rows: readonly PortalMopRequest[]) => ({
  id: ctx.market,
  pending: rows.filter((r) => r.status === "PENDING").length,
});

export async function mopRequestPage(ctx: Context, request: PageRequest<MopRequestSortField>) {
  const rows = await listAll(ctx);
  return { ...paginate(rows, request, MOP_LIST), header: headerOf(ctx, rows) };
}

/** How many requests of the market are pending (the admin header). */
export async function pendingCount(ctx: Context) {
  return headerOf(ctx, await listAll(ctx));
}

/** What `mopStatusRules` reads: the status and the cancel reason ("" when absent). */
export const statusForm = (input: { status: MopRequestStatus; cancelReason?: string | null }) => ({
  status: input.status,
  cancelReason: input.cancelReason ?? "",
});

/**
 * Sets the status of a request that passed the shared rule (a cancel needs a 20-character reason: the resolver's
 * `@ValidInput`, with `statusForm`); the request and the new pending count.
 */
export async function setStatus(ctx: Context, input: Checked<SetMopRequestStatusInput, typeof mopStatusRules>) {
  if (!/^\d{1,9}$/.test(input.id)) throw badUserInput({ id: COMMON_MESSAGES.notFound });
  const request = await readRefusals(adminMopCalls.setStatus(ctx.upstream, input.id, input.status, input.cancelReason), MOP_REFUSAL_MESSAGES);
  return { request, header: headerOf(ctx, await listAll(ctx)) };
}

export async function autoConfirm(ctx: Context) {
  return { id: ctx.market, autoConfirm: await readRefusals(adminMopCalls.autoConfirm(ctx.upstream), MOP_REFUSAL_MESSAGES) };
}

/** Sets the switch (safe to retry: it stores the value given). */
export async function setAutoConfirm(ctx: Context, on: boolean) {
  return { id: ctx.market, autoConfirm: await readRefusals(adminMopCalls.setAutoConfirm(ctx.upstream, on), MOP_REFUSAL_MESSAGES) };
}
