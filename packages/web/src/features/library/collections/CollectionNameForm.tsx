import type { ReactNode } from "react";
import { Button, Group, Stack } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { COLLECTION_RULES, collectionNameRules } from "@portal/schema";
import { errorMessageId, fieldErrorsOf } from "../../../app/apollo/errors";
import { FormMessage } from "../../../ui/form/FormMessage";
import { KitForm } from "../../../ui/form/KitForm";
import { SubmitButton } from "../../../ui/form/SubmitButton";
import { TextField } from "../../../ui/form/TextField";
import { useFormKit } from "../../../ui/form/useFormKit";

interface Props {
  /** The name box's label. */
  label: string;
  /** The submit button's words. */
  submit: ReactNode;
  /** The name to start from (a rename); empty for a new collection. */
  initialName?: string;
  /** Sends the name as kept (trimmed, inner spaces folded); resolves once the server answered. */
  onSubmit: (name: string) => Promise<void>;
  /** Shown as a cancel button beside the submit (a rename). */
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * A collection's name, to create or to rename it: the shared rule (required, at most 60 characters) answers as the
 * box loses focus; the server's refusals (a name the user has already, the limit) show on the box or above it. Sends
 * once however often it is pressed. A new collection's box empties after it was created.
 */
export function CollectionNameForm({ label, submit, initialName = "", onSubmit, onCancel, autoFocus }: Props) {
  const form = useFormKit({
    initialValues: { name: initialName },
    rules: () => collectionNameRules,
    submit: async (values, { reset }) => {
      await onSubmit(collectionNameRules.cast(values).name);
      if (!initialName) reset();
    },
    // The name's refusals go to its box; any other (the limit, a resource gone) above the form.
    onError: (error, target) => {
      const fields = fieldErrorsOf(error);
      if (fields?.name) target.setErrors({ name: fields.name });
      else target.setErrorId(fields ? Object.values(fields)[0]! : errorMessageId(error));
    },
  });
  return (
    <KitForm form={form}>
      <Stack gap="xs">
        <FormMessage id={form.errorId} />
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextField
            name="name"
            label={label}
            required
            maxLength={COLLECTION_RULES.nameMax}
            autoComplete="off"
            data-autofocus={autoFocus || undefined}
            autoFocus={autoFocus}
            style={{ flex: "1 1 14rem" }}
          />
          <Group gap="sm" wrap="nowrap">
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                <FormattedMessage id="collections.cancel" />
              </Button>
            )}
            <SubmitButton>{submit}</SubmitButton>
          </Group>
        </Group>
      </Stack>
    </KitForm>
  );
}
