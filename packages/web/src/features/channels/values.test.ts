import { describe, expect, it } from "vitest";
import { emptySchedules, scheduleEntries } from "@portal/schema";
import { formValues, newPlan, saveInput, type Screen } from "./values";

const BIRTHDAY = { bookOnline: false, bankAccount: "", bizum: "", contactPhone: "", contactMail: "", name: "", taxId: "", fiscalAddress: "" };
const schedules = emptySchedules();
schedules.restaurant.monday = { start: "09:00", end: "22:30", allDay: false };
schedules.mcauto.sunday = { start: "", end: "", allDay: true };

const screen = {
  restaurantId: "7",
  open: false,
  reopeningDate: "2026-12-01",
  closingMotive: "OTHER",
  publicName: "Madrid Gran Vía",
  address: "Gran Vía 45",
  openingDate: "",
  phone: "915 123 456",
  email: "a@demo.es",
  companyName: "",
  taxId: "",
  fiscalAddress: "",
  allday: "weekend",
  delivery: "",
  activeServices: ["restaurant", "mcauto"],
  schedules: scheduleEntries(schedules),
  birthday: BIRTHDAY,
  plans: [],
  mop: { offered: false, active: true, windows: [] },
} as unknown as Screen;

describe("channels form values", () => {
  it("read the screen's schedules rows back into weeks and send them as rows again", () => {
    const values = formValues(screen);
    expect(values.schedules.restaurant.monday).toEqual({ start: "09:00", end: "22:30", allDay: false });
    expect(values.schedules.mcauto.sunday).toEqual({ start: "", end: "", allDay: true });
    const input = saveInput("7", values);
    expect(input.schedules).toEqual(scheduleEntries(schedules));
    expect(input).toMatchObject({ restaurantId: "7", open: false, reopeningDate: "2026-12-01", closingMotive: "OTHER", mopActive: true });
  });

  it("starts with no new MOP request and sends those added as instants of the local times typed", () => {
    const values = formValues(screen);
    expect(values.mopRequests).toEqual([]);
    const reason = "x".repeat(50);
    const input = saveInput("7", {
      ...values,
      mopRequests: [
        { start: "2099-01-10T09:00", end: "2099-01-10T13:00", reason },
        { start: "", end: "x", reason },
      ],
    });
    expect(input.mopRequests).toEqual([
      { start: new Date(2099, 0, 10, 9, 0).toISOString(), end: new Date(2099, 0, 10, 13, 0).toISOString(), reason },
      { start: null, end: null, reason },
    ]);
  });

  it("an open restaurant sends no reopening date nor motive", () => {
    const input = saveInput("7", { ...formValues(screen), open: true });
    expect([input.reopeningDate, input.closingMotive]).toEqual(["", null]);
  });

  it("a new planned change is tomorrow, or the next free day after the other change's", () => {
    const now = new Date(2026, 10, 26, 12, 0);
    const values = formValues(screen);
    const first = newPlan(values, now);
    expect(first).toMatchObject({ planDate: "2026-11-27", services: ["restaurant", "mcauto"], allday: "weekend" });
    expect(newPlan({ ...values, plans: [first] }, now).planDate).toBe("2026-11-28");
    first.schedules.restaurant.monday.start = "10:00";
    expect(values.schedules.restaurant.monday.start).toBe("09:00");
  });
});
