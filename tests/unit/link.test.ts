import { Link as RemixLink } from "@remix-run/react";
import { type ReactElement, createElement } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router-dom/server";
import { expect, it } from "vitest";
import { Link } from "~/components/ui/link";

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
