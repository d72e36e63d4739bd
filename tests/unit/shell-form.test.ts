import { Form } from "@remix-run/react";
import { type ReactElement, createElement } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router-dom/server";
import { expect, it } from "vitest";
import { ShellForm } from "~/components/ui/shell-form";

/** The element rendered on the server inside a router, as a page renders it. */
async function rendered(element: ReactElement): Promise<string> {
  const handler = createStaticHandler([{ path: "/listing/:slug", element }]);
  const context = await handler.query(new Request("http://site.test/listing/kayak?lng=es"));
  if (context instanceof Response) throw new Error("no page");
  return renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context, hydrate: false }));
}

it("writes on the server the markup Remix's Form writes, which the browser's render hydrates", async () => {
  const children = () => [createElement("input", { key: "i", type: "hidden", name: "intent", value: "language" }), createElement("button", { key: "b", type: "submit" }, "ES")];
  for (const props of [{ action: "/preferences", className: "prefs", preventScrollReset: true }, { action: "/logout" }] as const) {
    const remix = await rendered(createElement(Form, { method: "post", ...props, children: children() }));
    const shell = await rendered(createElement(ShellForm, { ...props, children: children() }));
    expect(shell).toContain(`action="${props.action}"`);
    expect(shell).toBe(remix);
  }
});
