import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { refusalMessage } from "~/utils/api-errors.server";
import { type AdminApi, type IntentHandler, adminApi, idFrom, withNotice } from "../admin.server";

/** A category row's delete: the confirmation carries where its listings go (`move_to`, may be empty). */
export const deleteCategory: IntentHandler = async (api, form) => {
  await api.delete(`/admin/categories/${idFrom(form.get("id"))}`, { move_to: form.get("move_to") || null });
  return "deleted";
};

/**
 * Deleting the record an edit page shows: once it is gone there is nothing to come back to, so
 * the admin goes on to `next` (its list) with the notice; a refusal stays here as `?error=`.
 */
export async function deleteAndLeave(args: ActionFunctionArgs, remove: (api: AdminApi) => Promise<unknown>, next: string) {
  const { api } = await adminApi(args);
  try {
    await remove(api);
  } catch (error) {
    const { message } = refusalMessage(error, "error.try_again");
    const url = new URL(args.request.url);
    return redirect(withNotice(`${url.pathname}${url.search}`, message, "error"));
  }
  return redirect(withNotice(next, "deleted"));
}
