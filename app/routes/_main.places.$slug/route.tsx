import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { Place, PlaceReviewList } from "@schemas/places";
import { Gallery } from "~/components/listing/gallery";
import * as listingStyles from "~/components/listing/listing.css";
import { MapSection } from "~/components/listing/map-section";
import { RatingSummary } from "~/components/places/place-card";
import * as styles from "~/components/places/places.css";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { type ReviewActionResult, isReviewIntent } from "~/components/reviews/review-action-result";
import { ReviewsSection } from "~/components/reviews/reviews-section";
import { RouteErrorPage } from "~/components/route-error-page";
import { JsonLd } from "~/components/seo/json-ld";
import { button, page } from "~/components/ui/ui.css";
import { apiFor } from "~/utils/api.server";
import { getUser, loginRedirect } from "~/utils/auth.server";
import { listingCoordinates } from "~/components/listing/coordinates";
import { useLocalized } from "~/utils/localized";
import { pageMeta } from "~/utils/meta";
import { optionalRead, orErrorPage } from "~/utils/api-errors.server";
import { loadMapSettings } from "~/utils/shell.server";
import { readerOf, reviewAction, reviewsOf, withReaderVotes } from "~/components/reviews/reviews.server";
import { placeJsonLd } from "~/components/seo/structured-data";
import { useRootData } from "~/utils/use-root-data";
import { readForm } from "~/utils/form-data.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = await apiFor(request, context);
  const place = await orErrorPage(api.get<Place>(`/places/${encodeURIComponent(params.slug ?? "")}`));
  // A place is found by id too; its page has one address, the slug's (/place/{slug} redirects here).
  if (params.slug !== place.slug) throw redirect(`/places/${encodeURIComponent(place.slug)}${new URL(request.url).search}`, 301);
  const [reviews, mapSettings, viewer, reader] = await Promise.all([
    optionalRead(context, "Loading reviews", reviewsOf<PlaceReviewList>(request, context, api, { kind: "place", id: place.id }, place.status === "approved"), null),
    loadMapSettings(request, context),
    optionalRead(context, "Loading the user", getUser(request, context), null),
    optionalRead(context, "Loading the user's review", readerOf(api, { kind: "place", id: place.id }), null),
  ]);
  const canEdit = viewer !== null && (viewer.is_superuser || viewer.id === place.user_id);
  return {
    place,
    reviews: withReaderVotes(reviews, reader)?.reviews ?? null,
    mapSettings,
    canEdit,
    signedIn: viewer !== null,
    isOwner: viewer !== null && viewer.id === place.user_id,
    ownReviewId: reader?.own_review_id ?? null,
  };
}

/** The reviews' forms (intent=review, helpful, report-review), with or without JavaScript; visitors sign in first. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await getUser(request, context);
  if (!user) throw loginRedirect(request);
  const api = await apiFor(request, context);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (isReviewIntent(intent)) return reviewAction(intent, form, api);
  throw data({ detail: "error.try_again" }, { status: 400 });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta(data.place.name, data.place.description.slice(0, 160)) : pageMeta(undefined);

export default function PlacePage() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { origin } = useRootData();
  const { place, reviews, mapSettings, canEdit, signedIn, isOwner, ownReviewId } = useLoaderData<typeof loader>();
  const actionResult = useActionData<typeof action>() as ReviewActionResult | undefined;
  const { pathname, search } = useLocation();
  const coordinates = listingCoordinates(place);
  const description = localized(place, "description");
  return (
    <div className={page}>
      <Breadcrumbs
        crumbs={[
          { label: t("nav.home"), to: "/" },
          { label: t("places.title"), to: "/places" },
          ...(place.category ? [{ label: localized(place.category, "name"), to: `/places?category=${place.category.slug}` }] : []),
        ]}
      />
      <JsonLd data={placeJsonLd(origin, `${origin}/places/${encodeURIComponent(place.slug)}`, place, description)} />
      <div className={listingStyles.titleRow}>
        <h1 className={listingStyles.title}>{place.name}</h1>
        {canEdit ? (
          <Link to={`/places/edit/${place.id}`} className={button.secondary}>
            {t("place.edit")}
          </Link>
        ) : null}
      </div>
      {isOwner && place.status === "pending" ? (
        <p className={styles.notice} role="status">
          {t("place.pending_notice")}
        </p>
      ) : null}
      {canEdit && place.status === "rejected" ? (
        <p className={styles.notice} role="status">
          {t("place.rejected_notice")}
        </p>
      ) : null}
      <p className={listingStyles.meta}>
        <RatingSummary stats={place.review_stats} />
        {place.address ? <span>{place.address}</span> : null}
      </p>
      <div className={styles.detail}>
        <div>
          <Gallery media={place.photos} title={place.name} />
          <section className={listingStyles.section} style={{ marginTop: "16px" }} aria-labelledby="about-title">
            <h2 id="about-title">{t("place.about")}</h2>
            <p style={{ whiteSpace: "pre-line" }}>{description}</p>
          </section>
          <MapSection coordinates={coordinates} settings={mapSettings} label={place.name} />
          <ReviewsSection
            item={{ kind: "place", id: place.id }}
            reviews={reviews}
            stats={place.review_stats}
            viewer={{ signedIn, isOwner, ownReviewId }}
            here={pathname + search}
            initialCount={Number.POSITIVE_INFINITY}
            pageResult={actionResult}
          />
        </div>
        <aside className={listingStyles.section} aria-labelledby="details-title">
          <h2 id="details-title">{t("place.details")}</h2>
          <dl className={styles.facts}>
            {place.category ? (
              <>
                <dt>{t("place_form.category")}</dt>
                <dd>{localized(place.category, "name")}</dd>
              </>
            ) : null}
            {place.address ? (
              <>
                <dt>{t("place_form.address")}</dt>
                <dd>{place.address}</dd>
              </>
            ) : null}
            {place.opening_hours ? (
              <>
                <dt>{t("place_form.opening_hours")}</dt>
                <dd>{place.opening_hours}</dd>
              </>
            ) : null}
            {place.phone ? (
              <>
                <dt>{t("place_form.phone")}</dt>
                <dd>
                  <a href={`tel:${place.phone}`}>{place.phone}</a>
                </dd>
              </>
            ) : null}
            {place.website ? (
              <>
                <dt>{t("place_form.website")}</dt>
                <dd>
                  <a href={place.website} target="_blank" rel="noopener noreferrer nofollow">
                    {place.website.replace(/^https?:\/\//, "")}
                  </a>
                </dd>
              </>
            ) : null}
          </dl>
        </aside>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <RouteErrorPage
      notFoundTitle={t("place.not_found_title")}
      notFoundText={t("place.not_found_text")}
      errorTitle={t("place.error_title")}
      back={{ to: "/places", label: t("place.back_to_places") }}
    />
  );
}
