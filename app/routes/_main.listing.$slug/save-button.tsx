import { useFetcher } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { button } from "~/components/ui/ui.css";
import type { ListingActionResult } from "~/components/listing/action-result";
import { validationKey } from "~/locales/validation-key";

/**
 * The favourite toggle: saved or not, busy while the call is in flight (repeat clicks are
 * blocked). A form post to the listing page's action, so it works without JavaScript; with it, a
 * fetcher shows the new state at once. Visitors are sent to sign in.
 */
export function SaveButton({ listingId, saved, signedIn, here }: { listingId: number; saved: boolean; signedIn: boolean; here: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ListingActionResult>({ key: `favorite-${listingId}` });
  if (!signedIn) {
    return (
      <Link to={`/auth?redirectTo=${encodeURIComponent(here)}`} className={button.secondary}>
        ♡ {t("listing.save")}
      </Link>
    );
  }
  const busy = fetcher.state !== "idle";
  // While the call is in flight (and the page reloads its data) the wanted state shows.
  const wanted = fetcher.formData?.get("favorite");
  const isSaved = typeof wanted === "string" ? wanted === "true" : saved;
  const failed = fetcher.state === "idle" && fetcher.data?.intent === "favorite" && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <fetcher.Form method="post" data-testid="save-form">
      <input type="hidden" name="intent" value="favorite" />
      <input type="hidden" name="listing_id" value={listingId} />
      <input type="hidden" name="favorite" value={String(!isSaved)} />
      <button type="submit" className={button.secondary} aria-busy={busy || undefined} disabled={busy}>
        {isSaved ? `♥ ${t("listing.saved")}` : `♡ ${t("listing.save")}`}
      </button>
      {failed ? (
        <span role="alert" style={{ marginLeft: "8px" }}>
          {t(validationKey(failed))}
        </span>
      ) : null}
    </fetcher.Form>
  );
}
