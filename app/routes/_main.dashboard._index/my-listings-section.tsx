import { SectionOutcome } from "./section-outcome";
import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { EXPIRY_WARNING_DAYS } from "@schemas/constants";
import { Pagination } from "~/components/browse/pagination";
import { button, card } from "~/components/ui/ui.css";
import * as styles from "./dashboard-sections.css";
import { MY_LISTING_FILTERS, type MyListingRow, type MyListingsData } from "./section-data";
import type { SectionResult } from "./profile-section";

const DAY = 24 * 60 * 60 * 1000;

/** The marks each state offers: available (published) ↔ reserved, either → sold, sold → available. */
const MARKS: Record<string, Array<"published" | "reserved" | "sold">> = {
  published: ["reserved", "sold"],
  reserved: ["published", "sold"],
  sold: ["published"],
};

const tabHref = (filter: string) => `/dashboard?section=my-listings${filter === "all" ? "" : `&status=${filter}`}`;

/** Whether the listing may be renewed: expired, or ending within the warning window. */
const renewable = (listing: MyListingRow, now: number) =>
  listing.status === "expired" ||
  (listing.status !== "draft" && listing.expires_at !== null && Date.parse(listing.expires_at) - now <= EXPIRY_WARNING_DAYS * DAY);

function ListingRow({ listing, now, deleteHref }: { listing: MyListingRow; now: number; deleteHref: string }) {
  const { t } = useTranslation();
  const marks = MARKS[listing.status] ?? [];
  const daysLeft = listing.expires_at ? Math.ceil((Date.parse(listing.expires_at) - now) / DAY) : null;
  return (
    <li className={styles.row} data-testid={`my-listing-${listing.id}`}>
      {listing.thumbnail_url ? (
        <img src={listing.thumbnail_url} alt="" width={96} height={72} loading="lazy" className={styles.photo} />
      ) : (
        <span className={styles.photo} aria-hidden="true" />
      )}
      <div>
        <h3 style={{ margin: 0, fontSize: "1.05rem" }}>
          <Link to={`/listing/${listing.slug}`}>{listing.title || t("dashboard.mine.untitled")}</Link>
        </h3>
        <p style={{ margin: "4px 0" }}>
          <span className={styles.status} data-testid="listing-status">
            {t(`dashboard.status.${listing.status}`, { defaultValue: listing.status })}
          </span>{" "}
          <span className={styles.muted}>
            {t("dashboard.mine.views", { count: listing.views_count })} · {t("dashboard.mine.saves", { count: listing.favorites_count })}
            {listing.status === "published" && daysLeft !== null && daysLeft > 0 ? <> · {t("dashboard.activity.expires_in", { count: daysLeft })}</> : null}
          </span>
        </p>
        <div className={styles.actions}>
          <Link to={`/dashboard/edit-listing/${listing.id}`} className={button.secondary}>
            {t("dashboard.mine.edit")}
          </Link>
          {marks.length ? (
            <Form method="post" className={styles.inlineForm}>
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="id" value={listing.id} />
              {marks.map((status) => (
                <button key={status} type="submit" name="status" value={status} className={button.secondary}>
                  {t(`dashboard.mine.mark_${status}`)}
                </button>
              ))}
            </Form>
          ) : null}
          {renewable(listing, now) ? (
            <Form method="post" className={styles.inlineForm}>
              <input type="hidden" name="intent" value="renew" />
              <input type="hidden" name="id" value={listing.id} />
              <button type="submit" className={button.primary}>
                {t("dashboard.mine.renew")}
              </button>
            </Form>
          ) : null}
          {listing.status === "published" ? (
            <Link to={`/dashboard/promote-listing/${listing.id}`} className={button.secondary}>
              {t("dashboard.mine.promote")}
            </Link>
          ) : null}
          <Link to={deleteHref} className={button.ghost}>
            {t("dashboard.mine.delete")}
          </Link>
        </div>
      </div>
    </li>
  );
}

/**
 * The user's listings with their state, views and saves, and what can be done with each. Every
 * action is a form post; deleting first shows a confirm step (a page of its own, so it works
 * without JavaScript).
 */
export function MyListingsSection({ data, result }: { data: MyListingsData; result?: SectionResult }) {
  const { t } = useTranslation();
  const { filter, listings, total, page, confirmDelete, done, now } = data;
  const here = tabHref(filter);
  return (
    <>
      <nav aria-label={t("dashboard.mine.tabs")}>
        <ul className={styles.tabs}>
          {MY_LISTING_FILTERS.map((name) => (
            <li key={name}>
              <Link to={tabHref(name)} className={styles.tab} aria-current={name === filter ? "page" : undefined}>
                {t(`dashboard.filter.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SectionOutcome doneKey={done && `dashboard.done.${done}`} result={result} />
      {confirmDelete ? (
        <section className={card} aria-labelledby="confirm-delete-title" style={{ marginBottom: "16px" }}>
          <h2 id="confirm-delete-title">{t("dashboard.mine.confirm_title")}</h2>
          <p>{t("dashboard.mine.confirm_text", { title: confirmDelete.title })}</p>
          <Form method="post" className={styles.actions}>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={confirmDelete.id} />
            <button type="submit" className={button.primary}>
              {t("dashboard.mine.confirm_delete")}
            </button>
            <Link to={here} className={button.secondary}>
              {t("dashboard.mine.cancel")}
            </Link>
          </Form>
        </section>
      ) : null}
      {listings.length === 0 ? (
        <>
          <p>{t(filter === "all" ? "dashboard.mine.none" : "dashboard.mine.none_here")}</p>
          <Link to="/listings/wizard" className={button.primary}>
            {t("dashboard.mine.post")}
          </Link>
        </>
      ) : (
        <>
          <ul className={styles.rows} aria-label={t("dashboard.section.my-listings")}>
            {listings.map((listing) => (
              <ListingRow key={listing.id} listing={listing} now={now} deleteHref={`${here}&delete=${listing.id}`} />
            ))}
          </ul>
          <Pagination page={page} total={total} />
        </>
      )}
      <p>
        <Link to="/dashboard/orders">{t("promote.my_orders")}</Link>
        {" · "}
        <Link to="/dashboard/bulk-listings">{t("dashboard.mine.bulk")}</Link>
      </p>
    </>
  );
}
