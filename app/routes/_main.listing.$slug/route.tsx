import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import { type Listing, type ListingSummary, hasPublicPage } from "@schemas/listing";
import type { ListingReviewList, ListingViewer, ReviewStats } from "@schemas/listing-extras";
import { BannerSlot } from "~/components/banners/banner-slot";
import { type ListingActionResult, REPORT_FAILURE, REPORT_SUCCESS } from "~/components/listing/action-result";
import { Gallery, mainPhoto } from "~/components/listing/gallery";
import * as styles from "~/components/listing/listing.css";
import { FeatureLists, InformationTable, Overview } from "./listing-fields";
import { MapSection } from "~/components/listing/map-section";
import { CategoryCounts, OwnerCard, RelatedListings, SafetyTips } from "./listing-sidebar";
import { PriceTag } from "~/components/listing/price-tag";
import { type ReviewActionResult, isReviewIntent } from "~/components/reviews/review-action-result";
import { INITIAL_REVIEWS, ReviewsSection } from "~/components/reviews/reviews-section";
import { SaveButton } from "./save-button";
import { ShareButton } from "./share-button";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { RouteErrorPage } from "~/components/route-error-page";
import { JsonLd } from "~/components/seo/json-ld";
import { imagePreload } from "~/components/ui/responsive-image";
import { page } from "~/components/ui/ui.css";
import { apiFor } from "~/utils/api.server";
import { toMiniCards } from "~/components/listing/listing-cards";
import { toShownBanners } from "~/components/banners/shown-banners";
import { forListingPage } from "~/components/listing/listing-page";
import { getUser, loginRedirect } from "~/utils/auth.server";
import { listingBadge } from "~/components/listing/badges";
import { secureCookies } from "~/utils/env.server";
import { newViewSession, readViewSession, viewSessionSetCookie } from "~/utils/view-session.server";
import { countView } from "./count-view.server";
import { listingCoordinates } from "~/components/listing/coordinates";
import { useLocalized } from "~/utils/localized";
import { pageMeta } from "~/utils/meta";
import { publicOrigin } from "~/utils/public-origin.server";
import { isIndexableListing, productJsonLd } from "~/components/seo/structured-data";
import { ListingStateNotice } from "./listing-state-notice";
import { truncate } from "./text";
import { useRootData } from "~/utils/use-root-data";
import { optionalRead, orErrorPage, refusalMessage } from "~/utils/api-errors.server";
import { alikeForSignedIn, loadBanners, loadMapSettings, sharedRead } from "~/utils/shell.server";
import { reviewAction, reviewsOf, withReaderVotes } from "~/components/reviews/reviews.server";
import { readForm } from "~/utils/form-data.server";
import { tFor } from "~/utils/i18n.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = await apiFor(request, context);
  const path = `/listings/${encodeURIComponent(params.slug ?? "")}`;
  // A public page's listing reads alike for every signed-in viewer: kept as the visitors' page is.
  const read = api.token
    ? alikeForSignedIn(context, `listing:${api.language}:${path}`, () => api.get<Listing>(path), (listing) => hasPublicPage(listing.page_phase))
    : api.get<Listing>(path);
  // A 404 is 'Listing Not Found'; anything else 'Error Loading Listing' with the API's message.
  const listing = await orErrorPage(read);
  // A listing is found by id too; its page has one address, the slug's.
  if (params.slug !== listing.slug) throw redirect(`/listing/${encodeURIComponent(listing.slug)}${new URL(request.url).search}`, 301);
  // One view per browser session: the id lives in a cookie without an expiry.
  const existingSession = readViewSession(request.headers.get("Cookie"));
  const sessionId = existingSession ?? newViewSession();
  // A published listing's related listings, reviews and review stats are the same for everyone:
  // kept in the shell cache (emptied by any write); an unpublished one's are its owner's or an
  // admin's. What the viewer made of it (saved it, reviewed it, voted) is read apart, in one call.
  const everyone = listing.status === "published";
  const publicRead = <T,>(key: string, path: string) => (everyone ? sharedRead(request, context, `${key}:${listing.id}`, (anyone) => anyone.get<T>(path)) : api.get<T>(path));
  // Each part fails on its own: the page still shows the listing.
  const [related, mapSettings, viewer, views, reviews, reviewStats, own, sidebarBanners] = await Promise.all([
    optionalRead(context, "Loading related listings", publicRead<{ listings: ListingSummary[] }>("related", `/listings/${listing.id}/related`), { listings: [] as ListingSummary[] }),
    loadMapSettings(request, context),
    optionalRead(context, "Loading the user", getUser(request, context), null),
    optionalRead(context, "Counting the view", countView(request, context, api, listing, sessionId), null),
    optionalRead(context, "Loading reviews", reviewsOf<ListingReviewList>(request, context, api, { kind: "listing", id: listing.id }, everyone), null),
    optionalRead(context, "Loading review stats", publicRead<ReviewStats>("review-stats", `/reviews/listing/${listing.id}/stats`), null),
    api.token ? optionalRead(context, "Loading the viewer's part", api.get<ListingViewer>(`/listings/${listing.id}/viewer`), null) : null,
    loadBanners(request, context, api.language, ["SIDEBAR"]),
  ]);
  const origin = publicOrigin(request);
  const t = await tFor(api.language);
  return data(
    {
      listing: { ...forListingPage(listing, api.language, (yes) => t(yes ? "common.yes" : "common.no")), views_count: views ?? listing.views_count },
      related: toMiniCards(related.listings),
      mapSettings,
      viewer: viewer ? { id: viewer.id } : null,
      isFavorite: own?.is_favorite ?? false,
      reviews: withReaderVotes(reviews, own),
      reviewStats,
      ownReviewId: own?.own_review_id ?? null,
      sidebarBanners: toShownBanners(sidebarBanners),
      url: `${origin}/listing/${listing.slug}`,
      image: listing.media_files[0] ? `${origin}${listing.media_files[0].display_url}` : null,
    },
    existingSession ? undefined : { headers: { "Set-Cookie": viewSessionSetCookie(sessionId, secureCookies) } },
  );
}

/**
 * The page's forms, posted here with or without JavaScript: save/unsave (intent=favorite), report
 * (intent=report), and the reviews' (intent=review, helpful, report-review). Visitors are sent
 * to sign in first.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await getUser(request, context);
  if (!user) throw loginRedirect(request);
  const api = await apiFor(request, context);
  const form = await readForm(request);
  const intent = form.get("intent");
  const listingId = Number(form.get("listing_id"));
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };

  if (intent === "favorite") {
    const save = text("favorite") === "true";
    try {
      if (save) await api.post(`/favorites/${listingId}`);
      else await api.delete(`/favorites/${listingId}`);
      return { intent, ok: true, is_favorite: save, message: null } satisfies ListingActionResult;
    } catch (error) {
      const { status, message } = refusalMessage(error, "error.try_again");
      return data<ListingActionResult>({ intent, ok: false, is_favorite: !save, message }, { status });
    }
  }
  if (isReviewIntent(intent)) return reviewAction(intent, form, api);
  if (intent === "report") {
    try {
      await api.post(`/listings/${listingId}/report`, { reason: text("reason"), description: text("description") });
      return { intent, ok: true, message: REPORT_SUCCESS } satisfies ListingActionResult;
    } catch (error) {
      const { status, message } = refusalMessage(error, REPORT_FAILURE);
      return data<ListingActionResult>({ intent, ok: false, message }, { status });
    }
  }
  throw data({ detail: "error.try_again" }, { status: 400 });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return pageMeta(undefined);
  const { listing } = data;
  const photo = mainPhoto(listing.media_files);
  return [
    ...pageMeta(listing.title, listing.description.slice(0, 160)),
    // The main photo is the page's largest paint: its request starts from the head.
    ...(photo ? [imagePreload(photo)] : []),
    { property: "og:type", content: "product" },
    { property: "og:url", content: data.url },
    { property: "og:description", content: listing.description.slice(0, 200) },
    ...(data.image ? [{ property: "og:image", content: data.image }] : []),
    // Drafts (seen by their owner) and ended listings stay out of search results.
    ...(isIndexableListing(listing.page_phase) ? [] : [{ name: "robots", content: "noindex" }]),
  ];
};

const BREADCRUMB_TITLE = 30;

export default function ListingPage() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { listing, related, mapSettings, viewer, url, isFavorite, reviews, reviewStats, ownReviewId, sidebarBanners } = useLoaderData<typeof loader>();
  const actionResult = useActionData<typeof action>();
  const { categories, origin } = useRootData();
  // Signing in from here comes back to this very address, query string and all.
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const badge = listingBadge(listing);
  const coordinates = listingCoordinates(listing);
  return (
    <div className={page}>
      <Breadcrumbs
        crumbs={[
          { label: t("nav.home"), to: "/" },
          { label: localized(listing.category, "name"), to: `/category/${listing.category.slug}` },
          { label: truncate(listing.title, BREADCRUMB_TITLE) },
        ]}
      />
      <JsonLd data={productJsonLd(origin, url, listing)} />
      <div className={styles.layout}>
        <div>
          <div className={styles.titleRow}>
            <h1 className={styles.title}>{listing.title}</h1>
            {badge ? (
              <span className={styles.badge} data-testid="listing-badge">
                {t(`badge.${badge}`)}
              </span>
            ) : null}
          </div>
          <div className={styles.meta}>
            <span>{listing.address ?? t("listing.location_not_specified")}</span>
            <span>{t("listing.views", { count: listing.views_count })}</span>
          </div>
          <ListingStateNotice status={listing.status} phase={listing.page_phase} />
          <PriceTag listing={listing} />
          <div className={styles.actions}>
            <SaveButton listingId={listing.id} saved={isFavorite} signedIn={viewer !== null} here={here} />
            <ShareButton url={url} title={listing.title} />
          </div>
          <Gallery media={listing.media_files} title={listing.title} />
          <div className={styles.section} style={{ marginTop: "16px" }}>
            <Overview fields={listing.top_field_ids.flatMap((id) => listing.field_values.filter((value) => value.field_id === id))} />
            <h2>{t("listing.description")}</h2>
            <p style={{ whiteSpace: "pre-line" }}>{listing.description}</p>
            <InformationTable fields={listing.field_values} />
            <FeatureLists fields={listing.field_values} />
          </div>
          <MapSection coordinates={coordinates} settings={mapSettings} label={listing.title} />
          <ReviewsSection
            item={{ kind: "listing", id: listing.id }}
            reviews={reviews?.reviews ?? null}
            stats={reviewStats}
            viewer={{ signedIn: viewer !== null, isOwner: viewer?.id === listing.user.id, ownReviewId }}
            here={here}
            initialCount={INITIAL_REVIEWS}
            pageResult={actionResult && isReviewIntent(actionResult.intent) ? (actionResult as ReviewActionResult) : undefined}
          />
        </div>
        <aside>
          <OwnerCard listing={listing} viewer={viewer} here={here} open={listing.page_phase === "live"} report={actionResult?.intent === "report" ? actionResult : undefined} />
          <SafetyTips />
          <BannerSlot banners={sidebarBanners} position="SIDEBAR" />
          <RelatedListings listings={related} />
          <CategoryCounts categories={categories} />
        </aside>
      </div>
    </div>
  );
}

/** 'Listing Not Found' with a way home; other failures 'Error Loading Listing'. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <RouteErrorPage
      notFoundTitle={t("listing.not_found_title")}
      notFoundText={t("listing.not_found_text")}
      errorTitle={t("listing.error_title")}
      back={{ to: "/", label: t("listing.back_home") }}
    />
  );
}
