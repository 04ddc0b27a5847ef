import { Router } from "express";
import type { RouteDeps } from "../deps.js";
import { importRoutes } from "./import/import.js";
import { informRoutes } from "./inform/inform.js";
import { mopRoutes } from "./mop/mop.js";
import { ordersRoutes } from "./orders/orders.js";
import { resourcesRoutes } from "./resources/resources.js";
import { restaurantsRoutes } from "./restaurants/restaurants.js";
import { sectionsRoutes } from "./sections/sections.js";
import { slidersRoutes } from "./sliders/sliders.js";
import { usersRoutes } from "./users/users.js";
import { videosRoutes } from "./videos/videos.js";

/**
 * The administration's entities, one folder each (`admin/<entity>/`, as in the BFF and the web): every call an
 * administrator makes to change the catalogue. Adding an entity: write `admin/<entity>/<entity>.ts` exporting
 * `<entity>Routes(deps)` and list it here.
 */
export const ADMIN_ENTITIES: ReadonlyArray<(deps: RouteDeps) => Router> = [
  restaurantsRoutes,
  usersRoutes,
  sectionsRoutes,
  slidersRoutes,
  videosRoutes,
  ordersRoutes,
  resourcesRoutes,
  informRoutes,
  mopRoutes,
  importRoutes,
];

/** Area `admin`: its entities' routers as one. */
export function adminRoutes(deps: RouteDeps): Router {
  const router = Router();
  for (const entity of ADMIN_ENTITIES) router.use(entity(deps));
  return router;
}
