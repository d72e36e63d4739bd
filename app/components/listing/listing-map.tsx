import { useEffect, useState } from "react";
import { useTranslation } from "~/utils/use-translation";
import type { MapSettings as SiteMapSettings } from "@schemas/admin-map";
import type { Coordinates } from "./coordinates";
import { useNearViewport } from "../ui/use-near-viewport";
import * as styles from "./listing.css";
import { loadLeaflet } from "./load-leaflet";

/** What a map draws of the site's map settings. */
export type MapSettings = Pick<SiteMapSettings, "tile_url" | "attribution" | "default_zoom">;

/**
 * A 400px Leaflet map, loaded in the browser only and once it comes near the viewport; the server
 * (and a browser without JavaScript) shows a static panel with the coordinates and a link to
 * OpenStreetMap, which stays until then.
 */
export function ListingMap({ at, settings, label }: { at: Coordinates; settings: MapSettings; label: string }) {
  const { t } = useTranslation();
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(frame);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!near || !container) return;
    let map: { remove(): void } | undefined;
    let cancelled = false;
    void loadLeaflet().then((leaflet) => {
      if (cancelled) return;
      const instance = leaflet.map(container, { scrollWheelZoom: false }).setView([at.lat, at.lng], settings.default_zoom);
      leaflet.tileLayer(settings.tile_url, { attribution: settings.attribution, maxZoom: 19 }).addTo(instance);
      leaflet.circleMarker([at.lat, at.lng], { radius: 10, color: "#c8102e", fillOpacity: 0.6 }).addTo(instance).bindPopup(label);
      map = instance;
      setReady(true);
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [near, container, at.lat, at.lng, settings, label]);

  const osm = `https://www.openstreetmap.org/?mlat=${at.lat}&mlon=${at.lng}#map=${settings.default_zoom}/${at.lat}/${at.lng}`;
  return (
    <div ref={setFrame} className={styles.staticMap} data-testid="listing-map" aria-label={t("listing.map")}>
      {ready ? null : (
        <p>
          {at.lat.toFixed(5)}, {at.lng.toFixed(5)}
          <br />
          <a href={osm} target="_blank" rel="noreferrer">
            {t("listing.open_map")}
          </a>
        </p>
      )}
      {/* Leaflet's own element: React never re-renders its classes, which Leaflet adds to. */}
      {near ? <div ref={setContainer} className={styles.mapCanvas} /> : null}
    </div>
  );
}
