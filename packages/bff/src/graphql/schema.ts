import "reflect-metadata";
import { buildSchema } from "type-graphql";
import type { GraphQLSchema } from "graphql";
import { authChecker } from "./auth.js";
import { resolvers } from "./resolvers.js";

/** The whole API, code-first. Emitted to packages/schema/schema.graphql (a test keeps it in step). */
export function createSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    // No class-validator: an input is checked with the shared yup rules of packages/schema, by the resolver's
    // `@ValidInput` (common/valid-input.ts), or by a plain `validInput` in the service where the rule needs what the
    // save reads first (each says why).
    validate: false,
    emitSchemaFile: false,
  });
}
