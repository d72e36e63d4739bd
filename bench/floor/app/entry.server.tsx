import type { EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";

// Rendered as the marketplace renders its documents (app/entry.server.tsx): whole, to a string.
export default function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(`<!DOCTYPE html>${renderToString(<RemixServer context={context} url={request.url} />)}`, { status, headers });
}
