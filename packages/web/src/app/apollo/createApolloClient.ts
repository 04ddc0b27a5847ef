import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { ErrorLink } from "@apollo/client/link/error";
import { tap } from "rxjs";
import { ERROR_CODES } from "@portal/schema";
import { possibleTypes } from "../../gql/possibleTypes";
import { hasErrorCode, isUnavailable } from "./errors";
import { attachPageAnswers, bootLink, PageAnswers, type BootOperation } from "./bootLink";

export interface ApolloHandlers {
  /** The session is gone (no session, or the catalogue answered 403): reset the store and go to /login. */
  onUnauthenticated: () => void;
  /** The catalogue or the network is unavailable: tell the user. */
  onUnavailable: () => void;
  /**
   * The catalogue answered 403 to a call other than the session check: reload the page (whose session check then
   * carries on or signs out). Returns false when it did not reload (the operation's error then shows as usual).
   */
  onForbidden: () => boolean;
  /** An answer holds data kept from before the catalogue stopped answering (`extensions.staleData`): say it may be out of date. */
  onStaleData: () => void;
}

/**
 * Context of an operation. By default a screen handles the catalogue's unavailability itself (its ErrorState or its
 * form message), so the global link stays quiet; an operation whose caller shows nothing of its own asks the link to
 * tell the user: `context: { notifyUnavailable: true }`.
 */
export interface OperationContext {
  notifyUnavailable?: boolean;
}

/** `boot`: the operations the page already answers (see bootLink and usePageAnswer). */
export function createApolloClient(handlers: ApolloHandlers, boot: BootOperation[] = []): ApolloClient {
  const errorLink = new ErrorLink(({ error, operation }) => {
    if (hasErrorCode(error, ERROR_CODES.UNAUTHENTICATED)) {
      handlers.onUnauthenticated();
      return;
    }
    if (hasErrorCode(error, ERROR_CODES.UPSTREAM_FORBIDDEN) && handlers.onForbidden()) return;
    const context = operation.getContext() as OperationContext;
    if (context.notifyUnavailable && isUnavailable(error)) handlers.onUnavailable();
  });

  // JSON POST (content-type: application/json) satisfies Apollo Server's CSRF prevention; never GET.
  const httpLink = new HttpLink({ uri: "/graphql", credentials: "same-origin" });

  // The BFF served some data stale (the catalogue is down): the screen works, the user is told it may be old.
  const staleLink = new ApolloLink((operation, forward) =>
    forward(operation).pipe(tap((result) => void (result.extensions?.staleData && handlers.onStaleData()))),
  );
  if (boot.some((operation) => operation.extensions?.staleData)) setTimeout(handlers.onStaleData);

  const answers = new PageAnswers(boot);
  const client = new ApolloClient({
    link: ApolloLink.from([errorLink, staleLink, bootLink(answers), httpLink]),
    cache: new InMemoryCache({
      possibleTypes,
      typePolicies: {
        // One viewer and one portal per page: singletons, so every mutation answering a Viewer updates the shell.
        Viewer: { keyFields: [] },
        Portal: { keyFields: [] },
        // Id-less parts of a Resource: a card and a detail ask for different fields of them; merge, do not replace.
        ResourceActions: { merge: true },
        ResourceFile: { merge: true },
      },
    }),
  });
  attachPageAnswers(client, answers);
  return client;
}
