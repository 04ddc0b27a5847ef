import type { ApolloClient } from "@apollo/client";
import type { Market } from "@portal/schema";
import { SelectRestaurantDocument } from "../../gql/documents/session/selectRestaurant";
import { storeSite } from "../../app/shell/storage";

/**
 * Selects the restaurant the user works on, remembers its site for the market, and reloads the screen's own query
 * (everything but the shell, which the answered Viewer already updates). Rejects with the mutation's error.
 */
export async function selectRestaurant(client: ApolloClient, market: Market, site: string): Promise<void> {
  storeSite(market, site);
  await client.mutate({ mutation: SelectRestaurantDocument, variables: { input: { site } } });
  await client.refetchQueries({ include: "active", onQueryUpdated: (query) => query.queryName !== "Shell" });
}
