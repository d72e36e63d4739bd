import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/utils/use-hydrated";
import { useNearViewport } from "~/components/ui/use-near-viewport";
import type { MapSettings } from "~/components/listing/listing-map";
import * as styles from "~/components/listing/listing.css";
import { loadLeaflet } from "~/components/listing/load-leaflet";

type Props = {
  settings: MapSettings & { default_latitude: number; default_longitude: number };
  at: { lat: number; lng: number } | null;
  onPick: (lat: number, lng: number) => void;
};

/** With JavaScript, a click on the map fills latitude and longitude; without it the typed fields do. */
export function LocationPicker({ settings, at, onPick }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(container);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    if (!near || !container) return;
    let map: { remove(): void } | undefined;
    let cancelled = false;
    void loadLeaflet().then((leaflet) => {
      if (cancelled) return;
      const start: [number, number] = at ? [at.lat, at.lng] : [settings.default_latitude, settings.default_longitude];
      const instance = leaflet.map(container).setView(start, settings.default_zoom);
      leaflet.tileLayer(settings.tile_url, { attribution: settings.attribution, maxZoom: 19 }).addTo(instance);
      const marker = leaflet.circleMarker(start, { radius: 10, color: "#c8102e", fillOpacity: 0.6 });
      if (at) marker.addTo(instance);
      instance.on("click", (event: { latlng: { lat: number; lng: number } }) => {
        marker.setLatLng(event.latlng).addTo(instance);
        pick.current(event.latlng.lat, event.latlng.lng);
      });
      map = instance;
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
    // The map is set up once; later picks move the marker themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [near, container]);

  if (!hydrated) return null;
  return (
    <div>
      <p>{t("wizard.map_help")}</p>
      <div ref={setContainer} className={styles.map} style={{ height: "320px" }} data-testid="location-picker" />
    </div>
  );
}
