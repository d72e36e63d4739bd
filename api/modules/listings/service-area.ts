import type { FieldError } from "../../lib/errors.js";
import { type Bounds, isInside, serviceAreaOf } from "../../schemas/area.js";
import { MESSAGES } from "../../schemas/listing-write.js";
import type { SettingsService } from "../settings/service.js";

/** Where listings may be placed: the service area of the map settings, read when a listing is written. */
export type ServiceArea = () => Promise<Bounds>;

export const serviceAreaFrom =
  (settings: Pick<SettingsService, "getMapSettings">): ServiceArea =>
  async () =>
    serviceAreaOf(await settings.getMapSettings());

type Point = { latitude?: number | null; longitude?: number | null };

/** The refusal of a location outside the service area; none when no location is given. */
export function outsideServiceArea(point: Point, area: Bounds): FieldError[] {
  if (point.latitude == null || point.longitude == null) return [];
  return isInside(area, point.latitude, point.longitude) ? [] : [{ field: "latitude", message: MESSAGES.outsideArea }];
}

/** As outsideServiceArea, reading the area only when a location is given. */
export const checkServiceArea = async (point: Point, area: ServiceArea): Promise<FieldError[]> =>
  point.latitude == null || point.longitude == null ? [] : outsideServiceArea(point, await area());
