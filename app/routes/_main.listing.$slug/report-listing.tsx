import { useFetcher } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { REPORT_REASONS } from "@schemas/constants";
import { ReportFields } from "~/components/ui/report-fields";
import { button, fieldError, formSuccess } from "~/components/ui/ui.css";
import type { ListingActionResult } from "~/components/listing/action-result";
import * as styles from "~/components/listing/listing.css";
import { validationKey } from "~/locales/validation-key";

type ReportResult = Extract<ListingActionResult, { intent: "report" }>;

/**
 * Reporting a listing from its sidebar: a `<details>` holding a real form posted to the listing page's
 * action (a fetcher with JavaScript). Visitors are sent to sign in; the owner sees nothing.
 * `pageResult` is the action's answer when the form was posted without JavaScript.
 */
export function ReportListing({
  listingId,
  viewer,
  isOwner,
  here,
  pageResult,
}: {
  listingId: number;
  viewer: boolean;
  isOwner: boolean;
  here: string;
  pageResult?: ReportResult;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ListingActionResult>({ key: `report-${listingId}` });
  if (isOwner) return null;
  if (!viewer) {
    return (
      <p className={styles.report}>
        <Link to={`/auth?redirectTo=${encodeURIComponent(here)}`}>⚑ {t("listing.report.title")}</Link>
      </p>
    );
  }
  const result = fetcher.data?.intent === "report" ? fetcher.data : pageResult;
  const busy = fetcher.state !== "idle";
  return (
    <details className={styles.report} open={result ? true : undefined}>
      <summary>⚑ {t("listing.report.title")}</summary>
      {result ? (
        <p className={result.ok ? formSuccess : fieldError} role={result.ok ? "status" : "alert"}>
          {t(validationKey(result.message))}
        </p>
      ) : null}
      {result?.ok ? null : (
        <fetcher.Form method="post" className={styles.reportForm}>
          <input type="hidden" name="intent" value="report" />
          <input type="hidden" name="listing_id" value={listingId} />
          <ReportFields idPrefix="report" reasons={REPORT_REASONS} texts="listing.report" />
          <button type="submit" className={button.secondary} disabled={busy} aria-busy={busy || undefined}>
            {busy ? t("listing.report.sending") : t("listing.report.submit")}
          </button>
        </fetcher.Form>
      )}
    </details>
  );
}
