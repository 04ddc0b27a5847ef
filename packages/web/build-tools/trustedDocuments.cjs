// The web's operations as trusted documents (docs/ARCHITECTURE.md, "The web's operations are trusted documents"): a
// codegen plugin writing src/gql/trusted-documents.json, `{ "<sha256>": "<text>" }` for every operation, which the BFF
// runs by hash, parsed and validated once. The text is the document as Apollo Client sends it (the operation, then the
// fragments it spreads, as build-tools/documentsPlugin.cjs puts them in its module, with the `__typename` its cache
// adds), and the hash the SHA-256 of that text, as Apollo's persisted queries have it: the BFF checks both at start, and
// app/apollo/trustedDocuments.test.ts that the client sends exactly these texts.
const { createHash } = require("node:crypto");
const { print } = require("graphql");
const { addTypenameToDocument } = require("@apollo/client/utilities");

/** Drops `loc` and empty lists, as the client preset does. */
function clean(node) {
  if (Array.isArray(node)) return node.map(clean);
  if (!node || typeof node !== "object") return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "loc" || value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    out[key] = clean(value);
  }
  return out;
}

function spreads(node, names = new Set()) {
  if (Array.isArray(node)) node.forEach((n) => spreads(n, names));
  else if (node && typeof node === "object") {
    if (node.kind === "FragmentSpread") names.add(node.name.value);
    for (const [key, value] of Object.entries(node)) if (key !== "loc") spreads(value, names);
  }
  return names;
}

/** Every fragment definition of codegen's documents, by name. */
function fragmentsOf(documents) {
  const fragments = new Map();
  for (const file of documents)
    for (const def of file.document.definitions) if (def.kind === "FragmentDefinition") fragments.set(def.name.value, def);
  return fragments;
}

/** The definition, then every fragment it spreads, transitively, each once, a fragment after those it spreads. */
function withFragments(definition, fragments, where = "the documents") {
  const out = [];
  const seen = new Set();
  const visit = (node) => {
    for (const name of spreads(node.selectionSet)) {
      if (seen.has(name)) continue;
      seen.add(name);
      const fragment = fragments.get(name);
      if (!fragment) throw new Error(`unknown fragment ${name} in ${where}`);
      visit(fragment);
      if (fragment !== definition) out.push(fragment);
    }
  };
  visit(definition);
  return { kind: "Document", definitions: [definition, ...out].map(clean) };
}

/** What Apollo Client sends for `document` (its cache adds `__typename`), and its SHA-256 (hex). */
function trustedDocument(document) {
  const text = print(addTypenameToDocument(document));
  return { text, hash: createHash("sha256").update(text).digest("hex") };
}

module.exports = {
  clean,
  fragmentsOf,
  withFragments,
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
