import type { MapSettings, MapSettingsInput } from "../../schemas/admin-map.js";
import type { Actor, AuditLog } from "../admin/audit-log.js";
import type { SettingsRepository } from "./repository.js";
import type { SettingsService } from "./service.js";

/** The map every page draws: GET /settings/map answers what is saved here (over the defaults). */
export function createMapSettingsAdmin(deps: { settings: SettingsService; repo: SettingsRepository; audit: AuditLog }) {
  return {
    get: (): Promise<MapSettings> => deps.settings.getMapSettings(),

    async update(actor: Actor, input: MapSettingsInput): Promise<MapSettings> {
      const before = await deps.settings.getMapSettings();
      await deps.repo.set("map", input);
      const after = await deps.settings.getMapSettings();
      await deps.audit.record(actor, { action: "update", entity: "settings", entity_id: "map", summary: "Updated the map settings", before, after });
      return after;
    },
  };
}

export type MapSettingsAdmin = ReturnType<typeof createMapSettingsAdmin>;
