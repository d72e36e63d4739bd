import type { AppLoadContext } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { apiFor } from "./api.server";
import { oncePerRequest } from "./load-context";
import type { PublicUser } from "@schemas/users";
import type { SignedInHeader } from "@schemas/dashboard";
import { localPath } from "@schemas/local-path";

/**
 * The signed-in user and their header's counts, or null (also when the API no longer accepts the
 * stored token). One call per HTTP request however many loaders ask: Remix hands each loader its
 * own copy of the Request, so the answer is kept on the request's load context. Every page shows
 * both, so they come in one call, whichever loader asks first.
 */
export function getSignedIn(request: Request, context: AppLoadContext): Promise<SignedInHeader | null> {
  return oncePerRequest(context, "user", async () => {
    const api = await apiFor(request, context);
    if (!api.token) return null;
    try {
      return await api.get<SignedInHeader>("/users/me/header");
    } catch (error) {
      if (error instanceof Response) return null; // token refused: treated as signed out
      throw error;
    }
  });
}

/** The signed-in user, or null: `getSignedIn`'s user. */
export async function getUser(request: Request, context: AppLoadContext): Promise<PublicUser | null> {
  return (await getSignedIn(request, context))?.user ?? null;
}

/** Where the guard sends a visitor: /auth, remembering the page to come back to. */
export function loginRedirect(request: Request) {
  const url = new URL(request.url);
  return redirect(`/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

export async function requireUser(request: Request, context: AppLoadContext): Promise<PublicUser> {
  const user = await getUser(request, context);
  if (!user) throw loginRedirect(request);
  return user;
}

/** Admin pages: visitors go to /auth; signed-in non-admins get a 403 Access Denied. */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<PublicUser> {
  const user = await requireUser(request, context);
  if (!user.is_superuser) throw data({ accessDenied: true }, { status: 403 });
  return user;
}

/** Only paths of this site are followed after login (or a preference change), never another site. */
export function safeRedirectTo(value: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  return localPath(value) ?? fallback;
}
