import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { FavoriteList, FavoriteNoticeList } from "@schemas/listing-extras";
import { BROWSE_PAGE_SIZE } from "~/components/browse/browse-query";
import { ProfileSection, type SectionResult } from "./profile-section";
import { SavedListings } from "./saved-listings";
import { FavoriteNews } from "./favorite-news";
import { SettingsSection } from "./settings-section";
import { MessagesSection } from "./messages-section";
import { MyListingsSection } from "./my-listings-section";
import { OverviewSection } from "./overview-section";
import { loadMyListings, myListingsAction } from "./my-listings.server";
import { loadOverview } from "./overview.server";
import { deleteAccountAction, passwordAction, preferencesAction } from "./settings.server";
import { avatarAction, profileAction } from "./profile.server";
import { SimplePage } from "~/components/simple-page";
import { apiFor } from "~/utils/api.server";
import { loadMessagesSection } from "./messages.server";
import { loadSavedSearches, savedSearchesAction } from "./saved-searches.server";
import { SavedSearchesSection } from "./saved-searches-section";
import { toCards } from "~/components/listing/listing-cards";
import { requireUser } from "~/utils/auth.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import * as styles from "./dashboard.css";
import { readForm } from "~/utils/form-data.server";

export const DASHBOARD_SECTIONS = ["dashboard", "profile", "my-listings", "favorites", "saved-searches", "messages", "settings"] as const;
type Section = (typeof DASHBOARD_SECTIONS)[number];

const isSection = (value: string | null): value is Section => DASHBOARD_SECTIONS.includes(value as Section);

/**
 * The favourites section's page (`&page=N`) of saved listings, after their news; seeing the news
 * marks it read (the header's badge goes).
 */
async function savedListings(request: Request, context: AppLoadContext) {
  const page = Math.max(1, Math.floor(Number(new URL(request.url).searchParams.get("page"))) || 1);
  const api = await apiFor(request, context);
  const [list, news] = await Promise.all([
    api.get<FavoriteList>("/favorites", { limit: BROWSE_PAGE_SIZE, skip: (page - 1) * BROWSE_PAGE_SIZE }),
    api.get<FavoriteNoticeList>("/favorites/news"),
  ]);
  if (news.unread) await api.post("/favorites/news/read");
  return { page, news: news.notices, list: { total: list.total, listings: toCards(list.listings, api.language) } };
}

/** /dashboard?section=…: one page, a section per query value. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const requested = new URL(request.url).searchParams.get("section");
  const section: Section = isSection(requested) ? requested : "dashboard";
  const t = await getT(request);
  const api = await apiFor(request, context);
  const [favorites, overview, myListings, messages, savedSearches] = await Promise.all([
    section === "favorites" ? savedListings(request, context) : null,
    section === "dashboard" ? loadOverview(api) : null,
    section === "my-listings" ? loadMyListings(request, api, user.id) : null,
    section === "messages" ? loadMessagesSection(request, context) : null,
    section === "saved-searches" ? loadSavedSearches(request, api) : null,
  ]);
  return { user, section, title: t(`dashboard.section.${section}`), favorites, overview, myListings, messages, savedSearches };
}

export const meta = metaFromData;

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const api = await apiFor(request, context);
  if (request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    return avatarAction(request, api);
  }
  const formData = await readForm(request);
  const intent = String(formData.get("intent"));
  const listingAnswer = await myListingsAction(request, formData, api);
  if (listingAnswer) return listingAnswer;
  const savedSearchAnswer = await savedSearchesAction(formData, api);
  if (savedSearchAnswer) return savedSearchAnswer;
  if (intent === "preferences") return preferencesAction(formData, api);

  if (intent === "profile") return profileAction(formData, api);
  if (intent === "password") return passwordAction(formData, api);
  if (intent === "delete-account") return deleteAccountAction(request, formData, api);
  return data<SectionResult>({ intent, ok: false, message: "error.try_again" }, { status: 400 });
}

export default function DashboardPage() {
  const { t } = useTranslation();
  const { user, section, favorites, overview, myListings, messages, savedSearches } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <SimplePage title={t(`dashboard.section.${section}`)}>
      <div className={styles.layout}>
        <nav aria-label={t("dashboard.nav")}>
          <ul className={styles.sectionList}>
            {DASHBOARD_SECTIONS.map((name) => (
              <li key={name}>
                <Link
                  to={`/dashboard?section=${name}`}
                  className={styles.sectionLink}
                  aria-current={name === section ? "page" : undefined}
                >
                  {t(`dashboard.section.${name}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section>
          <p>{t("dashboard.welcome", { name: user.first_name || user.email })}</p>
          {section === "profile" ? (
            <ProfileSection user={user} result={result} />
          ) : section === "settings" ? (
            <SettingsSection user={user} result={result} />
          ) : section === "dashboard" && overview ? (
            <OverviewSection data={overview} />
          ) : section === "my-listings" && myListings ? (
            <MyListingsSection data={myListings} result={result} />
          ) : section === "favorites" && favorites ? (
            <>
              <FavoriteNews notices={favorites.news} />
              <SavedListings favorites={favorites.list} page={favorites.page} />
            </>
          ) : section === "saved-searches" && savedSearches ? (
            <SavedSearchesSection data={savedSearches} result={result} />
          ) : section === "messages" && messages ? (
            <MessagesSection data={messages} viewerId={user.id} />
          ) : null}
        </section>
      </div>
    </SimplePage>
  );
}
