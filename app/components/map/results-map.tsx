import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useLocation, useNavigate } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { Map as LeafletMap, Popup } from "leaflet";
import { type Bounds, type MapPins, formatBounds } from "@schemas/area";
import type { MapSettings } from "@schemas/admin-map";
import type { MapCard } from "~/routes/resources.map-card/route";
import { hrefWith } from "../browse/browse-query";
import { ListingCard } from "../listing/listing-card";
import { button } from "../ui/ui.css";
import { loadClusteredLeaflet } from "./load-clusters";
import * as styles from "./map.css";
import { useHydrated } from "~/utils/use-hydrated";

/** What a results map draws: the pins of every match and the site's map settings (null when they could not be read). */
export type ResultsMapData = { pins: MapPins; settings: MapSettings | null };

/** The pin open in a popup: its listing's card once fetched (null when the listing is gone). */
type OpenPin = { id: number; element: HTMLElement; popup: Popup; card?: MapCard["card"] };

const PIN_SIZE = 20;

/**
 * The map view of a results page: every match a pin, clustered when many; a pin opens its
 * listing's card; "Search this area" puts the map's bounds in the URL (`bbox`), which the list
 * below follows too. The server (and a browser without JavaScript) shows a short note in the
 * map's place, the list of matches staying below it; once hydrated, the map's space is kept while
 * it loads. Pins are drawn by CSS, so they show even when the tiles cannot load.
 */
export function ResultsMap({ data, bounds }: { data: ResultsMapData; bounds: Bounds | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState<OpenPin | null>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const hydrated = useHydrated();
  const { pins, settings } = data;

  useEffect(() => {
    if (!container || !settings) return;
    let cancelled = false;
    void loadClusteredLeaflet().then((L) => {
      if (cancelled) return;
      const map = L.map(container, { scrollWheelZoom: false });
      L.tileLayer(settings.tile_url, { attribution: settings.attribution, maxZoom: 19 }).addTo(map);
      const icon = L.divIcon({ className: styles.pin, iconSize: [PIN_SIZE, PIN_SIZE] });
      const cluster = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 50 });
      for (const [id, latitude, longitude] of pins.pins) {
        const marker = L.marker([latitude, longitude], { icon, title: t("map.pin"), alt: t("map.pin") });
        marker.on("click", () => {
          const element = document.createElement("div");
          element.className = styles.popupCard;
          const popup = L.popup({ minWidth: 220, maxWidth: 240 }).setLatLng(marker.getLatLng()).setContent(element).openOn(map);
          setOpen({ id, element, popup });
          void fetch(`/resources/map-card?id=${id}`)
            .then((response) => response.json() as Promise<MapCard>)
            .catch((): MapCard => ({ card: null }))
            .then(({ card }) => setOpen((current) => (current?.id === id ? { ...current, card } : current)));
        });
        cluster.addLayer(marker);
      }
      map.addLayer(cluster);
      if (bounds) map.fitBounds([[bounds.south, bounds.west], [bounds.north, bounds.east]]);
      else if (pins.pins.length) map.fitBounds(cluster.getBounds(), { padding: [24, 24], maxZoom: 17 });
      else map.setView([settings.default_latitude, settings.default_longitude], settings.default_zoom);
      mapRef.current = map;
      setReady(true);
    });
    return () => {
      cancelled = true;
      mapRef.current?.remove();
      mapRef.current = null;
      setOpen(null);
      setReady(false);
    };
  }, [container, pins, settings, bounds, t]);

  // The popup grows when its card arrives: let it find its place again.
  useEffect(() => {
    if (open?.card !== undefined) open.popup.update();
  }, [open]);

  function searchThisArea() {
    const map = mapRef.current;
    if (!map) return;
    const b = map.getBounds();
    const area = formatBounds({ west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() });
    navigate(hrefWith(pathname, search, { bbox: area, page: null }), { preventScrollReset: true });
  }

  return (
    <div className={styles.frame}>
      <div
        className={hydrated && settings ? styles.placeholder : styles.note}
        data-testid="results-map"
        data-pins={pins.pins.length}
        role="region"
        aria-label={t("map.label")}
      >
        {ready ? null : <p>{!settings ? t("map.unavailable") : hydrated ? t("map.loading") : t("map.placeholder")}</p>}
        {/* Leaflet's own element: React never re-renders its classes, which Leaflet adds to. */}
        {hydrated && settings ? <div ref={setContainer} className={styles.canvas} /> : null}
      </div>
      {ready ? (
        <button type="button" className={`${button.secondary} ${styles.searchArea}`} onClick={searchThisArea}>
          {t("map.search_area")}
        </button>
      ) : null}
      {pins.truncated ? <p className={styles.notice}>{t("map.truncated", { count: pins.pins.length })}</p> : null}
      {open ? createPortal(open.card ? <ListingCard listing={open.card} /> : <p>{open.card === null ? t("map.card_gone") : t("map.loading_card")}</p>, open.element) : null}
    </div>
  );
}

/** Says the list keeps to the map's area (after "Search this area"), with a link back to every area; works without JavaScript. */
export function AreaNotice({ bounds }: { bounds: Bounds | null }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (!bounds) return null;
  return (
    <p className={styles.notice} data-testid="area-notice">
      {t("map.in_area")} ·{" "}
      <Link to={hrefWith(pathname, search, { bbox: null, page: null })} preventScrollReset>
        {t("map.all_areas")}
      </Link>
    </p>
  );
}
