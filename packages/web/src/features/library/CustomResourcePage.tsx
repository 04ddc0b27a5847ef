import { useRef, useState } from "react";
import { Alert, Button, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { useFormik } from "formik";
import { FormattedMessage, useIntl } from "react-intl";
import { customResourceRules } from "@portal/schema";
import { RequestCustomResourceDocument } from "../../gql/documents/customResource";
import { showSubmitError } from "../../app/apollo/errors";
import { fieldErrorOf, useTranslateKey } from "../../ui/useTranslateKey";

/** /customresource (ES franchisees): ask marketing for a resource the library lacks. */
export function CustomResourcePage() {
  const intl = useIntl();
  const translate = useTranslateKey();
  const [request] = useMutation(RequestCustomResourceDocument, { context: { silent: true } });
  const [sent, setSent] = useState(false);
  const [errorId, setErrorId] = useState<string | null>(null);
  const status = useRef<HTMLDivElement>(null);

  const form = useFormik({
    initialValues: { topic: "", comments: "" },
    validationSchema: customResourceRules,
    onSubmit: async (values, helpers) => {
      setErrorId(null);
      setSent(false);
      try {
        const input = customResourceRules.cast(values); // trimmed, as the BFF reads it
        await request({ variables: { input: { topic: input.topic, comments: input.comments } } });
        helpers.resetForm();
        setSent(true);
        status.current?.focus();
      } catch (error) {
        showSubmitError(error, helpers, setErrorId);
      }
    },
  });

  const fieldError = fieldErrorOf<"topic" | "comments">(form, translate);

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
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={intl.formatMessage({ id: "customresource.topic" })}
            name="topic"
            required
            maxLength={200}
            value={form.values.topic}
            onChange={(e) => {
              setSent(false);
              form.handleChange(e);
            }}
            onBlur={form.handleBlur}
            error={fieldError("topic")}
          />
          <Textarea
            label={intl.formatMessage({ id: "customresource.comments" })}
            name="comments"
            rows={6}
            value={form.values.comments}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={fieldError("comments")}
          />
          <div>
            <Button type="submit" loading={form.isSubmitting}>
              <FormattedMessage id="customresource.submit" />
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
