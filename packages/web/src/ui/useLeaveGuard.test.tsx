// @vitest-environment jsdom
import { Profiler, type ComponentType } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, render } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { LeaveGuard, useLeaveGuard, type LeaveQuestion } from "./useLeaveGuard";

afterEach(cleanup);

const QUESTION: LeaveQuestion = { title: "t", body: "b", confirm: "c", stay: "s" };
let commits: string[] = [];

/** A screen's form, as a screen writes it in its own render: the commits of its subtree are recorded. */
function form() {
  return (
    <Profiler id="form" onRender={(_id, phase) => commits.push(phase)}>
      <input aria-label="name" />
    </Profiler>
  );
}

/** The commits of the screen's form once the screen is shown by a data router. */
async function commitsOf(Screen: ComponentType): Promise<string[]> {
  commits = [];
  const router = createMemoryRouter([{ path: "/", element: <Screen /> }]);
  await act(async () => {
    render(
      <IntlProvider locale="es" messages={{}}>
        <RouterProvider router={router} />
      </IntlProvider>,
    );
  });
  return commits;
}

describe("LeaveGuard", () => {
  it("leaves the screen's form alone once mounted: the form commits once", async () => {
    function Screen() {
      return (
        <>
          <LeaveGuard dirty={false} question={QUESTION} />
          {form()}
        </>
      );
    }
    expect(await commitsOf(Screen)).toEqual(["mount"]);
  });

  it("(the hook in the screen itself renders the form again once mounted: react-router's blocker sets state then)", async () => {
    function Screen() {
      useLeaveGuard(false, QUESTION);
      return form();
    }
    expect(await commitsOf(Screen)).toEqual(["mount", "update"]);
  });
});
