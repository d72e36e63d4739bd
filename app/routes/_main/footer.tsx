import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { useRootData } from "~/utils/use-root-data";
import { NewsletterForm } from "~/components/newsletter-form";
import * as styles from "~/components/layout/layout.css";

const POPULAR_COUNT = 6;

export function Footer() {
  const { t } = useTranslation();
  const { categories } = useRootData();
  const popular = [...categories].sort((a, b) => b.listing_count - a.listing_count).slice(0, POPULAR_COUNT);
  const quickLinks = [
    ["/", t("nav.home")],
    ["/categories", t("nav.browse")],
    ["/places", t("nav.places")],
    ["/weather", t("nav.weather")],
    ["/listings/wizard", t("nav.post_ad")],
    ["/contact", t("footer.contact")],
    ["/privacy-policy", t("footer.privacy")],
    ["/terms-of-service", t("footer.terms")],
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <section>
          <h2 className={styles.footerTitle}>{t("footer.popular_categories")}</h2>
          <ul className={styles.footerList}>
            {popular.map((category) => (
              <li key={category.id}>
                <Link to={`/category/${category.slug}`} className={styles.footerLink}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className={styles.footerTitle}>{t("footer.quick_links")}</h2>
          <ul className={styles.footerList}>
            {quickLinks.map(([to, label]) => (
              <li key={to}>
                <Link to={to} className={styles.footerLink}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className={styles.footerTitle}>{t("footer.support")}</h2>
          <p>{t("footer.support_text")}</p>
          <p>
            <a href="mailto:support@gibmarket.gi" className={styles.footerLink}>
              support@gibmarket.gi
            </a>
            <br />
            <a href="tel:+35020012345" className={styles.footerLink}>
              +350 200 12345
            </a>
          </p>
        </section>
        <section>
          <h2 className={styles.footerTitle}>{t("newsletter.title")}</h2>
          <p>{t("newsletter.text")}</p>
          <NewsletterForm />
        </section>
      </div>
      <p className={styles.footerBottom}>{`© ${new Date().getFullYear()} ${t("brand.name")} · ${t("footer.made_in")}`}</p>
    </footer>
  );
}
