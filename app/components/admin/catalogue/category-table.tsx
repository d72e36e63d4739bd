import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { AdminPage } from "@schemas/admin";
import type { AdminCategory, CategoryChoice } from "@schemas/admin-catalogue";
import { ConfirmAction } from "../actions";
import * as styles from "../admin.css";
import { AdminList, type FilterSpec } from "../list";
import { branchOf, categoryOptions } from "./category-tree";

/**
 * Deleting a category asks first; when it has listings or subcategories, the confirmation also
 * asks which category its listings (and its subcategories' listings) move to.
 */
export function DeleteCategory({ category, choices }: { category: AdminCategory; choices: CategoryChoice[] }) {
  const { t } = useTranslation();
  const asksWhere = category.listings_count > 0 || category.children_count > 0;
  return (
    <ConfirmAction
      intent="delete-category"
      values={{ id: category.id }}
      question={t(asksWhere ? "admin_catalogue.confirm_delete_moving" : "admin_catalogue.confirm_delete", {
        name: category.name_en,
        listings: category.listings_count,
        children: category.children_count,
      })}
    >
      {asksWhere ? (
        <label className={styles.toolbarField}>
          {t("admin_catalogue.move_to")}
          <select name="move_to" defaultValue="" className={styles.smallButton}>
            <option value="">{t("admin_catalogue.choose_category")}</option>
            {categoryOptions(choices, branchOf(choices, category.id)).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </ConfirmAction>
  );
}

/** Categories with their counts and what can be done to each (the list and a category's subcategories). */
export function CategoryList({ page, choices, filters }: { page: AdminPage<AdminCategory>; choices: CategoryChoice[]; filters?: FilterSpec[] }) {
  const { t } = useTranslation();
  const flag = (on: boolean) => (on ? t("admin.list.yes") : t("admin.list.no"));
  return (
    <AdminList
      page={page}
      rowKey={(category) => category.id}
      searchLabel={t("admin_catalogue.search_categories")}
      filters={filters}
      columns={[
        {
          header: t("admin_catalogue.name"),
          cell: (category) => (
            <>
              <Link to={`/admin/categories/${category.id}/edit`}>{category.name_en}</Link>
              <br />
              <span className={styles.muted}>
                {category.name_es} · /{category.slug}
              </span>
            </>
          ),
        },
        { header: t("admin_catalogue.parent"), cell: (category) => category.parent_name_en ?? "—" },
        { header: t("admin_catalogue.listings"), cell: (category) => category.listings_count },
        {
          header: t("admin.subcategories"),
          cell: (category) => <Link to={`/admin/categories/${category.id}/subcategories`}>{category.children_count}</Link>,
        },
        { header: t("admin_catalogue.active"), cell: (category) => flag(category.is_active) },
        { header: t("admin_catalogue.sort_order"), cell: (category) => category.sort_order },
        {
          header: t("admin.list.actions"),
          cell: (category) => (
            <div className={styles.rowActions}>
              <Link to={`/admin/categories/${category.id}/edit`} className={styles.smallButton}>
                {t("admin.action.edit")}
              </Link>
              <Link to={`/admin/categories/${category.id}/layout`} className={styles.smallButton}>
                {t("admin_catalogue.layout")}
              </Link>
              <DeleteCategory category={category} choices={choices} />
            </div>
          ),
        },
      ]}
    />
  );
}
