import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { ErrorState } from "../../ui/ErrorState";
import { errorMessageId } from "../apollo/errors";

/**
 * The root error screen: a screen chunk that failed to load (often a new deployment), or the
 * guard that could not read the session. Retrying reloads the page.
 */
export function RouteError() {
  const error = useRouteError();
  const messageId = isRouteErrorResponse(error) ? "error.generic" : errorMessageId(error);
  return <ErrorState fullPage messageId={messageId} onRetry={() => window.location.reload()} />;
}
