import type { AppDeps } from "../../app-deps";
import { createRouter } from "../../http/router";
import { registerAssetRoutes } from "./assets.routes";
import { registerEventAssetRoutes } from "./event-asset.routes";
import { registerPeriodRoutes } from "./period.routes";
import { registerPlanningRoutes } from "./planning.routes";

/** Assets, their unavailability, their events, usage and planning. */
export function infrastructureRoutes(deps: AppDeps) {
  const router = createRouter();
  registerAssetRoutes(router, deps);
  registerPeriodRoutes(router, deps);
  registerEventAssetRoutes(router, deps);
  registerPlanningRoutes(router, deps);
  return router;
}
