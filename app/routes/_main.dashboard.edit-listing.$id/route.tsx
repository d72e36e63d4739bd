import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import type { Listing } from "@schemas/listing";
import { apiFor } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { orErrorPage } from "~/utils/api-errors.server";

/**
 * Editing reuses the wizard's forms, step by step, on the stored listing. Only its owner or an
 * admin gets there; anyone else is told it does not exist.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw Response.json({ detail: "Listing not found" }, { status: 404 });
  const api = await apiFor(request, context);
  const listing = await orErrorPage(api.get<Listing>(`/listings/${id}`));
  if (listing.user.id !== user.id && !user.is_superuser) throw Response.json({ detail: "Listing not found" }, { status: 404 });
  return redirect(`/listings/wizard?id=${listing.id}&step=details`);
}
