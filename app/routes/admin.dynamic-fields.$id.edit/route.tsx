import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { type AdminDynamicField, DynamicFieldSchema, FieldOptionCreateSchema, OPTION_DISPLAY_TYPES } from "@schemas/admin-catalogue";
import { AdminHeader, ConfirmAction } from "~/components/admin/actions";
import * as styles from "~/components/admin/admin.css";
import { AdminForm } from "~/components/admin/admin-form";
import * as css from "~/components/admin/catalogue/catalogue.css";
import { DynamicFieldForm } from "~/components/admin/catalogue/dynamic-field-form";
import { OptionTable } from "./option-table";
import { replyFor } from "~/components/admin/catalogue/reply-for";
import { orErrorPage } from "~/utils/api-errors.server";
import { adminApi, idFrom, runIntent, submitAdminForm } from "~/components/admin/admin.server";
import { deleteAndLeave } from "~/components/admin/catalogue/admin-catalogue.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { readForm } from "~/utils/form-data.server";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, field] = await Promise.all([getT(args.request), orErrorPage(api.get<AdminDynamicField>(`/admin/dynamic-fields/${idFrom(args.params.id)}`))]);
  return { title: t("admin.dynamic_fields_edit"), field };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  const id = idFrom(args.params.id);
  const formData = await readForm(args.request);
  const intent = formData.get("intent");
  if (intent === "save") {
    return submitAdminForm(args, DynamicFieldSchema, (api, value) => api.put<AdminDynamicField>(`/admin/dynamic-fields/${id}`, value), { formData });
  }
  if (intent === "add-option") {
    return submitAdminForm(args, FieldOptionCreateSchema, (api, value) => api.post(`/admin/dynamic-fields/${id}/options`, value), { formData, notice: "created" });
  }
  if (intent === "delete") {
    return deleteAndLeave(args, (api) => api.delete(`/admin/dynamic-fields/${id}`), "/admin/dynamic-fields");
  }
  // A row's values go to the API as typed: it checks them and its refusal comes back as the page's error.
  return runIntent(
    args,
    {
      "save-option": async (api, form) => {
        await api.put(`/admin/dynamic-fields/${id}/options/${idFrom(form.get("option_id"))}`, {
          label_en: form.get("label_en"),
          label_es: form.get("label_es"),
          sort_order: form.get("sort_order"),
        });
        return "saved";
      },
      "remove-option": async (api, form) => {
        await api.delete(`/admin/dynamic-fields/${id}/options/${idFrom(form.get("option_id"))}`);
        return "deleted";
      },
    },
    { formData },
  );
}

export default function AdminDynamicFieldEditPage() {
  const { t } = useTranslation();
  const { field } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const takesOptions = OPTION_DISPLAY_TYPES.includes(field.display_type);
  return (
    <>
      <AdminHeader title={`${t("admin.dynamic_fields_edit")}: ${field.label_en}`} />
      <p className={styles.rowActions}>
        <Link to="/admin/dynamic-fields" className={styles.smallButton}>
          {t("admin_catalogue.back_to_list")}
        </Link>
        <span className={styles.muted}>{t("admin_catalogue.used_in_categories", { count: field.categories_count })}</span>
      </p>
      <DynamicFieldForm field={field} lastResult={replyFor(result, "save")}>
        <input type="hidden" name="intent" value="save" />
      </DynamicFieldForm>

      <section className={css.section}>
        <h2>{t("admin_catalogue.options")}</h2>
        <p className={styles.muted}>{t(takesOptions ? "admin_catalogue.options_intro" : "admin_catalogue.options_unused", { type: field.display_type })}</p>
        <OptionTable options={field.options} />
        <h3>{t("admin_catalogue.add_option")}</h3>
        <AdminForm
          id="option-add"
          schema={FieldOptionCreateSchema}
          fields={[
            { name: "value", label: t("admin_catalogue.option_value") },
            { name: "sort_order", label: t("admin_catalogue.sort_order"), type: "number" },
            { name: "label_en", label: t("admin_catalogue.label_en") },
            { name: "label_es", label: t("admin_catalogue.label_es") },
          ]}
          defaultValue={{ sort_order: field.options.length + 1 }}
          lastResult={replyFor(result, "add-option")}
          submitLabel={t("admin_catalogue.add_option")}
        >
          <input type="hidden" name="intent" value="add-option" />
        </AdminForm>
      </section>

      <section className={css.section}>
        <h2>{t("admin_catalogue.danger_zone")}</h2>
        <p className={styles.muted}>{t("admin_catalogue.delete_field_help")}</p>
        <ConfirmAction intent="delete" question={t("admin_catalogue.confirm_delete_field", { name: field.field_name })} />
      </section>
    </>
  );
}
