import { useTranslation } from "~/utils/use-translation";
import { button } from "~/components/ui/ui.css";
import * as styles from "./auth.css";

const LABELS: Record<string, string> = { google: "auth.with_google", facebook: "auth.with_facebook" };

/** Sign-in through the configured providers only (none configured: nothing shown). */
export function SocialButtons({ providers }: { providers: string[] }) {
  const { t } = useTranslation();
  if (providers.length === 0) return null;
  return (
    <>
      <p className={styles.divider}>{t("auth.or")}</p>
      <div className={styles.socialRow}>
        {providers.map((provider) => (
          <form key={provider} method="post" action={`/auth/${provider}`}>
            <button type="submit" className={button.secondary} style={{ width: "100%" }}>
              {t(LABELS[provider] ?? provider)}
            </button>
          </form>
        ))}
      </div>
    </>
  );
}
