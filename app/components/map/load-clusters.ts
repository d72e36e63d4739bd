import clusterCss from "leaflet.markercluster/dist/MarkerCluster.css";
import clusterThemeCss from "leaflet.markercluster/dist/MarkerCluster.Default.css";
import { addStylesheet, loadLeaflet } from "../listing/load-leaflet";

type Leaflet = typeof import("leaflet");

let loading: Promise<Leaflet> | undefined;

/**
 * Leaflet with the marker-cluster plugin and their stylesheets, loaded the first time a results
 * map shows. The plugin extends the global `L`, so Leaflet is installed there first.
 */
export function loadClusteredLeaflet(): Promise<Leaflet> {
  loading ??= loadLeaflet().then(async (leaflet) => {
    (window as unknown as { L: Leaflet }).L = leaflet;
    await Promise.all([import("leaflet.markercluster"), addStylesheet(clusterCss), addStylesheet(clusterThemeCss)]);
    return leaflet;
  });
  return loading;
}
