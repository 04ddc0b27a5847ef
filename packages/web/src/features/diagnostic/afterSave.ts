import type { ApolloClient } from "@apollo/client";
import { DiagnosticDocument } from "../../gql/documents/diagnostic/DiagnosticPage";

/**
 * After a diagnostic save: the screen is read again (a removed brand leaves the comparison, a new custom brand joins
 * the catalogue) and the home's alerts are dropped from the client's cache (the BFF dropped its own copy).
 */
export async function afterDiagnosticSave(client: ApolloClient): Promise<void> {
  client.cache.evict({ id: "ROOT_QUERY", fieldName: "home" });
  client.cache.gc();
  await client.refetchQueries({ include: [DiagnosticDocument] }).catch(() => undefined);
}

/** How long a section's "saved" message shows (spec 2 §9). */
export const SAVED_MS = 3000;
