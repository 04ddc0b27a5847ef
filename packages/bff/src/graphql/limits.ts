import { ApolloArmor } from "@escape.tech/graphql-armor";
import { GraphQLError, visit, type ValidationContext, type ValidationRule } from "graphql";

/**
 * The tightest query limits every operation of the web client passes (`limits.test.ts` runs each of them under these):
 * the costliest and longest is the diagnostic's (1020, 1297 with the `__typename` fields Apollo adds; 193 tokens), and
 * it uses no alias and two directives at most. A refusal never says the limit (`exposeLimits: false`); field suggestions are blocked in
 * production (and `formatError` drops any other "Did you mean").
 */
export const QUERY_LIMITS = { depth: 10, aliases: 5, directives: 5, tokens: 250, cost: 1500 } as const;

export function armor(production: boolean) {
  // A refusal is reported as a validation error (400); thrown, as graphql-armor does by default, Apollo answers 500.
  const hidden = {
    exposeLimits: false,
    propagateOnRejection: false,
    onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
  };
  return new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.depth, ...hidden },
    maxAliases: { n: QUERY_LIMITS.aliases, ...hidden },
    maxDirectives: { n: QUERY_LIMITS.directives, ...hidden },
    costLimit: { maxCost: QUERY_LIMITS.cost, ...hidden },
    // The token limit is graphql-js's own (`parseOptions` of the Apollo server): a syntax error then stays a 400.
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: production },
  }).protect();
}

/** graphql-js's parse options: the token limit (its message is reworded in `formatError`, without the number). */
export const PARSE_OPTIONS = { maxTokens: QUERY_LIMITS.tokens } as const;

/**
 * An operation of a type the schema does not have — a subscription: the portal has none — is refused at validation
 * (400 GRAPHQL_VALIDATION_FAILED). graphql-js's own rules let it through to execution, which fails with an error
 * that looked like a fault of ours (logged with its stack).
 */
export const operationTypesOfTheSchema: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    if (!context.getSchema().getRootType(operation.operation))
      context.reportError(new GraphQLError(`This API has no ${operation.operation} operations.`, { nodes: [operation] }));
  },
});

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
