import { useCallback } from "react";
import { useApolloClient } from "@apollo/client/react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { NEXT_PARAM, canVisit, returnPath } from "@portal/schema";
import type { LoginResultFieldsFragment } from "../../gql/graphql";
import { ShellDocument } from "../../gql/documents/app/shell/shell";
import { principalOf } from "../../app/shell/ShellContext";

/** Paths the BFF answers, not the app: a short link (`/r/{id}[/{userId}]`). */
const SERVER_PATH = /^\/r\/\d+(\/\d+)?$/;

export type LoginStep = { kind: "form"; failureKey?: string } | { kind: "terms"; userName: string };
export type ApplyLoginOutcome = (result: LoginResultFieldsFragment) => LoginStep | null;

/**
 * Applies an answer of `login` / `acceptLegalTerms`: on success the cached shell gets the viewer and the user
 * goes where they were going (`/login?next=…`, a path of this portal they may open; a short link `/r/…` has been
 * resolved to its resource's path before), else to their landing path; otherwise it returns the step the page
 * shows next.
 */
export function useLoginOutcome(): ApplyLoginOutcome {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = returnPath(params.get(NEXT_PARAM));
  return useCallback(
    (result) => {
      switch (result.__typename) {
        case "LoginSuccess": {
          const { viewer } = result;
          client.cache.updateQuery({ query: ShellDocument }, (data) => (data ? { ...data, viewer } : data));
          if (next && SERVER_PATH.test(next))
            window.location.assign(next); // a short link: the server resolves it
          else navigate(next && canVisit(next, principalOf(viewer), viewer.market) ? next : viewer.landingPath, { replace: true });
          return null;
        }
        case "LegalTermsRequired":
          return { kind: "terms", userName: result.userName };
        case "LoginFailure":
          return { kind: "form", failureKey: result.messageKey };
      }
    },
    [client, navigate, next],
  );
}
