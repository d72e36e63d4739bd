import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/utils/use-translation";
import type { MapSettings as SiteMapSettings } from "@schemas/admin-map";
import { serviceAreaOf } from "@schemas/area";
import type { TopLocation } from "@schemas/top-locations";
import { useHydrated } from "~/utils/use-hydrated";
import { useNearViewport } from "~/components/ui/use-near-viewport";
import * as listingStyles from "~/components/listing/listing.css";
import * as mapStyles from "~/components/map/map.css";
import { loadLeaflet } from "~/components/listing/load-leaflet";

/** A known area a listing may be placed in (top locations), with where it is. */
export type PlacingLocation = Pick<TopLocation, "id" | "name" | "latitude" | "longitude">;

type Point = { lat: number; lng: number };
type Props = {
  settings: SiteMapSettings;
  /** The point the coordinate fields hold (null while they are empty or not numbers). */
  at: Point | null;
  onPick: (lat: number, lng: number) => void;
};

const PIN_SIZE = 22;

/**
 * With JavaScript, a pin to drop (click) and drag, inside the service area drawn on the map; it
 * follows the coordinate fields and the area choice too. Without JavaScript the typed fields do.
 */
export function LocationPicker({ settings, at, onPick }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(container);
  const pick = useRef(onPick);
  pick.current = onPick;
  // Where the map opens: the latest point when it loads.
  const start = useRef(at);
  start.current = at;
  const moveTo = useRef<((point: Point) => void) | null>(null);

  useEffect(() => {
    if (!near || !container) return;
    let map: { remove(): void } | undefined;
    let cancelled = false;
    void loadLeaflet().then((L) => {
      if (cancelled) return;
      const area = serviceAreaOf(settings);
      const box = L.latLngBounds([area.south, area.west], [area.north, area.east]);
      const first = start.current;
      const instance = L.map(container, { maxBounds: box.pad(0.5) }).setView(first ? [first.lat, first.lng] : [settings.default_latitude, settings.default_longitude], settings.default_zoom);
      L.tileLayer(settings.tile_url, { attribution: settings.attribution, maxZoom: 19 }).addTo(instance);
      L.rectangle(box, { color: "#1d4e89", weight: 2, dashArray: "6 6", fill: false, interactive: false }).addTo(instance);
      const icon = L.divIcon({ className: mapStyles.pin, iconSize: [PIN_SIZE, PIN_SIZE] });
      const marker = L.marker(first ? [first.lat, first.lng] : instance.getCenter(), { icon, draggable: true, autoPan: true, title: t("wizard.pin") });
      if (first) marker.addTo(instance);
      const place = (point: Point) => {
        marker.setLatLng(point).addTo(instance);
        pick.current(point.lat, point.lng);
      };
      instance.on("click", (event: { latlng: Point }) => place(event.latlng));
      marker.on("dragend", () => place(marker.getLatLng()));
      moveTo.current = (point) => {
        const current = marker.getLatLng();
        if (instance.hasLayer(marker) && current.lat === point.lat && current.lng === point.lng) return;
        marker.setLatLng(point).addTo(instance);
        instance.panTo(point);
      };
      map = instance;
    });
    return () => {
      cancelled = true;
      moveTo.current = null;
      map?.remove();
    };
    // The map is set up once; later points move the pin (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [near, container]);

  // A point typed in the fields, or an area chosen, moves the pin there.
  useEffect(() => {
    if (at) moveTo.current?.(at);
  }, [at?.lat, at?.lng]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!hydrated) return null;
  return (
    <div>
      <p>{t("wizard.map_help")}</p>
      <div ref={setContainer} className={listingStyles.map} style={{ height: "320px" }} data-testid="location-picker" />
    </div>
  );
}
