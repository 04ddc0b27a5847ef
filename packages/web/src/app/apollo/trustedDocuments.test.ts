import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { print, type DocumentNode, type OperationDefinitionNode } from "graphql";
import { Observable } from "rxjs";
import { possibleTypes } from "../../gql/possibleTypes";
import manifest from "../../gql/trusted-documents.json";

/**
 * The web's operations as trusted documents (docs/ARCHITECTURE.md): `pnpm codegen` writes src/gql/trusted-documents.json
 * (build-tools/trustedDocuments.cjs), which the BFF runs by hash, parsed and validated once. Each text there must be
 * exactly what Apollo Client sends for the operation (after its cache adds `__typename`), or the BFF would parse it per
 * request, and refuse it from a browser in production.
 */
const trusted = manifest as Record<string, string>;
const modules = import.meta.glob<Record<string, unknown>>("../../gql/documents/**/*.ts", { eager: true });
const operations = Object.values(modules)
  .flatMap((module) => Object.entries(module))
  .filter(([name]) => name.endsWith("Document"))
  .map(([, document]) => document as DocumentNode);
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const nameOf = (document: DocumentNode) => (document.definitions[0] as OperationDefinitionNode).name?.value;

describe("the web's trusted documents", () => {
  it("hold, under its SHA-256, the text Apollo Client sends for every operation of the web, and nothing else", async () => {
    // What reaches the network link: the document after the client's transforms.
    const sent: DocumentNode[] = [];
    const capture = new ApolloLink((operation) => {
      sent.push(operation.query);
      return new Observable((observer) => observer.error(new Error("captured")));
    });
    const client = new ApolloClient({ link: capture, cache: new InMemoryCache({ possibleTypes }) });
    for (const document of operations) {
      const mutation = (document.definitions[0] as OperationDefinitionNode).operation === "mutation";
      await (mutation ? client.mutate({ mutation: document }) : client.query({ query: document, fetchPolicy: "no-cache" })).catch(() => undefined);
    }
    expect(sent.map(nameOf)).toEqual(operations.map(nameOf));
    expect(sent.filter((document) => trusted[sha256(print(document))] !== print(document)).map(nameOf)).toEqual([]);
    expect(Object.keys(trusted).length).toBe(operations.length);
  });
});
