import type { Market } from "@portal/schema";

/**
 * Public links of each market. The privacy policy is the company's page; until the BFF serves
 * it through `Portal`, it is configured here.
 */
export const PRIVACY_POLICY_URL: Record<Market, string> = {
  ES: "/files/legal/privacy-policy-es.pdf",
  PT: "/files/legal/privacy-policy-pt.pdf",
};
