import type { ActionFunctionArgs } from "@remix-run/node";
import { type PhotoResult, photosAction } from "~/components/wizard/photos.server";
import { apiFor } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";

export type PhotoUploadAnswer = { photo: PhotoResult | null };

/**
 * A photo the wizard's photos step uploads with JavaScript (`?id=` the listing), one request per
 * photo so the script can show its progress: the answer is JSON for that script. Without
 * JavaScript the step's form posts to the wizard's own action.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const api = await apiFor(request, context);
  const id = Number(new URL(request.url).searchParams.get("id"));
  const result = await photosAction(request, api, id);
  const photo = result === "next" ? null : result;
  return Response.json({ photo } satisfies PhotoUploadAnswer, { status: photo && !photo.ok ? 400 : 200 });
}
