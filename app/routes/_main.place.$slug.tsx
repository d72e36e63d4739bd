export { default, ErrorBoundary, loader, meta } from "./_main.places.$slug";
