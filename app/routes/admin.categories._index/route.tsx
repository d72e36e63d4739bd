import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import type { AdminPage } from "@schemas/admin";
import { type AdminCategory, type CategoryChoice, CategorySchema } from "@schemas/admin-catalogue";
import { AdminHeader } from "~/components/admin/actions";
import { AdminForm } from "~/components/admin/admin-form";
import { useCategoryFields } from "~/components/admin/catalogue/category-fields";
import { CategoryList } from "~/components/admin/catalogue/category-table";
import { replyFor } from "~/components/admin/catalogue/reply-for";
import { useYesNo } from "~/components/admin/list";
import { adminApi, listQuery, runIntent, submitAdminForm } from "~/components/admin/admin.server";
import { orErrorPage } from "~/utils/api-errors.server";
import { deleteCategory } from "~/components/admin/catalogue/admin-catalogue.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { readForm } from "~/utils/form-data.server";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, page, choices] = await Promise.all([
    getT(args.request),
    orErrorPage(api.get<AdminPage<AdminCategory>>("/admin/categories", listQuery(args.request))),
    api.get<CategoryChoice[]>("/admin/categories/choices"),
  ]);
  return { title: t("admin.categories"), page, choices };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args.request);
  if (formData.get("intent") === "create") {
    return submitAdminForm(args, CategorySchema, (api, value) => api.post<AdminCategory>("/admin/categories", value), {
      formData,
      next: (category) => `/admin/categories/${category.id}/edit`,
      notice: "created",
    });
  }
  return runIntent(args, { "delete-category": deleteCategory }, { formData });
}

export default function AdminCategoriesPage() {
  const { t } = useTranslation();
  const { page, choices } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const yesNo = useYesNo();
  const fields = useCategoryFields({ choices });
  const topLevel = choices.filter((choice) => choice.parent_id === null);
  return (
    <>
      <AdminHeader title={t("admin.categories")} intro={t("admin_catalogue.categories_intro")} action={{ to: "#new-category", label: t("admin_catalogue.new_category") }} />
      <CategoryList
        page={page}
        choices={choices}
        filters={[
          {
            name: "parent",
            label: t("admin_catalogue.parent"),
            options: [{ value: "top", label: t("admin_catalogue.top_level") }, ...topLevel.map((choice) => ({ value: String(choice.id), label: choice.name_en }))],
          },
          { name: "is_active", label: t("admin_catalogue.active"), options: yesNo },
        ]}
      />
      <h2 id="new-category">{t("admin_catalogue.new_category")}</h2>
      <AdminForm
        id="category-create"
        schema={CategorySchema}
        fields={fields}
        defaultValue={{ is_active: true, sort_order: 0 }}
        lastResult={replyFor(result, "create")}
        submitLabel={t("admin.form.create")}
      >
        <input type="hidden" name="intent" value="create" />
      </AdminForm>
    </>
  );
}
