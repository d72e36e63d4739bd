/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*", "**/*.css.ts"],
  serverModuleFormat: "esm",
  // remix-i18next ships ESM only: bundle it into the server build (CommonJS packages stay external).
  serverDependenciesToBundle: [/^remix-i18next/],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
    v3_routeConfig: false,
  },
};
