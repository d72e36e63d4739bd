import { useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import * as styles from "./places.css";

/** The same address with another `page` (the first page has none), keeping the other parameters. */
function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set("page", String(page));
  else params.delete("page");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Previous and next links around "Page X of Y"; plain links, so paging works without JavaScript. */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t("places.pagination")}>
      {page > 1 ? (
        <Link to={pageHref(pathname, search, page - 1)} rel="prev">
          {t("places.previous")}
        </Link>
      ) : null}
      <span aria-current="page">{t("places.page_of", { page, pages })}</span>
      {page < pages ? (
        <Link to={pageHref(pathname, search, page + 1)} rel="next">
          {t("places.next")}
        </Link>
      ) : null}
    </nav>
  );
}

/** The page number asked for in the address: a whole number from 1, else 1. */
export function requestedPage(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}
