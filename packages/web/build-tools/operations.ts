import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { Kind, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode, type OperationDefinitionNode } from "graphql";

export interface WebOperation {
  name: string;
  kind: "query" | "mutation";
  /** The `.graphql` file, relative to `srcDir`. */
  file: string;
  /** The operation with every fragment it spreads (transitively), ready to send. */
  document: string;
  /** Its variables: name, type as written, and whether it is required. */
  variables: Array<{ name: string; type: string; required: boolean }>;
}

/**
 * Every operation the web client sends, read from the `.graphql` files under `srcDir` (the generated
 * `gql` folder left out). Used by the build (the BFF's boot manifest), the BFF's tests (upstream
 * budgets) and the benchmark, so all read the documents one way.
 */
export function operationDocuments(srcDir: string): WebOperation[] {
  const definitions: DefinitionNode[] = [];
  const fileOf = new Map<DefinitionNode, string>();
  for (const file of readdirSync(srcDir, { recursive: true, encoding: "utf8" }).sort()) {
    if (!file.endsWith(".graphql") || file.split(sep).includes("gql")) continue;
    try {
      for (const definition of parse(readFileSync(join(srcDir, file), "utf8")).definitions) {
        definitions.push(definition);
        fileOf.set(definition, file);
      }
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
    }
  }
  const fragments = new Map(
    definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
  );
  const spreads = (node: OperationDefinitionNode | FragmentDefinitionNode, seen = new Set<string>()): Set<string> => {
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        if (seen.has(name)) return;
        seen.add(name);
        const fragment = fragments.get(name);
        if (!fragment) throw new Error(`unknown fragment ${name}`);
        spreads(fragment, seen);
      },
    });
    return seen;
  };
  return definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && d.operation !== "subscription" && Boolean(d.name))
    .map((op) => ({
      name: op.name!.value,
      kind: op.operation as "query" | "mutation",
      file: fileOf.get(op)!,
      document: [op, ...[...spreads(op)].sort().map((name) => fragments.get(name)!)].map((d) => print(d)).join("\n\n"),
      variables: (op.variableDefinitions ?? []).map((v) => ({
        name: v.variable.name.value,
        type: print(v.type),
        required: v.type.kind === Kind.NON_NULL_TYPE,
      })),
    }));
}
