import { Fragment, useMemo, useRef, useState } from "react";
import { Alert, Button, Fieldset, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { useForm } from "@mantine/form";
import { FormattedMessage, useIntl } from "react-intl";
import { LIBRARY_LIMITS, openingFormRules } from "@portal/schema";
import { SendOpeningFormDocument } from "../../gql/documents/openingForm";
import { showSubmitError } from "../../app/apollo/errors";
import { fieldErrorOf, useTranslateKey } from "../../ui/useTranslateKey";
import { validateWith } from "../../ui/lazyValidation";
import {
  OPENING_GROUPS,
  earliestOpeningDate,
  emptyOpeningForm,
  isOpeningFieldRequired,
  openingFieldKind,
  openingLabelId,
  parseNumberField,
  toOpeningInput,
  type OpeningFieldName,
  type OpeningFormValues,
} from "./openingForm";
import "@mantine/core/styles/Fieldset.css";
import "@mantine/core/styles/SimpleGrid.css";

/**
 * /comunicacion/form: the opening communication form of a new restaurant, validated with the
 * shared `openingFormRules` (the opening must be at least 15 days away) and sent with
 * `sendOpeningForm` for the selected restaurant.
 */
export function OpeningFormPage() {
  const intl = useIntl();
  const translate = useTranslateKey();
  const [send] = useMutation(SendOpeningFormDocument, { context: { silent: true } });
  const [sent, setSent] = useState(false);
  const [errorId, setErrorId] = useState<string | null>(null);
  const status = useRef<HTMLDivElement>(null);
  const earliest = useMemo(() => earliestOpeningDate(), []);

  // The last submit found fields to correct: the alert shows while any of them still has its error.
  const [checkFields, setCheckFields] = useState(false);

  const form = useForm<OpeningFormValues>({
    initialValues: emptyOpeningForm(),
    validate: (values) => validateWith(openingFormRules(new Date()), values),
    validateInputOnBlur: true,
  });
  const onSubmit = form.onSubmit(
    async (values) => {
      setErrorId(null);
      setSent(false);
      setCheckFields(false);
      try {
        await send({ variables: { input: toOpeningInput(values) } });
        form.reset();
        setSent(true);
      } catch (error) {
        showSubmitError(error, form, setErrorId);
      }
      status.current?.focus();
    },
    () => setCheckFields(true),
  );

  const errorOf = fieldErrorOf<OpeningFieldName>(form, translate);

  const field = (name: OpeningFieldName) => {
    const label = intl.formatMessage({ id: openingLabelId(name) });
    const input = form.getInputProps(name);
    const common = { name, label, required: isOpeningFieldRequired(name), error: errorOf(name), onBlur: input.onBlur };
    switch (openingFieldKind(name)) {
      case "flag":
        return (
          <Switch
            {...common}
            required={undefined}
            checked={form.values[name] as boolean}
            onChange={(e) => form.setFieldValue(name, e.currentTarget.checked)}
            onLabel={intl.formatMessage({ id: "common.yes" })}
            offLabel={intl.formatMessage({ id: "common.no" })}
            size="md"
            mt="xs"
          />
        );
      case "number":
        return (
          <TextInput
            {...common}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={form.values[name] === null ? "" : String(form.values[name])}
            onChange={(e) => form.setFieldValue(name, parseNumberField(e.currentTarget.value))}
          />
        );
      case "date":
        return (
          <TextInput
            {...common}
            type="date"
            min={earliest.iso}
            description={intl.formatMessage({ id: "opening.date_hint" }, { count: LIBRARY_LIMITS.openingFormMinDays, date: earliest.display })}
            value={form.values.openingDate}
            onChange={input.onChange}
          />
        );
      case "longText":
        return <Textarea {...common} rows={3} value={form.values[name] as string} onChange={input.onChange} />;
      default:
        return (
          <TextInput
            {...common}
            type={name === "mail" ? "email" : name === "phone" ? "tel" : "text"}
            autoComplete={name === "mail" ? "email" : name === "phone" ? "tel" : undefined}
            value={form.values[name] as string}
            onChange={input.onChange}
          />
        );
    }
  };

  return (
    <Stack gap="md" maw={960}>
      <Title order={1} size="h2">
        <FormattedMessage id="screen.comunicacion.form" />
      </Title>
      <Text c="dimmed">
        <FormattedMessage id="opening.intro" values={{ count: LIBRARY_LIMITS.openingFormMinDays }} />
      </Text>
      <div ref={status} tabIndex={-1} style={{ outline: "none" }}>
        {sent && (
          <Alert color="green" role="status" withCloseButton onClose={() => setSent(false)} closeButtonLabel={intl.formatMessage({ id: "action.close" })}>
            <FormattedMessage id="opening.success" />
          </Alert>
        )}
        {errorId && (
          <Alert color="red" role="alert">
            <FormattedMessage id={errorId} />
          </Alert>
        )}
        {checkFields && Object.keys(form.errors).length > 0 && (
          <Alert color="red" role="alert">
            <FormattedMessage id="opening.error.check_fields" />
          </Alert>
        )}
      </div>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          {OPENING_GROUPS.map((group) => (
            <Fieldset key={group.legendId} legend={intl.formatMessage({ id: group.legendId })}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
                {group.fields.map((name) => (
                  <Fragment key={name}>{field(name)}</Fragment>
                ))}
              </SimpleGrid>
            </Fieldset>
          ))}
          <div>
            <Button type="submit" size="md" loading={form.submitting}>
              <FormattedMessage id="opening.submit" />
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
