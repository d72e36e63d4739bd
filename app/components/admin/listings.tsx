import { Form, useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { AdminListing, ListingFlag } from "@schemas/admin-listings";
import { LISTING_STATUSES, type ListingStatus } from "@schemas/constants";
import { displayPrice, formatMoney } from "@schemas/format";
import { button } from "../ui/ui.css";
import type { FieldSpec } from "./admin-form";
import * as styles from "./admin.css";
import type { FilterOption } from "./list";
import { useHydrated } from "~/utils/use-hydrated";

// The parts of the back-office's listing pages: the list's filters (the kit's ListFilters has
// selects only; the owner filter is typed), the action bar for the checked rows, and the fields
// the create and edit forms share.

/** Each flag with the badge name it shows on the site. */
export const FLAG_BADGES: Record<ListingFlag, string> = { is_top: "TOP", is_featured: "FEATURED", is_highlighted: "HOT" };

export function useStatusOptions(statuses: readonly ListingStatus[] = LISTING_STATUSES): FilterOption[] {
  const { t } = useTranslation();
  return statuses.map((status) => ({ value: status, label: t(`admin_listings.status.${status}`) }));
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

/** The form the rows' checkboxes belong to: they sit in the table's cells, outside it. */
const ROWS_FORM = "listing-rows";

/** The most rows one action applies to: a page of the list at its largest. */
export const MAX_CHECKED = 100;

/** A row's checkbox: the action bar applies to the checked rows. */
export function RowCheckbox({ listing }: { listing: Pick<AdminListing, "id" | "title"> }) {
  const { t } = useTranslation();
  return <input type="checkbox" name="id" value={listing.id} form={ROWS_FORM} aria-label={t("admin_listings.select", { title: listing.title || `#${listing.id}` })} />;
}

/** The badges a listing carries ("TOP · HOT"), or a dash. */
export function flagBadges(listing: Pick<AdminListing, ListingFlag>): string {
  const badges = (Object.keys(FLAG_BADGES) as ListingFlag[]).filter((flag) => listing[flag]).map((flag) => FLAG_BADGES[flag]);
  return badges.length ? badges.join(" · ") : "—";
}

/** What the action bar does with the checked rows, as its select sends it. */
export type RowAction = { kind: "status"; status: ListingStatus } | { kind: "flag"; flag: ListingFlag; value: boolean } | { kind: "delete" };

/** The select's value ("status:sold", "flag:is_top:true", "delete") as an action, or null. */
export function parseRowAction(value: FormDataEntryValue | null): RowAction | null {
  const [kind, name, setting] = String(value ?? "").split(":");
  if (kind === "delete" && name === undefined) return { kind };
  if (kind === "status" && (LISTING_STATUSES as readonly string[]).includes(name!) && setting === undefined) return { kind, status: name as ListingStatus };
  if (kind === "flag" && name! in FLAG_BADGES && (setting === "true" || setting === "false")) return { kind, flag: name as ListingFlag, value: setting === "true" };
  return null;
}

/**
 * The action bar: a status, a badge set or removed, or deletion (asked first), for every checked
 * row at once. One form for the page where each row had its own three.
 */
export function RowActions() {
  const { t } = useTranslation();
  const flags = Object.keys(FLAG_BADGES) as ListingFlag[];
  return (
    <Form method="post" id={ROWS_FORM} className={styles.toolbar}>
      <label className={styles.toolbarField}>
        {t("admin_listings.with_selected")}
        <select name="action" required className={styles.smallButton}>
          <option value="">{t("admin_listings.choose_action")}</option>
          <optgroup label={t("admin_listings.change_status")}>
            {useStatusOptions().map((option) => (
              <option key={option.value} value={`status:${option.value}`}>
                {option.label}
              </option>
            ))}
          </optgroup>
          <optgroup label={t("admin_listings.flags")}>
            {flags.flatMap((flag) => [
              <option key={`${flag}:true`} value={`flag:${flag}:true`}>
                {t("admin_listings.set_flag", { badge: FLAG_BADGES[flag] })}
              </option>,
              <option key={`${flag}:false`} value={`flag:${flag}:false`}>
                {t("admin_listings.unset_flag", { badge: FLAG_BADGES[flag] })}
              </option>,
            ])}
          </optgroup>
          <option value="delete">{t("admin.action.delete")}</option>
        </select>
      </label>
      <button type="submit" name="intent" value="apply" className={button.secondary}>
        {t("admin_listings.apply")}
      </button>
      <CheckAll />
    </Form>
  );
}

/** With JavaScript, one button checks every row of the page, or unchecks them all when they are. */
function CheckAll() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const toggle = () => {
    const boxes = [...document.querySelectorAll<HTMLInputElement>(`input[type=checkbox][form="${ROWS_FORM}"]`)];
    const check = !boxes.every((box) => box.checked);
    for (const box of boxes) box.checked = check;
  };
  return (
    <button type="button" className={styles.smallButton} onClick={toggle}>
      {t("admin_listings.check_all")}
    </button>
  );
}

/** Deletion asks first: the checked listings named, and the button that deletes them. */
export function ConfirmDelete({ listings }: { listings: Pick<AdminListing, "id" | "title">[] }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <Form method="post" className={styles.confirmBox}>
      <input type="hidden" name="intent" value="delete" />
      {listings.map((listing) => (
        <input key={listing.id} type="hidden" name="id" value={listing.id} />
      ))}
      <p role="alert">{t("admin_listings.confirm_delete", { count: listings.length })}</p>
      <ul>
        {listings.map((listing) => (
          <li key={listing.id}>{`#${listing.id} ${listing.title}`}</li>
        ))}
      </ul>
      <button type="submit" className={styles.dangerButton}>
        {t("admin_listings.delete_checked", { count: listings.length })}
      </button>
      <Link to={{ search }} className={styles.smallButton}>
        {t("admin.action.cancel")}
      </Link>
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
