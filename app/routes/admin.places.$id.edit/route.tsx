import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { type Place, type PlaceCategory, PlaceFormSchema } from "@schemas/places";
import { AdminHeader } from "~/components/admin/actions";
import * as styles from "~/components/admin/admin.css";
import { PlaceModeration } from "~/components/admin-guide/place-moderation";
import { PlaceForm } from "~/components/places/place-form";
import { PlacePhotos } from "~/components/places/place-photos";
import { card } from "~/components/ui/ui.css";
import { moderatePlace } from "~/components/admin-guide/admin-guide.server";
import { adminApi, idFrom, runIntent, submitAdminForm } from "~/components/admin/admin.server";
import { orErrorPage } from "~/utils/api-errors.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { placePhotosAction, readPlaceForm } from "~/components/places/places.server";
import { readForm } from "~/utils/form-data.server";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const id = idFrom(args.params.id);
  const [t, place, categories] = await Promise.all([
    getT(args.request),
    orErrorPage(api.get<Place>(`/admin/places/${id}`)),
    api.get<PlaceCategory[]>("/place-categories"),
  ]);
  return { title: t("admin.places_edit"), place, categories };
}

export const meta = metaFromData;

/**
 * Three forms post here: the place's fields (intent "save"), its photos (multipart: upload, or
 * "delete:<id>"), and the moderation buttons ("approve", "reject").
 */
export async function action(args: ActionFunctionArgs) {
  const { api } = await adminApi(args);
  const id = idFrom(args.params.id);
  if (args.request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    const photo = await placePhotosAction(api, id, await readPlaceForm(args.request), "/admin/places");
    return data({ reply: null, photo }, { status: photo.ok ? 200 : 400 });
  }
  const formData = await readForm(args.request);
  const intent = String(formData.get("intent"));
  if (intent === "approve" || intent === "reject") return runIntent(args, moderatePlace, { formData });
  return submitAdminForm(args, PlaceFormSchema, (api, value) => api.put<Place>(`/admin/places/${id}`, value), { formData });
}

export default function AdminPlaceEditPage() {
  const { t } = useTranslation();
  const { place, categories } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const photo = result && "photo" in result ? result.photo : null;
  return (
    <>
      <AdminHeader title={`${t("admin.places_edit")}: ${place.name}`} />
      <div className={styles.rowActions}>
        <span data-testid="place-status">
          {t("admin_guide.status")}: <strong>{t(`admin_guide.status_${place.status}`)}</strong>
        </span>
        <PlaceModeration place={place} />
        {place.status === "approved" ? (
          <Link to={`/places/${place.slug}`} className={styles.smallButton} target="_blank" rel="noreferrer">
            {t("admin_guide.view")}
          </Link>
        ) : null}
      </div>
      <div className={card} style={{ marginTop: "16px" }}>
        <PlaceForm categories={categories} place={place} lastResult={result?.reply ?? undefined} cancelTo="/admin/places" />
      </div>
      <div className={card} style={{ marginTop: "16px" }}>
        <PlacePhotos photos={place.photos} result={photo} />
      </div>
    </>
  );
}
