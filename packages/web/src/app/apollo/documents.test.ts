import { describe, expect, it } from "vitest";
import * as presetOutput from "../../gql/graphql";

/**
 * The app imports each document from src/gql/documents/<area>/<file>.ts (build-tools/documentsPlugin.cjs), one module
 * per `.graphql` file, so that it lands in the chunk of the screen that uses it. Those must be exactly the
 * documents the client preset writes into src/gql/graphql.ts (which only the types are read from).
 */
const modules = import.meta.glob<Record<string, unknown>>("../../gql/documents/**/*.ts", { eager: true });
const perFile = Object.assign({}, ...Object.values(modules)) as Record<string, unknown>;
const presetDocuments = Object.entries(presetOutput).filter(([name]) => /(Document|FragmentDoc)$/.test(name));

/** The order of the fragment definitions after the first definition is immaterial: compare them by name. */
function normalized(document: unknown) {
  const { definitions, ...rest } = document as { definitions: { name: { value: string } }[] };
  const [first, ...fragments] = definitions;
  return { ...rest, definitions: [first, ...fragments.sort((a, b) => a.name.value.localeCompare(b.name.value))] };
}

describe("per-file documents", () => {
  it("exist for every document of the client preset, and only for those", () => {
    expect(Object.keys(perFile).sort()).toEqual(presetDocuments.map(([name]) => name).sort());
  });

  it.each(presetDocuments)("%s is the client preset's document", (name, document) => {
    expect(normalized(perFile[name])).toEqual(normalized(document));
  });
});
