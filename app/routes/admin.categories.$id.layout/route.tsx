import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { type CategoryLayout, FieldGroupSchema, LAYOUT_COLUMNS, PlacementCreateSchema } from "@schemas/admin-catalogue";
import { AdminHeader } from "~/components/admin/actions";
import * as styles from "~/components/admin/admin.css";
import { AdminForm } from "~/components/admin/admin-form";
import * as css from "~/components/admin/catalogue/catalogue.css";
import { GroupTable, InheritedTable, LayoutPreview, PlacementTable } from "./layout-parts";
import { replyFor } from "~/components/admin/catalogue/reply-for";
import { orErrorPage } from "~/utils/api-errors.server";
import { adminApi, idFrom, runIntent, submitAdminForm } from "~/components/admin/admin.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { readForm } from "~/utils/form-data.server";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, layout] = await Promise.all([getT(args.request), orErrorPage(api.get<CategoryLayout>(`/admin/categories/${idFrom(args.params.id)}/layout`))]);
  return { title: `${t("admin.categories_layout")}: ${layout.category.name_en}`, layout };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  const id = idFrom(args.params.id);
  const formData = await readForm(args.request);
  const intent = formData.get("intent");
  if (intent === "add-field") {
    return submitAdminForm(args, PlacementCreateSchema, (api, value) => api.post(`/admin/categories/${id}/layout`, value), { formData, notice: "created" });
  }
  if (intent === "create-group") {
    return submitAdminForm(args, FieldGroupSchema, (api, value) => api.post("/admin/field-groups", value), { formData, notice: "created" });
  }
  // A row's values go to the API as typed: it checks them and its refusal comes back as the page's error.
  return runIntent(
    args,
    {
      "save-placement": async (api, form) => {
        await api.put(`/admin/categories/${id}/layout/${idFrom(form.get("field_id"))}`, {
          group_id: form.get("group_id"),
          grid_row: form.get("grid_row"),
          grid_column_start: form.get("grid_column_start"),
          grid_column_span: form.get("grid_column_span"),
          sort_order: form.get("sort_order"),
          is_top_field: form.get("is_top_field") === "on",
        });
        return "saved";
      },
      "remove-placement": async (api, form) => {
        await api.delete(`/admin/categories/${id}/layout/${idFrom(form.get("field_id"))}`);
        return "deleted";
      },
      "save-group": async (api, form) => {
        await api.put(`/admin/field-groups/${idFrom(form.get("group_id"))}`, {
          name_en: form.get("name_en"),
          name_es: form.get("name_es"),
          sort_order: form.get("sort_order"),
        });
        return "saved";
      },
      "delete-group": async (api, form) => {
        await api.delete(`/admin/field-groups/${idFrom(form.get("group_id"))}`);
        return "deleted";
      },
    },
    { formData },
  );
}

export default function AdminCategoryLayoutPage() {
  const { t } = useTranslation();
  const { title, layout } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { category, placements, inherited, groups, fields } = layout;
  const placed = new Set(placements.map((p) => p.field_id));
  const inheritedIds = new Set(inherited.map((p) => p.field_id));
  const groupOptions = groups.map((group) => ({ value: String(group.id), label: group.name_en }));
  const nextRow = Math.max(0, ...placements.map((p) => p.grid_row)) + 1;
  return (
    <>
      <AdminHeader title={title} intro={t("admin_catalogue.layout_intro", { columns: LAYOUT_COLUMNS })} />
      <p className={styles.rowActions}>
        <Link to={`/admin/categories/${category.id}/edit`} className={styles.smallButton}>
          {t("admin.categories_edit")}
        </Link>
        <Link to={`/admin/categories/${category.id}/subcategories`} className={styles.smallButton}>
          {t("admin.subcategories")}
        </Link>
        <Link to="/admin/dynamic-fields" className={styles.smallButton}>
          {t("admin.dynamic_fields")}
        </Link>
      </p>

      <h2>{t("admin_catalogue.own_fields")}</h2>
      <PlacementTable placements={placements} groups={groups} />

      <section className={css.section}>
        <h2>{t("admin_catalogue.add_field")}</h2>
        <AdminForm
          id="layout-add"
          schema={PlacementCreateSchema}
          fields={[
            {
              name: "field_id",
              label: t("admin_catalogue.field"),
              type: "select",
              placeholder: t("admin_catalogue.choose_field"),
              options: fields
                .filter((field) => !placed.has(field.id))
                .map((field) => ({
                  value: String(field.id),
                  label: `${field.label_en} (${field.field_name})${inheritedIds.has(field.id) ? ` · ${t("admin_catalogue.inherited")}` : ""}${field.is_active ? "" : ` · ${t("admin_catalogue.inactive")}`}`,
                })),
            },
            { name: "group_id", label: t("admin_catalogue.group"), type: "select", placeholder: t("admin_catalogue.no_group"), options: groupOptions },
            { name: "grid_row", label: t("admin_catalogue.row"), type: "number" },
            { name: "grid_column_start", label: t("admin_catalogue.column"), type: "number" },
            { name: "grid_column_span", label: t("admin_catalogue.span"), type: "number" },
            { name: "sort_order", label: t("admin_catalogue.sort_order"), type: "number" },
            { name: "is_top_field", label: t("admin_catalogue.top_field_long"), type: "checkbox" },
          ]}
          defaultValue={{ grid_row: nextRow, grid_column_start: 1, grid_column_span: 1, sort_order: placements.length + 1 }}
          lastResult={replyFor(result, "add-field")}
          submitLabel={t("admin_catalogue.add_field")}
        >
          <input type="hidden" name="intent" value="add-field" />
        </AdminForm>
      </section>

      {inherited.length > 0 ? (
        <section className={css.section}>
          <h2>{t("admin_catalogue.inherited_fields")}</h2>
          <p className={styles.muted}>{t("admin_catalogue.inherited_intro")}</p>
          <InheritedTable inherited={inherited} />
        </section>
      ) : null}

      <section className={css.section}>
        <h2>{t("admin_catalogue.preview")}</h2>
        <p className={styles.muted}>{t("admin_catalogue.preview_intro")}</p>
        <LayoutPreview placements={[...placements, ...inherited]} groups={groups} />
      </section>

      <section className={css.section}>
        <h2>{t("admin_catalogue.groups")}</h2>
        <p className={styles.muted}>{t("admin_catalogue.groups_intro")}</p>
        <GroupTable groups={groups} />
        <h3>{t("admin_catalogue.new_group")}</h3>
        <AdminForm
          id="group-create"
          schema={FieldGroupSchema}
          fields={[
            { name: "name_en", label: t("admin_catalogue.name_en") },
            { name: "name_es", label: t("admin_catalogue.name_es") },
            { name: "sort_order", label: t("admin_catalogue.sort_order"), type: "number" },
          ]}
          defaultValue={{ sort_order: groups.length + 1 }}
          lastResult={replyFor(result, "create-group")}
          submitLabel={t("admin_catalogue.create_group")}
        >
          <input type="hidden" name="intent" value="create-group" />
        </AdminForm>
      </section>
    </>
  );
}
