export { default, loader, meta } from "./_main.privacy-policy";
