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
    validate: false, // inputs are validated with the shared yup rules in services
    emitSchemaFile: false,
  });
}
