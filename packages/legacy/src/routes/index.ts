import type { Router } from "express";
import type { RouteDeps } from "./deps.js";
import { accountRoutes } from "./account.js";
import { homeRoutes } from "./home.js";
import { informRoutes } from "./inform.js";
import { libraryRoutes } from "./library.js";
import { orderingRoutes } from "./ordering.js";
import { restaurantsRoutes } from "./restaurants.js";
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
  informRoutes,
];

export { ssoRoutes } from "./sso.js";
export type { RouteDeps } from "./deps.js";
