import { Alert } from "@mantine/core";
import { FormattedMessage } from "react-intl";

/** One of the specification's notices where it applies (a fact to know, not an error): its message and values. */
export function Notice({ id, values }: { id: string; values?: Record<string, string | number> }) {
  return (
    <Alert color="blue" variant="light" role="note" py="xs">
      <FormattedMessage id={id} values={values} />
    </Alert>
  );
}
