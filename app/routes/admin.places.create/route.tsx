import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import { type Place, type PlaceCategory, PlaceFormSchema } from "@schemas/places";
import { AdminHeader } from "~/components/admin/actions";
import { PlaceForm } from "~/components/places/place-form";
import { card } from "~/components/ui/ui.css";
import { adminApi, withNotice } from "~/components/admin/admin.server";
import { refusalOf, replyWithApiError, throwAsErrorPage } from "~/utils/api-errors.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { PHOTO_TOO_LARGE, chosenFiles, readPlaceForm, textFields, uploadPhotos } from "~/components/places/places.server";
import { validationKey } from "~/locales/validation-key";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, categories] = await Promise.all([getT(args.request), api.get<PlaceCategory[]>("/place-categories")]);
  return { title: t("admin.places_create"), categories };
}

export const meta = metaFromData;

/** Creates the place (approved: an admin adds it), then adds the chosen photos; its admin page follows. */
export async function action(args: ActionFunctionArgs) {
  const { api } = await adminApi(args);
  const form = await readPlaceForm(args.request);
  if (!form) return data({ reply: null, photoError: PHOTO_TOO_LARGE }, { status: 413 });
  const submission = parseWithZod(textFields(form), { schema: PlaceFormSchema });
  if (submission.status !== "success") return data({ reply: submission.reply(), photoError: null }, { status: 400 });
  let place: Place;
  try {
    place = await api.post<Place>("/admin/places", submission.value);
  } catch (error) {
    return data({ reply: replyWithApiError(submission, error), photoError: null }, { status: 400 });
  }
  const files = chosenFiles(form);
  if (files.length > 0) {
    try {
      await uploadPhotos(api, place.id, files, "/admin/places");
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throwAsErrorPage(error);
      // The place exists: its page says what went wrong with the photos and offers the upload again.
      return redirect(withNotice(`/admin/places/${place.id}/edit`, refusal.messageKey, "error"));
    }
  }
  return redirect(withNotice(`/admin/places/${place.id}/edit`, "created"));
}

export default function AdminPlaceCreatePage() {
  const { t } = useTranslation();
  const { categories } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <AdminHeader title={t("admin.places_create")} intro={t("admin_guide.place_create_intro")} />
      {result?.photoError ? <p role="alert">{t(validationKey(result.photoError))}</p> : null}
      <div className={card}>
        <PlaceForm categories={categories} place={null} lastResult={result?.reply ?? undefined} cancelTo="/admin/places" />
      </div>
    </>
  );
}
