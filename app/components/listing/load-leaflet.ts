import leafletCss from "leaflet/dist/leaflet.css";

type Leaflet = typeof import("leaflet");

let loading: Promise<Leaflet> | undefined;

/** Adds a stylesheet to the page; settles when it has loaded or failed. */
export function addStylesheet(href: string): Promise<unknown> {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  const loaded = new Promise((resolve) => {
    link.onload = resolve;
    link.onerror = resolve;
  });
  document.head.append(link);
  return loaded;
}

/**
 * Leaflet and its stylesheet, fetched together the first time a map is about to show: a page
 * with a map paints without waiting for either, and a page without one never loads them.
 */
export function loadLeaflet(): Promise<Leaflet> {
  loading ??= Promise.all([import("leaflet"), addStylesheet(leafletCss)]).then(
    ([L]) => (L as Leaflet & { default?: Leaflet }).default ?? L,
  );
  return loading;
}
