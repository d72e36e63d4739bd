import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Coordinates } from "../../utils/coordinates";
import * as styles from "./listing.css";

export type MapSettings = { tile_url: string; attribution: string; default_zoom: number };

/**
 * A 400px Leaflet map, loaded in the browser only; the server (and a browser without JavaScript)
 * shows a static panel with the coordinates and a link to OpenStreetMap.
 */
export function ListingMap({ at, settings, label }: { at: Coordinates; settings: MapSettings; label: string }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let map: { remove(): void } | undefined;
    let cancelled = false;
    void import("leaflet").then((L) => {
      if (cancelled || !container.current) return;
      const leaflet = L.default ?? L;
      const instance = leaflet.map(container.current, { scrollWheelZoom: false }).setView([at.lat, at.lng], settings.default_zoom);
      leaflet.tileLayer(settings.tile_url, { attribution: settings.attribution, maxZoom: 19 }).addTo(instance);
      leaflet.circleMarker([at.lat, at.lng], { radius: 10, color: "#c8102e", fillOpacity: 0.6 }).addTo(instance).bindPopup(label);
      map = instance;
      setReady(true);
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [at.lat, at.lng, settings, label]);

  const osm = `https://www.openstreetmap.org/?mlat=${at.lat}&mlon=${at.lng}#map=${settings.default_zoom}/${at.lat}/${at.lng}`;
  return (
    <div ref={container} className={ready ? styles.map : styles.staticMap} data-testid="listing-map" aria-label={t("listing.map")}>
      {ready ? null : (
        <p>
          {at.lat.toFixed(5)}, {at.lng.toFixed(5)}
          <br />
          <a href={osm} target="_blank" rel="noreferrer">
            {t("listing.open_map")}
          </a>
        </p>
      )}
    </div>
  );
}
