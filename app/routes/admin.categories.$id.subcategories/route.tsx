import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { AdminPage } from "@schemas/admin";
import { type AdminCategory, type CategoryChoice, CategorySchema } from "@schemas/admin-catalogue";
import { AdminHeader } from "~/components/admin/actions";
import * as styles from "~/components/admin/admin.css";
import { AdminForm } from "~/components/admin/admin-form";
import { useCategoryFields } from "~/components/admin/catalogue/category-fields";
import { CategoryList } from "~/components/admin/catalogue/category-table";
import { replyFor } from "~/components/admin/catalogue/reply-for";
import { useYesNo } from "~/components/admin/list";
import { orErrorPage } from "~/utils/api-errors.server";
import { adminApi, idFrom, listQuery, runIntent, submitAdminForm } from "~/components/admin/admin.server";
import { deleteCategory } from "~/components/admin/catalogue/admin-catalogue.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { readForm } from "~/utils/form-data.server";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const id = idFrom(args.params.id);
  const [t, category, page, choices] = await Promise.all([
    getT(args.request),
    orErrorPage(api.get<AdminCategory>(`/admin/categories/${id}`)),
    orErrorPage(api.get<AdminPage<AdminCategory>>("/admin/categories", { ...listQuery(args.request), parent: String(id) })),
    api.get<CategoryChoice[]>("/admin/categories/choices"),
  ]);
  return { title: `${t("admin.subcategories")}: ${category.name_en}`, category, page, choices };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  const id = idFrom(args.params.id);
  const formData = await readForm(args.request);
  if (formData.get("intent") === "create") {
    // A subcategory of this category, whatever the form says.
    return submitAdminForm(args, CategorySchema, (api, value) => api.post<AdminCategory>("/admin/categories", { ...value, parent_id: id }), {
      formData,
      notice: "created",
    });
  }
  return runIntent(args, { "delete-category": deleteCategory }, { formData });
}

export default function AdminSubcategoriesPage() {
  const { t } = useTranslation();
  const { title, category, page, choices } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const yesNo = useYesNo();
  const fields = useCategoryFields(null);
  return (
    <>
      <AdminHeader title={title} intro={t("admin_catalogue.subcategories_intro", { name: category.name_en })} action={{ to: "#new-subcategory", label: t("admin_catalogue.new_subcategory") }} />
      <p className={styles.rowActions}>
        <Link to="/admin/categories" className={styles.smallButton}>
          {t("admin_catalogue.all_categories")}
        </Link>
        {category.parent_id !== null ? (
          <Link to={`/admin/categories/${category.parent_id}/subcategories`} className={styles.smallButton}>
            {t("admin_catalogue.up_to", { name: category.parent_name_en })}
          </Link>
        ) : null}
        <Link to={`/admin/categories/${category.id}/edit`} className={styles.smallButton}>
          {t("admin.categories_edit")}
        </Link>
        <Link to={`/admin/categories/${category.id}/layout`} className={styles.smallButton}>
          {t("admin_catalogue.layout")}
        </Link>
      </p>
      <CategoryList page={page} choices={choices} filters={[{ name: "is_active", label: t("admin_catalogue.active"), options: yesNo }]} />
      <h2 id="new-subcategory">{t("admin_catalogue.new_subcategory_of", { name: category.name_en })}</h2>
      <AdminForm
        id="subcategory-create"
        schema={CategorySchema}
        fields={fields}
        defaultValue={{ is_active: true, sort_order: 0, icon: category.icon ?? undefined, color: category.color ?? undefined }}
        lastResult={replyFor(result, "create")}
        submitLabel={t("admin.form.create")}
      >
        <input type="hidden" name="intent" value="create" />
      </AdminForm>
    </>
  );
}
