// The operations the web client sends, read at run time from packages/web/src/**/*.graphql, each
// as a self-contained document (the operation plus the fragments it uses, transitively).
import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { ROOT } from "./util.mjs";

// the BFF's graphql package (the root has none)
const { parse, print, visit, Kind } = createRequire(path.join(ROOT, "packages/bff/package.json"))("graphql");

function graphqlFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && entry.name !== "gql") out.push(...graphqlFiles(full));
    } else if (entry.name.endsWith(".graphql")) out.push(full);
  }
  return out.sort();
}

/** Map name → { name, kind: "query" | "mutation", file, text, variables: [{ name, type, required }] }. */
export function webOperations() {
  const files = graphqlFiles(path.join(ROOT, "packages/web/src"));
  const fragments = new Map();
  const operations = [];
  const problems = [];
  for (const file of files) {
    let doc;
    try {
      doc = parse(readFileSync(file, "utf8"));
    } catch (error) {
      problems.push(`${path.relative(ROOT, file)}: ${error.message}`);
      continue;
    }
    for (const def of doc.definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
      else if (def.kind === Kind.OPERATION_DEFINITION && def.name) operations.push({ def, file });
    }
  }
  const spreadsOf = (node) => {
    const names = new Set();
    visit(node, { FragmentSpread: (s) => void names.add(s.name.value) });
    return names;
  };
  const result = new Map();
  for (const { def, file } of operations) {
    const needed = new Set();
    const queue = [...spreadsOf(def)];
    while (queue.length) {
      const name = queue.shift();
      if (needed.has(name)) continue;
      needed.add(name);
      const fragment = fragments.get(name);
      if (!fragment) {
        problems.push(`${def.name.value}: fragment ${name} not found`);
        continue;
      }
      queue.push(...spreadsOf(fragment));
    }
    const text = [def, ...[...needed].map((n) => fragments.get(n)).filter(Boolean)].map((d) => print(d)).join("\n\n");
    result.set(def.name.value, {
      name: def.name.value,
      kind: def.operation,
      file: path.relative(ROOT, file),
      text,
      variables: (def.variableDefinitions ?? []).map((v) => ({
        name: v.variable.name.value,
        type: print(v.type),
        required: v.type.kind === Kind.NON_NULL_TYPE,
      })),
    });
  }
  return { operations: result, problems };
}

/**
 * Variables for an operation from what the run learnt about the data (`facts`: categorySlug,
 * resourceSlug, site, searchText, market). Unknown required variables get a neutral value by type.
 */
export function variablesFor(op, facts, overrides = {}) {
  const vars = {};
  for (const v of op.variables) {
    const known = {
      type: "NATIONAL",
      category: facts.categorySlug ?? null,
      resource: null,
      detail: false,
      text: facts.searchText ?? "a",
      es: (facts.market ?? "ES") === "ES",
      username: "franquiciado@demo.es",
      password: "demo1234",
      language: "CAST",
      site: facts.site ?? null,
    };
    if (v.name in overrides) vars[v.name] = overrides[v.name];
    else if (v.name in known) vars[v.name] = known[v.name];
    else if (v.required) vars[v.name] = /Boolean/.test(v.type) ? false : /Int|Float/.test(v.type) ? 0 : "";
  }
  return vars;
}
