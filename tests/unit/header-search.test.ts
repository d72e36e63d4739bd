import { type ReactElement, createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router-dom/server";
import { expect, it } from "vitest";
import { endFileScope, setFileScope } from "@vanilla-extract/css/fileScope";
import { i18nFor } from "~/i18next.server";

// The component's styles (vanilla-extract) are made as their modules load, in a file's scope, which
// the build gives each *.css.ts file; here one scope holds them all.
setFileScope("tests/unit/header-search.test.ts");
const { IdleHeaderSearch, LiveHeaderSearch } = await import("~/routes/_main/header-search");
endFileScope();

/** The element rendered on the server in a page of the given language, under the root route's data. */
async function rendered(element: ReactElement, language: "en" | "es"): Promise<string> {
  const handler = createStaticHandler([{ id: "root", path: "/", loader: () => ({ language, categories: [] }), children: [{ index: true, element }] }]);
  const context = await handler.query(new Request(`http://site.test/?lng=${language}`));
  if (context instanceof Response) throw new Error("no page");
  const page = createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context, hydrate: false });
  return renderToString(createElement(I18nextProvider, { i18n: await i18nFor(language) }, page));
}

it("writes on the server the header search at rest as the live box writes it, which the browser's render hydrates", async () => {
  for (const language of ["en", "es"] as const) {
    const live = await rendered(createElement(LiveHeaderSearch, { className: "search" }), language);
    const idle = await rendered(createElement(IdleHeaderSearch, { className: "search" }), language);
    expect(idle).toContain('action="/search"');
    expect(idle).toContain(language === "es" ? "Buscar" : "Search");
    expect(idle).toBe(live);
  }
});
