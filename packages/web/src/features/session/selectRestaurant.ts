import type { ApolloClient } from "@apollo/client";
import type { IntlShape } from "react-intl";
import type { Market } from "@portal/schema";
import { SelectRestaurantDocument } from "../../gql/documents/session/selectRestaurant";
import { storeSite } from "../../app/shell/storage";

/**
 * Selects the restaurant the user works on, remembers its site for the market, and reloads what the selection changes:
 * a screen of a restaurant asks for it by id (its query's `restaurantId` follows the header's selection, so it loads
 * the new restaurant's data by itself and shows loading meanwhile, never the previous one's); any other active query
 * but the shell (which the answered Viewer already updates) is asked again. Rejects with the mutation's error.
 */
export async function selectRestaurant(client: ApolloClient, market: Market, site: string): Promise<void> {
  storeSite(market, site);
  await client.mutate({ mutation: SelectRestaurantDocument, variables: { input: { site } }, context: { notifyUnavailable: true } });
  await client.refetchQueries({
    include: "active",
    onQueryUpdated: (query) => query.queryName !== "Shell" && !("restaurantId" in (query.variables ?? {})),
  });
}

/**
 * The header's switch: with unsaved changes on screen it first asks the question leaving asks (`useLeaveGuard`); staying
 * changes nothing. Resolves once selected, or at once when the user stayed.
 */
export async function switchRestaurant(client: ApolloClient, market: Market, site: string, intl: IntlShape): Promise<void> {
  // Loaded here, not with this module: the header's first JavaScript names none of the question's files.
  const { askBeforeDropping } = await import("../../ui/useLeaveGuard");
  if (!(await askBeforeDropping(intl))) return;
  await selectRestaurant(client, market, site);
}
