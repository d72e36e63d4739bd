import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { authenticator, isConfiguredProvider } from "~/utils/social-auth.server";

/** Starts social sign-in: remix-auth redirects to the provider with a state kept in the session. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (!isConfiguredProvider(params.provider)) return redirect("/auth");
  try {
    return await authenticator.authenticate(params.provider!, request);
  } catch (error) {
    if (error instanceof Response) return error;
    return redirect("/auth");
  }
}

export const loader = () => redirect("/auth");
