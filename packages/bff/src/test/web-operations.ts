import { fileURLToPath, pathToFileURL } from "node:url";

const WEB = fileURLToPath(new URL("../../../web/", import.meta.url));

/** The parts of the web's operations (build-tools/operations.ts) the BFF's tests read. */
export type WebOperation = { name: string; kind: "query" | "mutation"; document: string };

/**
 * Every operation the web client sends, read from its .graphql documents by the web's own reader
 * (the one its build uses for the BFF's boot manifest).
 */
export async function webOperations(): Promise<WebOperation[]> {
  const reader = pathToFileURL(`${WEB}build-tools/operations.ts`).href;
  const { operationDocuments } = (await import(/* @vite-ignore */ reader)) as { operationDocuments: (srcDir: string) => WebOperation[] };
  return operationDocuments(`${WEB}src`);
}
