import { Form } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import type { AdminFieldOption } from "@schemas/admin-catalogue";
import { ConfirmAction } from "~/components/admin/actions";
import * as styles from "~/components/admin/admin.css";
import { AdminTable } from "~/components/admin/list";
import * as css from "~/components/admin/catalogue/catalogue.css";

/**
 * A field's options, each row a small form (its inputs point at the row's form by the `form`
 * attribute): labels and order can change; the value, which listings store, cannot.
 */
export function OptionTable({ options }: { options: AdminFieldOption[] }) {
  const { t } = useTranslation();
  const formOf = (option: AdminFieldOption) => `option-${option.id}`;
  const label = (option: AdminFieldOption, what: string) => `${what}: ${option.value}`;
  if (options.length === 0) return <p className={styles.muted}>{t("admin_catalogue.no_options")}</p>;
  return (
    <AdminTable
      rows={options}
      rowKey={(option) => option.id}
      caption={t("admin_catalogue.options")}
      columns={[
        { header: t("admin_catalogue.option_value"), cell: (option) => <code>{option.value}</code> },
        {
          header: t("admin_catalogue.label_en"),
          cell: (option) => (
            <input name="label_en" defaultValue={option.label_en} required form={formOf(option)} aria-label={label(option, t("admin_catalogue.label_en"))} className={css.cellText} />
          ),
        },
        {
          header: t("admin_catalogue.label_es"),
          cell: (option) => (
            <input name="label_es" defaultValue={option.label_es} required form={formOf(option)} aria-label={label(option, t("admin_catalogue.label_es"))} className={css.cellText} />
          ),
        },
        {
          header: t("admin_catalogue.sort_order"),
          cell: (option) => (
            <input
              type="number"
              name="sort_order"
              defaultValue={option.sort_order}
              min={0}
              max={10_000}
              step={1}
              form={formOf(option)}
              aria-label={label(option, t("admin_catalogue.sort_order"))}
              className={css.cellNumber}
            />
          ),
        },
        {
          header: t("admin.list.actions"),
          cell: (option) => (
            <div className={styles.rowActions}>
              <Form method="post" id={formOf(option)}>
                <input type="hidden" name="intent" value="save-option" />
                <input type="hidden" name="option_id" value={option.id} />
                <button type="submit" className={styles.smallButton} aria-label={label(option, t("admin.form.save"))}>
                  {t("admin.form.save")}
                </button>
              </Form>
              <ConfirmAction
                intent="remove-option"
                values={{ option_id: option.id }}
                label={t("admin_catalogue.remove")}
                question={t("admin_catalogue.confirm_remove_option", { value: option.value })}
                confirmLabel={t("admin_catalogue.confirm_remove")}
              />
            </div>
          ),
        },
      ]}
    />
  );
}
