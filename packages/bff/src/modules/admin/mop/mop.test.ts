import { describe, expect, it } from "vitest";
import { CHANNELS, SAVE, saveInput, type Screen } from "../../../test/channels-screen.js";
import { useStack } from "../../../test/use-stack.js";

const stack = useStack();
const { signIn, sql } = stack;

const PAGE = /* GraphQL */ `
  query MopRequests($input: MopRequestPageInput!) {
    adminMopRequests(input: $input) {
      items {
        id
        restaurantSite
        restaurantName
        userName
        reason
        cancelReason
        status
      }
      total
      page
      size
      pageCount
      header {
        id
        pending
      }
    }
  }
`;
const SET_STATUS = /* GraphQL */ `
  mutation SetStatus($input: SetMopRequestStatusInput!) {
    setMopRequestStatus(input: $input) {
      request {
        id
        status
        cancelReason
      }
      header {
        id
        pending
      }
    }
  }
`;
const HEADER = `{ adminMopHeader { id pending } }`;
const AUTO = `{ mopAutoConfirm { id autoConfirm } }`;
const SET_AUTO = /* GraphQL */ `
  mutation SetAuto($input: SetMopAutoConfirmInput!) {
    setMopAutoConfirm(input: $input) {
      id
      autoConfirm
    }
  }
`;
const REASON = "Obras en la cocina del restaurante durante todo el fin de semana: sin pedidos anticipados.";

type Row = { id: string; restaurantSite: string; restaurantName: string; userName: string; reason: string; cancelReason: string; status: string };
type Page = {
  adminMopRequests: { items: Row[]; total: number; page: number; size: number | null; pageCount: number; header: { id: string; pending: number } };
};

const STATUS = { 1: "PENDING", 2: "CONFIRMED", 3: "CANCELED" } as Record<number, string>;
const catalogueRows = async (market: string) =>
  (
    await sql<{ id: number; site: string; name: string; user_name: string | null; value: string; cancel: string; status: number }>(
      `SELECT m.id, r.site, r.name, u.name AS user_name, m.value, m.cancel, m.status
         FROM mop_requests m JOIN restaurants r ON r.id = m.restaurant_id LEFT JOIN users u ON u.id = m.user_id
        WHERE m.market = $1 ORDER BY m.log_date DESC, m.id DESC`,
      [market],
    )
  ).map((r) => ({
    id: String(r.id),
    restaurantSite: r.site,
    restaurantName: r.name,
    userName: r.user_name ?? "",
    reason: r.value,
    cancelReason: r.cancel,
    status: STATUS[r.status]!,
  }));

describe("MOP administration (ES)", () => {
  it("answers the market's requests newest first with the pending count; searched, sorted, 10, 50, 100 or all rows", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const all = await catalogueRows("ES");
    const pending = all.filter((r) => r.status === "PENDING").length;
    expect(pending).toBeGreaterThan(0);
    expect((await admin.graphql<Page>(PAGE, { input: {} })).data!.adminMopRequests).toEqual({
      items: all.slice(0, 10),
      total: all.length,
      page: 1,
      size: 10,
      pageCount: Math.ceil(all.length / 10),
      header: { id: "ES", pending },
    });
    const found = (await admin.graphql<Page>(PAGE, { input: { search: "es0107", size: null } })).data!.adminMopRequests;
    expect(found.items).toEqual(all.filter((r) => r.restaurantSite === "ES0107"));
    expect(found.header.pending).toBe(pending);
    const byStatus = (await admin.graphql<Page>(PAGE, { input: { sortBy: "STATUS", direction: "ASC", size: 100 } })).data!.adminMopRequests.items;
    const order = ["PENDING", "CONFIRMED", "CANCELED"];
    expect(byStatus).toEqual([...all].sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status)));
    expect((await admin.graphql(PAGE, { input: { size: 20 } })).errors?.[0]?.extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { size: "validation.page_size" },
    });
    expect((await admin.graphql<{ adminMopHeader: unknown }>(HEADER)).data!.adminMopHeader).toEqual({ id: "ES", pending });
  });

  it("cancels only with a reason of 20 characters after trimming (admin.mop.cancel.error, before any catalogue call); confirms at once", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const target = (await catalogueRows("ES")).find((r) => r.status === "PENDING")!;
    const before = (await admin.graphql<{ adminMopHeader: { pending: number } }>(HEADER)).data!.adminMopHeader.pending;
    stack.resetCalls();
    const short = await admin.graphql(SET_STATUS, { input: { id: target.id, status: "CANCELED", cancelReason: `   ${"x".repeat(19)}   ` } });
    expect(short.errors?.[0]?.extensions).toEqual({ code: "BAD_USER_INPUT", fields: { cancelReason: "admin.mop.cancel.error" } });
    expect(stack.callPaths()).toEqual([]);

    const canceled = await admin.graphql(SET_STATUS, {
      input: { id: target.id, status: "CANCELED", cancelReason: "  La obra se ha aplazado un mes.  " },
    });
    expect(canceled.data).toEqual({
      setMopRequestStatus: {
        request: { id: target.id, status: "CANCELED", cancelReason: "La obra se ha aplazado un mes." },
        header: { id: "ES", pending: before - 1 },
      },
    });
    expect(await sql("SELECT status, cancel FROM mop_requests WHERE id = $1", [Number(target.id)])).toEqual([
      { status: 3, cancel: "La obra se ha aplazado un mes." },
    ]);

    const confirmed = await admin.graphql(SET_STATUS, { input: { id: target.id, status: "CONFIRMED", cancelReason: "ignored" } });
    expect(confirmed.data).toEqual({
      setMopRequestStatus: { request: { id: target.id, status: "CONFIRMED", cancelReason: "" }, header: { id: "ES", pending: before - 1 } },
    });
    // Safe to retry.
    expect((await admin.graphql(SET_STATUS, { input: { id: target.id, status: "CONFIRMED" } })).data).toEqual(confirmed.data);
    expect((await admin.graphql(SET_STATUS, { input: { id: "99999999", status: "PENDING" } })).errors?.[0]?.message).toBe("error.not_found");
  });

  it("keeps the auto-confirm switch: the channels screen's new requests arrive confirmed when it is on, pending when off", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const franchisee = await signIn("ES", "franquiciado@demo.es");
    const [restaurant] = await sql<{ id: number }>("SELECT id FROM restaurants WHERE market = 'ES' AND site = 'ES0101'");
    const screen = (await franchisee.graphql<{ channels: Screen }>(CHANNELS, { restaurantId: String(restaurant!.id) })).data!.channels;
    /** A new request sent with the screen's update: its row as stored. */
    const pause = async (days: number) => {
      const start = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + days * 86_400_000);
      const { errors } = await franchisee.graphql(SAVE, {
        input: saveInput(screen, {
          mopRequests: [{ start: start.toISOString(), end: new Date(start.getTime() + 86_400_000).toISOString(), reason: REASON }],
        }),
      });
      expect(errors).toBeUndefined();
      const [row] = await sql<{ id: number; status: number }>(
        "SELECT id, status FROM mop_requests WHERE restaurant_id = $1 ORDER BY id DESC LIMIT 1",
        [restaurant!.id],
      );
      return { id: String(row!.id), status: STATUS[row!.status] };
    };

    expect((await admin.graphql(AUTO)).data).toEqual({ mopAutoConfirm: { id: "ES", autoConfirm: false } });
    expect((await pause(30)).status).toBe("PENDING");
    expect((await admin.graphql(SET_AUTO, { input: { on: true } })).data).toEqual({ setMopAutoConfirm: { id: "ES", autoConfirm: true } });
    expect((await admin.graphql(SET_AUTO, { input: { on: true } })).data).toEqual({ setMopAutoConfirm: { id: "ES", autoConfirm: true } });
    expect((await admin.graphql(AUTO)).data).toEqual({ mopAutoConfirm: { id: "ES", autoConfirm: true } });
    const confirmed = await pause(40);
    expect(confirmed.status).toBe("CONFIRMED");
    expect(await sql("SELECT status FROM mop_requests WHERE id = $1", [Number(confirmed.id)])).toEqual([{ status: 2 }]);
    expect((await admin.graphql(SET_AUTO, { input: { on: false } })).data).toEqual({ setMopAutoConfirm: { id: "ES", autoConfirm: false } });
    expect((await pause(50)).status).toBe("PENDING");
  });

  it("refuses PT (the market has no MOP screen), users who are not administrators and partners", async () => {
    const ptAdmin = await signIn("PT", "admin@demo.pt");
    for (const [query, variables] of [
      [PAGE, { input: {} }],
      [HEADER, {}],
      [AUTO, {}],
      [SET_AUTO, { input: { on: true } }],
      [SET_STATUS, { input: { id: "1", status: "CONFIRMED" } }],
    ] as const) {
      expect((await ptAdmin.graphql(query, variables)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
    for (const user of ["franquiciado@demo.es", "partner@demo.es"]) {
      const b = await signIn("ES", user);
      expect((await b.graphql(PAGE, { input: {} })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect((await b.graphql(SET_STATUS, { input: { id: "1", status: "CONFIRMED" } })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
    expect(await sql("SELECT auto_confirm FROM mop_settings WHERE market = 'PT'")).toEqual([{ auto_confirm: 0 }]);
  });
});
