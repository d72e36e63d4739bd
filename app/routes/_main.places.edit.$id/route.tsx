import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { type Place, type PlaceCategory, PlaceFormSchema } from "@schemas/places";
import { validationKey } from "~/locales/validation-key";
import { placePhotosAction, readPlaceForm, textFields } from "~/components/places/places.server";
import { PlaceForm } from "~/components/places/place-form";
import { PlacePhotos } from "~/components/places/place-photos";
import * as styles from "~/components/places/places.css";
import { SimplePage } from "~/components/simple-page";
import { card } from "~/components/ui/ui.css";
import type { Api } from "~/utils/api.server";
import { apiFor } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import type { PublicUser } from "@schemas/users";
import { orErrorPage, replyWithApiError } from "~/utils/api-errors.server";

/** The place to edit: 404 when there is none, 403 for anyone but its owner and admins. */
async function editablePlace(api: Api, user: PublicUser, idParam: string | undefined, request: Request): Promise<Place> {
  if (!idParam || !/^\d{1,10}$/.test(idParam)) throw data({ detail: "Place not found" }, { status: 404 });
  // Someone else's pending place is hidden from the reader: it is still not theirs to edit.
  const place = await orErrorPage(api.get<Place>(`/places/${idParam}`));
  if (!user.is_superuser && place.user_id !== user.id) {
    const t = await getT(request);
    throw data({ detail: t("validation.place_not_yours") }, { status: 403 });
  }
  return place;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const api = await apiFor(request, context);
  const place = await editablePlace(api, user, params.id, request);
  const [t, categories] = await Promise.all([getT(request), api.get<PlaceCategory[]>("/place-categories")]);
  return { title: t("place_form.edit_title"), place, categories };
}

export const meta = metaFromData;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const api = await apiFor(request, context);
  const place = await editablePlace(api, user, params.id, request);
  const isMultipart = request.headers.get("Content-Type")?.startsWith("multipart/form-data") ?? false;
  const form = await readPlaceForm(request);
  if (isMultipart) {
    const photo = await placePhotosAction(api, place.id, form);
    return data({ reply: null, photo }, { status: photo.ok ? 200 : 400 });
  }
  const submission = parseWithZod(textFields(form!), { schema: PlaceFormSchema });
  if (submission.status !== "success") return data({ reply: submission.reply(), photo: null }, { status: 400 });
  try {
    const saved = await api.put<Place>(`/places/${place.id}`, submission.value);
    return redirect(`/places/${saved.slug}`);
  } catch (error) {
    return data({ reply: replyWithApiError(submission, error), photo: null }, { status: 400 });
  }
}

export default function EditPlacePage() {
  const { t, i18n } = useTranslation();
  const { place, categories } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  // Only known messages are shown: the address must not be a way to put any text on the page.
  const photoError = searchParams.get("photo_error");
  const reasonKey = photoError ? validationKey(photoError) : null;
  const reason = reasonKey && i18n.exists(reasonKey) ? t(reasonKey) : null;
  return (
    <SimplePage title={t("place_form.edit_title")}>
      <p>
        <Link to={`/places/${place.slug}`}>{place.name}</Link>
      </p>
      {photoError ? (
        <p className={styles.notice} role="alert">
          {t("place_form.photos_failed")}
          {reason ? ` ${reason}` : null}
        </p>
      ) : null}
      <div className={card}>
        <PlaceForm categories={categories} place={place} lastResult={result?.reply ?? undefined} cancelTo={`/places/${place.slug}`} />
      </div>
      <div className={card} style={{ marginTop: "16px" }}>
        <PlacePhotos photos={place.photos} result={result?.photo ?? null} />
      </div>
    </SimplePage>
  );
}
