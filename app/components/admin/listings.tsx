import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { AdminListing, ListingFlag } from "@schemas/admin-listings";
import { LISTING_STATUSES, type ListingStatus } from "@schemas/constants";
import { useLocalized } from "~/utils/localized";
import { displayPrice, formatMoney } from "@schemas/format";
import type { Category } from "@schemas/categories";
import { button } from "../ui/ui.css";
import type { FieldSpec } from "./admin-form";
import * as styles from "./admin.css";
import type { FilterOption } from "./list";

// The parts of the back-office's listing pages: the list's filters (the kit's ListFilters has
// selects only; the owner filter is typed), the row's flag and status controls, and the fields
// the create and edit forms share.

/** Each flag with the badge name it shows on the site. */
export const FLAG_BADGES: Record<ListingFlag, string> = { is_top: "TOP", is_featured: "FEATURED", is_highlighted: "HOT" };

export function useStatusOptions(statuses: readonly ListingStatus[] = LISTING_STATUSES): FilterOption[] {
  const { t } = useTranslation();
  return statuses.map((status) => ({ value: status, label: t(`admin_listings.status.${status}`) }));
}

/** Every category, subcategories under their parent ("For sale › Computers"). */
export function useCategoryOptions(tree: Category[]): FilterOption[] {
  const localized = useLocalized();
  return tree.flatMap((top) => [
    { value: String(top.id), label: localized(top, "name") },
    ...top.children.map((child) => ({ value: String(child.id), label: `${localized(top, "name")} › ${localized(child, "name")}` })),
  ]);
}

/** Search, status, category, owner and flag filters: a GET form, so the filters are the URL. */
export function ListingsFilters({ categories }: { categories: FilterOption[] }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const statuses = useStatusOptions();
  const yesNo = [
    { value: "true", label: t("admin.list.yes") },
    { value: "false", label: t("admin.list.no") },
  ];
  const select = (name: string, label: string, options: FilterOption[]) => (
    <label key={name} className={styles.toolbarField}>
      {label}
      <select name={name} defaultValue={params.get(name) ?? ""} className={styles.smallButton}>
        <option value="">{t("admin.list.any")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
  const text = (name: string, label: string) => (
    <label className={styles.toolbarField}>
      {label}
      <input type="search" name={name} defaultValue={params.get(name) ?? ""} className={styles.smallButton} />
    </label>
  );
  return (
    <Form method="get" className={styles.toolbar} role="search">
      {text("search", t("admin_listings.search"))}
      {select("status", t("admin_listings.status_label"), statuses)}
      {select("category_id", t("admin_listings.category"), categories)}
      {text("user", t("admin_listings.owner_filter"))}
      {(Object.keys(FLAG_BADGES) as ListingFlag[]).map((flag) => select(flag, FLAG_BADGES[flag], yesNo))}
      <button type="submit" className={button.secondary}>
        {t("admin.list.filter")}
      </button>
      <Link to={pathname} className={styles.smallButton}>
        {t("admin.list.clear")}
      </Link>
    </Form>
  );
}

/** One button per flag: it says what a click does ("Set FEATURED", "Remove TOP"). */
export function FlagButtons({ listing }: { listing: Pick<AdminListing, "id" | ListingFlag> }) {
  const { t } = useTranslation();
  // One form for the three: the button pressed sends its flag and the new value ("is_top:true").
  return (
    <Form method="post" className={styles.rowActions}>
      <input type="hidden" name="intent" value="flag" />
      <input type="hidden" name="id" value={listing.id} />
      {(Object.keys(FLAG_BADGES) as ListingFlag[]).map((flag) => (
        <button key={flag} type="submit" name="flag" value={`${flag}:${!listing[flag]}`} className={styles.smallButton}>
          {t(listing[flag] ? "admin_listings.unset_flag" : "admin_listings.set_flag", { badge: FLAG_BADGES[flag] })}
        </button>
      ))}
    </Form>
  );
}

/** Moves the listing to another status (the API applies the owners' rules where they have the move). */
export function StatusForm({ listing }: { listing: Pick<AdminListing, "id" | "status" | "title"> }) {
  const { t } = useTranslation();
  const options = useStatusOptions().filter((option) => option.value !== listing.status);
  return (
    <Form method="post" className={styles.rowActions}>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={listing.id} />
      <select name="status" aria-label={t("admin_listings.new_status", { title: listing.title })} className={styles.smallButton}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button type="submit" className={styles.smallButton}>
        {t("admin_listings.change_status")}
      </button>
    </Form>
  );
}

/** The listing's own fields, shared by the create and edit forms (same names as the API's). */
export function useListingFields(categories: FilterOption[], statuses: readonly ListingStatus[]): FieldSpec[] {
  const { t } = useTranslation();
  return [
    { name: "title", label: t("admin_listings.title"), wide: true },
    { name: "description", label: t("admin_listings.description"), type: "textarea" },
    { name: "category_id", label: t("admin_listings.category"), type: "select", options: categories, placeholder: t("admin_listings.choose_category") },
    { name: "status", label: t("admin_listings.status_label"), type: "select", options: useStatusOptions(statuses) },
    {
      name: "selected_currency",
      label: t("admin_listings.currency"),
      type: "select",
      options: [
        { value: "gbp", label: t("admin_listings.currency_gbp") },
        { value: "eur", label: t("admin_listings.currency_eur") },
      ],
    },
    { name: "price_gbp", label: t("admin_listings.price_gbp"), type: "number" },
    { name: "price_eur", label: t("admin_listings.price_eur"), type: "number" },
  ];
}

/** The price the site shows (in the listing's currency when priced in it, else pounds), in the UI language; null: none. */
export function usePrice(): (listing: Pick<AdminListing, "selected_currency" | "price_gbp" | "price_eur">) => string | null {
  const { i18n } = useTranslation();
  return (listing) => {
    const shown = displayPrice(listing);
    return shown ? formatMoney(shown.amount, shown.currency, i18n.language) : null;
  };
}
