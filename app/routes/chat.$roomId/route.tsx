import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ChatMessage, ReportChatSchema, SendMessageSchema } from "@schemas/chat";
import { apiFor } from "~/utils/api.server";
import { refusalMessage } from "~/utils/api-errors.server";
import { requireUser } from "~/utils/auth.server";
import { readForm } from "~/utils/form-data.server";

/** /chat/{roomId} opens that room's thread in the dashboard's messages section. */
export function loader({ params }: LoaderFunctionArgs) {
  const id = Number(params.roomId);
  return redirect(Number.isInteger(id) && id > 0 ? `/dashboard?section=messages&room=${id}#chat-newest` : "/dashboard?section=messages");
}

export type ChatPostResult =
  | { intent: "send"; ok: true; message: ChatMessage }
  | { intent: "report"; ok: true }
  | { intent: "send" | "report"; ok: false; error: string; fields?: Record<string, string[] | null> };

/**
 * Posts to a room: `intent=send` a message, `intent=report` the conversation to moderation.
 * Scripts ask for JSON (the thread appends in place); forms without JavaScript are redirected
 * back to the thread, or shown it again with the error.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireUser(request, context);
  const roomId = Number(params.roomId);
  const form = await readForm(request);
  const intent = form.get("intent") === "report" ? "report" : "send";
  const wantsJson = (request.headers.get("Accept") ?? "").includes("application/json");
  const thread = `/dashboard?section=messages&room=${roomId}`;
  const fail = (status: number, error: string, fields?: Record<string, string[] | null>) =>
    wantsJson ? Response.json({ intent, ok: false, error, fields } satisfies ChatPostResult, { status }) : redirect(`${thread}&${intent}_error=${encodeURIComponent(error)}#chat-${intent === "send" ? "form" : "report"}`);

  const submission = parseWithZod(form, { schema: intent === "send" ? SendMessageSchema : ReportChatSchema });
  if (submission.status !== "success") {
    const fields = submission.error ?? {};
    const first = Object.values(fields).flat()[0] ?? "error.try_again";
    return fail(400, first, fields);
  }
  const api = await apiFor(request, context);
  try {
    if (intent === "send") {
      const message = await api.post<ChatMessage>(`/chat/rooms/${roomId}/messages`, submission.value);
      return wantsJson ? Response.json({ intent, ok: true, message } satisfies ChatPostResult, { status: 201 }) : redirect(`${thread}#chat-newest`);
    }
    await api.post(`/chat/rooms/${roomId}/report`, submission.value);
    return wantsJson ? Response.json({ intent, ok: true } satisfies ChatPostResult) : redirect(`${thread}&reported=1#chat-report`);
  } catch (error) {
    const { status, message } = refusalMessage(error, intent === "send" ? "chat.send_failed" : "listing.report_failed");
    return fail(status, message);
  }
}
