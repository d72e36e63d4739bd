import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import { useRootData } from "~/utils/use-root-data";
import { VERIFICATION_PARAM, type VerificationOutcome } from "~/components/auth/verification";
import { button, formError, formSuccess } from "~/components/ui/ui.css";
import * as styles from "~/components/layout/layout.css";

const OUTCOME_TEXT: Record<Exclude<VerificationOutcome, "verified">, string> = {
  sent: "verify_notice.sent",
  limited: "errors.rate_limited",
  failed: "error.try_again",
};

/**
 * A signed-in user whose address is not verified yet may browse, but not post, message or review:
 * every page says so and offers the link again. The answer of that form (and of the link itself)
 * comes back to the page as `?verification=`.
 */
export function VerifyEmailNotice() {
  const { t } = useTranslation();
  const { user } = useRootData();
  const location = useLocation();
  if (!user) return null;
  const params = new URLSearchParams(location.search);
  const outcome = params.get(VERIFICATION_PARAM) as VerificationOutcome | null;
  if (user.is_verified) {
    return outcome === "verified" ? (
      <p className={styles.verifiedNotice} role="status">
        {t("verify_notice.verified")}
      </p>
    ) : null;
  }
  params.delete(VERIFICATION_PARAM);
  const query = params.toString();
  const here = `${location.pathname}${query ? `?${query}` : ""}`;
  const said = outcome && outcome !== "verified" ? OUTCOME_TEXT[outcome] : undefined;
  return (
    <section className={styles.verifyNotice} aria-label={t("verify_notice.label")} data-testid="verify-notice">
      <p className={styles.verifyNoticeText}>{t("verify_notice.text")}</p>
      <Form method="post" action="/verify-email">
        <input type="hidden" name="email" value={user.email} />
        <input type="hidden" name="return_to" value={here} />
        <button type="submit" className={button.secondary}>
          {t("verify_notice.resend")}
        </button>
      </Form>
      {said ? (
        <p className={`${styles.verifyNoticeOutcome} ${outcome === "sent" ? formSuccess : formError}`} role={outcome === "sent" ? "status" : "alert"}>
          {t(said, { email: user.email })}
        </p>
      ) : null}
    </section>
  );
}
