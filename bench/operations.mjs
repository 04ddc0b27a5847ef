// The operations the web client sends, read at run time from packages/web/src/**/*.graphql by the
// web's own reader (packages/web/build-tools/operations.ts, TypeScript run through tsx), each as a
// self-contained document (the operation plus the fragments it uses, transitively).
import path from "node:path";
import { ROOT, importTs } from "./util.mjs";

/** Map name → { name, kind: "query" | "mutation", file, text, variables: [{ name, type, required }] }. */
export async function webOperations() {
  const { operationDocuments } = await importTs(path.join(ROOT, "packages/web/build-tools/operations.ts"));
  const operations = new Map();
  for (const op of operationDocuments(path.join(ROOT, "packages/web/src"))) {
    operations.set(op.name, { name: op.name, kind: op.kind, file: `packages/web/src/${op.file}`, text: op.document, variables: op.variables });
  }
  return operations;
}

/** Mutations take one `input`: the fields of the input types the run can fill from what it knows. */
const INPUT_FIELDS = {
  LoginInput: ["username", "password", "language", "site"],
  PasswordReminderInput: ["username"],
  SelectRestaurantInput: ["site"],
  SetLanguageInput: ["language"],
};

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
      resourceId: facts.resourceId ?? "",
      id: facts.orderId ?? "",
      add: null,
    };
    const inputFields = INPUT_FIELDS[v.type.replace(/!$/, "")];
    const value = (name) => (name in overrides ? overrides[name] : known[name]);
    if (v.name in overrides) vars[v.name] = overrides[v.name];
    else if (inputFields) vars[v.name] = Object.fromEntries(inputFields.map((name) => [name, value(name)]));
    else if (v.name in known) vars[v.name] = known[v.name];
    else if (v.required) vars[v.name] = /Boolean/.test(v.type) ? false : /Int|Float/.test(v.type) ? 0 : "";
  }
  return vars;
}
