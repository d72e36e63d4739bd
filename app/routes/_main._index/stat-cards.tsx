import { useTranslation } from "~/utils/use-translation";
import type { PublicStats } from "@schemas/home";
import { numberFormat } from "@schemas/format";
import * as styles from "~/components/home/home.css";
import { validationKey } from "~/locales/validation-key";

/** The users and listings counts, or 'Failed to load stats'. */
export function StatCards({ stats, error }: { stats: PublicStats | null; error: string | null }) {
  const { t, i18n } = useTranslation();
  const format = (value: number) => numberFormat(i18n.language).format(value);
  if (error || !stats) {
    return (
      <p className={`${styles.card} ${styles.error}`} role="alert" data-testid="stats-error">
        {t(validationKey(error ?? "home.failed_stats"))}
      </p>
    );
  }
  return (
    <>
      <section className={styles.card} aria-labelledby="stat-users" data-testid="stat-users">
        <h2 id="stat-users" className={styles.cardTitle}>
          {t("home.stats_users")}
        </h2>
        <p className={styles.bigNumber}>{format(stats.users)}</p>
      </section>
      <section className={styles.card} aria-labelledby="stat-listings" data-testid="stat-listings">
        <h2 id="stat-listings" className={styles.cardTitle}>
          {t("home.stats_listings")}
        </h2>
        <p className={styles.bigNumber}>{format(stats.listings)}</p>
      </section>
    </>
  );
}
