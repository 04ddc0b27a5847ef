import { ApolloArmor } from "@escape.tech/graphql-armor";
import { GraphQLError, visit, type ValidationRule } from "graphql";

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

/** The mutations that check a credential (a password, a password-change link, the terms of a pending login). */
const CREDENTIAL_FIELDS = new Set(["login", "changePassword", "requestPasswordReminder", "acceptLegalTerms"]);

/**
 * One credential check per operation: a single request cannot try twenty passwords through aliases (each attempt
 * then goes through the login's rate limits, one request at a time). Counts the operation's fields and those of the
 * fragments it spreads.
 */
export const oneCredentialPerOperation: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    if (operation.operation !== "mutation") return;
    let checks = 0;
    const count = { Field: (field: { name: { value: string } }) => void (CREDENTIAL_FIELDS.has(field.name.value) && (checks += 1)) };
    visit(operation.selectionSet, count);
    for (const fragment of context.getRecursivelyReferencedFragments(operation)) visit(fragment.selectionSet, count);
    if (checks > 1) context.reportError(new GraphQLError("An operation may check one credential at most.", { nodes: [operation] }));
  },
});
