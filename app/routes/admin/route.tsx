import type { LoaderFunctionArgs } from "@remix-run/node";
import { type ClientLoaderFunctionArgs, Outlet, isRouteErrorResponse, useLocation, useNavigate, useRouteError } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import i18next from "i18next";
import { useTranslation } from "~/utils/use-translation";
import { isLanguage } from "~/i18n";
import { ensureTexts } from "~/locales/load-catalogue";
import { GeneralErrorBoundary } from "~/components/layout/error-boundary";
import { button, card, page } from "~/components/ui/ui.css";
import { ADMIN_SIDEBAR } from "~/components/admin/admin-sections";
import { requireAdmin } from "~/utils/auth.server";
import * as styles from "./admin.css";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireAdmin(request, context);
  return { user };
}

/**
 * Arriving from a public page, the browser has the site's texts but not the back-office's: they
 * are fetched beside the page's data. (The first page load gets them in entry.client.)
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const language = isLanguage(i18next.language) ? i18next.language : "en";
  const [data] = await Promise.all([serverLoader<typeof loader>(), ensureTexts(i18next, language, "/admin")]);
  return data;
}

export default function AdminLayout() {
  const { t } = useTranslation();
  // The section the page belongs to, as NavLink would mark it, worked out once for the sidebar's
  // 25 links (a NavLink matches its path against the location for itself).
  const pathname = useLocation().pathname.toLowerCase().replace(/\/+$/, "");
  const isCurrent = (to: string) => pathname === to || (to !== "/admin" && pathname.startsWith(`${to}/`));
  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar}>
        <Link to="/admin" className={styles.brand}>
          {t("admin.panel")}
        </Link>
        <nav aria-label={t("admin.panel")}>
          <ul className={styles.navList}>
            {ADMIN_SIDEBAR.map(([to, key]) => (
              <li key={to}>
                <Link to={to} className={styles.navLink} aria-current={isCurrent(to) ? "page" : undefined}>
                  {t(key)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/listings/wizard" className={styles.navLink}>
                {t("admin.test_wizard")}
              </Link>
            </li>
            <li>
              <a href="/" target="_blank" rel="noreferrer" className={styles.navLink}>
                {t("admin.view_site")} ↗
              </a>
            </li>
          </ul>
        </nav>
      </aside>
      <main className={styles.content}>
        <Outlet />
      </main>
    </div>
  );
}

/** A non-admin on an admin page sees Access Denied with Go Back. */
export function AccessDenied() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className={page} style={{ maxWidth: "560px" }}>
      <div className={card} role="alert">
        <h1>{t("admin.access_denied_title")}</h1>
        <p>{t("admin.access_denied_text")}</p>
        <form action="/" method="get" onSubmit={(event) => (event.preventDefault(), navigate(-1))}>
          <button type="submit" className={button.primary}>
            {t("admin.go_back")}
          </button>
        </form>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) return <AccessDenied />;
  return (
    <main>
      <GeneralErrorBoundary />
    </main>
  );
}
