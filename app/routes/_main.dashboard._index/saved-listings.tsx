import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { ListingCardData } from "~/components/listing/listing-cards";
import { Pagination } from "~/components/browse/pagination";
import { ListingGrid } from "~/components/listing/listing-card";
import { button } from "~/components/ui/ui.css";

/** The dashboard's favourites section: the saved listings as cards, newest saved first. */
export function SavedListings({ favorites, page }: { favorites: { total: number; listings: ListingCardData[] }; page: number }) {
  const { t } = useTranslation();
  if (favorites.total === 0) {
    return (
      <>
        <p>{t("listing.saved_none")}</p>
        <Link to="/categories" className={button.primary}>
          {t("listing.saved_browse")}
        </Link>
      </>
    );
  }
  return (
    <>
      <p>{t("dashboard.intro.favorites")}</p>
      <ListingGrid listings={favorites.listings} label={t("listing.saved_list")} />
      <Pagination page={page} total={favorites.total} />
    </>
  );
}
