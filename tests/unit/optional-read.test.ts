import type { AppLoadContext } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../app/utils/api.server";
import { optionalRead } from "../../app/utils/api-errors.server";

/** A load context whose logger is a spy, as server.ts hands one over. */
const contextWithLog = () => {
  const logError = vi.fn();
  return { context: { logError } as unknown as AppLoadContext, logError };
};

const thrown = async (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe("a secondary read (optionalRead)", () => {
  it("answers the read's value, logging nothing", async () => {
    const { context, logError } = contextWithLog();
    expect(await optionalRead(context, "Loading reviews", Promise.resolve({ reviews: [1, 2] }), null)).toEqual({ reviews: [1, 2] });
    expect(logError).not.toHaveBeenCalled();
  });

  it("passes a redirect on untouched: the page goes where it says", async () => {
    const { context, logError } = contextWithLog();
    const moved = redirect("/listing/new-slug", 301);
    expect(await thrown(optionalRead(context, "Loading reviews", Promise.reject(moved), null))).toBe(moved);
    expect(logError).not.toHaveBeenCalled();
  });

  it("passes the sign-in redirect of a refused session on, and a 401", async () => {
    const { context, logError } = contextWithLog();
    // What the api client throws on a 401 for a signed-in user.
    const signIn = redirect("/auth?redirectTo=%2Flisting%2Fx", { headers: { "Set-Cookie": "session=; Max-Age=0" } });
    expect(await thrown(optionalRead(context, "Loading favourite status", Promise.reject(signIn), null))).toBe(signIn);
    const unauthorized = json({ detail: "Not authenticated" }, { status: 401 });
    expect(await thrown(optionalRead(context, "Loading favourite status", Promise.reject(unauthorized), null))).toBe(unauthorized);
    expect(logError).not.toHaveBeenCalled();
  });

  it("logs any other failure through the server's logger and answers the fallback", async () => {
    const { context, logError } = contextWithLog();
    const down = new ApiError(502, "The marketplace cannot be reached right now.");
    expect(await optionalRead(context, "Loading related listings", Promise.reject(down), { listings: [] })).toEqual({ listings: [] });
    expect(logError).toHaveBeenCalledWith("Loading related listings failed", down);

    const bug = new TypeError("x is undefined");
    expect(await optionalRead(context, "Loading map settings", Promise.reject(bug), null)).toBeNull();
    expect(logError).toHaveBeenLastCalledWith("Loading map settings failed", bug);

    const serverError = json({ detail: "Internal error" }, { status: 500 });
    expect(await optionalRead(context, "Loading banners", Promise.reject(serverError), [])).toEqual([]);
    expect(logError).toHaveBeenLastCalledWith("Loading banners failed", serverError);
  });
});
