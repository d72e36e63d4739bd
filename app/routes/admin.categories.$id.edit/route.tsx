import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { type AdminCategory, type CategoryChoice, CategorySchema } from "@schemas/admin-catalogue";
import { AdminHeader } from "~/components/admin/actions";
import * as styles from "~/components/admin/admin.css";
import { AdminForm } from "~/components/admin/admin-form";
import { useCategoryFields } from "~/components/admin/catalogue/category-fields";
import { DeleteCategory } from "~/components/admin/catalogue/category-table";
import { branchOf } from "~/components/admin/catalogue/category-tree";
import { replyFor } from "~/components/admin/catalogue/reply-for";
import { orErrorPage } from "~/utils/api-errors.server";
import { adminApi, idFrom, submitAdminForm } from "~/components/admin/admin.server";
import { deleteAndLeave } from "~/components/admin/catalogue/admin-catalogue.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { readForm } from "~/utils/form-data.server";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const id = idFrom(args.params.id);
  const [t, category, choices] = await Promise.all([
    getT(args.request),
    orErrorPage(api.get<AdminCategory>(`/admin/categories/${id}`)),
    api.get<CategoryChoice[]>("/admin/categories/choices"),
  ]);
  return { title: t("admin.categories_edit"), category, choices };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  const id = idFrom(args.params.id);
  const formData = await readForm(args.request);
  if (formData.get("intent") === "delete-category") {
    return deleteAndLeave(args, (api) => api.delete(`/admin/categories/${id}`, { move_to: formData.get("move_to") || null }), "/admin/categories");
  }
  return submitAdminForm(args, CategorySchema, (api, value) => api.put<AdminCategory>(`/admin/categories/${id}`, value), { formData });
}

export default function AdminCategoryEditPage() {
  const { t } = useTranslation();
  const { category, choices } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const fields = useCategoryFields({ choices, exclude: branchOf(choices, category.id) }, true);
  return (
    <>
      <AdminHeader title={`${t("admin.categories_edit")}: ${category.name_en}`} />
      <p className={styles.rowActions}>
        <Link to={category.parent_id === null ? "/admin/categories" : `/admin/categories/${category.parent_id}/subcategories`} className={styles.smallButton}>
          {t("admin_catalogue.back_to_list")}
        </Link>
        <Link to={`/admin/categories/${category.id}/subcategories`} className={styles.smallButton}>
          {t("admin_catalogue.subcategories_count", { count: category.children_count })}
        </Link>
        <Link to={`/admin/categories/${category.id}/layout`} className={styles.smallButton}>
          {t("admin_catalogue.layout")}
        </Link>
      </p>
      <AdminForm
        id="category-edit"
        schema={CategorySchema}
        fields={fields}
        defaultValue={{
          ...category,
          parent_id: category.parent_id === null ? "" : String(category.parent_id),
          description_en: category.description_en ?? "",
          description_es: category.description_es ?? "",
          icon: category.icon ?? "",
          color: category.color ?? "",
          listing_lifetime_days: category.listing_lifetime_days === null ? "" : String(category.listing_lifetime_days),
        }}
        lastResult={replyFor(result, "save")}
      >
        <input type="hidden" name="intent" value="save" />
      </AdminForm>
      <h2>{t("admin_catalogue.danger_zone")}</h2>
      <p className={styles.muted}>{t("admin_catalogue.listings_here", { count: category.listings_count })}</p>
      <DeleteCategory category={category} choices={choices} />
    </>
  );
}
