import { parseWithZod } from "@conform-to/zod/v4";
import { data, MaxPartSizeExceededError } from "@remix-run/node";
import { ProfileSchema } from "@schemas/auth";
import type { SectionResult } from "./profile-section";
import type { Api } from "~/utils/api.server";
import { refusalOf, replyWithApiError, throwAsErrorPage } from "~/utils/api-errors.server";
import { readForm } from "~/utils/form-data.server";

const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** The profile form (intent=profile): name, phone and business details. */
export async function profileAction(formData: FormData, api: Api) {
  const intent = "profile";
  const submission = parseWithZod(formData, { schema: ProfileSchema });
  if (submission.status !== "success")
    return data<SectionResult>({ intent, ok: false, reply: submission.reply() }, { status: 400 });
  try {
    await api.put("/users/me", submission.value);
    return { intent, ok: true, reply: submission.reply() } satisfies SectionResult;
  } catch (error) {
    return data<SectionResult>({ intent, ok: false, reply: replyWithApiError(submission, error) }, { status: 400 });
  }
}

/**
 * The photo form is multipart: its buttons upload a new avatar (passed on to the API as
 * multipart) or remove the current one.
 */
export async function avatarAction(request: Request, api: Api) {
  const result = await saveAvatar(request, api);
  return data<SectionResult>(result, { status: result.ok ? 200 : 400 });
}

async function saveAvatar(request: Request, api: Api): Promise<SectionResult> {
  let form: FormData;
  try {
    form = await readForm(request, { maxPartSize: AVATAR_MAX_BYTES });
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError)
      return { intent: "avatar", ok: false, message: "The image must be 5 MB or smaller" };
    throw error;
  }
  if (form.get("intent") === "remove-avatar") {
    await api.delete("/users/me/avatar");
    return { intent: "remove-avatar", ok: true, message: "profile.photo_removed" };
  }
  const value = form.get("avatar");
  const file = value instanceof File && value.size > 0 ? value : null;
  if (!file) return { intent: "avatar", ok: false, message: "Choose an image to upload" };
  const body = new FormData();
  body.append("avatar", file, file.name);
  try {
    await api.upload("/users/me/avatar", body);
    return { intent: "avatar", ok: true, message: "profile.photo_saved" };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return { intent: "avatar", ok: false, message: refusal.messageKey };
    throwAsErrorPage(error);
  }
}
