import { useTranslation } from "~/utils/use-translation";
import type { ListingPagePhase } from "@schemas/listing";
import { formError } from "~/components/ui/ui.css";
import * as styles from "~/components/listing/listing.css";

/**
 * Says when a listing cannot be had any more: sold or reserved (with a badge, for a while after
 * it was marked), or ended (expired, or sold long enough ago). A live listing says nothing.
 */
export function ListingStateNotice({ status, phase }: { status: string; phase: ListingPagePhase }) {
  const { t } = useTranslation();
  if (phase === "ended" || phase === "gone") {
    return (
      <p className={formError} role="note" data-testid="listing-state">
        {t("listing.state.ended")}
      </p>
    );
  }
  if (phase !== "held" || (status !== "sold" && status !== "reserved")) return null;
  return (
    <p data-testid="listing-state">
      <span className={styles.badge}>{t(`listing.state.${status}_badge`)}</span> {t(`listing.state.${status}`)}
    </p>
  );
}
