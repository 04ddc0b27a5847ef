import { describe, expect, it } from "vitest";
import { validateWith } from "../../ui/form/rules";
import {
  chosenPositions,
  objectivesInput,
  objectivesSchema,
  objectivesValues,
  strategiesInput,
  strategiesSchema,
  strategiesValues,
  withPriority,
  withoutPriority,
  type Plan,
} from "./planForms";

const plan = {
  id: "1:2026",
  restaurantId: "1",
  year: 2026,
  years: [2025, 2026, 2027],
  coverUrl: null,
  nationalOptions: [{ id: "10", name: "Campañas", kind: "NATIONAL", strategies: [{ id: "11", name: "Hamburguesas" }] }],
  localOptions: [{ id: "20", name: "Colegios", kind: "LOCAL", strategies: [] }],
  priorities: [
    {
      id: "100",
      categoryId: "10",
      name: "Campañas",
      kind: "NATIONAL",
      position: 1,
      daypart: "week",
      timeSlot: "comida",
      behaviour: "ticket",
      competitorId: null,
      sales: 5,
      newCustomers: 2.5,
    },
    {
      id: "101",
      categoryId: "20",
      name: "Colegios",
      kind: "LOCAL",
      position: 3,
      daypart: null,
      timeSlot: null,
      behaviour: null,
      competitorId: "7",
      sales: 0,
      newCustomers: 0,
    },
  ],
  strategies: [
    { id: "1000", slot: 1, position: 1, text: null, optionId: "11", name: "Hamburguesas" },
    { id: "1001", slot: 5, position: 3, text: "Visitas", optionId: null, name: "Visitas" },
  ],
  competitors: [{ id: "7", name: "BURGER" }],
  actions: [],
} as unknown as Plan;

describe("the marketing plan's forms", () => {
  it("keeps the priorities at their positions: a new one takes the first free one, at most three", () => {
    const values = objectivesValues(plan);
    expect(chosenPositions(values)).toEqual([1, 3]);
    expect([values.sales1, values.newCustomers1, values.competitorId3, values.daypart3]).toEqual(["5", "2.5", "7", ""]);
    const added = withPriority(values, "30")!;
    expect([added.category2, added.sales2, added.newCustomers2]).toEqual(["30", "0", "0"]);
    expect(withPriority(added, "40")).toBeNull();
    expect(withPriority(values, "10")).toBeNull();
    const removed = withoutPriority(added, 1);
    expect(chosenPositions(removed)).toEqual([2, 3]);
    expect(objectivesInput(removed).map((p) => [p.position, p.categoryId, p.sales])).toEqual([
      [2, "30", 0],
      [3, "20", 0],
    ]);
  });

  it("checks each chosen priority's numbers with the numeric alert", async () => {
    const values = { ...objectivesValues(plan), sales1: "-1", newCustomers3: "x" };
    expect(await validateWith(objectivesSchema, values)).toEqual({
      sales1: "marketing.objectives.popup.numeric_alert",
      newCustomers3: "marketing.objectives.popup.numeric_alert",
    });
    expect(objectivesInput({ ...objectivesValues(plan), sales1: "4,5" })[0]).toMatchObject({ position: 1, sales: 4.5, newCustomers: 2.5 });
  });

  it("sends a national slot's child category and a local slot's text, leaving empty slots out", async () => {
    const values = strategiesValues(plan);
    expect([values.slot1, values.slot2, values.slot5]).toEqual(["11", "", "Visitas"]);
    expect(strategiesInput(plan, { ...values, slot6: "  Concurso  " })).toEqual([
      { slot: 1, optionId: "11" },
      { slot: 5, text: "Visitas" },
      { slot: 6, text: "Concurso" },
    ]);
    expect(await validateWith(strategiesSchema, { ...values, slot6: "x".repeat(201) })).toEqual({ slot6: "marketing.error.strategy_too_long" });
  });
});
