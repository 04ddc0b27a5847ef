import { useRef } from "react";
import { Alert, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { customResourceRules } from "@portal/schema";
import { RequestCustomResourceDocument } from "../../gql/documents/library/customResource";
import { FormMessage } from "../../ui/form/FormMessage";
import { KitForm } from "../../ui/form/KitForm";
import { SubmitButton } from "../../ui/form/SubmitButton";
import { TextareaField } from "../../ui/form/TextareaField";
import { TextField } from "../../ui/form/TextField";
import { useFormKit } from "../../ui/form/useFormKit";

/** /customresource (ES franchisees): ask marketing for a resource the library lacks. */
export function CustomResourcePage() {
  const intl = useIntl();
  const [request] = useMutation(RequestCustomResourceDocument);
  const status = useRef<HTMLDivElement>(null);

  const form = useFormKit({
    initialValues: { topic: "", comments: "" },
    rules: () => customResourceRules,
    submit: async (values, { reset }) => {
      const input = customResourceRules.cast(values); // trimmed, as the BFF reads it
      await request({ variables: { input: { topic: input.topic, comments: input.comments } } });
      reset();
      status.current?.focus();
    },
  });

  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        <FormattedMessage id="screen.customresource" />
      </Title>
      <Text c="dimmed">
        <FormattedMessage id="customresource.intro" />
      </Text>
      <div ref={status} tabIndex={-1} style={{ outline: "none" }}>
        {form.status === "sent" && (
          <Alert color="green" role="status" withCloseButton onClose={form.dismiss}>
            <FormattedMessage id="customresource.success" />
          </Alert>
        )}
        <FormMessage id={form.errorId} />
      </div>
      <KitForm form={form}>
        <Stack gap="md">
          <TextField
            label={intl.formatMessage({ id: "customresource.topic" })}
            name="topic"
            required
            maxLength={200}
            onChange={() => form.status === "sent" && form.dismiss()}
          />
          <TextareaField label={intl.formatMessage({ id: "customresource.comments" })} name="comments" rows={6} />
          <div>
            <SubmitButton>
              <FormattedMessage id="customresource.submit" />
            </SubmitButton>
          </div>
        </Stack>
      </KitForm>
    </Stack>
  );
}
