import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import { type AdminTopLocation, TopLocationFormSchema } from "@schemas/admin-guide";
import { AdminHeader } from "~/components/admin/actions";
import { AdminForm } from "~/components/admin/admin-form";
import { LocationImageField, useTopLocationFields } from "~/components/admin-guide/top-location-fields";
import { chosenImage, uploadLocationImage } from "~/components/admin-guide/admin-guide.server";
import { adminApi, withNotice } from "~/components/admin/admin.server";
import { refusalOf, replyWithApiError, throwAsErrorPage } from "~/utils/api-errors.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { PHOTO_TOO_LARGE, readPlaceForm, textFields } from "~/components/places/places.server";

export async function loader(args: LoaderFunctionArgs) {
  await adminApi(args);
  const t = await getT(args.request);
  return { title: t("admin.top_locations_create") };
}

export const meta = metaFromData;

/** Creates the location, then sets its image when one was chosen; the location's page follows. */
export async function action(args: ActionFunctionArgs) {
  const { api } = await adminApi(args);
  // Read like a place form: multipart, each part within the photo size limit (null beyond it).
  const form = await readPlaceForm(args.request);
  if (!form) return data({ reply: null, imageError: PHOTO_TOO_LARGE }, { status: 413 });
  const submission = parseWithZod(textFields(form), { schema: TopLocationFormSchema });
  if (submission.status !== "success") return data({ reply: submission.reply(), imageError: null }, { status: 400 });
  let location: AdminTopLocation;
  try {
    location = await api.post<AdminTopLocation>("/admin/top-locations", submission.value);
  } catch (error) {
    return data({ reply: replyWithApiError(submission, error), imageError: null }, { status: 400 });
  }
  const editPage = `/admin/top-locations/${location.id}/edit`;
  const image = chosenImage(form);
  if (image) {
    try {
      await uploadLocationImage(api, location.id, image);
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throwAsErrorPage(error);
      // The location exists: its page says what was wrong with the image and offers it again.
      return redirect(withNotice(editPage, refusal.messageKey, "error"));
    }
  }
  return redirect(withNotice(editPage, "created"));
}

export default function AdminTopLocationCreatePage() {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  const fields = useTopLocationFields();
  return (
    <>
      <AdminHeader title={t("admin.top_locations_create")} intro={t("admin_guide.location_create_intro")} />
      <AdminForm
        id="top-location-new"
        schema={TopLocationFormSchema}
        fields={fields}
        defaultValue={{ location_type: "city", is_active: true, sort_order: 0 }}
        lastResult={result?.reply}
        submitLabel={t("admin.form.create")}
        encType="multipart/form-data"
      >
        <LocationImageField error={result?.imageError} />
      </AdminForm>
    </>
  );
}
