import { createRequire } from "node:module";
import fs from "node:fs";
import type { AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";

// The server loads the router's CommonJS build: the file patches/ changes, tested here as it runs.
const require = createRequire(import.meta.url);
const routerFile = require.resolve("@remix-run/router");
const { matchPath, matchRoutes } = require("@remix-run/router") as typeof import("@remix-run/router");
const { createStaticHandler } = require("@remix-run/router") as typeof import("@remix-run/router");
const { createStaticRouter } = require("react-router-dom/server") as typeof import("react-router-dom/server");

/** A tree shaped like the app's: a root, a pathless layout, index, nested, dynamic, optional and splat routes. */
function appLikeRoutes(): AgnosticRouteObject[] {
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "index", index: true },
        {
          id: "layout",
          children: [
            { id: "listing", path: "listing/:slug" },
            { id: "category", path: "category/:slug" },
            { id: "search", path: "search" },
            { id: "places", path: "places/:kind?" },
          ],
        },
        { id: "dashboard", path: "dashboard", children: [{ id: "dashboard-index", index: true }, { id: "dashboard-listings", path: "listings" }] },
        { id: "Admin", path: "Admin/Users", caseSensitive: true },
        { id: "splat", path: "*" },
      ],
    },
  ];
}

const ids = (routes: AgnosticRouteObject[], path: string) => matchRoutes(routes, path)?.map((match) => match.route.id) ?? null;

describe("route matching (the router patched to keep ranked routes, matches and compiled patterns)", () => {
  it("is the patched build: a fresh install that skipped patch-package fails here", () => {
    const source = fs.readFileSync(routerFile, "utf8");
    expect(source).toContain("function rankedBranchesOf(routes)");
    expect(source).toContain("function copyOfMatches(matches)");
    expect(source).toContain("function compilePathAnew(path, caseSensitive, end)");
    const remixServer = fs.readFileSync(require.resolve("@remix-run/react/dist/server.js"), "utf8");
    expect(remixServer).toContain("function serverRoutesOf(manifest, routeModules, context)");
  });

  it("hands every caller its own copy of a kept match: changing one changes no later answer", () => {
    const routes = appLikeRoutes();
    const first = matchRoutes(routes, "/listing/kept")!;
    (first.at(-1)!.params as Record<string, string>).slug = "changed";
    first.pop();
    const second = matchRoutes(routes, "/listing/kept")!;
    expect(second.map((match) => match.route.id)).toEqual(["root", "layout", "listing"]);
    expect(second.at(-1)!.params).toEqual({ slug: "kept" });
    // As matchRouteBranch makes them, the matches of one answer share one params object.
    expect(second[0]!.params).toBe(second.at(-1)!.params);
    expect(second.at(-1)!.route).toBe(routes[0]!.children![1]!.children![0]);
  });

  it("keeps a route tree's data routes between renders, so its matches are kept too", async () => {
    const routes = appLikeRoutes() as Parameters<typeof createStaticRouter>[0];
    const handler = createStaticHandler(routes as AgnosticRouteObject[]);
    const context = await handler.query(new Request("http://localhost/listing/a"));
    if (context instanceof Response) throw new Error("expected a context");
    const first = createStaticRouter(routes, context);
    const second = createStaticRouter(routes, context);
    expect(second.routes).toBe(first.routes);
    expect(second.state.matches.map((match) => match.route)).toEqual(first.state.matches.map((match) => match.route));
    expect(createStaticRouter(appLikeRoutes() as typeof routes, context).routes).not.toBe(first.routes);
  });

  it("answers the same on every match against one tree, as the first time", () => {
    const routes = appLikeRoutes();
    const expected: Array<[string, string[] | null]> = [
      ["/", ["root", "index"]],
      ["/listing/sea-view-flat-12", ["root", "layout", "listing"]],
      ["/category/property", ["root", "layout", "category"]],
      ["/search", ["root", "layout", "search"]],
      ["/places", ["root", "layout", "places"]],
      ["/places/restaurants", ["root", "layout", "places"]],
      ["/dashboard", ["root", "dashboard", "dashboard-index"]],
      ["/dashboard/listings", ["root", "dashboard", "dashboard-listings"]],
      ["/Admin/Users", ["root", "Admin"]],
      ["/admin/users", ["root", "splat"]],
      ["/no/such/page", ["root", "splat"]],
    ];
    for (let round = 0; round < 3; round++) {
      for (const [path, routeIds] of expected) expect(ids(routes, path), `${path}, round ${round}`).toEqual(routeIds);
    }
    expect(matchRoutes(routes, "/listing/sea-view-flat-12")?.at(-1)?.params).toEqual({ slug: "sea-view-flat-12" });
  });

  it("keeps trees apart: another tree with the same paths matches its own routes", () => {
    const first = appLikeRoutes();
    const second = appLikeRoutes();
    second[0]!.children![1]!.children![0]!.id = "listing-two";
    expect(ids(first, "/listing/a")).toEqual(["root", "layout", "listing"]);
    expect(ids(second, "/listing/a")).toEqual(["root", "layout", "listing-two"]);
    expect(ids(first, "/listing/a")).toEqual(["root", "layout", "listing"]);
  });

  it("tells patterns apart by case sensitivity and by whether they match to the end", () => {
    expect(matchPath({ path: "/Admin", caseSensitive: false, end: true }, "/admin")).not.toBeNull();
    expect(matchPath({ path: "/Admin", caseSensitive: true, end: true }, "/admin")).toBeNull();
    expect(matchPath({ path: "/listing", end: false }, "/listing/a")?.pathnameBase).toBe("/listing");
    expect(matchPath({ path: "/listing", end: true }, "/listing/a")).toBeNull();
    expect(matchPath("/listing/:slug", "/listing/b%2Fc")?.params).toEqual({ slug: "b/c" });
  });
});
