import type { AuthChecker } from "type-graphql";
import { forbidden, unauthenticated } from "../common/errors.js";
import type { Context } from "./context.js";

/**
 * Access rules, declared on every query and mutation with @Authorized(...). All listed rules must
 * hold. ANYONE opens a field to signed-out callers; any other rule requires a signed-in user.
 * A test walks the schema and fails on an operation without a rule.
 */
export const Access = {
  ANYONE: "ANYONE",
  SIGNED_IN: "SIGNED_IN",
  ADMIN: "ADMIN",
  FRANCHISEE: "FRANCHISEE",
  PARTNER: "PARTNER",
  /** Areas of the ES market only (diagnostic, marketing, local actions...). */
  MARKET_ES: "MARKET_ES",
} as const;
export type AccessRule = (typeof Access)[keyof typeof Access];

const holds: Record<Exclude<AccessRule, "ANYONE">, (ctx: Context, p: NonNullable<Context["session"]["principal"]>) => boolean> = {
  SIGNED_IN: () => true,
  ADMIN: (_, p) => p.admin,
  FRANCHISEE: (_, p) => p.type === "FRANCHISEE",
  PARTNER: (_, p) => p.type === "PARTNER",
  MARKET_ES: (ctx) => ctx.market === "ES",
};

export const authChecker: AuthChecker<Context, AccessRule> = ({ context }, rules) => {
  if (rules.includes(Access.ANYONE)) return true;
  const principal = context.session.principal;
  if (!principal) throw unauthenticated();
  for (const rule of rules) {
    if (rule !== Access.ANYONE && !holds[rule](context, principal)) throw forbidden();
  }
  return true;
};
