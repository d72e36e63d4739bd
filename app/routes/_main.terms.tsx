export { default, loader, meta } from "./_main.terms-of-service";
