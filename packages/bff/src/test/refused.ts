import { expect } from "vitest";
import type { TestBrowser } from "./browser.js";
import type { TestStack } from "./use-stack.js";

type Market = "ES" | "PT";

/**
 * The access check the admin areas' tests share: signed in as each of `users` (market and demo username), every one of
 * `operations` (a GraphQL document and its variables) is refused with FORBIDDEN, then `alsoRefused` checks what else
 * the user may not reach (an upload route), and none of the catalogue calls made meanwhile has a path starting with
 * `callPrefix`: the BFF refused before calling the catalogue.
 */
export async function expectForbidden(
  stack: TestStack,
  users: ReadonlyArray<readonly [Market, string]>,
  operations: ReadonlyArray<readonly [string, Record<string, unknown>]>,
  { callPrefix, alsoRefused }: { callPrefix: string; alsoRefused?: (user: TestBrowser) => Promise<void> },
) {
  for (const [market, username] of users) {
    const user = await stack.signIn(market, username);
    stack.resetCalls();
    for (const [query, variables] of operations)
      expect((await user.graphql(query, variables)).errors?.[0].extensions?.code, `${username} ${query.slice(0, 30)}`).toBe("FORBIDDEN");
    await alsoRefused?.(user);
    expect(stack.callPaths().filter((p) => p.startsWith(callPrefix))).toEqual([]);
  }
}
