import { ApolloLink } from "@apollo/client";
import { equal } from "@wry/equality";
import { Observable } from "rxjs";

/** An operation the BFF answered in the page it served (its `src/http/boot.ts`). */
export interface BootOperation {
  operationName: string;
  variables: Record<string, unknown>;
  data: unknown;
}

declare global {
  interface Window {
    /** The operations the page answered, read from its boot data by index.html's script. */
    portalBoot?: BootOperation[];
    /** Resolves once the page's first banner is on screen (index.html's script). */
    portalBootPainted?: Promise<unknown>;
  }
}

/**
 * Answers each operation the page carries once, from the page, when the client first sends it with the
 * same variables: a cold load needs no GraphQL request for its shell and first screen. Anything else,
 * and any later request for the same operation, goes to the network.
 */
export function bootLink(operations: BootOperation[]): ApolloLink {
  const pending = [...operations];
  return new ApolloLink((operation, forward) => {
    const index = pending.findIndex((o) => o.operationName === operation.operationName && equal(o.variables, operation.variables));
    if (index < 0) return forward(operation);
    const [answer] = pending.splice(index, 1);
    // Answered in a task of its own: the first render and the one with the data are two tasks, not one long one.
    return new Observable((observer) => {
      const timer = setTimeout(() => {
        observer.next({ data: answer.data as Record<string, unknown> });
        observer.complete();
      });
      return () => clearTimeout(timer);
    });
  });
}
