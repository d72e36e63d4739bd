import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import {
  MaxPartSizeExceededError,
  json,
  redirect,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ChangePasswordFormSchema, DeleteAccountSchema, ProfileSchema } from "../../api/schemas/auth";
import type { FavoriteList } from "../../api/schemas/listing-extras";
import { BROWSE_PAGE_SIZE } from "../components/browse/browse-query";
import { ProfileSection, type SectionResult } from "../components/dashboard/profile-section";
import { SavedListings } from "../components/listing/saved-listings";
import { SettingsSection } from "../components/dashboard/settings-section";
import { MessagesSection } from "../components/chat/messages-section";
import { MyListingsSection } from "../components/dashboard/my-listings-section";
import { OverviewSection } from "../components/dashboard/overview-section";
import { loadMyListings, myListingsAction } from "../utils/dashboard/my-listings.server";
import { loadOverview } from "../utils/dashboard/overview.server";
import { preferencesAction } from "../utils/dashboard/settings.server";
import { SimplePage } from "../components/simple-page";
import { apiFor } from "../utils/api.server";
import { loadMessagesSection } from "../utils/dashboard/messages.server";
import { toCards } from "../utils/listing-cards";
import { requireUser } from "../utils/auth.server";
import { getT } from "../utils/i18n.server";
import { metaFromData } from "../utils/meta-from-data";
import { destroySession } from "../utils/session.server";
import * as styles from "./dashboard.css";
import { refusalOf, replyWithApiError, throwAsErrorPage } from "../utils/api-errors.server";

export const DASHBOARD_SECTIONS = ["dashboard", "profile", "my-listings", "favorites", "messages", "settings"] as const;
type Section = (typeof DASHBOARD_SECTIONS)[number];

const isSection = (value: string | null): value is Section => DASHBOARD_SECTIONS.includes(value as Section);
const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** The favourites section's page (`&page=N`) of saved listings. */
async function savedListings(request: Request, context: AppLoadContext) {
  const page = Math.max(1, Math.floor(Number(new URL(request.url).searchParams.get("page"))) || 1);
  const api = await apiFor(request, context);
  const list = await api.get<FavoriteList>("/favorites", { limit: BROWSE_PAGE_SIZE, skip: (page - 1) * BROWSE_PAGE_SIZE });
  return { page, list: { total: list.total, listings: toCards(list.listings, api.language) } };
}

/** /dashboard?section=…: one page, a section per query value (SPEC §2). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const requested = new URL(request.url).searchParams.get("section");
  const section: Section = isSection(requested) ? requested : "dashboard";
  const t = await getT(request);
  const api = await apiFor(request, context);
  const [favorites, overview, myListings, messages] = await Promise.all([
    section === "favorites" ? savedListings(request, context) : null,
    section === "dashboard" ? loadOverview(api) : null,
    section === "my-listings" ? loadMyListings(request, api, user.id) : null,
    section === "messages" ? loadMessagesSection(request, context) : null,
  ]);
  return json({ user, section, title: t(`dashboard.section.${section}`), favorites, overview, myListings, messages });
}

export const meta = metaFromData;

/**
 * The photo form is multipart: its buttons upload a new avatar (passed on to the API as
 * multipart) or remove the current one.
 */
async function avatarAction(request: Request, api: Awaited<ReturnType<typeof apiFor>>): Promise<SectionResult> {
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: AVATAR_MAX_BYTES }));
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return { intent: "avatar", ok: false, message: "The image must be 5 MB or smaller" };
    throw error;
  }
  if (form.get("intent") === "remove-avatar") {
    await api.delete("/users/me/avatar");
    return { intent: "remove-avatar", ok: true, message: "profile.photo_removed" };
  }
  const value = form.get("avatar");
  const file = value instanceof File && value.size > 0 ? value : null;
  if (!file) return { intent: "avatar", ok: false, message: "Choose an image to upload" };
  const body = new FormData();
  body.append("avatar", file, file.name);
  try {
    await api.upload("/users/me/avatar", body);
    return { intent: "avatar", ok: true, message: "profile.photo_saved" };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return { intent: "avatar", ok: false, message: refusal.detail };
    throwAsErrorPage(error);
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const api = await apiFor(request, context);
  if (request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    const result = await avatarAction(request, api);
    return json<SectionResult>(result, { status: result.ok ? 200 : 400 });
  }
  const formData = await request.formData();
  const intent = String(formData.get("intent"));
  const listingAnswer = await myListingsAction(request, formData, api);
  if (listingAnswer) return listingAnswer;
  if (intent === "preferences") return preferencesAction(formData, api);

  if (intent === "profile") {
    const submission = parseWithZod(formData, { schema: ProfileSchema });
    if (submission.status !== "success") return json<SectionResult>({ intent, ok: false, reply: submission.reply() }, { status: 400 });
    try {
      await api.put("/users/me", submission.value);
      return json<SectionResult>({ intent, ok: true, reply: submission.reply() });
    } catch (error) {
      return json<SectionResult>({ intent, ok: false, reply: replyWithApiError(submission, error) }, { status: 400 });
    }
  }
  if (intent === "password") {
    const submission = parseWithZod(formData, { schema: ChangePasswordFormSchema });
    const hidden = { hideFields: ["current_password", "new_password", "confirm_password"] };
    if (submission.status !== "success") return json<SectionResult>({ intent, ok: false, reply: submission.reply(hidden) }, { status: 400 });
    try {
      await api.post("/auth/change-password", { current_password: submission.value.current_password, new_password: submission.value.new_password });
      return json<SectionResult>({ intent, ok: true, reply: submission.reply({ resetForm: true }) });
    } catch (error) {
      return json<SectionResult>({ intent, ok: false, reply: replyWithApiError(submission, error) }, { status: 400 });
    }
  }
  if (intent === "delete-account") {
    const submission = parseWithZod(formData, { schema: DeleteAccountSchema });
    if (submission.status !== "success") return json<SectionResult>({ intent, ok: false, reply: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
    try {
      await api.delete("/users/me", submission.value);
      return redirect("/", { headers: { "Set-Cookie": await destroySession(request) } });
    } catch (error) {
      return json<SectionResult>({ intent, ok: false, reply: replyWithApiError(submission, error) }, { status: 400 });
    }
  }
  return json<SectionResult>({ intent, ok: false, message: "Something went wrong. Please try again." }, { status: 400 });
}

export default function DashboardPage() {
  const { t } = useTranslation();
  const { user, section, favorites, overview, myListings, messages } = useLoaderData<typeof loader>();
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
            <SavedListings favorites={favorites.list} page={favorites.page} />
          ) : section === "messages" && messages ? (
            <MessagesSection data={messages} viewerId={user.id} />
          ) : null}
        </section>
      </div>
    </SimplePage>
  );
}
