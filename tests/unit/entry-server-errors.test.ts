import type { AppLoadContext } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "../../app/entry.server";
import { pageLog } from "../../app/utils/api-errors.server";

const args = (request: Request) => ({ request, params: {}, context: {} as AppLoadContext });

/** What Remix reports when no route takes a request's method (its ErrorResponse, as isRouteErrorResponse sees it). */
const methodNotAllowed = { status: 405, statusText: "Method Not Allowed", internal: true, data: 'Error: Invalid request method "OPTIONS"', error: new Error('Invalid request method "OPTIONS"') };

describe("errors Remix reports from the server", () => {
  // The server's logger when the server hands none over (a loader run on its own).
  const logged = vi.spyOn(pageLog, "error").mockImplementation(() => {});
  afterEach(() => logged.mockClear());

  it("logs a fault of the server", () => {
    const error = new Error("database is gone");
    handleError(error, args(new Request("http://localhost/listing/x")));
    expect(logged).toHaveBeenCalledWith("GET /listing/x failed", error);
  });

  it("logs it through the server's logger (with the request's id) when the server hands one over", () => {
    const error = new Error("database is gone");
    const serverLog = vi.fn();
    handleError(error, { ...args(new Request("http://localhost/listing/x?tab=2")), context: { logError: serverLog } as unknown as AppLoadContext });
    expect(serverLog).toHaveBeenCalledWith("GET /listing/x failed", error);
    expect(logged).not.toHaveBeenCalled();
  });

  it("does not log a method no route takes (405) or a request the visitor dropped", () => {
    handleError(methodNotAllowed, args(new Request("http://localhost/", { method: "OPTIONS" })));
    const dropped = new AbortController();
    dropped.abort();
    handleError(new Error("aborted"), args(new Request("http://localhost/", { signal: dropped.signal })));
    expect(logged).not.toHaveBeenCalled();
  });
});
