// The pieces both codegen plugins of the web's documents share (build-tools/documentsPlugin.cjs: a module per
// `.graphql` file; build-tools/trustedDocuments.cjs: the trusted documents): each operation as one document, the
// operation then the fragments it spreads, as the client preset writes it.

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

module.exports = { clean, fragmentsOf, withFragments };
