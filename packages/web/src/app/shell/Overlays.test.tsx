// @vitest-environment jsdom
import { act } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { MantineProvider } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IntlProvider } from "react-intl";
import { Overlays } from "./Overlays";

// jsdom has no media queries (Mantine's color scheme and the notifications' reduced motion read them).
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
});
afterEach(cleanup);

describe("Overlays", () => {
  it("names every notification's close button in the page's language, whoever shows it", async () => {
    render(
      <MantineProvider>
        <IntlProvider locale="ca" messages={{ "action.close": "Tanca", "action.confirm": "Confirma", "action.cancel": "Cancel·la" }}>
          <Overlays />
        </IntlProvider>
      </MantineProvider>,
    );
    await act(async () => {
      notifications.show({ id: "test", title: "Títol", message: "Missatge" });
    });
    expect((await screen.findByRole("button", { name: "Tanca" })).closest(".mantine-Notification-root")).not.toBeNull();
  });
});
