import { Router } from "express";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import type { AuditLog } from "../admin/audit-log.js";
import { createTopLocationsAdminRepository } from "../locations/admin-repository.js";
import { topLocationsAdminRoutes } from "../locations/admin-routes.js";
import { createTopLocationsAdminService } from "../locations/admin-service.js";
import { createMediaAdminRepository } from "../media/admin-repository.js";
import { mediaAdminRoutes } from "../media/admin-routes.js";
import { createMediaAdminService } from "../media/admin-service.js";
import type { LedgeredStorage } from "../media/file-ledger.js";
import { createPlacesAdminRepository } from "../places/admin-repository.js";
import { placeCategoriesAdminRoutes, placesAdminRoutes } from "../places/admin-routes.js";
import { createPlacesAdminService } from "../places/admin-service.js";
import { createPlaceCategoriesAdminService } from "../places/category-admin-service.js";
import { createPlacesRepository } from "../places/repository.js";
import { createPlacesService } from "../places/service.js";

/**
 * The local guide's back-office (places, place categories, top locations, the media library):
 * its services, built once in api/services.ts, and its routes under /api/v1/admin. Each part
 * lives in its domain module; this only puts them together.
 */
export function createGuideAdmin(deps: { db: Kysely<DB>; storage: LedgeredStorage; audit: AuditLog }) {
  const { db, storage, audit } = deps;
  const placesAdmin = createPlacesAdminRepository(db);
  const mediaAdmin = createMediaAdminRepository(db);
  return {
    places: createPlacesAdminService({ places: createPlacesService({ repo: createPlacesRepository(db), storage }), repo: placesAdmin, audit }),
    placeCategories: createPlaceCategoriesAdminService({ repo: placesAdmin, audit }),
    topLocations: createTopLocationsAdminService({ repo: createTopLocationsAdminRepository(db), media: mediaAdmin, storage, audit }),
    media: createMediaAdminService({ repo: mediaAdmin, storage, audit }),
  };
}

export type GuideAdmin = ReturnType<typeof createGuideAdmin>;

export function guideAdminRoutes(guide: GuideAdmin): Router {
  const router = Router();
  router.use("/places", placesAdminRoutes(guide.places));
  router.use("/place-categories", placeCategoriesAdminRoutes(guide.placeCategories));
  router.use("/top-locations", topLocationsAdminRoutes(guide.topLocations));
  router.use("/media", mediaAdminRoutes(guide.media));
  return router;
}
