import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

/** SPEC §2 "Redirects": old account paths go to dashboard sections; anything else unknown goes home. */
export const DASHBOARD_REDIRECTS: Record<string, string> = {
  profile: "profile",
  "my-listings": "my-listings",
  settings: "settings",
  favorites: "favorites",
  messages: "messages",
  chat: "messages",
};

export function redirectTarget(pathname: string): string {
  const first = pathname.split("/").filter(Boolean)[0] ?? "";
  const section = DASHBOARD_REDIRECTS[first];
  // /chat/{roomId} is the only nested one.
  const nestedAllowed = first === "chat";
  const depth = pathname.split("/").filter(Boolean).length;
  if (section && (depth === 1 || (nestedAllowed && depth === 2))) return `/dashboard?section=${section}`;
  return "/";
}

export function loader({ request }: LoaderFunctionArgs) {
  return redirect(redirectTarget(new URL(request.url).pathname));
}

export const action = loader;
