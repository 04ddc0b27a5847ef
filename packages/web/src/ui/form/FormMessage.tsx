import { Alert } from "@mantine/core";
import { useTranslateKey } from "../useTranslateKey";

/** The form-level error of a form kit (its message id, or a key from the server), as an alert; nothing without one. */
export function FormMessage({ id }: { id: string | null }) {
  const translate = useTranslateKey();
  return id ? (
    <Alert color="red" role="alert">
      {translate(id)}
    </Alert>
  ) : null;
}
