import { Form, useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { AdminReview, Person } from "@schemas/admin-moderation";
import { ConfirmAction, IntentButton } from "./actions";
import * as styles from "./admin.css";
import * as moderation from "./moderation.css";
import { button } from "../ui/ui.css";

/** The reason a moderator gives; the owner reads it in the e-mail. */
export function ReasonField() {
  const { t } = useTranslation();
  return (
    <label className={styles.toolbarField}>
      {t("admin_moderation.reason")}
      <textarea name="reason" required minLength={3} maxLength={1000} rows={3} />
    </label>
  );
}

/** A decision that needs a reason (hide, reject, delete): asked in a confirmation box. */
export function ReasonedAction({ intent, id, label, question }: { intent: string; id: number; label: string; question: string }) {
  const { t } = useTranslation();
  return (
    <ConfirmAction intent={intent} values={{ id }} label={label} question={question} confirmLabel={t("admin_moderation.confirm")}>
      <ReasonField />
    </ConfirmAction>
  );
}

/**
 * Links to the variants of one list (queues, report states): plain links, so they work without
 * JavaScript, the current one marked for assistive technology and the eye.
 */
export function ListTabs({ label, tabs }: { label: string; tabs: Array<{ to: string; label: string; current: boolean }> }) {
  return (
    <nav aria-label={label} className={`${styles.rowActions} ${moderation.tabs}`}>
      {tabs.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          className={tab.current ? `${styles.smallButton} ${moderation.currentTab}` : styles.smallButton}
          aria-current={tab.current ? "page" : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

/**
 * A search of the list shown under tabs: a GET form like the kit's filters, carrying the tab's own
 * parameter (`keep`) so searching stays in the queue or state being looked at.
 */
export function SearchWithinTab({ label, keep }: { label: string; keep: Record<string, string> }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Form method="get" className={styles.toolbar} role="search">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className={styles.toolbarField}>
        {label}
        <input type="search" name="search" defaultValue={new URLSearchParams(search).get("search") ?? ""} className={styles.smallButton} />
      </label>
      <button type="submit" className={button.secondary}>
        {t("admin.list.filter")}
      </button>
      <Link to={`${pathname}?${new URLSearchParams(keep)}`} className={styles.smallButton}>
        {t("admin.list.clear")}
      </Link>
    </Form>
  );
}

export function PersonCell({ person }: { person: Person }) {
  const { t } = useTranslation();
  if (person.id === null) return <span className={styles.muted}>{t("admin_moderation.deleted_account")}</span>;
  return (
    <>
      <Link to={`/admin/users/${person.id}/edit`}>{person.name || person.email}</Link>
      <br />
      <span className={styles.muted}>{person.email}</span>
    </>
  );
}

/** A report's reason (already translated) and the reporter's own words. */
export function ReportText({ reason, description }: { reason: string; description: string | null }) {
  return (
    <>
      <strong>{reason}</strong>
      {description ? <p className={moderation.cellText}>{description}</p> : null}
    </>
  );
}

export function ReviewCell({ review }: { review: Pick<AdminReview, "rating" | "title" | "comment" | "target"> }) {
  const { t } = useTranslation();
  const { target } = review;
  const href = target.kind === "listing" ? `/listing/${target.slug}` : `/places/${target.slug}`;
  return (
    <>
      <strong>
        <span aria-hidden="true">{"★".repeat(review.rating)}</span>
        <span className="visually-hidden">{t("admin_moderation.stars", { count: review.rating })}</span>
      </strong>{" "}
      {review.title}
      {review.comment ? <p className={moderation.cellText}>{review.comment}</p> : null}
      <span className={styles.muted}>
        {t(target.kind === "listing" ? "admin_moderation.of_listing" : "admin_moderation.of_place")} <Link to={href}>{target.title}</Link>
        {" · "}
        <Link to={`/admin/reviews?${target.kind === "listing" ? "listing_id" : "place_id"}=${target.id}`}>{t("admin_moderation.all_reviews_of_item")}</Link>
      </span>
    </>
  );
}

/** Publish, feature, hide and delete: what a moderator can do with any review. */
export function ReviewActions({ review }: { review: Pick<AdminReview, "id" | "status" | "is_featured"> }) {
  const { t } = useTranslation();
  return (
    <div className={styles.rowActions}>
      {review.status !== "published" ? (
        <IntentButton intent="publish-review" values={{ id: review.id }}>
          {t("admin_moderation.publish")}
        </IntentButton>
      ) : (
        <IntentButton intent="feature-review" values={{ id: review.id, featured: String(!review.is_featured) }}>
          {t(review.is_featured ? "admin_moderation.unfeature" : "admin_moderation.feature")}
        </IntentButton>
      )}
      {review.status !== "hidden" ? (
        <ReasonedAction intent="hide-review" id={review.id} label={t("admin_moderation.hide")} question={t("admin_moderation.hide_review_question")} />
      ) : null}
      <ReasonedAction intent="delete-review" id={review.id} label={t("admin.action.delete")} question={t("admin_moderation.delete_review_question")} />
    </div>
  );
}
