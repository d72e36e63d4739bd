export { default, loader, meta } from "./_main.categories";
