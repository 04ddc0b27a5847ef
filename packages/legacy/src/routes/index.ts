import type { Router } from "express";
import type { RouteDeps } from "./deps.js";
import { accountRoutes } from "./account.js";
import { channelsRoutes } from "./channels.js";
import { diagnosticRoutes } from "./diagnostic.js";
import { homeRoutes } from "./home.js";
import { importRoutes } from "./import.js";
import { informRoutes } from "./inform.js";
import { libraryRoutes } from "./library.js";
import { marketingRoutes } from "./marketing.js";
import { mopRoutes } from "./mop.js";
import { orderingRoutes } from "./ordering.js";
import { partnerRoutes } from "./partner.js";
import { restaurantsRoutes } from "./restaurants.js";
import { resourcesRoutes } from "./resources.js";
import { sectionsRoutes } from "./sections.js";
import { sessionRoutes } from "./session.js";
import { slidersRoutes } from "./sliders.js";

/**
 * The areas of the API, each a router factory mounted under `/es/api/` and `/pt/api/`.
 * Adding an area: write `src/routes/<area>.ts` exporting `<area>Routes(deps)` and list it here.
 */
export const API_AREAS: ReadonlyArray<(deps: RouteDeps) => Router> = [
  sessionRoutes,
  libraryRoutes,
  homeRoutes,
  orderingRoutes,
  accountRoutes,
  restaurantsRoutes,
  sectionsRoutes,
  slidersRoutes,
  resourcesRoutes,
  informRoutes,
  mopRoutes,
  partnerRoutes,
  diagnosticRoutes,
  channelsRoutes,
  marketingRoutes,
  importRoutes,
];

export { ssoRoutes } from "./sso.js";
export type { RouteDeps } from "./deps.js";
