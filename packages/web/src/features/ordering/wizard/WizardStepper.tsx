import { Stepper } from "@mantine/core";
import "@mantine/core/styles/Stepper.css";
import { useIntl } from "react-intl";
import type { Market } from "@portal/schema";
import { wizardSteps, type WizardPageNumber } from "./wizardFlow";

/** The wizard's steps: the current one marked, those the chosen format skips greyed. */
export function WizardStepper({ market, page, pages }: { market: Market; page: WizardPageNumber; pages: readonly WizardPageNumber[] }) {
  const intl = useIntl();
  return (
    <Stepper active={page - 1} size="sm" allowNextStepsSelect={false} aria-label={intl.formatMessage({ id: "ordering.wizard.steps" })}>
      {wizardSteps(market).map((step) => (
        <Stepper.Step
          key={step}
          label={intl.formatMessage({ id: `ordering.wizard.step${step}` })}
          color={pages.includes(step) ? undefined : "gray"}
          aria-current={step === page ? "step" : undefined}
        />
      ))}
    </Stepper>
  );
}
