import { useCallback } from "react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import type { Market } from "@portal/schema";
import { SelectRestaurantDocument } from "../../gql/documents/session/selectRestaurant";
import { storeSite } from "../../app/shell/storage";

/**
 * Selects the restaurant the user works on, remembers its site for the market, and reloads the
 * screen's own query (everything but the shell, which the answered Viewer already updates).
 */
export function useSelectRestaurant(market: Market): (site: string) => Promise<void> {
  const client = useApolloClient();
  const [selectRestaurant] = useMutation(SelectRestaurantDocument);
  return useCallback(
    async (site: string) => {
      storeSite(market, site);
      await selectRestaurant({ variables: { input: { site } } });
      await client.refetchQueries({ include: "active", onQueryUpdated: (query) => query.queryName !== "Shell" });
    },
    [client, market, selectRestaurant],
  );
}
