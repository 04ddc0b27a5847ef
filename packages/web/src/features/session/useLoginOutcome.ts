import { useCallback } from "react";
import { useApolloClient } from "@apollo/client/react";
import { useNavigate } from "react-router-dom";
import type { LoginResultFieldsFragment } from "../../gql/graphql";
import { ShellDocument } from "../../gql/documents/app/shell/shell";

export type LoginStep = { kind: "form"; failureKey?: string } | { kind: "terms"; userName: string };
export type ApplyLoginOutcome = (result: LoginResultFieldsFragment) => LoginStep | null;

/**
 * Applies an answer of `login` / `acceptLegalTerms`: on success the cached shell gets the viewer
 * and the user goes to their landing path; otherwise it returns the step the page shows next.
 */
export function useLoginOutcome(): ApplyLoginOutcome {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(
    (result) => {
      switch (result.__typename) {
        case "LoginSuccess": {
          const { viewer } = result;
          client.cache.updateQuery({ query: ShellDocument }, (data) => (data ? { ...data, viewer } : data));
          navigate(viewer.landingPath, { replace: true });
          return null;
        }
        case "LegalTermsRequired":
          return { kind: "terms", userName: result.userName };
        case "LoginFailure":
          return { kind: "form", failureKey: result.messageKey };
      }
    },
    [client, navigate],
  );
}
