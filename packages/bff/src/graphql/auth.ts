import type { AuthChecker } from "type-graphql";
import { ACCESS, checkAccess, type AccessRule } from "@portal/schema";
import { forbidden, unauthenticated } from "../common/errors.js";
import type { Context } from "./context.js";

/**
 * Access rules, declared on every query and mutation with @Authorized(...): the rules of the route access table
 * (@portal/schema, session/access.ts), so the API and the web's guard decide alike. All listed rules must hold;
 * ANYONE opens a field to signed-out callers, any other rule needs a signed-in user. A test walks the schema and
 * fails on an operation without a rule.
 */
export const Access = ACCESS;
export type { AccessRule };

export const authChecker: AuthChecker<Context, AccessRule> = ({ context }, rules) => {
  const verdict = checkAccess(rules, context.session.principal ?? null, context.market);
  if (verdict === "UNAUTHENTICATED") throw unauthenticated();
  if (verdict === "FORBIDDEN") throw forbidden();
  return true;
};
