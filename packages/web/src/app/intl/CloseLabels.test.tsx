// @vitest-environment jsdom
import { act, type ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { Alert, MantineProvider, Modal } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IntlProvider } from "react-intl";
import { Overlays } from "../shell/Overlays";
import { theme } from "../theme";
import { CloseLabels } from "./CloseLabels";

// jsdom has no media queries (Mantine's color scheme and the notifications' reduced motion read them).
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
});
afterEach(cleanup);

const CATALAN = { "action.close": "Tanca", "action.confirm": "Confirma", "action.cancel": "Cancel·la" };

function renderInCatalan(children: ReactNode) {
  return render(
    <MantineProvider theme={theme}>
      <IntlProvider locale="ca" messages={CATALAN}>
        <CloseLabels>{children}</CloseLabels>
      </IntlProvider>
    </MantineProvider>,
  );
}

describe("CloseLabels", () => {
  it("names every notification's close button in the page's language, whoever shows it", async () => {
    renderInCatalan(<Overlays />);
    await act(async () => {
      notifications.show({ id: "test", title: "Títol", message: "Missatge" });
    });
    expect((await screen.findByRole("button", { name: "Tanca" })).closest(".mantine-Notification-root")).not.toBeNull();
  });

  it("names a modal's close button, composed or not, and a closable alert's", () => {
    renderInCatalan(
      <>
        <Modal opened onClose={() => undefined} title="Una" withinPortal={false} transitionProps={{ duration: 0 }}>
          <p>Cos</p>
        </Modal>
        <Modal.Root opened onClose={() => undefined} withinPortal={false} transitionProps={{ duration: 0 }}>
          <Modal.Content>
            <Modal.Header>
              <Modal.Title>Dues</Modal.Title>
              <Modal.CloseButton />
            </Modal.Header>
          </Modal.Content>
        </Modal.Root>
        <Alert withCloseButton onClose={() => undefined}>
          Avís
        </Alert>
      </>,
    );
    const buttons = screen.getAllByRole("button", { name: "Tanca", hidden: true });
    expect(
      buttons.map((button) => button.closest(".mantine-Modal-content, .mantine-Alert-root")?.className.match(/mantine-(Modal|Alert)/)?.[1]),
    ).toEqual(["Modal", "Modal", "Alert"]);
  });

  it("leaves a screen's own words for its close button", () => {
    renderInCatalan(
      <Modal opened onClose={() => undefined} title="Pla" withinPortal={false} closeButtonProps={{ "aria-label": "Tanca el pla" }}>
        <p>Cos</p>
      </Modal>,
    );
    expect(screen.getByRole("button", { name: "Tanca el pla", hidden: true })).toBeDefined();
    expect(screen.queryByRole("button", { name: "Tanca", hidden: true })).toBeNull();
  });
});
