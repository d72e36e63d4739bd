import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { type Crumb, breadcrumbJsonLd } from "../seo/structured-data";
import { useRootData } from "~/utils/use-root-data";
import { breadcrumb } from "../listing/listing.css";
import { JsonLd } from "../seo/json-ld";

/**
 * The trail of pages above this one, and the same trail (names and links) as a BreadcrumbList for
 * search engines: both come from one list, so they cannot disagree.
 */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  const { origin } = useRootData();
  return (
    <>
      <nav className={breadcrumb} aria-label={t("listing.breadcrumb")}>
        <ol>
          {crumbs.map((crumb, index) => (
            <li key={`${index}-${crumb.label}`} aria-current={crumb.to ? undefined : "page"}>
              {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(origin, crumbs)} />
    </>
  );
}
