import type { ApolloServerPlugin } from "@apollo/server";
import { Kind, visit, type DocumentNode, type OperationDefinitionNode } from "graphql";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { RedisClientType } from "redis";
import { sessionStoreUnavailable, tooManyRequests } from "../common/errors.js";
import { withTimeout } from "../common/timeout.js";
import type { Context } from "../graphql/context.js";

/**
 * What an operation costs, counted once per operation node: Apollo's document store gives a known operation's same
 * document to every request (the web's trusted documents, prepared at start), so its cost is not counted again.
 */
const costs = new WeakMap<OperationDefinitionNode, number>();
function costOf(document: DocumentNode, operation: OperationDefinitionNode): number {
  let cost = costs.get(operation);
  if (cost === undefined) costs.set(operation, (cost = operationCost(document, operation)));
  return cost;
}

/** What an operation costs: one per field it selects, its fragments' included (the web's heaviest costs ~60). */
export function operationCost(document: DocumentNode, operation: OperationDefinitionNode): number {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  let cost = 0;
  // Validation has refused fragment cycles before this runs; each spread counts (a fragment spread twice costs twice).
  const count = (node: OperationDefinitionNode["selectionSet"]): void =>
    void visit(node, {
      Field: () => void (cost += 1),
      FragmentSpread: (spread) => {
        const fragment = fragments.get(spread.name.value);
        if (fragment) count(fragment.selectionSet);
      },
    });
  count(operation.selectionSet);
  return cost;
}

/**
 * A budget of query cost per minute, per session (per address when signed out), shared by the BFF processes through
 * Redis: far above what a person clicking through the portal spends, it stops a script walking the API. Spent, the
 * next operation answers TOO_MANY_REQUESTS with `retryAfter` (and `Retry-After`). `perMinute` 0 turns it off (the
 * benchmark's load tests drive one session far beyond anyone's pace).
 */
export function queryBudget(options: { perMinute: number; redis?: RedisClientType; prefix: string; timeoutMs: number }): ApolloServerPlugin<Context> {
  if (options.perMinute <= 0) return {};
  const limiter: RateLimiterAbstract = options.redis
    ? new RateLimiterRedis({
        storeClient: options.redis,
        useRedisPackage: true,
        keyPrefix: `${options.prefix}:cost`,
        points: options.perMinute,
        duration: 60,
      })
    : new RateLimiterMemory({ keyPrefix: "cost", points: options.perMinute, duration: 60 });
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, contextValue }) {
          if (!operation) return;
          const key = contextValue.session.signedIn ? `s:${contextValue.session.id}` : `ip:${contextValue.clientIp}`;
          try {
            await withTimeout(limiter.consume(key, costOf(document, operation)), options.timeoutMs);
          } catch (rejection) {
            if (rejection instanceof RateLimiterRes) throw tooManyRequests(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)), 429);
            throw sessionStoreUnavailable(); // Redis does not answer: like the sessions it holds, 503
          }
        },
      };
    },
  };
}
