import { describe, expect, it } from "vitest";
import { validate } from "../common/validate.js";
import { TABLE_SIZES } from "../common/pagination.js";
import { MOP_REFUSAL_MESSAGES, mopCancelRules, mopStatusFromCode, mopStatusRules } from "./mop.js";

describe("the MOP cancel reason (spec 1 §5: at least 20 characters after trimming)", () => {
  it("refuses 19 characters padded with spaces, takes 20, trimmed", () => {
    expect(validate(mopCancelRules, { cancelReason: `   ${"a".repeat(19)}   ` })).toEqual({
      ok: false,
      fields: { cancelReason: "admin.mop.cancel.error" },
    });
    expect(validate(mopCancelRules, {})).toEqual({ ok: false, fields: { cancelReason: "admin.mop.cancel.error" } });
    expect(validate(mopCancelRules, { cancelReason: `  ${"a".repeat(20)} ` })).toEqual({ ok: true, value: { cancelReason: "a".repeat(20) } });
  });

  it("a status change: canceling needs the reason, other statuses drop it; an unknown status is refused", () => {
    expect(validate(mopStatusRules, { status: "CANCELED", cancelReason: "corto" })).toEqual({
      ok: false,
      fields: { cancelReason: "admin.mop.cancel.error" },
    });
    expect(validate(mopStatusRules, { status: "CANCELED", cancelReason: " La obra se ha aplazado un mes. " })).toEqual({
      ok: true,
      value: { status: "CANCELED", cancelReason: "La obra se ha aplazado un mes." },
    });
    expect(validate(mopStatusRules, { status: "CONFIRMED", cancelReason: "x" })).toEqual({
      ok: true,
      value: { status: "CONFIRMED", cancelReason: "" },
    });
    expect(validate(mopStatusRules, { status: "DONE" })).toEqual({ ok: false, fields: { status: "admin.mop.error.status" } });
  });

  it("reads the catalogue's codes and refusals; the table offers 10, 50, 100 or all rows", () => {
    expect([1, 2, 3, 4].map(mopStatusFromCode)).toEqual(["PENDING", "CONFIRMED", "CANCELED", undefined]);
    expect(MOP_REFUSAL_MESSAGES.cancel_value).toEqual({ key: "admin.mop.cancel.error", field: "cancelReason" });
    expect(TABLE_SIZES.mop).toEqual({ sizes: [10, 50, 100, null], default: 10 });
  });
});
