import type express from "express";

export type Endpoint = { method: string; path: string };

type Layer = {
  route?: { path: string; methods: Record<string, boolean> };
  name?: string;
  regexp?: RegExp & { fast_slash?: boolean };
  handle?: { stack?: Layer[] };
};

/** The path a router was mounted at, read back from Express 4's mount pattern ("/users" from /^\/users\/?(?=\/|$)/i). */
function mountPath(layer: Layer): string {
  if (!layer.regexp || layer.regexp.fast_slash) return "";
  return layer.regexp.source
    .replace(/^\^/, "")
    .replace(/\\\/\?\(\?=\\\/\|\$\)$/, "")
    .replace(/\\\//g, "/");
}

/** Every method and path an Express app answers, nested routers included, in declaration order. */
export function listEndpoints(app: express.Express): Endpoint[] {
  const walk = (stack: Layer[], prefix: string): Endpoint[] =>
    stack.flatMap((layer) => {
      if (layer.route) {
        return Object.keys(layer.route.methods).map((method) => ({ method: method.toUpperCase(), path: `${prefix}${layer.route!.path}`.replace(/\/$/, "") || "/" }));
      }
      if (layer.name === "router" && layer.handle?.stack) return walk(layer.handle.stack, `${prefix}${mountPath(layer)}`);
      return [];
    });
  return walk((app as unknown as { _router: { stack: Layer[] } })._router.stack, "");
}
