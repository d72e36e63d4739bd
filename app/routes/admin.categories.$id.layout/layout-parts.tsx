import { Form } from "@remix-run/react";
import type { CSSProperties } from "react";
import { useTranslation } from "~/utils/use-translation";
import { type FieldGroup, type InheritedPlacement, LAYOUT_COLUMNS, LAYOUT_ROWS, type LayoutPlacement } from "@schemas/admin-catalogue";
import { ConfirmAction } from "~/components/admin/actions";
import * as styles from "~/components/admin/admin.css";
import { AdminTable } from "~/components/admin/list";
import * as css from "~/components/admin/catalogue/catalogue.css";

/**
 * The fields of a category as the wizard lays them out: one 4-column grid per group, in the
 * groups' order, each field at its row and columns (a top field is outlined).
 */
export function LayoutPreview({ placements, groups }: { placements: LayoutPlacement[]; groups: FieldGroup[] }) {
  const { t } = useTranslation();
  const order = new Map(groups.map((group) => [group.id, group.sort_order]));
  const byGroup = new Map<number | null, LayoutPlacement[]>();
  for (const placement of placements) byGroup.set(placement.group_id, [...(byGroup.get(placement.group_id) ?? []), placement]);
  const groupIds = [...byGroup.keys()].sort((a, b) => (a === null ? -1 : b === null ? 1 : (order.get(a) ?? 0) - (order.get(b) ?? 0) || a - b));
  if (groupIds.length === 0) return <p className={styles.muted}>{t("admin_catalogue.layout_empty")}</p>;
  return (
    <>
      {groupIds.map((groupId) => {
        const fields = byGroup.get(groupId)!;
        return (
          <section key={groupId ?? "none"} className={css.previewGroup} aria-label={fields[0]!.group_name_en ?? t("admin_catalogue.no_group")}>
            <strong>{fields[0]!.group_name_en ?? t("admin_catalogue.no_group")}</strong>
            <div className={css.previewGrid}>
              {fields.map((field) => {
                const place = { gridRow: field.grid_row, gridColumn: `${field.grid_column_start} / span ${field.grid_column_span}` } as CSSProperties;
                return (
                  <div key={field.field_id} className={field.is_top_field ? `${css.previewCell} ${css.previewTop}` : css.previewCell} style={place}>
                    {field.label_en}
                    {field.is_top_field ? ` · ${t("admin_catalogue.top")}` : ""}
                    {field.field_is_active ? "" : ` · ${t("admin_catalogue.inactive")}`}
                  </div>
                );
              })}
            </div>
          </section>
        );
      })}
    </>
  );
}

const whole = (name: string, value: number, min: number, max: number, form: string, label: string) => (
  <input type="number" name={name} defaultValue={value} min={min} max={max} step={1} required form={form} aria-label={label} className={css.cellNumber} />
);

/**
 * The category's own placements, each row a small form (its inputs point at the row's form by
 * the `form` attribute, so the row saves alone, with or without JavaScript).
 */
export function PlacementTable({ placements, groups }: { placements: LayoutPlacement[]; groups: FieldGroup[] }) {
  const { t } = useTranslation();
  const formOf = (placement: LayoutPlacement) => `placement-${placement.field_id}`;
  const label = (placement: LayoutPlacement, what: string) => `${what}: ${placement.label_en}`;
  if (placements.length === 0) return <p className={styles.muted}>{t("admin_catalogue.no_own_fields")}</p>;
  return (
    <AdminTable
      rows={placements}
      rowKey={(placement) => placement.field_id}
      caption={t("admin_catalogue.own_fields")}
      columns={[
        {
          header: t("admin_catalogue.field"),
          cell: (placement) => (
            <>
              {placement.label_en}
              <br />
              <span className={styles.muted}>
                {placement.field_name} · {placement.display_type}
                {placement.field_is_active ? "" : ` · ${t("admin_catalogue.inactive")}`}
              </span>
            </>
          ),
        },
        {
          header: t("admin_catalogue.group"),
          cell: (placement) => (
            <select name="group_id" defaultValue={placement.group_id ?? ""} form={formOf(placement)} aria-label={label(placement, t("admin_catalogue.group"))} className={css.cellSelect}>
              <option value="">{t("admin_catalogue.no_group")}</option>
              {groups.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name_en}
                </option>
              ))}
            </select>
          ),
        },
        { header: t("admin_catalogue.row"), cell: (p) => whole("grid_row", p.grid_row, 1, LAYOUT_ROWS, formOf(p), label(p, t("admin_catalogue.row"))) },
        { header: t("admin_catalogue.column"), cell: (p) => whole("grid_column_start", p.grid_column_start, 1, LAYOUT_COLUMNS, formOf(p), label(p, t("admin_catalogue.column"))) },
        { header: t("admin_catalogue.span"), cell: (p) => whole("grid_column_span", p.grid_column_span, 1, LAYOUT_COLUMNS, formOf(p), label(p, t("admin_catalogue.span"))) },
        { header: t("admin_catalogue.sort_order"), cell: (p) => whole("sort_order", p.sort_order, 0, 10_000, formOf(p), label(p, t("admin_catalogue.sort_order"))) },
        {
          header: t("admin_catalogue.top_field"),
          cell: (placement) => (
            <input type="checkbox" name="is_top_field" defaultChecked={placement.is_top_field} form={formOf(placement)} aria-label={label(placement, t("admin_catalogue.top_field"))} />
          ),
        },
        {
          header: t("admin.list.actions"),
          cell: (placement) => (
            <div className={styles.rowActions}>
              <Form method="post" id={formOf(placement)}>
                <input type="hidden" name="intent" value="save-placement" />
                <input type="hidden" name="field_id" value={placement.field_id} />
                <button type="submit" className={styles.smallButton} aria-label={label(placement, t("admin.form.save"))}>
                  {t("admin.form.save")}
                </button>
              </Form>
              <ConfirmAction
                intent="remove-placement"
                values={{ field_id: placement.field_id }}
                label={t("admin_catalogue.remove")}
                question={t("admin_catalogue.confirm_remove_field", { field: placement.label_en })}
                confirmLabel={t("admin_catalogue.confirm_remove")}
              />
            </div>
          ),
        },
      ]}
    />
  );
}

/** Fields the category gets from its ancestors, read-only here (placing one here overrides it). */
export function InheritedTable({ inherited }: { inherited: InheritedPlacement[] }) {
  const { t } = useTranslation();
  const flag = (on: boolean) => (on ? t("admin.list.yes") : t("admin.list.no"));
  return (
    <AdminTable
      rows={inherited}
      rowKey={(placement) => placement.field_id}
      caption={t("admin_catalogue.inherited_fields")}
      columns={[
        { header: t("admin_catalogue.field"), cell: (p) => `${p.label_en} (${p.field_name})` },
        { header: t("admin_catalogue.from_category"), cell: (p) => p.category_name_en },
        { header: t("admin_catalogue.group"), cell: (p) => p.group_name_en ?? t("admin_catalogue.no_group") },
        { header: t("admin_catalogue.row"), cell: (p) => p.grid_row },
        { header: t("admin_catalogue.column"), cell: (p) => p.grid_column_start },
        { header: t("admin_catalogue.span"), cell: (p) => p.grid_column_span },
        { header: t("admin_catalogue.top_field"), cell: (p) => flag(p.is_top_field) },
      ]}
    />
  );
}

/** The field groups every layout can use: each row renames or reorders one, or deletes it. */
export function GroupTable({ groups }: { groups: FieldGroup[] }) {
  const { t } = useTranslation();
  const formOf = (group: FieldGroup) => `group-${group.id}`;
  const label = (group: FieldGroup, what: string) => `${what}: ${group.name_en}`;
  const text = (group: FieldGroup, name: "name_en" | "name_es", what: string) => (
    <input name={name} defaultValue={group[name]} required maxLength={100} form={formOf(group)} aria-label={label(group, what)} />
  );
  if (groups.length === 0) return null;
  return (
    <AdminTable
      rows={groups}
      rowKey={(group) => group.id}
      caption={t("admin_catalogue.groups")}
      columns={[
        { header: t("admin_catalogue.name_en"), cell: (group) => text(group, "name_en", t("admin_catalogue.name_en")) },
        { header: t("admin_catalogue.name_es"), cell: (group) => text(group, "name_es", t("admin_catalogue.name_es")) },
        { header: t("admin_catalogue.sort_order"), cell: (group) => whole("sort_order", group.sort_order, 0, 10_000, formOf(group), label(group, t("admin_catalogue.sort_order"))) },
        {
          header: t("admin.list.actions"),
          cell: (group) => (
            <div className={styles.rowActions}>
              <Form method="post" id={formOf(group)}>
                <input type="hidden" name="intent" value="save-group" />
                <input type="hidden" name="group_id" value={group.id} />
                <button type="submit" className={styles.smallButton} aria-label={label(group, t("admin.form.save"))}>
                  {t("admin.form.save")}
                </button>
              </Form>
              <ConfirmAction
                intent="delete-group"
                values={{ group_id: group.id }}
                question={t("admin_catalogue.confirm_delete_group", { group: group.name_en })}
              />
            </div>
          ),
        },
      ]}
    />
  );
}
