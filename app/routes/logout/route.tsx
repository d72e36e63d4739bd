import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { apiFor } from "~/utils/api.server";
import { destroySession } from "~/utils/session.server";

/** Log out is a POST: the API revokes the session, the BFF drops its cookie. */
export async function action({ request, context }: ActionFunctionArgs) {
  const api = await apiFor(request, context);
  if (api.token) await api.post("/auth/logout").catch(() => undefined);
  return redirect("/", { headers: { "Set-Cookie": await destroySession(request) } });
}

export const loader = () => redirect("/");
