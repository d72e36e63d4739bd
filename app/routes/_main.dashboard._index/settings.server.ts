import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { ChangePasswordFormSchema, DeleteAccountSchema } from "@schemas/auth";
import { PreferencesFormSchema } from "@schemas/dashboard";
import type { SectionResult } from "./profile-section";
import type { Api } from "~/utils/api.server";
import { replyWithApiError } from "~/utils/api-errors.server";
import { destroySession } from "~/utils/session.server";

/** The settings' contact and notification form (intent=preferences): both choices are stored as ticked or not. */
export async function preferencesAction(formData: FormData, api: Api) {
  const intent = "preferences";
  const submission = parseWithZod(formData, { schema: PreferencesFormSchema });
  if (submission.status !== "success")
    return data<SectionResult>({ intent, ok: false, reply: submission.reply() }, { status: 400 });
  try {
    await api.put("/users/me/preferences", submission.value);
    return { intent, ok: true, reply: submission.reply() } satisfies SectionResult;
  } catch (error) {
    return data<SectionResult>({ intent, ok: false, reply: replyWithApiError(submission, error) }, { status: 400 });
  }
}

/** The password change (intent=password): no password typed comes back in the reply. */
export async function passwordAction(formData: FormData, api: Api) {
  const intent = "password";
  const submission = parseWithZod(formData, { schema: ChangePasswordFormSchema });
  const hidden = { hideFields: ["current_password", "new_password", "confirm_password"] };
  if (submission.status !== "success")
    return data<SectionResult>({ intent, ok: false, reply: submission.reply(hidden) }, { status: 400 });
  try {
    await api.post("/auth/change-password", {
      current_password: submission.value.current_password,
      new_password: submission.value.new_password,
    });
    return { intent, ok: true, reply: submission.reply({ resetForm: true }) } satisfies SectionResult;
  } catch (error) {
    return data<SectionResult>({ intent, ok: false, reply: replyWithApiError(submission, error) }, { status: 400 });
  }
}

/** Account deletion (intent=delete-account), confirmed with the password; the session ends with it. */
export async function deleteAccountAction(request: Request, formData: FormData, api: Api) {
  const intent = "delete-account";
  const submission = parseWithZod(formData, { schema: DeleteAccountSchema });
  if (submission.status !== "success")
    return data<SectionResult>({ intent, ok: false, reply: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  try {
    await api.delete("/users/me", submission.value);
    return redirect("/", { headers: { "Set-Cookie": await destroySession(request) } });
  } catch (error) {
    return data<SectionResult>({ intent, ok: false, reply: replyWithApiError(submission, error) }, { status: 400 });
  }
}
