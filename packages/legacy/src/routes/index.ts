import type { Router } from "express";
import type { RouteDeps } from "./deps.js";
import { accountRoutes } from "./account/account.js";
import { adminRoutes } from "./admin/index.js";
import { channelsRoutes } from "./channels/channels.js";
import { collectionsRoutes } from "./collections/collections.js";
import { diagnosticRoutes } from "./diagnostic/diagnostic.js";
import { homeRoutes } from "./home/home.js";
import { libraryRoutes } from "./library/library.js";
import { marketingRoutes } from "./marketing/marketing.js";
import { orderingRoutes } from "./ordering/ordering.js";
import { partnerRoutes } from "./partner/partner.js";
import { sessionRoutes } from "./session/session.js";

/**
 * The areas of the API, each a router factory mounted under `/es/api/` and `/pt/api/`, in the areas' folders of
 * every package (`<area>/`, the administration's entities in `admin/<entity>/`). Adding an area: write
 * `src/routes/<area>/<area>.ts` exporting `<area>Routes(deps)` and list it here.
 */
export const API_AREAS: ReadonlyArray<(deps: RouteDeps) => Router> = [
  sessionRoutes,
  libraryRoutes,
  collectionsRoutes,
  homeRoutes,
  orderingRoutes,
  accountRoutes,
  partnerRoutes,
  diagnosticRoutes,
  channelsRoutes,
  marketingRoutes,
  adminRoutes,
];

export { ssoRoutes } from "./session/sso.js";
export type { RouteDeps } from "./deps.js";
