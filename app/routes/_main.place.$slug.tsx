export { default, ErrorBoundary, links, loader, meta } from "./_main.places.$slug";
