import { Form, useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";
import { useTranslation } from "~/utils/use-translation";
import type { AdminPage } from "@schemas/admin";
import { button } from "../ui/ui.css";
import * as styles from "./admin.css";

// The shape every back-office list shares: a GET form of filters (works without JavaScript: the
// filters are the URL), a table, and page links that keep the filters.

export type FilterOption = { value: string; label: string };
export type FilterSpec = { name: string; label: string; options: FilterOption[] };

/** Search text and select filters, read from and written to the URL's query. */
export function ListFilters({ searchLabel, filters = [] }: { searchLabel?: string; filters?: FilterSpec[] }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  return (
    <Form method="get" className={styles.toolbar} role="search">
      {searchLabel ? (
        <label className={styles.toolbarField}>
          {searchLabel}
          <input type="search" name="search" defaultValue={params.get("search") ?? ""} className={styles.smallButton} />
        </label>
      ) : null}
      {filters.map((filter) => (
        <label key={filter.name} className={styles.toolbarField}>
          {filter.label}
          <select name={filter.name} defaultValue={params.get(filter.name) ?? ""} className={styles.smallButton}>
            <option value="">{t("admin.list.any")}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button type="submit" className={button.secondary}>
        {t("admin.list.filter")}
      </button>
      <Link to={pathname} className={styles.smallButton}>
        {t("admin.list.clear")}
      </Link>
    </Form>
  );
}

export type Column<T> = { header: string; cell: (row: T) => ReactNode };

/** A table of rows, or a line saying nothing matches. */
export function AdminTable<T>({ rows, columns, rowKey, caption }: { rows: T[]; columns: Column<T>[]; rowKey: (row: T) => string | number; caption?: string }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className={styles.muted}>{t("admin.list.empty")}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "N results · Page x of y" with previous/next links that keep the rest of the query. */
export function AdminPager({ page }: { page: Pick<AdminPage<unknown>, "page" | "pages" | "total"> }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const href = (n: number) => {
    const params = new URLSearchParams(search);
    params.delete("notice");
    if (n === 1) params.delete("page");
    else params.set("page", String(n));
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <nav className={styles.pager} aria-label={t("admin.list.pagination")}>
      <span>
        {t("admin.list.total", { count: page.total })} · {t("admin.list.page_of", { page: page.page, pages: page.pages })}
      </span>
      {page.page > 1 ? (
        <Link to={href(page.page - 1)} rel="prev" className={styles.smallButton}>
          {t("admin.list.previous")}
        </Link>
      ) : null}
      {page.page < page.pages ? (
        <Link to={href(page.page + 1)} rel="next" className={styles.smallButton}>
          {t("admin.list.next")}
        </Link>
      ) : null}
    </nav>
  );
}

/** A list page: the filters, the table and the pager. */
export function AdminList<T>(props: {
  page: AdminPage<T>;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  searchLabel?: string;
  filters?: FilterSpec[];
}) {
  return (
    <>
      <ListFilters searchLabel={props.searchLabel} filters={props.filters} />
      <AdminTable rows={props.page.items} columns={props.columns} rowKey={props.rowKey} />
      <AdminPager page={props.page} />
    </>
  );
}

/** Yes/No options for a boolean filter. */
export function useYesNo(): FilterOption[] {
  const { t } = useTranslation();
  return [
    { value: "true", label: t("admin.list.yes") },
    { value: "false", label: t("admin.list.no") },
  ];
}
