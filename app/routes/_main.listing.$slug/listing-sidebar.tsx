import { Form, useSearchParams } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { Listing } from "@schemas/listing";
import { phoneLinks } from "./contact-links";
import type { MiniCardData } from "~/components/listing/listing-cards";
import type { TopCategory } from "~/utils/types";
import { ResponsiveImage, THUMBNAIL_SHAPE } from "~/components/ui/responsive-image";
import { button, formError } from "~/components/ui/ui.css";
import type { ListingActionResult } from "~/components/listing/action-result";
import * as styles from "~/components/listing/listing.css";
import { PriceTag } from "~/components/listing/price-tag";
import { ReportListing } from "./report-listing";
import { validationKey } from "~/locales/validation-key";

export const SAFETY_TIPS = ["safety.public_place", "safety.check_in_person", "safety.verify_documents", "safety.no_advance_money"] as const;

/**
 * Owner card, contact buttons and the report control; visitors are sent to sign in, the owner sees
 * none. Call and WhatsApp use the owner's own phone, present only when the owner chose to show it
 * (and then only to signed-in users); without it those buttons are absent.
 */
export function OwnerCard({
  listing,
  viewer,
  here,
  report,
  open = true,
}: {
  listing: Pick<Listing, "id" | "title" | "user" | "user_id">;
  /** Whether the seller can still be contacted about it (a live listing). */
  open?: boolean;
  viewer: { id: number } | null;
  here: string;
  /** The report form's answer when it was posted without JavaScript. */
  report?: Extract<ListingActionResult, { intent: "report" }>;
}) {
  const { t } = useTranslation();
  const { user } = listing;
  const isOwner = viewer?.id === user.id;
  // Why "Message seller" did not open a conversation (the chat action sends the user back here).
  const chatError = useSearchParams()[0].get("chat_error");
  const signIn = `/auth?redirectTo=${encodeURIComponent(here)}`;
  const phone = user.phone ? phoneLinks(user.phone, t("listing.whatsapp_text", { title: listing.title })) : null;
  return (
    <section className={styles.section} aria-labelledby="owner-title">
      <h2 id="owner-title" className="visually-hidden">
        {t("listing.seller")}
      </h2>
      <div className={styles.owner}>
        {user.avatar_url ? (
          <img src={user.avatar_url} alt="" width={56} height={56} loading="lazy" className={styles.avatar} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {user.first_name.charAt(0)}
          </span>
        )}
        <div>
          <strong>
            {user.first_name} {user.last_name}
          </strong>
          {user.is_verified ? <div className={styles.verified}>✓ {t("listing.verified")}</div> : null}
          <div>{t("listing.member_since", { year: new Date(user.created_at).getFullYear() })}</div>
        </div>
      </div>
      {isOwner ? (
        <p>{t("listing.your_listing")}</p>
      ) : !open ? null : viewer ? (
        <div className={styles.stack} style={{ marginTop: "12px" }}>
          <Form method="post" action="/chat?index">
            <input type="hidden" name="listing_id" value={listing.id} />
            <input type="hidden" name="redirectTo" value={here} />
            <button type="submit" className={button.primary} style={{ width: "100%" }} data-testid="message-seller">
              {t("listing.message_seller")}
            </button>
          </Form>
          {phone ? (
            <>
              <a href={phone.whatsapp} className={button.secondary} target="_blank" rel="noreferrer">
                {t("listing.whatsapp")}
              </a>
              <a href={phone.tel} className={button.secondary}>
                {t("listing.call")} {user.phone}
              </a>
            </>
          ) : null}
        </div>
      ) : (
        <div className={styles.stack} style={{ marginTop: "12px" }}>
          <Link to={signIn} className={button.primary}>
            {t("listing.message_seller")}
          </Link>
          {user.shows_phone ? (
            <Link to={signIn} className={button.secondary}>
              {t("listing.show_phone")}
            </Link>
          ) : null}
        </div>
      )}
      {chatError ? (
        <p className={formError} role="alert" data-testid="chat-error">
          {t(validationKey(chatError))}
        </p>
      ) : null}
      <ReportListing listingId={listing.id} viewer={viewer !== null} isOwner={isOwner} here={here} pageResult={report} />
    </section>
  );
}

export function SafetyTips() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="safety-title">
      <h2 id="safety-title">{t("listing.safety_title")}</h2>
      <ul className={styles.tips}>
        {SAFETY_TIPS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </section>
  );
}

export function RelatedListings({ listings }: { listings: MiniCardData[] }) {
  const { t } = useTranslation();
  if (listings.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="related-title">
      <h2 id="related-title">{t("listing.related")}</h2>
      <ul className={styles.cardList}>
        {listings.map((item) => (
          <li key={item.id}>
            <Link to={`/listing/${item.slug}`} className={styles.miniCard}>
              {item.thumbnail_url ? (
                <ResponsiveImage src={item.thumbnail_url} srcSet={null} sizes="72px" {...THUMBNAIL_SHAPE} alt="" />
              ) : (
                <span />
              )}
              <span>
                <strong>{item.title}</strong>
                <br />
                <PriceTag listing={item} small />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The category list with counts (the top level, from the shell's data). */
export function CategoryCounts({ categories }: { categories: TopCategory[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="categories-title">
      <h2 id="categories-title">{t("nav.categories")}</h2>
      <ul className={styles.countList}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={`/category/${category.slug}`}>
              <span>{category.name}</span>
              <span>{category.listing_count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
