import { useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { BROWSE_PAGE_SIZE, hrefWith, pageWindow } from "./browse-query";
import * as styles from "./browse.css";

/** Numbered page links that keep the rest of the query (filters, sort, view). */
export function Pagination({ page, total }: { page: number; total: number }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const pages = Math.ceil(total / BROWSE_PAGE_SIZE);
  if (pages <= 1) return null;
  const href = (n: number) => hrefWith(pathname, search, { page: n === 1 ? null : String(n) });
  return (
    <nav className={styles.pagination} aria-label={t("browse.pagination")}>
      <ol>
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} className={styles.pageLink} rel="prev">
              {t("browse.previous")}
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.muted}>
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                className={styles.pageLink}
                aria-current={n === page ? "page" : undefined}
                aria-label={t("browse.page", { number: n })}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link to={href(page + 1)} className={styles.pageLink} rel="next">
              {t("browse.next")}
            </Link>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
