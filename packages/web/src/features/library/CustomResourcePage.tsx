import { useRef, useState } from "react";
import { Alert, Button, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { useForm } from "@mantine/form";
import { FormattedMessage, useIntl } from "react-intl";
import { customResourceRules } from "@portal/schema";
import { RequestCustomResourceDocument } from "../../gql/documents/customResource";
import { showSubmitError } from "../../app/apollo/errors";
import { fieldErrorOf, useTranslateKey } from "../../ui/useTranslateKey";
import { validateWith } from "../../ui/lazyValidation";

/** /customresource (ES franchisees): ask marketing for a resource the library lacks. */
export function CustomResourcePage() {
  const intl = useIntl();
  const translate = useTranslateKey();
  const [request] = useMutation(RequestCustomResourceDocument, { context: { silent: true } });
  const [sent, setSent] = useState(false);
  const [errorId, setErrorId] = useState<string | null>(null);
  const status = useRef<HTMLDivElement>(null);

  const form = useForm({
    initialValues: { topic: "", comments: "" },
    validate: (values) => validateWith(customResourceRules, values),
    validateInputOnBlur: true,
  });
  const onSubmit = form.onSubmit(async (values) => {
    setErrorId(null);
    setSent(false);
    try {
      const input = customResourceRules.cast(values); // trimmed, as the BFF reads it
      await request({ variables: { input: { topic: input.topic, comments: input.comments } } });
      form.reset();
      setSent(true);
      status.current?.focus();
    } catch (error) {
      showSubmitError(error, form, setErrorId);
    }
  });

  const fieldError = fieldErrorOf<"topic" | "comments">(form, translate);
  const topic = form.getInputProps("topic");

  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        <FormattedMessage id="screen.customresource" />
      </Title>
      <Text c="dimmed">
        <FormattedMessage id="customresource.intro" />
      </Text>
      <div ref={status} tabIndex={-1} style={{ outline: "none" }}>
        {sent && (
          <Alert color="green" role="status" withCloseButton onClose={() => setSent(false)} closeButtonLabel={intl.formatMessage({ id: "action.close" })}>
            <FormattedMessage id="customresource.success" />
          </Alert>
        )}
        {errorId && (
          <Alert color="red" role="alert">
            <FormattedMessage id={errorId} />
          </Alert>
        )}
      </div>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={intl.formatMessage({ id: "customresource.topic" })}
            name="topic"
            required
            maxLength={200}
            {...topic}
            onChange={(e) => {
              setSent(false);
              topic.onChange(e);
            }}
            error={fieldError("topic")}
          />
          <Textarea
            label={intl.formatMessage({ id: "customresource.comments" })}
            name="comments"
            rows={6}
            {...form.getInputProps("comments")}
            error={fieldError("comments")}
          />
          <div>
            <Button type="submit" loading={form.submitting}>
              <FormattedMessage id="customresource.submit" />
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
