import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { ListingList } from "@schemas/listing";
import type { TopLocation } from "@schemas/top-locations";
import { ListingGrid } from "~/components/listing/listing-card";
import { Pagination, requestedPage } from "~/components/places/pagination";
import * as styles from "~/components/places/places.css";
import { LOCATION_IMAGE } from "~/components/home/top-locations-carousel";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { page as pageClass } from "~/components/ui/ui.css";
import { apiFor } from "~/utils/api.server";
import { toCards } from "~/components/listing/listing-cards";
import { metaFromData } from "~/utils/meta";
import { orErrorPage } from "~/utils/api-errors.server";

const PAGE_SIZE = 12;

/** A top location: its picture and description, and the published listings placed there. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = await apiFor(request, context);
  const slug = params.slug ?? "";
  const page = requestedPage(new URL(request.url).searchParams);
  const location = await orErrorPage(api.get<TopLocation>(`/top-locations/${encodeURIComponent(slug)}`));
  const listings = await api.get<ListingList>("/listings", { location: location.slug, limit: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE });
  return {
    location,
    listings: { total: listings.total, listings: toCards(listings.listings, api.language) },
    page,
    pages: Math.ceil(listings.total / PAGE_SIZE),
    title: location.name,
    description: location.description ?? undefined,
  };
}

export const meta = metaFromData;

export default function LocationPage() {
  const { t } = useTranslation();
  const { location, listings, page, pages } = useLoaderData<typeof loader>();
  return (
    <div className={pageClass}>
      <p className={styles.muted}>
        <Link to="/">{t("nav.home")}</Link> / {t(`location.type.${location.location_type}`)}
      </p>
      <h1>{location.name}</h1>
      {location.featured_image ? (
        <ResponsiveImage
          src={location.featured_image}
          srcSet={location.featured_image_srcset}
          sizes="(max-width: 1199px) 100vw, 1168px"
          {...LOCATION_IMAGE}
          alt=""
          className={styles.hero}
          loading="priority"
        />
      ) : null}
      {location.description ? <p>{location.description}</p> : null}
      <h2>{t("location.listings_in", { name: location.name })}</h2>
      <p className={styles.muted} data-testid="location-listings-count">
        {t("location.listings_count", { count: location.listings_count })}
      </p>
      {listings.listings.length === 0 ? <p>{t("empty.listings")}</p> : <ListingGrid listings={listings.listings} firstScreen="row" />}
      <Pagination page={page} pages={pages} />
    </div>
  );
}
