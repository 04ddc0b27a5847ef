import { FormattedMessage } from "react-intl";
import { ERROR_CODES } from "@portal/schema";
import { useErrorMessage } from "../../ui/useTranslateKey";
import { hasErrorCode, isUnavailable } from "./errors";

/** The error's most specific message the catalog has (rendered inside the IntlProvider around <Notifications />). */
function ErrorMessage({ error }: { error: unknown }) {
  return useErrorMessage()(error);
}

/**
 * One notification saying why an action the user took was refused (e.g. "this restaurant is not available for
 * your user"), for actions with no form of their own to show it in. Unavailability and an ended session are
 * already answered by the error link (one notification, the login page), so they are left to it.
 */
export function notifyError(error: unknown): void {
  if (isUnavailable(error) || hasErrorCode(error, ERROR_CODES.UNAUTHENTICATED)) return;
  void import("@mantine/notifications").then(({ notifications }) =>
    notifications.show({
      id: "action-refused",
      color: "red",
      title: <FormattedMessage id="error.title" />,
      message: <ErrorMessage error={error} />,
      autoClose: 8000,
    }),
  );
}
