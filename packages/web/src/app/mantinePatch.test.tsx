// @vitest-environment jsdom
import { Profiler } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { MantineProvider, Switch, TextInput } from "@mantine/core";
import { useId } from "@mantine/hooks";

// jsdom has no media queries (Mantine's color scheme reads one).
beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
});
afterEach(cleanup);

/**
 * `patches/@mantine__hooks@9.7.3.patch`: Mantine's `useId` keeps React's id instead of replacing it by a random one
 * in a layout effect after mount, a state update that rendered every labelled input a second time, synchronously,
 * in the commit of a screen's first render (the channels form: ~150 ms of a 4x-slowed phone's long task).
 */
describe("Mantine's useId (patched)", () => {
  it("a screen of labelled inputs commits once at mount: no second, synchronous render", () => {
    const commits: string[] = [];
    render(
      <MantineProvider>
        <Profiler id="form" onRender={(_id, phase) => commits.push(phase)}>
          {Array.from({ length: 20 }, (_, i) => (
            <div key={i}>
              <TextInput label={`Start ${i}`} />
              <Switch label={`All day ${i}`} />
            </div>
          ))}
        </Profiler>
      </MantineProvider>,
    );
    expect(commits).toEqual(["mount"]);
    // Each label still names its own input.
    expect(screen.getByRole("textbox", { name: "Start 7" }).id).not.toBe(screen.getByRole("textbox", { name: "Start 8" }).id);
  });

  it("the id is stable, unique, prefixed, and an explicit id wins", () => {
    const seen: string[] = [];
    function Probe({ fixed }: { fixed?: string }) {
      const id = useId(fixed);
      seen.push(id);
      return <span id={id} />;
    }
    const { rerender } = render(
      <>
        <Probe />
        <Probe />
        <Probe fixed="given" />
      </>,
    );
    rerender(
      <>
        <Probe />
        <Probe />
        <Probe fixed="given" />
      </>,
    );
    const [a, b, c, a2, b2, c2] = seen;
    expect(a).toMatch(/^mantine-\S+$/);
    expect(a).not.toBe(b);
    expect([a2, b2, c, c2]).toEqual([a, b, "given", "given"]);
  });
});
