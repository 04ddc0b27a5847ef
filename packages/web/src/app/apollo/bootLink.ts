import { useState } from "react";
import { ApolloLink, type ApolloClient, type OperationVariables, type TypedDocumentNode } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { equal } from "@wry/equality";
import { Observable } from "rxjs";

/** An operation the BFF answered in the page it served (its `src/http/boot.ts`). */
export interface BootOperation {
  operationName: string;
  variables: Record<string, unknown>;
  data: unknown;
  /** `{ staleData: true }` when the answer holds data the BFF kept from before the catalogue stopped answering. */
  extensions?: { staleData?: boolean };
}

declare global {
  interface Window {
    /** The operations the page answered, read from its boot data by index.html's script. */
    portalBoot?: BootOperation[];
    /** Resolves once the page has shown its first paint (and banner) and the app's stylesheets are in (index.html's script). */
    portalBootPainted?: Promise<unknown>;
  }
}

/** The page's answers nobody has used yet: each serves once, then the operation goes to the network as usual. */
export class PageAnswers {
  private readonly pending: BootOperation[];

  constructor(operations: BootOperation[]) {
    this.pending = [...operations];
  }

  take(operationName: string | undefined, variables: OperationVariables = {}): BootOperation | undefined {
    const index = this.pending.findIndex((o) => o.operationName === operationName && equal(o.variables, variables));
    return index < 0 ? undefined : this.pending.splice(index, 1)[0];
  }
}

const answersOf = new WeakMap<ApolloClient, PageAnswers>();

/** Makes `answers` the page's answers of `client`, for usePageAnswer. */
export function attachPageAnswers(client: ApolloClient, answers: PageAnswers): void {
  answersOf.set(client, answers);
}

/**
 * Answers an operation the page carries when the client first sends it with the same variables (e.g. the
 * root loader's shell query): a cold load needs no GraphQL request for it.
 */
export function bootLink(answers: PageAnswers): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const answer = answers.take(operation.operationName, operation.variables);
    if (!answer) return forward(operation);
    // Answered in a task of its own, as a response would be.
    return new Observable((observer) => {
      const timer = setTimeout(() => {
        observer.next({ data: answer.data as Record<string, unknown> });
        observer.complete();
      });
      return () => clearTimeout(timer);
    });
  });
}

/**
 * For a screen's query the page may carry (BFF `SCREENS`): writes that answer into the cache before
 * the screen's `useQuery` first reads it, so that the first render has the data (one render, not a
 * loading state then a second render) and nothing is sent. Call it just before that `useQuery`, with
 * the same variables. Writes without notifying watchers: nothing rendered yet reads this query. True when the page
 * answered it (for the component's life).
 */
export function usePageAnswer<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): boolean {
  const client = useApolloClient();
  const [answered] = useState(() => {
    const answer = answersOf.get(client)?.take(operationName(query), variables);
    if (answer) client.cache.writeQuery({ query, variables, data: answer.data as TData, broadcast: false });
    return Boolean(answer);
  });
  return answered;
}

function operationName(document: TypedDocumentNode<unknown, never>): string | undefined {
  for (const definition of document.definitions) if (definition.kind === "OperationDefinition") return definition.name?.value;
  return undefined;
}
