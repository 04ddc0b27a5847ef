/**
 * A restaurant form with none of its required fields (site, name, province, region, type, address): every field's key
 * at once, as the shared rules give them and the BFF answers them.
 */
export const RESTAURANT_REQUIRED_FIXTURE = {
  site: "validation.required",
  name: "validation.required",
  provinceId: "validation.required",
  region: "validation.required",
  type: "validation.required",
  address: "validation.required",
} as const;

/** A new restaurant's flags and catchment when the form leaves them alone (the rules' defaults): available only, no habitants. */
export const RESTAURANT_DEFAULT_FLAGS_FIXTURE = {
  etof: false,
  mcauto: false,
  selected: false,
  available: true,
  habitants1km: null,
  habitants3km: null,
} as const;
