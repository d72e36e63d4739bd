import { AppError, notFound, parseInput } from "../../lib/errors.js";
import type { Events } from "../../lib/events.js";
import type { Logger } from "../../lib/logger.js";
import type { Mailer } from "../../lib/mail.js";
import type { PlacesService } from "../places/service.js";
import { AdminListQuerySchema, ModerationReasonSchema } from "../../schemas/admin.js";
import {
  AdminReviewQuerySchema,
  ChatReportQuerySchema,
  ChatReportResolveSchema,
  DismissSchema,
  FeatureSchema,
  type ModerationQueue,
} from "../../schemas/admin-moderation.js";
import type { Actor, AuditLog } from "../admin/audit-log.js";
import type { LedgeredStorage } from "../media/file-ledger.js";
import { type ModerationNotice, moderationEmail } from "./mail.js";
import type { ModerationRepository } from "./repository.js";

/** A conversation is shown to moderators up to this many messages. */
const THREAD_LIMIT = 500;

type Owner = { email: string | null; first_name: string | null; language: string | null } | undefined;

/**
 * Moderators' decisions on what users reported or submitted. Hiding or deleting someone's
 * listing, review or place tells them why by e-mail, in their language; each decision closes the
 * reports it answers and is written to the audit log.
 */
export function createModerationService(deps: {
  repo: ModerationRepository;
  audit: AuditLog;
  mailer: Mailer;
  events: Events;
  logger: Logger;
  publicUrl: () => string;
  /** Deleting a place goes through the places service, which also removes its photos' files. */
  places: Pick<PlacesService, "remove">;
  /** Removes the files of a deleted listing's photos. */
  storage: Pick<LedgeredStorage, "removeQueued">;
}) {
  const { repo, audit } = deps;

  /** The owner hears of it; a failed e-mail is logged and does not undo the decision. */
  async function tell(owner: Owner, notice: ModerationNotice, item: string, reason: string) {
    if (!owner?.email) return;
    try {
      await deps.mailer.send(moderationEmail(notice, { email: owner.email, name: owner.first_name ?? "", language: owner.language ?? "en" }, item, reason, deps.publicUrl()));
    } catch (error) {
      deps.logger.error("Moderation e-mail failed", error);
    }
  }

  async function listingOf(id: number) {
    const listing = await repo.listingOwner(id);
    if (!listing) throw notFound("Listing not found");
    return listing;
  }

  async function reviewOf(id: number) {
    const review = await repo.review(id);
    if (!review) throw notFound("Review not found");
    return review;
  }

  const reviewOwner = (review: Awaited<ReturnType<typeof reviewOf>>): Owner => ({ email: review.author.email, first_name: review.author.name, language: review.language });

  return {
    summary: () => repo.summary(),

    queue(queue: ModerationQueue, query: unknown) {
      const page = parseInput(AdminListQuerySchema, query);
      switch (queue) {
        case "listing-reports":
          return repo.openListingReports(page);
        case "review-reports":
          return repo.openReviewReports(page);
        case "pending-reviews":
          return repo.pendingReviews(page);
        case "pending-places":
          return repo.pendingPlaces(page);
      }
    },

    async listing(id: number) {
      const listing = await listingOf(id);
      const reports = await repo.listingWithReports(id);
      return {
        listing: {
          id: listing.id, title: listing.title, slug: listing.slug, status: listing.status,
          owner: { id: listing.owner_id, name: [listing.first_name, listing.last_name].filter(Boolean).join(" "), email: listing.email },
        },
        reports: reports.map(({ listing: _listing, ...report }) => report),
      };
    },

    async dismissListingReport(actor: Actor, id: number, body: unknown) {
      const { note } = parseInput(DismissSchema, body ?? {});
      const before = await repo.listingReport(id);
      if (!before) throw notFound("Report not found");
      if (before.status !== "open") throw new AppError(409, "This report is already resolved");
      await repo.resolveReports("listing_reports", { id }, { status: "dismissed", by: actor.id, note: note ?? null });
      await audit.record(actor, { action: "dismiss", entity: "listing_report", entity_id: id, summary: `Dismissed a report on listing ${before.listing_id}`, before, after: await repo.listingReport(id) });
    },

    /** Takes a listing off the site (back to draft, its owner can fix it) and closes its reports. */
    async hideListing(actor: Actor, id: number, body: unknown) {
      const { reason } = parseInput(ModerationReasonSchema, body ?? {});
      const before = await listingOf(id);
      if (before.status === "draft") throw new AppError(409, "This listing is not on the site");
      await repo.setListingStatus(id, "draft");
      await repo.resolveReports("listing_reports", { listing_id: id }, { status: "resolved", by: actor.id, note: reason });
      deps.events.listingChanged({ id, kind: "updated" });
      await audit.record(actor, { action: "hide", entity: "listing", entity_id: id, summary: `Took “${before.title}” off the site: ${reason}`, before: { status: before.status }, after: { status: "draft" } });
      await tell({ email: before.email, first_name: before.first_name, language: before.language }, "listing_hidden", before.title, reason);
    },

    async deleteListing(actor: Actor, id: number, body: unknown) {
      const { reason } = parseInput(ModerationReasonSchema, body ?? {});
      const before = await listingOf(id);
      const removal = await repo.deleteListing(id);
      deps.events.listingChanged({ id, kind: "deleted" });
      await deps.storage.removeQueued(removal);
      await audit.record(actor, { action: "delete", entity: "listing", entity_id: id, summary: `Deleted “${before.title}”: ${reason}`, before });
      await tell({ email: before.email, first_name: before.first_name, language: before.language }, "listing_deleted", before.title, reason);
    },

    reviews: (query: unknown) => repo.reviewList(parseInput(AdminReviewQuerySchema, query)),

    async publishReview(actor: Actor, id: number) {
      const before = await reviewOf(id);
      await repo.setReview(id, { status: "published" });
      await audit.record(actor, { action: "publish", entity: "review", entity_id: id, summary: `Published a review of “${before.target.title}”`, before: { status: before.status }, after: { status: "published" } });
      return reviewOf(id);
    },

    async hideReview(actor: Actor, id: number, body: unknown) {
      const { reason } = parseInput(ModerationReasonSchema, body ?? {});
      const before = await reviewOf(id);
      await repo.setReview(id, { status: "hidden" });
      await repo.resolveReports("review_reports", { review_id: id }, { status: "resolved", by: actor.id, note: reason });
      await audit.record(actor, { action: "hide", entity: "review", entity_id: id, summary: `Hid a review of “${before.target.title}”: ${reason}`, before: { status: before.status }, after: { status: "hidden" } });
      await tell(reviewOwner(before), "review_hidden", before.target.title, reason);
      return reviewOf(id);
    },

    async featureReview(actor: Actor, id: number, body: unknown) {
      const { featured } = parseInput(FeatureSchema, body ?? {});
      const before = await reviewOf(id);
      await repo.setReview(id, { is_featured: featured ? 1 : 0 });
      await audit.record(actor, { action: featured ? "feature" : "unfeature", entity: "review", entity_id: id, summary: `${featured ? "Featured" : "Unfeatured"} a review of “${before.target.title}”`, before: { is_featured: before.is_featured }, after: { is_featured: featured } });
      return reviewOf(id);
    },

    async deleteReview(actor: Actor, id: number, body: unknown) {
      const { reason } = parseInput(ModerationReasonSchema, body ?? {});
      const before = await reviewOf(id);
      await repo.deleteReview(id);
      await audit.record(actor, { action: "delete", entity: "review", entity_id: id, summary: `Deleted a review of “${before.target.title}”: ${reason}`, before });
      await tell(reviewOwner(before), "review_deleted", before.target.title, reason);
    },

    async dismissReviewReport(actor: Actor, id: number, body: unknown) {
      const { note } = parseInput(DismissSchema, body ?? {});
      const before = await repo.reviewReport(id);
      if (!before) throw notFound("Report not found");
      if (before.status !== "open") throw new AppError(409, "This report is already resolved");
      await repo.resolveReports("review_reports", { id }, { status: "dismissed", by: actor.id, note: note ?? null });
      await audit.record(actor, { action: "dismiss", entity: "review_report", entity_id: id, summary: `Dismissed a report on review ${before.review_id}`, before, after: await repo.reviewReport(id) });
    },

    async approvePlace(actor: Actor, id: number) {
      const before = await repo.place(id);
      if (!before) throw notFound("Place not found");
      await repo.setPlaceStatus(id, "approved");
      await audit.record(actor, { action: "approve", entity: "place", entity_id: id, summary: `Approved “${before.name}”`, before: { status: before.status }, after: { status: "approved" } });
    },

    async rejectPlace(actor: Actor, id: number, body: unknown) {
      const { reason } = parseInput(ModerationReasonSchema, body ?? {});
      const before = await repo.place(id);
      if (!before) throw notFound("Place not found");
      await repo.setPlaceStatus(id, "rejected");
      await audit.record(actor, { action: "reject", entity: "place", entity_id: id, summary: `Rejected “${before.name}”: ${reason}`, before: { status: before.status }, after: { status: "rejected" } });
      await tell(before, "place_rejected", before.name, reason);
    },

    async deletePlace(actor: Actor, id: number, body: unknown) {
      const { reason } = parseInput(ModerationReasonSchema, body ?? {});
      const before = await repo.place(id);
      if (!before) throw notFound("Place not found");
      await deps.places.remove(String(id), { id: actor.id, is_superuser: true });
      await audit.record(actor, { action: "delete", entity: "place", entity_id: id, summary: `Deleted “${before.name}”: ${reason}`, before });
      await tell(before, "place_deleted", before.name, reason);
    },

    chatReports: (query: unknown) => repo.chatReportList(parseInput(ChatReportQuerySchema, query)),

    async chatReport(id: number) {
      const report = await repo.chatReport(id, THREAD_LIMIT);
      if (!report) throw notFound("Report not found");
      return report;
    },

    async resolveChatReport(actor: Actor, id: number, body: unknown) {
      const { outcome, note } = parseInput(ChatReportResolveSchema, body ?? {});
      const before = await repo.chatReport(id, 0);
      if (!before) throw notFound("Report not found");
      if (before.status !== "open") throw new AppError(409, "This report is already resolved");
      await repo.resolveReports("chat_reports", { id }, { status: outcome, by: actor.id, note: note ?? null });
      await audit.record(actor, { action: outcome === "dismissed" ? "dismiss" : "resolve", entity: "chat_report", entity_id: id, summary: `Closed a report on conversation ${before.room.id} as ${outcome}`, before: { status: before.status }, after: { status: outcome, note: note ?? null } });
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
