import { useEffect, useMemo, useRef, useState } from "react";
import { Alert, Button, FileButton, Group, Image, Radio, Select, Skeleton, Stack, Stepper, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Image.css";
import "@mantine/core/styles/Radio.css";
import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/Stepper.css";
import { useQuery } from "@apollo/client/react";
import { FormikProvider, useFormik, type FormikErrors } from "formik";
import { FormattedMessage, useIntl } from "react-intl";
import { Navigate, useNavigate, useParams } from "react-router-dom";
import {
  ADAPTATION_PRICES,
  DEFAULT_WIZARD_METHOD,
  DIRECTIONS,
  DIRECTION_VALUES,
  ORDER_METHOD,
  ORDERING_LIMITS,
  QUESTION_ANSWERS,
  WIZARD_METHODS,
  WIZARD_PAGE_FIELDS,
  validate,
  wizardItemRules,
  type OrderCustomization,
  type QuestionKey,
  type WizardContext,
  EMPTY_CUSTOMIZATION,
} from "@portal/schema";
import { OrderWizardDocument } from "../../gql/documents/ordering/ordering";
import type { OrderWizardQuery } from "../../gql/graphql";
import { errorMessageId } from "../../app/apollo/errors";
import { useShell } from "../../app/shell/ShellContext";
import { ErrorState } from "../../ui/ErrorState";
import { DateField } from "../../ui/form/DateField";
import { TextField } from "../../ui/form/TextField";
import { TextareaField } from "../../ui/form/TextareaField";
import { UploadIcon } from "../../ui/icons";
import { useTranslateKey } from "../../ui/useTranslateKey";
import { newKey, putCartItem, readCart, type CartItem } from "./cartStore";
import { CART_PATH, DIRECTION_GLYPHS, UploadError, uploadOrderFile } from "./orderingView";
import { nextPage, previousPage, wizardPages, type WizardPageNumber } from "./wizardFlow";

type Wizard = NonNullable<OrderWizardQuery["orderWizard"]>;
type Format = Wizard["formats"][number];

/** The wizard's form: page 4's customisation flat beside the other pages' fields (the shared rules read it so). */
interface WizardValues extends OrderCustomization {
  formatId: number | null;
  sizeKey: string;
  sizeText: string;
  answers: Record<string, string>;
  customFile: string;
  customFileName: string;
  method: number | null;
}

/** The shared rules' default answers (no; magazine for q5). */
const DEFAULT_ANSWERS: Record<string, string> = wizardItemRules.getDefault().answers;

/** /order/{id} (a resource) and /order/edit/{key} (an item of the cart): the five-page wizard. */
export function WizardPage({ editing = false }: { editing?: boolean }) {
  const { id = "" } = useParams();
  const { market } = useShell();
  const intl = useIntl();
  const item = editing ? readCart(market).items.find((i) => i.key === id && i.method !== ORDER_METHOD.PRODUCTION) : undefined;
  const resourceId = editing ? (item?.resourceId ?? "") : id;
  const { data, loading, error, refetch } = useQuery(OrderWizardDocument, {
    variables: { resourceId },
    skip: !resourceId,
    context: { silent: true },
  });

  // An item to edit that is not in the cart (or cannot be loaded): back to the cart.
  if (editing && (!item || (!loading && !error && !data?.orderWizard))) return <Navigate to={CART_PATH} replace />;
  let body;
  if (loading && !data) body = <Skeleton height={360} aria-label={intl.formatMessage({ id: "list.loading" })} />;
  else if (error) body = <ErrorState messageId={errorMessageId(error, intl.messages)} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!data?.orderWizard) body = <ErrorState messageId="ordering.wizard.not_available" />;
  else body = <WizardForm key={data.orderWizard.resource.id} wizard={data.orderWizard} item={item} />;
  return (
    <Stack gap="md" maw={860}>
      <Title order={1} size="h2">
        <FormattedMessage id={editing ? "screen.order.edit" : "screen.order"} />
      </Title>
      {body}
    </Stack>
  );
}

function initialValues(item: CartItem | undefined, market: string, restaurantName: string): WizardValues {
  if (item)
    return {
      formatId: item.formatId,
      sizeKey: item.sizeKey,
      sizeText: item.sizeText,
      answers: { ...DEFAULT_ANSWERS, ...item.answers },
      customFile: item.customFile,
      customFileName: item.customFileName,
      ...item.customization,
      method: item.method,
    };
  return {
    formatId: null,
    sizeKey: "",
    sizeText: "",
    answers: DEFAULT_ANSWERS,
    customFile: "",
    customFileName: "",
    ...EMPTY_CUSTOMIZATION,
    restaurant: market === "PT" ? restaurantName : "",
    method: market === "PT" ? ORDER_METHOD.ARTWORK : DEFAULT_WIZARD_METHOD,
  };
}

function WizardForm({ wizard, item }: { wizard: Wizard; item: CartItem | undefined }) {
  const intl = useIntl();
  const translate = useTranslateKey();
  const navigate = useNavigate();
  const { market, viewer } = useShell();
  const [page, setPage] = useState<WizardPageNumber>(1);
  const [pageErrors, setPageErrors] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const errorTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(errorTimer.current), []);

  const formik = useFormik<WizardValues>({
    initialValues: initialValues(item, market, viewer?.selectedRestaurant?.name ?? ""),
    onSubmit: () => undefined,
  });
  const { values } = formik;
  const format: Format | undefined = wizard.formats.find((f) => f.id === values.formatId);
  const pages = useMemo(() => wizardPages(market, format, wizard.resource.sourceFormatId ?? null), [market, format, wizard.resource.sourceFormatId]);
  const last = nextPage(pages, page) === null;

  const context: WizardContext = {
    market,
    customizable: wizard.resource.customizable,
    format: format ? { id: format.id, sizes: format.sizes, questions: format.questions as QuestionKey[] } : null,
  };
  /** The page's errors (the shared rules, only this page's fields): shown by the fields, and together for 3 seconds. */
  function checkPage(): boolean {
    const checked = validate(wizardItemRules, values, context);
    const all: Record<string, string> = checked.ok ? {} : checked.fields;
    const fields = WIZARD_PAGE_FIELDS[page].filter((field) => all[field]);
    const errors = Object.fromEntries(fields.map((field) => [field, all[field]])) as FormikErrors<WizardValues>;
    formik.setErrors(errors);
    void formik.setTouched(Object.fromEntries(fields.map((field) => [field, true])), false);
    clearTimeout(errorTimer.current);
    setPageErrors([...new Set(fields.map((field) => all[field]))]);
    if (fields.length) errorTimer.current = setTimeout(() => setPageErrors([]), ORDERING_LIMITS.wizardErrorMs);
    return fields.length === 0;
  }

  function next() {
    if (!checkPage()) return;
    const following = nextPage(pages, page);
    if (following) return setPage(following);
    confirm();
  }

  function back() {
    setPageErrors([]);
    const previous = previousPage(pages, page);
    if (previous) setPage(previous);
  }

  function confirm() {
    const sizes = format?.sizes ?? [];
    const chosenSize = pages.includes(2) ? sizes.find((s) => s.key === values.sizeKey) : undefined;
    putCartItem(market, {
      key: item?.key ?? newKey(),
      resourceId: wizard.resource.id,
      resourceName: wizard.resource.name,
      thumbUrl: wizard.resource.thumbUrl ?? null,
      reference: wizard.resource.reference ?? null,
      formatId: values.formatId,
      formatName: format?.name ?? null,
      sizeKey: chosenSize?.key ?? "",
      sizeName: chosenSize?.name ?? null,
      sizeText: chosenSize?.custom ? values.sizeText.trim() : "",
      answers: Object.fromEntries((pages.includes(3) ? (format?.questions ?? []) : []).map((q) => [q, values.answers[q]])),
      customFile: values.customFile,
      customFileName: values.customFileName,
      customization: {
        restaurant: values.restaurant.trim(),
        price: values.price.trim(),
        legal: values.legal.trim(),
        others: values.others.trim(),
        startDate: values.startDate,
        endDate: values.endDate,
        direction: values.direction,
      },
      method: market === "PT" ? ORDER_METHOD.ARTWORK : (values.method ?? DEFAULT_WIZARD_METHOD),
      units: item?.units ?? null,
      unitsScale: item?.unitsScale ?? 0,
      unitsScaleCustom: item?.unitsScaleCustom ?? "",
      billed: item?.billed ?? -1,
      shipped: item?.shipped ?? -1,
      customShip: item?.customShip ?? "",
    });
    void navigate(CART_PATH);
  }

  async function upload(file: File | null) {
    if (!file) return;
    setUploading(true);
    try {
      const stored = await uploadOrderFile("custom", file);
      await formik.setValues({ ...formik.values, customFile: stored.path, customFileName: stored.name }, false);
      formik.setFieldError("customFile", undefined);
    } catch (error) {
      formik.setFieldError("customFile", error instanceof UploadError ? error.key : "error.generic");
      void formik.setFieldTouched("customFile", true, false);
    } finally {
      setUploading(false);
    }
  }

  const fieldError = (name: keyof WizardValues) => {
    const key = formik.errors[name];
    return formik.touched[name] && typeof key === "string" ? translate(key) : undefined;
  };

  return (
    <FormikProvider value={formik}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap" align="center">
            {wizard.resource.thumbUrl && <Image src={wizard.resource.thumbUrl} alt="" w={64} h={64} radius="sm" />}
            <div>
              <Text fw={600}>{wizard.resource.name}</Text>
              {wizard.resource.reference && (
                <Text size="sm" c="dimmed">
                  {wizard.resource.reference}
                </Text>
              )}
            </div>
          </Group>
          <Stepper active={page - 1} size="sm" allowNextStepsSelect={false} aria-label={intl.formatMessage({ id: "ordering.wizard.steps" })}>
            {([1, 2, 3, 4, 5] as const).map((step) => (
              <Stepper.Step
                key={step}
                label={intl.formatMessage({ id: `ordering.wizard.step${step}` })}
                color={pages.includes(step) ? undefined : "gray"}
                aria-current={step === page ? "step" : undefined}
              />
            ))}
          </Stepper>

          {pageErrors.length > 0 && (
            <Alert color="red" role="alert" title={intl.formatMessage({ id: "ordering.wizard.errors" })}>
              {pageErrors.map((key) => (
                <div key={key}>{translate(key)}</div>
              ))}
            </Alert>
          )}

          {page === 1 && (
            <Select
              label={intl.formatMessage({ id: "ordering.wizard.format" })}
              placeholder={intl.formatMessage({ id: "ordering.wizard.format.placeholder" })}
              data={wizard.formats.map((f) => ({ value: String(f.id), label: f.name }))}
              value={values.formatId === null ? null : String(values.formatId)}
              onChange={(value) => {
                void formik.setValues({ ...values, formatId: value ? Number(value) : null, sizeKey: "", sizeText: "" }, false);
                formik.setFieldError("formatId", undefined);
              }}
              error={fieldError("formatId")}
              searchable
              required
              maxDropdownHeight={320}
              comboboxProps={{ withinPortal: true }}
            />
          )}

          {page === 2 && format && (
            <Stack gap="sm">
              <Radio.Group
                label={intl.formatMessage({ id: "ordering.wizard.size" })}
                value={values.sizeKey}
                onChange={(value) => {
                  void formik.setFieldValue("sizeKey", value, false);
                  formik.setFieldError("sizeKey", undefined);
                }}
                error={fieldError("sizeKey")}
                required
              >
                <Stack gap={6} mt={6}>
                  {format.sizes.map((size) => (
                    <Radio key={size.key} value={size.key} label={size.name} />
                  ))}
                </Stack>
              </Radio.Group>
              {format.sizes.find((s) => s.key === values.sizeKey)?.custom && (
                <TextField
                  name="sizeText"
                  label={intl.formatMessage({ id: "ordering.wizard.size_text" })}
                  required
                  maxLength={ORDERING_LIMITS.maxTextLength}
                />
              )}
            </Stack>
          )}

          {page === 3 && format && (
            <Stack gap="md">
              {format.questions.map((question) => (
                <Radio.Group
                  key={question}
                  label={intl.formatMessage({ id: `ordering.question.${question}` })}
                  value={values.answers[question]}
                  onChange={(value) => void formik.setFieldValue(`answers.${question}`, value, false)}
                >
                  <Group gap="lg" mt={6}>
                    {QUESTION_ANSWERS[question as QuestionKey].map((answer) => (
                      <Radio key={answer} value={answer} label={intl.formatMessage({ id: `ordering.answer.${answer}` })} />
                    ))}
                  </Group>
                </Radio.Group>
              ))}
            </Stack>
          )}

          {page === 4 && (
            <Stack gap="md">
              {market === "ES" && (
                <Alert color="blue" title={intl.formatMessage({ id: "ordering.wizard.prices.title" })}>
                  <FormattedMessage id="ordering.wizard.prices" values={{ ...ADAPTATION_PRICES }} />
                </Alert>
              )}
              <div>
                <Group gap="sm">
                  <FileButton
                    onChange={(file) => void upload(file)}
                    accept="image/jpeg,image/png,image/gif,image/webp,application/pdf,application/zip"
                  >
                    {(props) => (
                      <Button {...props} variant="light" leftSection={<UploadIcon />} loading={uploading} aria-describedby="custom-file-state">
                        <FormattedMessage id={values.customFile ? "ordering.wizard.upload.replace" : "ordering.wizard.upload"} />
                      </Button>
                    )}
                  </FileButton>
                  <Text
                    id="custom-file-state"
                    size="sm"
                    c={fieldError("customFile") ? "red" : "dimmed"}
                    role={fieldError("customFile") ? "alert" : undefined}
                  >
                    {fieldError("customFile") ??
                      (values.customFileName ||
                        intl.formatMessage({
                          id: wizard.resource.customizable ? "ordering.wizard.upload.required" : "ordering.wizard.upload.optional",
                        }))}
                  </Text>
                </Group>
              </div>
              <TextField
                name="restaurant"
                label={intl.formatMessage({ id: "ordering.wizard.restaurant" })}
                required={market === "PT"}
                maxLength={ORDERING_LIMITS.maxTextLength}
              />
              <TextField
                name="price"
                label={intl.formatMessage({ id: "ordering.wizard.price" })}
                required={market === "PT"}
                maxLength={ORDERING_LIMITS.maxTextLength}
              />
              {values.price.trim() && (
                <Text size="sm" c="dimmed">
                  <FormattedMessage id="ordering.wizard.legal_mention" />
                </Text>
              )}
              <TextareaField
                name="legal"
                label={intl.formatMessage({ id: "ordering.wizard.legal" })}
                required={!!values.price.trim()}
                autosize
                minRows={2}
                maxLength={ORDERING_LIMITS.maxTextLength}
              />
              {market === "PT" && (
                <>
                  <TextareaField
                    name="others"
                    label={intl.formatMessage({ id: "ordering.wizard.others" })}
                    required
                    autosize
                    minRows={2}
                    maxLength={ORDERING_LIMITS.maxTextLength}
                  />
                  <Group grow align="flex-start">
                    <DateField
                      name="startDate"
                      label={intl.formatMessage({ id: "ordering.wizard.start" })}
                      clearLabel={intl.formatMessage({ id: "ordering.wizard.start.clear" })}
                    />
                    <DateField
                      name="endDate"
                      label={intl.formatMessage({ id: "ordering.wizard.end" })}
                      clearLabel={intl.formatMessage({ id: "ordering.wizard.end.clear" })}
                    />
                  </Group>
                  <Radio.Group
                    label={intl.formatMessage({ id: "ordering.wizard.direction" })}
                    value={values.direction === null ? "" : String(values.direction)}
                    onChange={(value) => void formik.setFieldValue("direction", value ? Number(value) : null, false)}
                  >
                    <Group gap="xs" mt={6}>
                      {DIRECTION_VALUES.map((value) => (
                        <Radio
                          key={value}
                          value={String(value)}
                          label={
                            <span>
                              <span aria-hidden style={{ fontSize: 20, marginInlineEnd: 4 }}>
                                {DIRECTION_GLYPHS[value - 1]}
                              </span>
                              <FormattedMessage id={`ordering.direction.${DIRECTIONS[value - 1]}`} />
                            </span>
                          }
                        />
                      ))}
                    </Group>
                  </Radio.Group>
                </>
              )}
            </Stack>
          )}

          {page === 5 && (
            <Radio.Group
              label={intl.formatMessage({ id: "ordering.wizard.method" })}
              value={values.method === null ? "" : String(values.method)}
              onChange={(value) => {
                void formik.setFieldValue("method", Number(value), false);
                formik.setFieldError("method", undefined);
              }}
              error={fieldError("method")}
              required
            >
              <Stack gap={6} mt={6}>
                {WIZARD_METHODS.map((method) => (
                  <Radio
                    key={method}
                    value={String(method)}
                    label={intl.formatMessage({ id: `ordering.method.${method}` })}
                    description={intl.formatMessage({ id: `ordering.method.${method}.hint` })}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}

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
        </Stack>
      </form>
    </FormikProvider>
  );
}

/** /order/edit/{key}: the wizard on an item of the cart. */
export const WizardEditPage = () => <WizardPage editing />;
