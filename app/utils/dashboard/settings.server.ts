import { parseWithZod } from "@conform-to/zod/v4";
import { json } from "@remix-run/node";
import { PreferencesFormSchema } from "../../../api/schemas/dashboard";
import type { SectionResult } from "../../components/dashboard/profile-section";
import type { Api } from "../api.server";
import { replyWithApiError } from "../api-errors.server";

/** The settings' contact and notification form (intent=preferences): both choices are stored as ticked or not. */
export async function preferencesAction(formData: FormData, api: Api) {
  const intent = "preferences";
  const submission = parseWithZod(formData, { schema: PreferencesFormSchema });
  if (submission.status !== "success") return json<SectionResult>({ intent, ok: false, reply: submission.reply() }, { status: 400 });
  try {
    await api.put("/users/me/preferences", submission.value);
    return json<SectionResult>({ intent, ok: true, reply: submission.reply() });
  } catch (error) {
    return json<SectionResult>({ intent, ok: false, reply: replyWithApiError(submission, error) }, { status: 400 });
  }
}
