import { GraphQLError, GraphQLScalarType, Kind } from "graphql";
import { isIsoDay } from "@portal/schema";

const dayOf = (value: unknown): string => {
  if (typeof value === "string" && isIsoDay(value)) return value;
  throw new GraphQLError(`Value is not a valid Day: ${typeof value === "string" ? value : typeof value}`);
};

/**
 * A calendar day, wherever one travels (a slider's or video's days, a report's range, an action's days, a planned
 * change's day): ISO YYYY-MM-DD, a real day (2023-02-29 is refused), no time and no zone.
 */
export const Day = new GraphQLScalarType<string, string>({
  name: "Day",
  description: "A calendar day, ISO 8601 YYYY-MM-DD (a real day; no time, no zone).",
  serialize: dayOf,
  parseValue: dayOf,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new GraphQLError(`Value is not a valid Day: a ${ast.kind}`, { nodes: ast });
    return dayOf(ast.value);
  },
});
