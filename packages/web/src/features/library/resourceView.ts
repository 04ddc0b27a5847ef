import { LIBRARY_LIMITS } from "@portal/schema";
import type { ResourceCardFieldsFragment } from "../../gql/graphql";

/**
 * Columns of the file list (spec 1 §2: 3, 4 or 5): 3 on md, 4 on lg, 5 on xl; phones and small
 * tablets show 1 or 2.
 */
export const RESOURCE_GRID_COLS = {
  base: 1,
  xs: 2,
  md: LIBRARY_LIMITS.gridColumns[0],
  lg: LIBRARY_LIMITS.gridColumns[1],
  xl: LIBRARY_LIMITS.gridColumns[2],
} as const;

export type CardVariant = "regular" | "special" | "soon";

export interface CardView {
  variant: CardVariant;
  /** The name and thumbnail open the detail route. */
  opensDetail: boolean;
  download: boolean;
  adapt: boolean;
  produce: boolean;
}

type CardActions = ResourceCardFieldsFragment["actions"];

/**
 * What a card shows, from the buttons the server decided (`Resource.actions`): a coming-soon card
 * is disabled (no detail, no buttons); a special card (toolkit, best practice) offers download only.
 */
export function cardView(actions: CardActions, hasFile: boolean): CardView {
  if (actions.comingSoon) return { variant: "soon", opensDetail: false, download: false, adapt: false, produce: false };
  const download = actions.download && hasFile;
  // A "download only" card (toolkits, best practices) has no detail route: it opens nothing, so a filtered list stays
  // as it is; it says "download only" only when there is something to download (without a file, a plain card).
  if (actions.special) return { variant: download ? "special" : "regular", opensDetail: false, download, adapt: false, produce: false };
  return { variant: "regular", opensDetail: true, download, adapt: actions.adapt, produce: actions.produce };
}

/** The adaptation wizard of a resource. */
export const adaptationPath = (resourceId: string) => `/order/${encodeURIComponent(resourceId)}`;

/** Adds a resource to the production-budget cart (the cart screen reads `add`). */
export const productionPath = (resourceId: string) => `/cart?add=${encodeURIComponent(resourceId)}`;

/** The language row of the file detail is hidden for Portuguese resources (spec 1 §2). */
export const showsLanguage = (language: string) => language !== "PT";

/** A file's format as people name it: the MIME subtype (PDF, PNG, JPEG), else the name's extension; null when neither says. */
export function fileFormat(mimeType: string | null, fileName: string): string | null {
  const subtype = mimeType?.split("/")[1]?.split(/[+;]/)[0];
  if (subtype && /^[a-z0-9.-]{1,12}$/i.test(subtype)) return subtype.toUpperCase();
  const extension = /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1];
  return extension ? extension.toUpperCase() : null;
}

/** A size in the largest unit that keeps it ≥ 1 (bytes, kB, MB, GB; powers of 1000), for Intl's unit format. */
export function sizeInUnit(bytes: number): { value: number; unit: "byte" | "kilobyte" | "megabyte" | "gigabyte" } {
  const units = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;
  let value = bytes;
  let index = 0;
  while (value >= 1000 && index < units.length - 1) {
    value /= 1000;
    index += 1;
  }
  return { value, unit: units[index]! };
}
