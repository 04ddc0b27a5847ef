import { describe, expect, it } from "vitest";
import { validate } from "../common/validate.js";
import { barGeometry, calendarMonthLabel, calendarMonthLabels, dayOfYear, durationWeeks, monthColumns } from "./calendar.js";
import { MARKETING_MESSAGES } from "./errors.js";
import {
  PLAN_BEHAVIOURS,
  PLAN_DAYPARTS,
  PLAN_TIME_SLOTS,
  canAddPriority,
  localStrategyRules,
  marketingYears,
  planActionDatesRules,
  planActionRules,
  planObjectiveRules,
  strategySlotsOf,
} from "./rules.js";

describe("marketing plan rules", () => {
  it("offers the previous, current and next year, the previous hidden when it would be 2018", () => {
    expect(marketingYears(new Date(2026, 10, 26))).toEqual([2025, 2026, 2027]);
    expect(marketingYears(new Date(2019, 0, 1))).toEqual([2019, 2020]);
    expect(marketingYears(new Date(2020, 11, 31))).toEqual([2019, 2020, 2021]);
  });

  it("allows three priorities, in two strategy slots each", () => {
    expect([0, 1, 2, 3, 4].map(canAddPriority)).toEqual([true, true, true, false, false]);
    expect([1, 2, 3].map(strategySlotsOf)).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    expect([PLAN_DAYPARTS, PLAN_TIME_SLOTS, PLAN_BEHAVIOURS]).toEqual([
      ["week", "weekend"],
      ["manana", "comida", "tarde", "cena", "noche", "mananatarde", "comidacena", "allday"],
      ["frecuencia", "ticket", "penetracion"],
    ]);
  });

  it("takes objectives whose sales and new customers are numbers ≥ 0, else the numeric alert", () => {
    const good = { daypart: "weekend", timeSlot: "comidacena", behaviour: "ticket", competitorId: "4", sales: "4,5", newCustomers: 0 };
    expect(validate(planObjectiveRules, good)).toEqual({ ok: true, value: { ...good, sales: 4.5 } });
    expect(validate(planObjectiveRules, { sales: "", newCustomers: 2 })).toEqual({ ok: false, fields: { sales: MARKETING_MESSAGES.numericAlert } });
    expect(validate(planObjectiveRules, { sales: -1, newCustomers: "abc" })).toEqual({
      ok: false,
      fields: { sales: MARKETING_MESSAGES.numericAlert, newCustomers: MARKETING_MESSAGES.numericAlert },
    });
    expect(validate(planObjectiveRules, { daypart: "night", timeSlot: "siesta", behaviour: "x", sales: 1, newCustomers: 1 })).toEqual({
      ok: false,
      fields: { daypart: MARKETING_MESSAGES.choice, timeSlot: MARKETING_MESSAGES.choice, behaviour: MARKETING_MESSAGES.choice },
    });
    expect(MARKETING_MESSAGES.numericAlert).toBe("marketing.objectives.popup.numeric_alert");
    expect(MARKETING_MESSAGES.priorityAlert).toBe("marketing.objectives.popup.alert");
  });

  it("takes a local strategy of at most 200 characters", () => {
    expect(localStrategyRules.isValidSync("x".repeat(200))).toBe(true);
    expect(() => localStrategyRules.validateSync("x".repeat(201))).toThrow(MARKETING_MESSAGES.strategyTooLong);
  });

  it("checks a new action: strategy, both dates, the end not before the start, both in the selected year", () => {
    const year = { year: 2026 };
    const action = { strategyId: "12", startDate: "2026-03-02", endDate: "2026-03-20" };
    expect(validate(planActionRules, action, year)).toEqual({ ok: true, value: action });
    expect(validate(planActionRules, { ...action, strategyId: "" }, year)).toEqual({
      ok: false,
      fields: { strategyId: "marketing.plan.popup.empty_strategy" },
    });
    expect(validate(planActionRules, { ...action, startDate: "", endDate: "" }, year)).toEqual({
      ok: false,
      fields: { startDate: "marketing.plan.popup.empty_date", endDate: "marketing.plan.popup.empty_date" },
    });
    expect(validate(planActionRules, { ...action, endDate: "2026-03-01" }, year)).toEqual({
      ok: false,
      fields: { endDate: "marketing.plan.popup.end_date" },
    });
    expect(validate(planActionRules, { ...action, endDate: "2026-03-02" }, year).ok).toBe(true);
    expect(validate(planActionRules, { ...action, startDate: "2025-12-31" }, year)).toEqual({
      ok: false,
      fields: { startDate: "marketing.plan.popup.year_date" },
    });
    expect(validate(planActionRules, { ...action, endDate: "2027-01-01" }, year)).toEqual({
      ok: false,
      fields: { endDate: "marketing.plan.popup.year_date" },
    });
    expect(validate(planActionDatesRules, { startDate: "2026-05-01", endDate: "2026-04-01" }, year)).toEqual({
      ok: false,
      fields: { endDate: "marketing.plan.popup.end_date" },
    });
  });
});

describe("the plan's calendar", () => {
  it("heads its months one way in each language: the name alone, its first letter capital", () => {
    expect(calendarMonthLabels("es", 2026)).toEqual(["Ene", "Feb", "Mar", "Abr", "May", "Jun", "Jul", "Ago", "Sept", "Oct", "Nov", "Dic"]);
    expect(calendarMonthLabels("ca", 2026)).toEqual(["Gen.", "Febr.", "Març", "Abr.", "Maig", "Juny", "Jul.", "Ag.", "Set.", "Oct.", "Nov.", "Des."]);
    expect(calendarMonthLabels("pt", 2026)).toEqual(["Jan.", "Fev.", "Mar.", "Abr.", "Mai.", "Jun.", "Jul.", "Ago.", "Set.", "Out.", "Nov.", "Dez."]);
    // Catalan formats that put the preposition before the name (as some browsers' data do) head the same.
    expect(["de gen.", "d’abr.", "d'oct."].map((name) => calendarMonthLabel(name, "ca"))).toEqual(["Gen.", "Abr.", "Oct."]);
  });
  it("counts days of the year and whole weeks", () => {
    expect([dayOfYear("2026-01-01"), dayOfYear("2026-02-01"), dayOfYear("2026-12-31"), dayOfYear("2024-12-31"), dayOfYear("2026-02-30")]).toEqual([
      1,
      32,
      365,
      366,
      null,
    ]);
    expect([durationWeeks("2026-03-02", "2026-03-02"), durationWeeks("2026-03-02", "2026-03-08"), durationWeeks("2026-03-02", "2026-03-09")]).toEqual(
      [1, 1, 2],
    );
  });

  it("places a bar by its start day of 365 and sizes it by its weeks of 52", () => {
    expect(barGeometry({ start: "2026-01-01", end: "2026-01-07" }, 2026)).toEqual({ left: 0, width: 1.923, startDay: 1, weeks: 1 });
    expect(barGeometry({ start: "2026-07-02", end: "2026-08-31" }, 2026)).toEqual({ left: 49.863, width: 17.308, startDay: 183, weeks: 9 });
    // Cut at the year's end; the 366th day of a leap year counts as the 365th.
    expect(barGeometry({ start: "2026-12-20", end: "2026-12-31" }, 2026)).toEqual({ left: 96.712, width: 3.288, startDay: 354, weeks: 2 });
    expect(barGeometry({ start: "2024-12-31", end: "2024-12-31" }, 2024)).toEqual({ left: 99.726, width: 0.274, startDay: 365, weeks: 1 });
    expect(barGeometry({ start: "2025-12-01", end: "2026-01-10" }, 2026)?.left).toBe(0);
    expect(barGeometry({ start: "nope", end: "2026-01-10" }, 2026)).toBeNull();
  });

  it("lays out 12 month columns over 365 days", () => {
    const months = monthColumns(2026);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: 1, left: 0, width: 8.493 });
    expect(months[1]).toEqual({ month: 2, left: 8.493, width: 7.671 });
    expect(months[11]).toEqual({ month: 12, left: 91.507, width: 8.493 });
  });
});
