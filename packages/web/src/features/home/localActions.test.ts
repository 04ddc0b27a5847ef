import { describe, expect, it } from "vitest";
import { actionDates } from "./localActions";

describe("local action dates", () => {
  it("reads DD/MM/YYYY", () => {
    expect(actionDates("2026-03-02T10:00:00", "2026-04-15T10:00:00")).toEqual({ id: "home.actions.range", start: "02/03/2026", end: "15/04/2026" });
  });

  it("fits open ends and ignores unreadable dates", () => {
    expect(actionDates("2026-03-02T10:00:00", null)).toEqual({ id: "home.actions.from", start: "02/03/2026" });
    expect(actionDates(null, "2026-04-15T10:00:00")).toEqual({ id: "home.actions.until", end: "15/04/2026" });
    expect(actionDates("nope", undefined)).toBeNull();
  });
});
