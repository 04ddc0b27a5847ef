import { Fragment, useMemo, useRef } from "react";
import { Alert, Fieldset, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { LIBRARY_LIMITS, openingFormRules } from "@portal/schema";
import { SendOpeningFormDocument } from "../../gql/documents/library/openingForm";
import { FormMessage } from "../../ui/form/FormMessage";
import { KitForm } from "../../ui/form/KitForm";
import { SubmitButton } from "../../ui/form/SubmitButton";
import { SwitchField } from "../../ui/form/SwitchField";
import { TextareaField } from "../../ui/form/TextareaField";
import { TextField } from "../../ui/form/TextField";
import { useFormKit } from "../../ui/form/useFormKit";
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
  const [send] = useMutation(SendOpeningFormDocument);
  const status = useRef<HTMLDivElement>(null);
  const earliest = useMemo(() => earliestOpeningDate(), []);

  const form = useFormKit({
    initialValues: emptyOpeningForm(),
    rules: () => openingFormRules(new Date()), // the earliest opening date moves with the day
    submit: async (values, { reset }) => {
      await send({ variables: { input: toOpeningInput(values) } });
      reset();
    },
    afterSend: () => status.current?.focus(),
  });
  // The last submit found fields to correct: the alert shows while any of them still has its error.
  const checkFields = form.status === "invalid" && Object.keys(form.formik.errors).length > 0;

  const field = (name: OpeningFieldName) => {
    const common = { name, label: intl.formatMessage({ id: openingLabelId(name) }), required: isOpeningFieldRequired(name) };
    switch (openingFieldKind(name)) {
      case "flag":
        return (
          <SwitchField
            {...common}
            required={undefined}
            onLabel={intl.formatMessage({ id: "common.yes" })}
            offLabel={intl.formatMessage({ id: "common.no" })}
            size="md"
            mt="xs"
          />
        );
      case "number":
        return <TextField {...common} type="number" inputMode="numeric" min={0} step={1} parse={parseNumberField} />;
      case "date":
        return (
          <TextField
            {...common}
            type="date"
            min={earliest.iso}
            description={intl.formatMessage({ id: "opening.date_hint" }, { count: LIBRARY_LIMITS.openingFormMinDays, date: earliest.display })}
          />
        );
      case "longText":
        return <TextareaField {...common} rows={3} />;
      default:
        return (
          <TextField
            {...common}
            type={name === "mail" ? "email" : name === "phone" ? "tel" : "text"}
            autoComplete={name === "mail" ? "email" : name === "phone" ? "tel" : undefined}
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
        {form.status === "sent" && (
          <Alert color="green" role="status" withCloseButton onClose={form.dismiss}>
            <FormattedMessage id="opening.success" />
          </Alert>
        )}
        <FormMessage id={form.errorId} />
        {checkFields && (
          <Alert color="red" role="alert">
            <FormattedMessage id="opening.error.check_fields" />
          </Alert>
        )}
      </div>
      <KitForm form={form}>
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
            <SubmitButton size="md">
              <FormattedMessage id="opening.submit" />
            </SubmitButton>
          </div>
        </Stack>
      </KitForm>
    </Stack>
  );
}
