import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { createSchema } from "./schema.js";
import { printApiSchema } from "./print.js";

/** `pnpm --filter @portal/bff emit-schema`: writes packages/schema/schema.graphql. */
export const SCHEMA_FILE = fileURLToPath(new URL("../../../schema/schema.graphql", import.meta.url));

if (import.meta.url === `file://${process.argv[1]}`) {
  const sdl = printApiSchema(await createSchema());
  await writeFile(SCHEMA_FILE, sdl);
  console.log(`schema written to ${SCHEMA_FILE}`);
}
