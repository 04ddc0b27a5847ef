import { lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql";

export function printApiSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
