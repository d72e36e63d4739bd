import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { type AdminTopLocation, TopLocationFormSchema } from "@schemas/admin-guide";
import { AdminHeader, IntentButton } from "~/components/admin/actions";
import { AdminForm } from "~/components/admin/admin-form";
import * as styles from "~/components/admin/admin.css";
import { LocationImageField, useTopLocationFields } from "~/components/admin-guide/top-location-fields";
import { chosenImage, uploadLocationImage } from "~/components/admin-guide/admin-guide.server";
import { adminApi, idFrom, runIntent, withNotice } from "~/components/admin/admin.server";
import { orErrorPage, refusalOf, replyWithApiError, throwAsErrorPage } from "~/utils/api-errors.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { PHOTO_TOO_LARGE, readPlaceForm, textFields } from "~/components/places/places.server";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, location] = await Promise.all([
    getT(args.request),
    orErrorPage(api.get<AdminTopLocation>(`/admin/top-locations/${idFrom(args.params.id)}`)),
  ]);
  return { title: t("admin.top_locations_edit"), location };
}

export const meta = metaFromData;

/**
 * The location's form is multipart (its fields and, when chosen, a new image); the "remove image"
 * button is a plain form with an intent.
 */
export async function action(args: ActionFunctionArgs) {
  const id = idFrom(args.params.id);
  if (!args.request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    return runIntent(args, {
      "remove-image": async (api) => {
        await api.delete(`/admin/top-locations/${id}/image`);
        return "updated";
      },
    });
  }
  const { api } = await adminApi(args);
  const form = await readPlaceForm(args.request);
  if (!form) return data({ reply: null, imageError: PHOTO_TOO_LARGE }, { status: 413 });
  const submission = parseWithZod(textFields(form), { schema: TopLocationFormSchema });
  if (submission.status !== "success") return data({ reply: submission.reply(), imageError: null }, { status: 400 });
  try {
    await api.put(`/admin/top-locations/${id}`, submission.value);
  } catch (error) {
    return data({ reply: replyWithApiError(submission, error), imageError: null }, { status: 400 });
  }
  const image = chosenImage(form);
  if (image) {
    try {
      await uploadLocationImage(api, id, image);
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throwAsErrorPage(error);
      // The fields are saved; the form shows them as stored, and the image's refusal at its input.
      return data({ reply: null, imageError: refusal.messageKey }, { status: 400 });
    }
  }
  return redirect(withNotice(`/admin/top-locations/${id}/edit`, "saved"));
}

export default function AdminTopLocationEditPage() {
  const { t } = useTranslation();
  const { location } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const fields = useTopLocationFields();
  const reply = result && "reply" in result ? result.reply : undefined;
  const imageError = result && "imageError" in result ? result.imageError : null;
  return (
    <>
      <AdminHeader title={`${t("admin.top_locations_edit")}: ${location.name}`} />
      <div className={styles.rowActions}>
        {location.is_active ? (
          <Link to={`/location/${location.slug}`} className={styles.smallButton} target="_blank" rel="noreferrer">
            {t("admin_guide.view")}
          </Link>
        ) : (
          <span className={styles.muted}>{t("admin_guide.inactive_hidden")}</span>
        )}
        {location.featured_image ? <IntentButton intent="remove-image">{t("admin_guide.remove_image")}</IntentButton> : null}
      </div>
      <AdminForm
        key={location.featured_image ?? "no-image"}
        id={`top-location-${location.id}`}
        schema={TopLocationFormSchema}
        fields={fields}
        defaultValue={{
          ...location,
          description: location.description ?? "",
          description_es: location.description_es ?? "",
          latitude: location.latitude ?? "",
          longitude: location.longitude ?? "",
        }}
        lastResult={reply}
        encType="multipart/form-data"
      >
        <LocationImageField current={location.featured_image ? { src: location.featured_image, srcSet: location.featured_image_srcset } : null} error={imageError} />
      </AdminForm>
    </>
  );
}
