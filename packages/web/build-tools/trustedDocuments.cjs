// The web's operations as trusted documents (docs/ARCHITECTURE.md, "The web's operations are trusted documents"): a
// codegen plugin writing src/gql/trusted-documents.json, `{ "<sha256>": "<text>" }` for every operation, which the BFF
// runs by hash, parsed and validated once. The text is the document as Apollo Client sends it (the operation, then the
// fragments it spreads, as build-tools/documentsPlugin.cjs puts them in its module, with the `__typename` its cache
// adds), and the hash the SHA-256 of that text, as Apollo's persisted queries have it: the BFF checks both at start, and
// app/apollo/trustedDocuments.test.ts that the client sends exactly these texts.
const { createHash } = require("node:crypto");
const { print } = require("graphql");
const { addTypenameToDocument } = require("@apollo/client/utilities");
const { fragmentsOf, withFragments } = require("./documents.cjs");

/** What Apollo Client sends for `document` (its cache adds `__typename`), and its SHA-256 (hex). */
function trustedDocument(document) {
  const text = print(addTypenameToDocument(document));
  return { text, hash: createHash("sha256").update(text).digest("hex") };
}

module.exports = {
  trustedDocument,
  /** Codegen plugin: src/gql/trusted-documents.json, `{ "<sha256>": "<text>" }` for every operation of the web, sorted by hash. */
  plugin(_schema, documents) {
    const fragments = fragmentsOf(documents);
    const entries = [];
    for (const file of documents)
      for (const def of file.document.definitions) {
        if (def.kind !== "OperationDefinition") continue;
        if (!def.name) throw new Error(`trustedDocuments: anonymous operation in ${file.location}`);
        const { text, hash } = trustedDocument(withFragments(def, fragments, file.location));
        entries.push([hash, text]);
      }
    entries.sort(([a], [b]) => a.localeCompare(b));
    return `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`;
  },
};
