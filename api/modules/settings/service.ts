import type { MapSettings } from "../../schemas/admin-map.js";
import type { MaintenanceStatus, MaintenanceUpdate } from "../../schemas/maintenance.js";
import type { SettingsRepository } from "./repository.js";

export const DEFAULT_MAINTENANCE: MaintenanceStatus = {
  is_maintenance_enabled: false,
  message_en: "We are carrying out scheduled maintenance. We will be back shortly.",
  message_es: "Estamos realizando un mantenimiento programado. Volveremos en breve.",
  show_countdown: false,
  scheduled_end: null,
  contact_email: null,
  status_page_url: null,
};

/**
 * The map every page draws until an admin changes it: OpenStreetMap tiles centred on Gibraltar,
 * and Gibraltar (from the frontier to Europa Point, shore to shore) as the service area.
 */
export const DEFAULT_MAP_SETTINGS: MapSettings = {
  tile_url: "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png",
  attribution: "&copy; OpenStreetMap contributors",
  default_latitude: 36.140751,
  default_longitude: -5.353585,
  default_zoom: 15,
  area_south: 36.105,
  area_west: -5.375,
  area_north: 36.158,
  area_east: -5.332,
};

export function createSettingsService(repo: SettingsRepository) {
  return {
    async getMaintenance(): Promise<MaintenanceStatus> {
      const stored = await repo.get<Partial<MaintenanceStatus>>("maintenance");
      return { ...DEFAULT_MAINTENANCE, ...stored };
    },

    async updateMaintenance(update: MaintenanceUpdate): Promise<MaintenanceStatus> {
      const current = await this.getMaintenance();
      const next: MaintenanceStatus = {
        ...current,
        ...Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined)),
      };
      await repo.set("maintenance", next);
      return next;
    },

    async getMapSettings(): Promise<MapSettings> {
      return { ...DEFAULT_MAP_SETTINGS, ...(await repo.get<Partial<MapSettings>>("map")) };
    },

    listCurrencies: () => repo.listCurrencies(),
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
