import { useEffect, useRef, useState } from "react";
import { Alert, Button, Group, Stack } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { ORDERING_LIMITS, WIZARD_PAGE_FIELDS, type QuestionKey, type WizardContext } from "@portal/schema";
import { useShell } from "../../../app/shell/ShellContext";
import { Notice } from "../../../ui/Notice";
import { KitForm } from "../../../ui/form/KitForm";
import type { FieldKeys } from "../../../ui/form/rules";
import { useFormKit } from "../../../ui/form/useFormKit";
import { useTranslateKey } from "../../../ui/useTranslateKey";
import { newKey, putCartItem, type CartItem } from "../cartStore";
import { CART_PATH, digitalOnlyAmount } from "../orderingView";
import { CustomizationStep } from "./CustomizationStep";
import { FormatStep } from "./FormatStep";
import { MethodStep } from "./MethodStep";
import { QuestionsStep } from "./QuestionsStep";
import { SizeStep } from "./SizeStep";
import { WizardResource } from "./WizardResource";
import { WizardStepper } from "./WizardStepper";
import { nextPage, previousPage, wizardPages, type WizardPageNumber } from "./wizardFlow";
import { initialWizardValues, wizardCartItem, wizardPageSchema, type Format, type Wizard, type WizardValues } from "./wizardValues";

/**
 * The wizard's pages on one form: Next checks the page's fields with the shared rules (shown by the fields, and
 * together under the buttons for 3 seconds) and goes on; on the last page it puts the item in the cart.
 */
export function WizardForm({ wizard, item }: { wizard: Wizard; item: CartItem | undefined }) {
  const intl = useIntl();
  const translate = useTranslateKey();
  const navigate = useNavigate();
  const { market, viewer } = useShell();
  const [page, setPage] = useState<WizardPageNumber>(1);
  const [pageErrors, setPageErrors] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  // One key for what this wizard puts in the cart, and it is put once: a second click (a double click, Enter twice)
  // while the cart opens changes nothing, and the same key again would only replace the same item.
  const [key] = useState(() => item?.key ?? newKey());
  const added = useRef(false);
  const errorTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(errorTimer.current), []);

  const [initialValues] = useState(() => initialWizardValues(item, market, viewer?.selectedRestaurant?.name ?? ""));
  const formatOf = (values: WizardValues): Format | undefined => wizard.formats.find((f) => f.id === values.formatId);
  const form = useFormKit<WizardValues>({
    initialValues,
    rules: () => wizardPageSchema(page, context),
    submit: async (values) => {
      if (added.current) return;
      setPageErrors([]);
      const following = nextPage(pages, page);
      if (following) return goTo(following);
      added.current = true;
      putCartItem(market, wizardCartItem(values, { key, wizard, format: formatOf(values), pages, market, item }));
      await navigate(CART_PATH);
    },
  });
  const { values, submitCount, errors } = form.formik;
  const format = formatOf(values);
  const pages = wizardPages(market, format, wizard.resource.sourceFormatId ?? null);
  const last = nextPage(pages, page) === null;
  const context: WizardContext = {
    market,
    customizable: wizard.resource.customizable,
    format: format ? { id: format.id, sizes: format.sizes, questions: format.questions as QuestionKey[] } : null,
  };

  /** Another page: its fields show no error until they are left or checked. */
  function goTo(target: WizardPageNumber) {
    void form.formik.setTouched({}, false);
    setPage(target);
  }

  function back() {
    setPageErrors([]);
    const previous = previousPage(pages, page);
    if (previous) goTo(previous);
  }

  // A page the rules refused: its errors together under the buttons, for 3 seconds.
  const listedFor = useRef(0);
  useEffect(() => {
    if (form.status !== "invalid" || listedFor.current === submitCount) return;
    listedFor.current = submitCount;
    const found = errors as FieldKeys;
    const keys = [...new Set(WIZARD_PAGE_FIELDS[page].filter((field) => found[field]).map((field) => found[field]!))];
    clearTimeout(errorTimer.current);
    setPageErrors(keys);
    if (keys.length) errorTimer.current = setTimeout(() => setPageErrors([]), ORDERING_LIMITS.wizardErrorMs);
  }, [form.status, submitCount, errors, page]);

  return (
    <KitForm form={form}>
      <Stack gap="lg">
        <WizardResource resource={wizard.resource} />
        <WizardStepper market={market} page={page} pages={pages} />

        {page === 1 && <FormatStep formats={wizard.formats} />}
        {page === 2 && format && <SizeStep format={format} />}
        {page === 3 && format && <QuestionsStep format={format} />}
        {page === 4 && (
          <CustomizationStep market={market} customizable={wizard.resource.customizable} attempt={submitCount} onUploading={setUploading} />
        )}
        {page === 5 && <MethodStep />}

        {last && <Notice id="ordering.notice.digital_only" values={{ amount: digitalOnlyAmount(intl) }} />}
        <Group justify="space-between">
          {page !== 1 ? (
            <Button variant="default" onClick={back}>
              <FormattedMessage id="ordering.wizard.back" />
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={uploading} aria-busy={uploading}>
            <FormattedMessage id={uploading ? "ordering.wizard.uploading" : last ? "ordering.wizard.confirm" : "ordering.wizard.next"} />
          </Button>
        </Group>
        {/* Under the buttons: coming and going (3 s), the page's errors never move them. */}
        {pageErrors.length > 0 && (
          <Alert color="red" role="alert" title={intl.formatMessage({ id: "ordering.wizard.errors" })}>
            {pageErrors.map((message) => (
              <div key={message}>{translate(message)}</div>
            ))}
          </Alert>
        )}
      </Stack>
    </KitForm>
  );
}
