/** What server.ts hands every loader and action. */
export type AppLoadContext = {
  /** Base URL of /api/v1: this process over loopback, or API_URL when the API runs apart. */
  apiBaseUrl: string;
  supportEmail: string;
  /** The browser's address, forwarded to the API (rate limits are per client, not per BFF). */
  clientIp: string;
};

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppLoadContext extends Readonly<import("./load-context.js").AppLoadContext> {}
}
