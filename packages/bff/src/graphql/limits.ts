import { ApolloArmor } from "@escape.tech/graphql-armor";

/** Query limits (depth, aliases, cost, tokens, directives). Field suggestions are blocked in production. */
export function armor(production: boolean) {
  return new ApolloArmor({
    maxDepth: { n: 12 },
    maxAliases: { n: 20 },
    maxDirectives: { n: 30 },
    maxTokens: { n: 3000 },
    costLimit: { maxCost: 8000 },
    blockFieldSuggestion: { enabled: production },
  }).protect();
}
