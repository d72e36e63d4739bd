import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import { type Place, type PlaceCategory, PlaceFormSchema } from "@schemas/places";
import { PHOTO_TOO_LARGE, chosenFiles, readPlaceForm, textFields, uploadPhotos } from "~/components/places/places.server";
import { PlaceForm } from "~/components/places/place-form";
import { SimplePage } from "~/components/simple-page";
import { apiFor } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { refusalOf, replyWithApiError, throwAsErrorPage } from "~/utils/api-errors.server";
import { validationKey } from "~/locales/validation-key";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const api = await apiFor(request, context);
  const [t, categories] = await Promise.all([getT(request), api.get<PlaceCategory[]>("/place-categories")]);
  return { title: t("place_form.create_title"), categories };
}

export const meta = metaFromData;

/** Creates the place, then adds the chosen photos; the new place's page says it awaits moderation. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const api = await apiFor(request, context);
  const form = await readPlaceForm(request);
  if (!form) return data({ reply: null, photoError: PHOTO_TOO_LARGE }, { status: 413 });
  const submission = parseWithZod(textFields(form), { schema: PlaceFormSchema });
  if (submission.status !== "success") return data({ reply: submission.reply(), photoError: null }, { status: 400 });
  let place: Place;
  try {
    place = await api.post<Place>("/places", submission.value);
  } catch (error) {
    return data({ reply: replyWithApiError(submission, error), photoError: null }, { status: 400 });
  }
  const files = chosenFiles(form);
  if (files.length > 0) {
    try {
      await uploadPhotos(api, place.id, files);
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throwAsErrorPage(error);
      // The place exists: its edit page tells what went wrong and offers the upload again.
      return redirect(`/places/edit/${place.id}?photo_error=${encodeURIComponent(refusal.messageKey)}`);
    }
  }
  return redirect(`/places/${place.slug}`);
}

export default function CreatePlacePage() {
  const { t } = useTranslation();
  const { categories } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <SimplePage title={t("place_form.create_title")} intro={t("place_form.intro")}>
      {result?.photoError ? (
        <p role="alert">{t(validationKey(result.photoError))}</p>
      ) : null}
      <PlaceForm categories={categories} place={null} lastResult={result?.reply ?? undefined} cancelTo="/places" />
    </SimplePage>
  );
}
