import { Link as RemixLink, NavLink as RemixNavLink } from "@remix-run/react";
import { type ReactElement, createElement } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router-dom/server";
import { expect, it } from "vitest";
import { Link, NavLink } from "~/components/ui/link";

/** The element rendered on the server inside a router, as a page renders it. */
async function rendered(element: ReactElement): Promise<string> {
  const handler = createStaticHandler([{ path: "/listing/:slug", element }]);
  const context = await handler.query(new Request("http://site.test/listing/kayak?lng=es"));
  if (context instanceof Response) throw new Error("no page");
  return renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context, hydrate: false }));
}

type Props = Parameters<typeof RemixLink>[0];
const child = () => [createElement("img", { key: "i", src: "/p.webp", alt: "" }), createElement("strong", { key: "s" }, "Kayak")];

const CASES: Props[] = [
  { to: "/" },
  { to: "/search?q=sea view&page=2#results", className: "card" },
  { to: "/dashboard?section=favorites", "aria-label": "Favourites", title: "Favourites", className: "icon" },
  { to: "/listing/kayak", id: "first", style: { color: "red" }, "data-testid": "card", children: child() } as Props,
  { to: "https://example.com/x?y=1", target: "_blank", rel: "noopener noreferrer" },
  { to: "mailto:help@gibmarket.gi" },
  { to: "//cdn.example.com/a.png" },
  { to: "/auth?redirectTo=%2Fsaved", reloadDocument: true },
  { to: "/categories", discover: "none" },
  { to: "/weather", prefetch: "intent", replace: true, preventScrollReset: true, state: { from: "menu" }, onClick: () => undefined },
  // Left to the router: an empty query or hash, a path relative to the page, an object.
  { to: "/search?" },
  { to: "/places#" },
  { to: "?page=2", rel: "next" },
  { to: "." },
  { to: "../other" },
  { to: { pathname: "/search", search: "?q=kayak" } },
  { to: { search: "?page=3" } },
];

it("writes on the server the markup Remix's Link writes, which the browser's render hydrates", async () => {
  expect(Link).not.toBe(RemixLink);
  for (const props of CASES) {
    const remix = await rendered(createElement(RemixLink, { children: "go", ...props }));
    const site = await rendered(createElement(Link, { children: "go", ...props }));
    expect(site, JSON.stringify(props.to)).toBe(remix);
    expect(site).toMatch(/^<a [^>]*href="[^"]+"/);
  }
});

type NavProps = Parameters<typeof RemixNavLink>[0];
// The page is /listing/kayak: links to it and (without `end`) to the paths above it are marked.
const NAV_CASES: NavProps[] = [
  { to: "/", end: true, className: "nav" },
  { to: "/", className: "nav" },
  { to: "/listing", className: "nav" },
  { to: "/listing", end: true, className: "nav" },
  { to: "/listing/kayak", end: true },
  { to: "/listing/kayak/", className: "nav" },
  { to: "/LISTING/Kayak", className: "nav" },
  { to: "/listing/kay", className: "nav" },
  { to: "/listing?tab=photos", className: "nav" },
  { to: "/auth?mode=login", className: "bar", children: child() } as NavProps,
  { to: "/listing", "aria-current": "location", "aria-label": "Listings", id: "nav", style: { color: "red" }, "data-testid": "nav" } as NavProps,
  { to: "/listing", reloadDocument: true, target: "_self" },
  { to: "/weather", discover: "none", prefetch: "intent", replace: true },
  // Left to the router: functions of the mark, a path it must resolve or encode, case-sensitive.
  { to: "/listing", className: ({ isActive }) => (isActive ? "on" : "off") },
  { to: "/listing", children: ({ isActive }) => (isActive ? "here" : "there") },
  { to: "/listing/kayak", caseSensitive: true },
  { to: "/búsqueda" },
  { to: "." },
  { to: { pathname: "/listing" } },
];

it("writes on the server the markup Remix's NavLink writes, marked as the router marks it", async () => {
  expect(NavLink).not.toBe(RemixNavLink);
  let marked = 0;
  for (const props of NAV_CASES) {
    const remix = await rendered(createElement(RemixNavLink, { children: "go", ...props }));
    const site = await rendered(createElement(NavLink, { children: "go", ...props }));
    expect(site, JSON.stringify(props.to)).toBe(remix);
    if (site.includes('aria-current="')) marked++;
  }
  // Both kinds are checked: marked links and unmarked ones.
  expect(marked).toBeGreaterThanOrEqual(6);
  expect(marked).toBeLessThan(NAV_CASES.length - 4);
});
