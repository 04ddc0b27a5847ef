import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Kind, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode, type OperationDefinitionNode } from "graphql";

const WEB_SRC = fileURLToPath(new URL("../../../web/src", import.meta.url));

async function graphqlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? (e.name === "gql" ? [] : graphqlFiles(join(dir, e.name))) : e.name.endsWith(".graphql") ? [join(dir, e.name)] : [])),
  );
  return nested.flat();
}

export interface WebOperation {
  name: string;
  kind: "query" | "mutation";
  /** The operation with every fragment it needs, ready to send. */
  document: string;
}

/** Every operation the web client sends, read from its .graphql documents. */
export async function webOperations(): Promise<WebOperation[]> {
  const definitions: DefinitionNode[] = [];
  for (const file of await graphqlFiles(WEB_SRC)) definitions.push(...parse(await readFile(file, "utf8")).definitions);
  const fragments = new Map(
    definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
  );
  const needed = (node: OperationDefinitionNode | FragmentDefinitionNode, seen = new Set<string>()) => {
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        if (seen.has(name)) return;
        seen.add(name);
        needed(fragments.get(name)!, seen);
      },
    });
    return seen;
  };
  return definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && d.operation !== "subscription")
    .map((op) => ({
      name: op.name?.value ?? "(anonymous)",
      kind: op.operation as "query" | "mutation",
      document: [print(op), ...[...needed(op)].map((name) => print(fragments.get(name)!))].join("\n"),
    }));
}
