import { describe, expect, it } from "vitest";
import { validate } from "../common/validate.js";
import { CHANNELS_MESSAGES as M } from "./errors.js";
import {
  briefingRules,
  canAddPlannedChange,
  channelsSaveRules,
  emptySchedules,
  isChannelsPhone,
  mopPauseRules,
  schedulesComplete,
  toggleService,
  withMopParent,
} from "./rules.js";

const NOW = new Date(2026, 10, 26, 10, 0);
const ctx = { now: NOW };
const form = (changes: Record<string, unknown> = {}) => ({
  open: true,
  reopeningDate: "",
  closingMotive: null,
  publicName: "Madrid Gran Vía",
  phone: "915 123 456",
  email: "granvia@demo.es",
  services: ["restaurant"],
  schedules: emptySchedules(),
  birthday: { bookOnline: false },
  plans: [],
  ...changes,
});
const fieldsOf = (input: unknown) => {
  const result = validate(channelsSaveRules, input, ctx);
  return result.ok ? {} : result.fields;
};
const withRow = (service: string, start: string, end: string, allDay = false) => {
  const schedules = emptySchedules() as unknown as Record<string, Record<string, unknown>>;
  schedules[service].monday = { start, end, allDay };
  return schedules;
};

describe("channels save rules", () => {
  it("accepts a complete form and normalises a closed-only form", () => {
    expect(fieldsOf(form())).toEqual({});
    expect(fieldsOf(form({ open: false, reopeningDate: "2026-12-01", closingMotive: "REFURBISHMENT" }))).toEqual({});
  });

  it("asks a closed restaurant for a reopening date and a motive", () => {
    expect(fieldsOf(form({ open: false }))).toEqual({ reopeningDate: M.closed, closingMotive: M.closed });
    expect(fieldsOf(form({ open: false, reopeningDate: "2026-12-01" }))).toEqual({ closingMotive: M.closed });
  });

  it("needs at least one active service, a valid phone and the birthday contacts when booking online", () => {
    expect(fieldsOf(form({ services: [] }))).toEqual({ services: M.noService });
    expect(fieldsOf(form({ phone: "91-555" }))).toEqual({ phone: M.phone });
    expect(fieldsOf(form({ phone: "  " }))).toEqual({});
    expect(fieldsOf(form({ birthday: { bookOnline: true, contactPhone: "600" } }))).toEqual({ birthday: M.birthday });
    expect(fieldsOf(form({ birthday: { bookOnline: true, contactPhone: "600", contactMail: "a@b.es" } }))).toEqual({});
    expect([isChannelsPhone("600 123 123"), isChannelsPhone(""), isChannelsPhone("+34 600"), isChannelsPhone("6OO")]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it("finds incomplete schedules in the restaurant's and the active services' rows, never in inactive ones", () => {
    expect(fieldsOf(form({ schedules: withRow("restaurant", "09:00", "") }))).toEqual({ schedules: M.schedules });
    expect(fieldsOf(form({ schedules: withRow("restaurant", "HH:30", "20:00") }))).toEqual({ schedules: M.schedules });
    expect(fieldsOf(form({ schedules: withRow("restaurant", "09:10", "20:00") }))).toEqual({ schedules: M.schedules });
    expect(fieldsOf(form({ schedules: withRow("restaurant", "HH:mm", "20:00", true) }))).toEqual({});
    expect(fieldsOf(form({ schedules: withRow("mcauto", "09:", "20:00") }))).toEqual({});
    expect(fieldsOf(form({ services: ["restaurant", "mcauto"], schedules: withRow("mcauto", "09:", "20:00") }))).toEqual({ schedules: M.schedules });
    expect(schedulesComplete(withRow("takeaway", "09:45", "23:15") as never, ["takeaway"])).toBe(true);
  });

  it("plans: from tomorrow, with a service, at most 2 and on different days", () => {
    const plan = (planDate: string, services = ["restaurant"]) => ({ planDate, services, schedules: emptySchedules(), birthday: {} });
    expect(fieldsOf(form({ plans: [plan("2026-11-27"), plan("2026-12-01")] }))).toEqual({});
    expect(fieldsOf(form({ plans: [plan("2026-11-26")] }))).toEqual({ "plans[0].planDate": M.planDate });
    expect(fieldsOf(form({ plans: [plan("2026-11-27", [])] }))).toEqual({ "plans[0].services": M.planServices });
    expect(fieldsOf(form({ plans: [plan("2026-11-27"), plan("2026-11-28"), plan("2026-11-29")] }))).toEqual({ plans: M.maxPlans });
    expect(fieldsOf(form({ plans: [plan("2026-11-27"), plan("2026-11-27")] }))).toEqual({ plans: M.planDate });
    expect([canAddPlannedChange(0), canAddPlannedChange(1), canAddPlannedChange(2)]).toEqual([true, true, false]);
    expect(M.maxPlans).toBe("channels.error.max_plans");
  });
});

describe("mop_ parent and children", () => {
  it("a child on switches the parent on; the parent off switches every child off", () => {
    expect(toggleService(["restaurant"], "mop_table", true)).toEqual(["restaurant", "mop_table", "mop_service"]);
    expect(toggleService(["restaurant", "mop_service", "mop_table", "mop_counter"], "mop_service", false)).toEqual(["restaurant"]);
    expect(toggleService(["restaurant", "mop_service", "mop_table"], "mop_table", false)).toEqual(["restaurant", "mop_service"]);
    expect(toggleService(["restaurant"], "delivery", true)).toEqual(["restaurant", "delivery"]);
    expect(withMopParent(["mop_counter"])).toEqual(["mop_counter", "mop_service"]);
    expect(withMopParent(["restaurant"])).toEqual(["restaurant"]);
  });
});

describe("MOP disable request", () => {
  const reason = "x".repeat(50);
  const check = (input: Record<string, string>) => {
    const result = validate(mopPauseRules, input, ctx);
    return result.ok ? {} : result.fields;
  };
  it("gives one key per field", () => {
    expect(check({ start: "2026-11-27 09:00", end: "2026-11-27 10:00", reason })).toEqual({});
    expect(check({ start: "", end: "", reason: ` ${"x".repeat(49)} ` })).toEqual({
      start: M.mopStartRequired,
      end: M.mopEndRequired,
      reason: M.mopReason,
    });
    expect(check({ start: "2026-11-26 09:45", end: "2026-11-26 09:30", reason })).toEqual({ start: M.mopStartPast, end: M.mopEndBeforeStart });
    expect(check({ start: "2026-11-27 09:00", end: "2026-11-27 09:00", reason })).toEqual({});
  });

  it("waits in the screen's pending changes: the update checks each request it sends, at most five", () => {
    const request = { start: "2026-11-27 09:00", end: "2026-11-27 10:00", reason };
    expect(fieldsOf(form({ mopRequests: [request] }))).toEqual({});
    expect(fieldsOf(form({ mopRequests: [request, { ...request, start: "2026-11-26 09:00", reason: "short" }] }))).toEqual({
      "mopRequests[1].start": M.mopStartPast,
      "mopRequests[1].reason": M.mopReason,
    });
    expect(fieldsOf(form({ mopRequests: Array.from({ length: 6 }, () => request) }))).toEqual({ mopRequests: M.mopTooMany });
  });
});

describe("briefing", () => {
  const check = (input: Record<string, unknown>) => {
    const result = validate(briefingRules, input);
    return result.ok ? { value: result.value } : result.fields;
  };
  it("is sent only with a type, and keeps a budget only for tactical", () => {
    expect(check({ type: "" })).toEqual({ type: M.briefingType });
    expect(check({ business: "x" })).toEqual({ type: M.briefingType });
    expect(check({ type: "tactical", budget: -1 })).toEqual({ budget: M.briefingBudget });
    expect(check({ type: "consulting", budget: 500 })).toMatchObject({ value: { type: "consulting", budget: null } });
    expect(check({ type: "tactical", budget: 500 })).toMatchObject({ value: { type: "tactical", budget: 500 } });
  });
  it("reads the budget with the language's decimal comma", () => {
    expect(check({ type: "tactical", budget: "1500,50" })).toMatchObject({ value: { budget: 1500.5 } });
    expect(check({ type: "tactical", budget: "1.500,50" })).toMatchObject({ value: { budget: 1500.5 } });
    expect(check({ type: "tactical", budget: "1500.5" })).toMatchObject({ value: { budget: 1500.5 } });
    expect(check({ type: "tactical", budget: "" })).toMatchObject({ value: { budget: null } });
    expect(check({ type: "tactical", budget: "15,5,0" })).toEqual({ budget: M.briefingBudget });
    expect(check({ type: "tactical", budget: "mil" })).toEqual({ budget: M.briefingBudget });
  });
});
