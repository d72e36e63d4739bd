import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { AdminPage } from "@schemas/admin";
import { type AdminPlaceCategory, PlaceCategoryFormSchema } from "@schemas/admin-guide";
import { AdminHeader, ConfirmAction } from "~/components/admin/actions";
import { AdminForm, type FieldSpec } from "~/components/admin/admin-form";
import * as styles from "~/components/admin/admin.css";
import { AdminList } from "~/components/admin/list";
import { type AdminApi, adminApi, idFrom, listQuery, runIntent, submitAdminForm } from "~/components/admin/admin.server";
import { orErrorPage, refusalOf, throwAsErrorPage } from "~/utils/api-errors.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { readForm } from "~/utils/form-data.server";

/** The category `?edit=` names; none when it is gone (deleted from this very page). */
async function categoryToEdit(api: AdminApi, id: string): Promise<AdminPlaceCategory | null> {
  try {
    return await api.get<AdminPlaceCategory>(`/admin/place-categories/${idFrom(id)}`);
  } catch (error) {
    if (refusalOf(error)) return null;
    throwAsErrorPage(error);
  }
}

/** The list, and above it a form: a new category's, or with `?edit=<id>` that category's. */
export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const { edit, ...query } = listQuery(args.request);
  const [t, page, editing] = await Promise.all([
    getT(args.request),
    orErrorPage(api.get<AdminPage<AdminPlaceCategory>>("/admin/place-categories", query)),
    edit ? categoryToEdit(api, edit) : null,
  ]);
  return { title: t("admin.place_categories"), page, editing };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args.request);
  switch (formData.get("intent")) {
    case "create":
      return submitAdminForm(args, PlaceCategoryFormSchema, (api, value) => api.post("/admin/place-categories", value), {
        formData,
        next: "/admin/place-categories",
        notice: "created",
      });
    case "update":
      return submitAdminForm(args, PlaceCategoryFormSchema, (api, value) => api.put(`/admin/place-categories/${idFrom(formData.get("id"))}`, value), {
        formData,
        next: "/admin/place-categories",
        notice: "saved",
      });
    default:
      return runIntent(
        args,
        {
          delete: async (api, form) => {
            await api.delete(`/admin/place-categories/${idFrom(form.get("id"))}`);
            return "deleted";
          },
        },
        { formData },
      );
  }
}

function useCategoryFields(): FieldSpec[] {
  const { t } = useTranslation();
  return [
    { name: "slug", label: t("admin_guide.slug") },
    { name: "name_en", label: t("admin_guide.name_en") },
    { name: "name_es", label: t("admin_guide.name_es") },
    { name: "icon", label: t("admin_guide.icon") },
    { name: "sort_order", label: t("admin_guide.sort_order"), type: "number" },
  ];
}

export default function AdminPlaceCategoriesPage() {
  const { t } = useTranslation();
  const { page, editing } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const fields = useCategoryFields();
  const lastResult = result && "reply" in result ? result.reply : undefined;
  return (
    <>
      <AdminHeader title={t("admin.place_categories")} intro={t("admin_guide.categories_intro")} />
      <h2>{editing ? t("admin_guide.edit_category", { name: editing.name_en }) : t("admin_guide.new_category")}</h2>
      {editing ? (
        <AdminForm
          key={`edit-${editing.id}`}
          id={`place-category-${editing.id}`}
          schema={PlaceCategoryFormSchema}
          fields={fields}
          defaultValue={{ ...editing, icon: editing.icon ?? "" }}
          lastResult={lastResult}
        >
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={editing.id} />
          <p>
            <Link to="/admin/place-categories">{t("admin.form.cancel")}</Link>
          </p>
        </AdminForm>
      ) : (
        <AdminForm key="new" id="place-category-new" schema={PlaceCategoryFormSchema} fields={fields} lastResult={lastResult} submitLabel={t("admin.form.create")}>
          <input type="hidden" name="intent" value="create" />
        </AdminForm>
      )}
      <h2>{t("admin_guide.all_categories")}</h2>
      <AdminList
        page={page}
        rowKey={(category) => category.id}
        searchLabel={t("admin_guide.category_search")}
        columns={[
          { header: t("admin_guide.name_en"), cell: (category) => category.name_en },
          { header: t("admin_guide.name_es"), cell: (category) => category.name_es },
          { header: t("admin_guide.slug"), cell: (category) => category.slug },
          { header: t("admin_guide.icon"), cell: (category) => category.icon ?? "—" },
          { header: t("admin_guide.sort_order"), cell: (category) => category.sort_order },
          {
            header: t("admin_guide.places_count"),
            cell: (category) => <Link to={`/admin/places?category_id=${category.id}`}>{category.places_count}</Link>,
          },
          {
            header: t("admin.list.actions"),
            cell: (category) => (
              <div className={styles.rowActions}>
                <Link to={`/admin/place-categories?edit=${category.id}`} className={styles.smallButton}>
                  {t("admin.action.edit")}
                </Link>
                <ConfirmAction intent="delete" values={{ id: category.id }} question={t("admin_guide.confirm_delete_category", { name: category.name_en })} />
              </div>
            ),
          },
        ]}
      />
    </>
  );
}
