import { createRequire } from "node:module";
import fs from "node:fs";
import { describe, expect, it } from "vitest";

// Remix's server runtime hands each loader and action the request without Remix's own query
// parameters (`index`, `_routes`, `_data`). patches/@remix-run+server-runtime+2.17.5.patch makes
// it pass the request as it is when there is nothing to drop, instead of two new Requests a call.
const require = createRequire(import.meta.url);
const dataFile = require.resolve("@remix-run/server-runtime/dist/data.js");
const { callRouteLoader, callRouteAction } = require(dataFile) as {
  callRouteLoader: (args: Record<string, unknown>) => Promise<unknown>;
  callRouteAction: (args: Record<string, unknown>) => Promise<unknown>;
};

/** The request a loader is handed for `request`, as the server runtime calls it with single fetch. */
async function handed(request: Request, call = callRouteLoader): Promise<Request> {
  let seen: Request | undefined;
  const fn = ({ request: given }: { request: Request }) => {
    seen = given;
    return null;
  };
  await call({ loader: fn, action: fn, request, params: {}, loadContext: {}, routeId: "test", singleFetch: true });
  return seen!;
}

describe("the request handed to loaders and actions", () => {
  it("is the patched build: a fresh install that skipped patch-package fails here", () => {
    expect(fs.readFileSync(dataFile, "utf8")).toContain("function hasParam(request, name)");
  });

  it("is the request itself when its URL has none of Remix's parameters", async () => {
    for (const url of ["http://site.test/terms", "http://site.test/search?q=index&page=2"]) {
      const request = new Request(url);
      expect(await handed(request)).toBe(request);
    }
  });

  it("drops Remix's parameters and keeps the rest, a named index among them", async () => {
    expect((await handed(new Request("http://site.test/admin/listings?index&_routes=root&status=draft"))).url).toBe(
      "http://site.test/admin/listings?status=draft",
    );
    expect((await handed(new Request("http://site.test/things?index=kept"))).url).toBe("http://site.test/things?index=kept");
  });

  it("gives an action its posted body, with or without the index parameter", async () => {
    for (const url of ["http://site.test/contact", "http://site.test/contact?index"]) {
      const request = new Request(url, { method: "POST", body: new URLSearchParams({ name: "Ana" }) });
      const given = await handed(request, callRouteAction);
      expect(given.method).toBe("POST");
      expect(new URL(given.url).searchParams.has("index")).toBe(false);
      expect((await given.formData()).get("name")).toBe("Ana");
    }
  });
});
