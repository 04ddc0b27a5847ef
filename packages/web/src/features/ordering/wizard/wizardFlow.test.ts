import { describe, expect, it } from "vitest";
import { nextPage, previousPage, wizardPages, wizardSteps } from "./wizardFlow";

const poster = { id: 1, sizes: [{}], questions: [{}] };
const digital = { id: 29, sizes: [], questions: [] };

describe("the wizard's pages", () => {
  it("shows the five pages in ES for a format with sizes and questions", () => {
    expect(wizardPages("ES", poster, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it("jumps from 1 to 4 and back in ES when the format is the resource's own", () => {
    const pages = wizardPages("ES", poster, 1);
    expect(pages).toEqual([1, 4, 5]);
    expect(nextPage(pages, 1)).toBe(4);
    expect(previousPage(pages, 4)).toBe(1);
  });
  it("skips empty pages both ways, and page 5 in PT", () => {
    const pages = wizardPages("PT", digital, null);
    expect(pages).toEqual([1, 4]);
    expect(nextPage(pages, 4)).toBeNull();
    expect(previousPage(pages, 1)).toBeNull();
    expect(wizardPages("PT", poster, 1)).toEqual([1, 2, 3, 4]);
  });
  it("lists step 5 only where it can be reached: not in PT", () => {
    expect(wizardSteps("PT")).toEqual([1, 2, 3, 4]);
    expect(wizardSteps("ES")).toEqual([1, 2, 3, 4, 5]);
  });
});
