import "@remix-run/node";

// Loader and action data reach the browser through single fetch (`v3_singleFetch` in
// remix.config.js): useLoaderData, useActionData and useFetcher type it as single fetch sends it.
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
