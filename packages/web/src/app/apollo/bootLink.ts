import { ApolloLink } from "@apollo/client";
import { equal } from "@wry/equality";
import { of } from "rxjs";

/** An operation the BFF answered in the page it served (its `src/http/boot.ts`). */
export interface BootOperation {
  operationName: string;
  variables: Record<string, unknown>;
  data: unknown;
}

/** The answers the page carries (`<script id="portal-boot" type="application/json">`), or none. */
export function readBoot(doc: Pick<Document, "getElementById"> = document): BootOperation[] {
  const text = doc.getElementById("portal-boot")?.textContent;
  if (!text) return [];
  try {
    const operations = (JSON.parse(text) as { operations?: BootOperation[] }).operations;
    return Array.isArray(operations) ? operations : [];
  } catch {
    return [];
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
    return of({ data: answer.data as Record<string, unknown> });
  });
}
