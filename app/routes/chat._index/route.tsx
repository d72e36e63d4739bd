import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { CHAT_MESSAGES, type ChatRoom, StartChatSchema } from "@schemas/chat";
import { apiFor } from "~/utils/api.server";
import { refusalOf } from "~/utils/api-errors.server";
import { requireUser, safeRedirectTo } from "~/utils/auth.server";
import { readForm } from "~/utils/form-data.server";

/** /chat lists the conversations: they live in the dashboard's messages section. */
export const loader = (_args: LoaderFunctionArgs) => redirect("/dashboard?section=messages");

/** Back to the listing page, which shows why the chat did not start (`?chat_error=`). */
function backWithError(back: string, message: string) {
  const [path, hash = "owner-title"] = back.split("#");
  return redirect(`${path}${path!.includes("?") ? "&" : "?"}chat_error=${encodeURIComponent(message)}#${hash}`);
}

/**
 * "Message seller": a form posting the listing's id opens the buyer's room about it (or the one
 * they have) and shows its thread. A refusal ('You cannot contact yourself about your own
 * listing', an e-mail not verified yet) or a failure ('Failed to start chat. Please try again.')
 * goes back to the listing with it.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const form = await readForm(request);
  const back = safeRedirectTo(form.get("redirectTo"), "/");
  const parsed = StartChatSchema.safeParse({ listing_id: form.get("listing_id") });
  if (!parsed.success) return backWithError(back, CHAT_MESSAGES.startFailed);
  const api = await apiFor(request, context);
  try {
    const room = await api.post<ChatRoom>("/chat/rooms", parsed.data);
    return redirect(`/dashboard?section=messages&room=${room.id}#chat-newest`);
  } catch (error) {
    const refusal = refusalOf(error);
    const said = refusal?.status === 422 || refusal?.code === "email_not_verified";
    return backWithError(back, said ? refusal!.messageKey : CHAT_MESSAGES.startFailed);
  }
}
