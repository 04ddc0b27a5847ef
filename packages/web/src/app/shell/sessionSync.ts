interface RestaurantRef {
  site: string;
}

interface ViewerRestaurants {
  restaurants: readonly RestaurantRef[];
  selectedRestaurant: RestaurantRef | null;
}

/**
 * The site to select on app load, or null when the session already has the right one.
 * The remembered site wins when the user still has it; otherwise the session's current choice,
 * else the first restaurant (spec 1, section 4).
 */
export function restaurantToSync(viewer: ViewerRestaurants, storedSite: string | null): string | null {
  const sites = viewer.restaurants.map((r) => r.site);
  const current = viewer.selectedRestaurant?.site ?? null;
  const wanted = storedSite && sites.includes(storedSite) ? storedSite : current && sites.includes(current) ? current : (sites[0] ?? null);
  return wanted && wanted !== current ? wanted : null;
}

/** Label of a restaurant in the selector: "site - name". */
export const restaurantLabel = (r: { site: string; name: string }) => `${r.site} - ${r.name}`;
