// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MantineProvider } from "@mantine/core";
import { Select } from "./selects";

// jsdom has no media queries (Mantine's color scheme reads one), no ResizeObserver (its scroll area's) and no scrolling.
beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => undefined;
});
afterEach(cleanup);

function days() {
  render(
    <MantineProvider>
      <Select label="Day" data={["Weekday", "Weekend"]} defaultValue="Weekend" />
      <Select label="Shift" data={["Morning", "Evening"]} />
    </MantineProvider>,
  );
  return screen.getByRole("combobox", { name: "Day" });
}
const lists = () => document.querySelectorAll("[role='listbox']").length;

describe("a select's list of options (ui/form/selects)", () => {
  it("is not in the page until its field is engaged: no list for a screen of untouched selects", () => {
    days();
    expect(lists()).toBe(0);
  });

  it("enters with the field's focus, hidden, so that the first arrow opens it on the current option (Mantine's keyboard and ARIA)", () => {
    const field = days();
    fireEvent.focus(field);
    expect(lists()).toBe(1);
    expect(field.getAttribute("aria-expanded")).toBe("false");
    fireEvent.keyDown(field, { key: "ArrowDown", code: "ArrowDown" });
    expect(field.getAttribute("aria-expanded")).toBe("true");
    const list = document.getElementById(field.getAttribute("aria-controls")!)!;
    expect(list.getAttribute("role")).toBe("listbox");
    expect(document.getElementById(field.getAttribute("aria-activedescendant")!)!.textContent).toBe("Weekend");
  });

  it("enters with a press, before the click that opens it", () => {
    const field = days();
    fireEvent.pointerDown(field);
    expect(lists()).toBe(1);
  });
});
