export { default, loader, meta } from "./_main.places.$slug";
