import proxyaddr from "proxy-addr";

type Trust = (address: string, hop: number) => boolean;

/**
 * Whose X-Forwarded-For Express believes (TRUST_PROXY): the pages trust the configured proxies
 * only; the API also trusts loopback, where the pages' own server forwards the client's address.
 */
export function trustProxy(setting: number | string[] | null): { pages: Trust; api: Trust } {
  const configured: Trust = setting === null ? () => false : typeof setting === "number" ? (_address, hop) => hop < setting : proxyaddr.compile(setting);
  const loopback = proxyaddr.compile("loopback");
  return { pages: configured, api: (address, hop) => loopback(address, hop) || configured(address, hop) };
}
