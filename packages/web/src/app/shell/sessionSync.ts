interface RestaurantRef {
  site: string;
}

interface ViewerRestaurants {
  restaurants: readonly RestaurantRef[];
  selectedRestaurant: RestaurantRef | null;
}

/**
 * The site to select on app load, or null when the session already has the right one (spec 1, section 4): the
 * site this browser remembers when the user still has it, else the first of the user's restaurants — never the
 * favourite the catalogue kept from another device (the selection is still sent to the catalogue as the favourite).
 */
export function restaurantToSync(viewer: ViewerRestaurants, storedSite: string | null): string | null {
  const sites = viewer.restaurants.map((r) => r.site);
  const current = viewer.selectedRestaurant?.site ?? null;
  const wanted = storedSite && sites.includes(storedSite) ? storedSite : (sites[0] ?? null);
  return wanted && wanted !== current ? wanted : null;
}

/** Label of a restaurant in the selector: "site - name". */
export const restaurantLabel = (r: { site: string; name: string }) => `${r.site} - ${r.name}`;
