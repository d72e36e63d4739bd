/**
 * The bench's floor: a bare Remix app on the same stack as the marketplace (Express, Remix's
 * request handler, renderToString, gzip) with no data, session or translations. Built into .tmp by
 * `npm run bench`; not part of the product.
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  serverModuleFormat: "esm",
  serverBuildPath: "../../.tmp/bench-floor/index.js",
  assetsBuildDirectory: "../../.tmp/bench-floor/public",
  future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_lazyRouteDiscovery: true },
};
